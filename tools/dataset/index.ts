/**
 * Generates the embedded dataset: `npx tsx tools/dataset/index.ts [--out DIR] [--json]`.
 * Always regenerates; the build and the test setup call it only when data/ is missing or was made
 * by another version of the generator (stamp.mjs).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { generateDataset, summary } from './generate.js';
import { createProgress } from './progress.js';
import { RESULT_FILE, writeGeneratorStamp } from './stamp.mjs';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'data' }, json: { type: 'boolean', default: false } }, strict: true });
  const outDir = path.resolve(values.out ?? 'data');
  // Weights: each step's share of a timed run: the images and the episodes (encoded in a worker
  // thread, audio-worker.ts) run side by side and end together (74 and 75 s of 81 s on 2 cores at
  // load 8-10); the files take the last second.
  const progress = createProgress([
    { name: 'images', weight: 5 },
    { name: 'episodes', weight: 4 },
    { name: 'files', weight: 1 },
  ]);
  const result = await generateDataset({ outDir, progress });
  writeGeneratorStamp(fileURLToPath(new URL('../..', import.meta.url)), outDir);
  // What was made, beside the stamp: the dataset tests read data/ itself instead of generating a
  // copy of their own when data/ is current (test/unit/dataset/generated.ts).
  writeFileSync(path.join(outDir, RESULT_FILE), `${JSON.stringify(result)}\n`);
  // --json: the result for programs (the dataset tests run the generator as a child process).
  console.log(values.json ? JSON.stringify(result) : summary(result));
}

main().catch((err: unknown) => {
  console.error(`dataset: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
