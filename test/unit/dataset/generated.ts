/** Shared by the dataset tests: the generated dataset, read back from its folder. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContentDocument } from '../../../tools/dataset/schema.js';
import { DATASET_FILE, type GenerateResult } from '../../../tools/dataset/generate.js';
import { datasetIsCurrent, generatorStamp, RESULT_FILE } from '../../../tools/dataset/stamp.mjs';

const execFileAsync = promisify(execFile);

export interface Generated {
  dir: string;
  ndjson: string;
  docs: ContentDocument[];
  result: GenerateResult;
  byId: Map<string, ContentDocument>;
  ofType<T extends ContentDocument['_type']>(type: T, opts?: { drafts?: boolean }): Extract<ContentDocument, { _type: T }>[];
  cleanup(): void;
}

/**
 * A fresh dataset in its own temp folder (rendering the raster images and MP3s takes tens of
 * seconds: use `sharedDataset` unless the test is about generating itself).
 */
export async function generateInto(prefix = 'colophon-dataset-'): Promise<Generated> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const result = await generate(dir);
  return load(dir, result, () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * Runs the generator as `npm run dataset` does, in its own Node process: inside Jest's VM context
 * the synthesiser's tight Math.sin loops run about a hundred times slower than in plain Node.
 */
async function generate(outDir: string): Promise<GenerateResult> {
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'tools/dataset/index.ts', '--out', outDir, '--json'], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as GenerateResult;
}

/**
 * Fingerprint of the generator: the stamp `data/` is checked against (its sources, its media
 * libraries, the installed fonts: tools/dataset/stamp.mjs), and music-metadata, which reads the
 * clips' durations back.
 */
function generatorKey(): string {
  const hash = createHash('sha1').update(generatorStamp(path.resolve('.')));
  hash.update(readFileSync(path.resolve('node_modules', 'music-metadata', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Generating renders ~140 raster images and five MP3s: tens of seconds alone on 2 cores, minutes beside other work. */
export const GENERATE_TIMEOUT = 240_000;

const CACHE_PREFIX = 'colophon-dataset-cache-';

/**
 * The dataset generated once for all the dataset test files of a run (and later runs, until the
 * generator changes): a folder under the temp dir named by the generator's fingerprint. The
 * generator is deterministic (integrity.test.ts proves it), so a cached copy is what a fresh run gives.
 */
export async function sharedDataset(): Promise<Generated> {
  // data/ itself when it is current: the test setup (test/global-setup.ts) has just generated or
  // checked it, and a fresh checkout would otherwise render every image and MP3 a second time.
  const data = path.resolve('data');
  if (datasetIsCurrent(path.resolve('.'), data) && existsSync(path.join(data, RESULT_FILE))) {
    const result = JSON.parse(readFileSync(path.join(data, RESULT_FILE), 'utf8')) as GenerateResult;
    return load(data, result, () => undefined);
  }
  const cache = path.join(os.tmpdir(), `${CACHE_PREFIX}${generatorKey()}`);
  const resultFile = path.join(cache, 'result.json');
  if (!existsSync(resultFile)) {
    for (const old of readdirSync(os.tmpdir())) {
      if (old.startsWith(CACHE_PREFIX)) rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-dataset-'));
    const result = await generate(dir);
    writeFileSync(path.join(dir, 'result.json'), JSON.stringify({ ...result, outDir: cache }));
    try {
      renameSync(dir, cache);
    } catch {
      rmSync(dir, { recursive: true, force: true }); // another worker got there first: same bytes
    }
  }
  const result = JSON.parse(readFileSync(resultFile, 'utf8')) as GenerateResult;
  return load(cache, result, () => undefined);
}

function load(dir: string, result: GenerateResult, cleanup: () => void): Generated {
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
    cleanup,
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
