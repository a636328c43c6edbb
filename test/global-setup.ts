/**
 * Runs once before the suites: makes sure the embedded dataset exists (generated, not committed)
 * and was made by the current generator (tools/dataset/stamp.mjs), and that there is a PGlite
 * template for the suites' accounts databases (PGLITE_TEMPLATE, read by test/support/pglite.ts and
 * inherited by the servers the suites start): unpacking it takes about 0.5 s where initdb takes 3-4 s
 * of CPU, and the suites open about a hundred databases (docs/decisions/pglite-template.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { datasetIsCurrent } from '../tools/dataset/stamp.mjs';

export default function setup(): void {
  if (existsSync(path.resolve('tools/dataset/index.ts')) && !datasetIsCurrent(path.resolve('.'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'tools/dataset/index.ts'], { stdio: 'inherit' });
  }
  process.env.PGLITE_TEMPLATE = pgliteTemplate();
}

/**
 * A template made by this PGlite with db.ts's start parameters, kept in the temp folder between
 * runs (uncompressed: it is unpacked for every database). Its name changes with either.
 */
function pgliteTemplate(): string {
  const version = (JSON.parse(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  const code = createHash('sha256').update(readFileSync(path.resolve('server/accounts/db.ts'))).digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `colophon-pglite-template-${version}-${code}.tar`);
  if (!existsSync(file)) {
    execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/pglite-template.ts', file], { stdio: 'inherit' });
  }
  return file;
}
