/**
 * Generates the embedded dataset: `npx tsx tools/dataset/index.ts [--out DIR]`.
 * Always regenerates; the build calls it only when data/dataset.ndjson is missing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateDataset, summary } from './generate.js';

function main(): void {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'data' } }, strict: true });
  const result = generateDataset({ outDir: path.resolve(values.out ?? 'data') });
  console.log(summary(result));
}

try {
  main();
} catch (err) {
  console.error(`dataset: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
