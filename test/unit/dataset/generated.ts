/** Shared by the dataset tests: generates the dataset once per test file into a temp folder. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentDocument } from '../../../shared/content/raw.js';
import { DATASET_FILE, generateDataset, type GenerateResult } from '../../../tools/dataset/generate.js';

export interface Generated {
  dir: string;
  ndjson: string;
  docs: ContentDocument[];
  result: GenerateResult;
  byId: Map<string, ContentDocument>;
  ofType<T extends ContentDocument['_type']>(type: T, opts?: { drafts?: boolean }): Extract<ContentDocument, { _type: T }>[];
  cleanup(): void;
}

export function generateInto(prefix = 'colophon-dataset-'): Generated {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const result = generateDataset({ outDir: dir });
  const ndjson = readFileSync(path.join(dir, DATASET_FILE), 'utf8');
  const docs = ndjson
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ContentDocument);
  const byId = new Map(docs.map((d) => [d._id, d]));
  return {
    dir,
    ndjson,
    docs,
    result,
    byId,
    ofType<T extends ContentDocument['_type']>(type: T, opts: { drafts?: boolean } = {}) {
      return docs.filter(
        (d) => d._type === type && (opts.drafts ? d._id.startsWith('drafts.') : !d._id.startsWith('drafts.')),
      ) as Extract<ContentDocument, { _type: T }>[];
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every value under `node` whose key is `key`, depth first. */
export function collect(node: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) for (const item of node) collect(item, key, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === key) out.push(v);
      collect(v, key, out);
    }
  }
  return out;
}

export const FUTURE_FLOOR = '2031-01-01T00:00:00Z'; // after every "now" the tests may run at
export const PREVIEW_DATE = '2099-01-01T00:00:00Z';
export const DATASET_DATE_ISO = '2026-11-15T12:00:00Z';
