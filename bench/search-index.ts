/**
 * The search index built in this process from a dataset (npx tsx bench/search-index.ts [--scale N]):
 * build time (the source's query, then the index), heap it holds, and in-process query latency over
 * 2,000 unique terms. --scale N clones every article, episode and recipe N - 1 times under new ids,
 * with one word in ten of each clone's text respelled, so the vocabulary grows as a larger archive's
 * would: the "ten times larger" dataset of bench/README.md#search. Prints one JSON line.
 */
import path from 'node:path';
import { createLocalSource } from '../server/content/sources/local.js';
import { SEARCH_DOCUMENTS_QUERY } from '../server/content/queries.js';
import { searchDocuments, type SearchRows } from '../server/content/search/documents.js';
import { SearchIndex, type SearchDocument } from '../server/content/search/engine.js';
import { benchTerms } from './search-terms.mjs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = arg('scale', 1);
const SYLLABLES = ['ka', 'ro', 'mi', 'tel', 'sha', 'vin', 'dor', 'el', 'ba', 'zu'];

function respell(text: string, k: number, seed: number): string {
  let i = seed;
  return text.replace(/[A-Za-z]{6,}/g, (w) => (++i % 10 === 0 ? w + SYLLABLES[(k + i) % SYLLABLES.length] : w));
}

function scaled(documents: SearchDocument[], scale: number): SearchDocument[] {
  const out = [...documents];
  for (let k = 1; k < scale; k++) {
    for (const [n, d] of documents.entries()) {
      const fields = Object.fromEntries(Object.entries(d.fields).map(([f, texts]) => [f, texts.map((t) => respell(t, k, n))])) as SearchDocument['fields'];
      out.push({ ...d, id: `${d.id}-x${k}`, url: `${d.url}-x${k}`, title: respell(d.title, k, n), fields });
    }
  }
  return out;
}

const gc = (globalThis as { gc?: () => void }).gc;
const source = createLocalSource({ location: path.resolve('data/dataset.ndjson') });
await source.fetch('count(*)', {}, { preview: false });
const t0 = performance.now();
const rows = await source.fetch<SearchRows>(SEARCH_DOCUMENTS_QUERY, { ids: null }, { preview: false });
const queryMs = performance.now() - t0;
const documents = scaled(searchDocuments(rows), SCALE);
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
