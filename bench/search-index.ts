/**
 * The search index built in this process from a dataset (npx tsx bench/search-index.ts [--scale N]):
 * build time (the source's query, then the index), heap it holds, and in-process query latency over
 * 2,000 unique terms. --scale N reads the dataset N times larger that bench/scaled-dataset.mjs
 * writes (the one the HTTP bench serves with --scale10). Prints one JSON line.
 */
import path from 'node:path';
import { createLocalSource } from '../server/content/sources/local.js';
import { SEARCH_DOCUMENTS_QUERY } from '../server/content/queries.js';
import { searchDocuments, type SearchRows } from '../server/content/search/documents.js';
import { SearchIndex } from '../server/content/search/engine.js';
import { scaledDataset } from './scaled-dataset.mjs';
import { benchTerms } from './search-terms.mjs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = arg('scale', 1);

const gc = (globalThis as { gc?: () => void }).gc;
const source = createLocalSource({ location: SCALE === 1 ? path.resolve('data/dataset.ndjson') : await scaledDataset(SCALE) });
await source.fetch('count(*)', {}, { preview: false });
const t0 = performance.now();
const rows = await source.fetch<SearchRows>(SEARCH_DOCUMENTS_QUERY, { ids: null }, { preview: false });
const queryMs = performance.now() - t0;
const documents = searchDocuments(rows, { paywall: true }); // premium text split off, as the site with the paywall on
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const t1 = performance.now();
const index = SearchIndex.buildSync(documents);
const buildMs = performance.now() - t1;
gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1048576;

const now = new Date().toISOString();
const terms = benchTerms(2000, 7);
for (const term of terms.slice(0, 200)) index.search({ term, now, offset: 0, limit: 24 });
const times: number[] = [];
for (const term of terms) {
  const t = performance.now();
  index.search({ term, now, offset: 0, limit: 24 });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const q = (p: number) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3));
console.log(
  JSON.stringify({
    scale: SCALE,
    documents: index.size,
    vocabulary: index.vocabularySize,
    sourceQueryMs: Math.round(queryMs),
    buildMs: Math.round(buildMs),
    heapMb: Number(heapMb.toFixed(1)),
    queryP50Ms: q(0.5),
    queryP99Ms: q(0.99),
  }),
);
