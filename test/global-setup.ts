/**
 * Runs once before the suites: makes sure the embedded dataset exists (generated, not committed)
 * and was made by the current generator (tools/dataset/stamp.mjs).
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { datasetIsCurrent } from '../tools/dataset/stamp.mjs';

export default function setup(): void {
  if (existsSync(path.resolve('tools/dataset/index.ts')) && !datasetIsCurrent(path.resolve('.'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'tools/dataset/index.ts'], { stdio: 'inherit' });
  }
}
