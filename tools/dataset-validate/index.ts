/**
 * npm run dataset:validate [-- DATASET.ndjson] [--schema studio/schema.json]
 *
 * Checks every document of the embedded dataset (or the given export) against the Studio's schema
 * as `sanity schema extract` wrote it, so no Studio install is needed. Exits 1 naming the first
 * bad documents (id, field, problem).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkDataset, type Problem } from './check.js';
import type { SchemaJson } from './type-nodes.js';

const SHOWN = 20;

export function readNdjson(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (!line.trim()) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        throw new Error(`${file}:${i + 1}: not JSON`);
      }
    });
}

export function report(problems: Problem[], documents: number, file: string): string {
  if (problems.length === 0) return `${file}: ${documents} documents match the Studio schema`;
  const ids = new Set(problems.map((p) => p.id));
  const lines = problems.slice(0, SHOWN).map((p) => `  ${p.id}  ${p.path}: ${p.message}`);
  if (problems.length > SHOWN) lines.push(`  … and ${problems.length - SHOWN} more`);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [`${file}: ${plural(problems.length, 'problem')} in ${ids.size} of ${plural(documents, 'document')}`, ...lines].join('\n');
}

function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { schema: { type: 'string', default: 'studio/schema.json' } } });
  const file = positionals[0] ?? 'data/dataset.ndjson';
  const schema = JSON.parse(readFileSync(resolve(values.schema), 'utf8')) as SchemaJson;
  const docs = readNdjson(resolve(file));
  const problems = checkDataset(schema, docs);
  const text = report(problems, docs.length, file);
  if (problems.length) {
    console.error(text);
    process.exit(1);
  }
  console.log(text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`dataset:validate: ${(error as Error).message}`);
    process.exit(2);
  }
}
