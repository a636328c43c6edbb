/**
 * Generates the embedded dataset: `npx tsx tools/dataset/index.ts [--out DIR] [--json]`.
 * Always regenerates; the build calls it only when data/dataset.ndjson is missing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateDataset, summary } from './generate.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'data' }, json: { type: 'boolean', default: false } }, strict: true });
  const result = await generateDataset({ outDir: path.resolve(values.out ?? 'data') });
  // --json: the result for programs (the dataset tests run the generator as a child process).
  console.log(values.json ? JSON.stringify(result) : summary(result));
}

main().catch((err: unknown) => {
  console.error(`dataset: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
