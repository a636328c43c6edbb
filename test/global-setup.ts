/** Runs once before the suites: makes sure the embedded dataset exists (generated, not committed). */
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  const dataDir = path.resolve('data');
  const hasDataset = existsSync(dataDir) && readdirSync(dataDir).some((f) => f.endsWith('.ndjson'));
  if (!hasDataset && existsSync(path.resolve('tools/dataset/index.ts'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'tools/dataset/index.ts'], { stdio: 'inherit' });
  }
}
