/**
 * Our search index against MiniSearch behind the same contract (bench/search-minisearch.ts), in one
 * process, interleaved so both see the same machine (docs/decisions/search-engine.md, "Weighed
 * against MiniSearch"): node --expose-gc --import tsx bench/search-library.ts [--scale N] [--queries N]
 *
 * - build: each index built from the same documents, alternately, --rounds times (time of each; heap
 *   held after GC, measured on the first of each);
 * - answers: the relevance cases of test/support/search-cases.ts (expected first result), then
 *   --queries unique terms of bench/search-terms.mjs (9,032 by default, seed 7: words, pairs,
 *   prefixes, swapped letters, phrases, words in no document), each asked of both: same first
 *   result, same first ten (in order; as a set), same total, same hit set (every hit, when both
 *   have at most --full-hits), same `corrected` (correctedAsked: either said one), same first
 *   suggestion when both found nothing. A term both answer with nothing agrees on everything but
 *   the suggestion: subtract bothEmpty for the terms that found something;
 * - latency: the same terms, first page of 24 with snippets, the two engines taking turns on each
 *   term (which goes first alternates), after 200 unmeasured terms: p50, p99 and the ratio.
 * --scale N reads the dataset N times larger that bench/scaled-dataset.mjs writes. Prints one JSON line.
 */
import path from 'node:path';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { createSearchRouter, searchLimitsFor } from '../server/api/search-router.js';
import { SEARCH_DEFAULTS } from '../server/api/search-settings.js';
import type { SearchIndexService } from '../server/content/search/service.js';
import { runSearch } from '../server/content/search-results.js';
import { createLocalSource } from '../server/content/sources/local.js';
import { SEARCH_DOCUMENTS_QUERY } from '../server/content/queries.js';
import { searchDocuments, type SearchRows } from '../server/content/search/documents.js';
import { SearchIndex, type SearchAnswer, type SearchRequest } from '../server/content/search/engine.js';
import { SEARCH_TYPE_FILTERS, type SearchTypeFilter } from '../shared/search-terms.js';
import { CASES } from '../test/support/search-cases.js';
import { scaledDataset } from './scaled-dataset.mjs';
import { benchTerms } from './search-terms.mjs';
import { MiniSearchIndex } from './search-minisearch.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = arg('scale', 1);
const QUERIES = arg('queries', 9032);
const ROUNDS = arg('rounds', SCALE === 1 ? 3 : 2);
const FULL_HITS = arg('full-hits', SCALE === 1 ? 400 : 0);

interface Engine {
  search(request: SearchRequest): SearchAnswer;
  readonly vocabularySize: number;
}
const ENGINES = {
  ours: (docs: Parameters<typeof SearchIndex.buildSync>[0]): Engine => SearchIndex.buildSync(docs),
  minisearch: (docs: Parameters<typeof SearchIndex.buildSync>[0]): Engine => MiniSearchIndex.buildSync(docs),
};
type Name = keyof typeof ENGINES;
const NAMES = Object.keys(ENGINES) as Name[];

const source = createLocalSource({ location: SCALE === 1 ? path.resolve('data/dataset.ndjson') : await scaledDataset(SCALE) });
await source.fetch('count(*)', {}, { preview: false });
const rows = await source.fetch<SearchRows>(SEARCH_DOCUMENTS_QUERY, { ids: null }, { preview: false });
const documents = searchDocuments(rows, { paywall: true }); // premium text split off, as the site with the paywall on

/**
 * --serve: both engines behind the same router (createSearchRouter with the embedded dataset's
 * bounds, no per-address limit, as bench/search.mjs's server runs), each app on a port of its own in
 * this one process; prints the ports. bench/search-library-http.mjs sends the load.
 */
if (process.argv.includes('--serve')) {
  const ports: Record<string, number> = {};
  for (const name of NAMES) {
    const engine = ENGINES[name](documents);
    const index = { search: (request: SearchRequest) => Promise.resolve(engine.search(request)) } as unknown as SearchIndexService;
    const app = express();
    const limits = searchLimitsFor({ CONTENT_SOURCE: 'local', SEARCH_RATE_LIMIT: 0, SEARCH_QUEUE_MAX: SEARCH_DEFAULTS.queueMax });
    app.use(createSearchRouter({ content: { search: (term, offset, opts) => runSearch(index, term, offset, opts) }, limits }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    ports[name] = (server.address() as AddressInfo).port;
  }
  console.log(JSON.stringify({ pid: process.pid, ports }));
} else {
  compare();
}

function compare(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');

  // Build, alternately.
  const buildMs: Record<Name, number[]> = { ours: [], minisearch: [] };
  const heapMb = {} as Record<Name, number>;
  const built = {} as Record<Name, Engine>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 === 0 ? NAMES : [...NAMES].reverse()) {
      delete built[name];
      gc();
      const before = process.memoryUsage().heapUsed;
      const t = performance.now();
      built[name] = ENGINES[name](documents);
      buildMs[name].push(Math.round(performance.now() - t));
      gc();
      heapMb[name] ??= Number(((process.memoryUsage().heapUsed - before) / 1048576).toFixed(1));
    }
  }

  const now = new Date().toISOString();
  const ask = (name: Name, term: string, extra: Partial<SearchRequest> = {}) => built[name].search({ term, now, offset: 0, limit: 24, ...extra });

  // The relevance cases: the first result each expects.
  const relevance = {} as Record<Name, { passed: number; failed: string[] }>;
  for (const name of NAMES) {
    relevance[name] = { passed: 0, failed: [] };
    for (const [kind, term, type, expected] of CASES) {
      const types = type ? [SEARCH_TYPE_FILTERS[type as SearchTypeFilter]] : undefined;
      const first = ask(name, term, { types }).items[0];
      const ok = typeof expected === 'string' ? first?.id === expected : !!first && expected.check(first);
      if (ok) relevance[name].passed++;
      else relevance[name].failed.push(`${kind}: ${term}`);
    }
  }

  // Answers: MiniSearch's beside ours, term by term.
  const terms = benchTerms(QUERIES, 7);
  const agree = { top1: 0, top10Order: 0, top10Set: 0, total: 0, hitSetCompared: 0, hitSetSame: 0, corrected: 0, correctedAsked: 0, suggestionWhenBothEmpty: 0, bothEmpty: 0, onlyOursEmpty: 0, onlyTheirsEmpty: 0 };
  const examples: string[] = [];
  for (const term of terms) {
    const a = ask('ours', term);
    const b = ask('minisearch', term);
    const ids = (x: SearchAnswer, n: number) => x.items.slice(0, n).map((i) => i.id);
    if (ids(a, 1)[0] === ids(b, 1)[0]) agree.top1++;
    else if (examples.length < 12) examples.push(`${JSON.stringify(term)}: ours ${ids(a, 1)[0] ?? '-'} (${a.total}), minisearch ${ids(b, 1)[0] ?? '-'} (${b.total})`);
    if (ids(a, 10).join() === ids(b, 10).join()) agree.top10Order++;
    if ([...ids(a, 10)].sort().join() === [...ids(b, 10)].sort().join()) agree.top10Set++;
    if (a.total === b.total) agree.total++;
    if (a.total === 0 && b.total === 0) agree.bothEmpty++;
    else if (a.total === 0) agree.onlyOursEmpty++;
    else if (b.total === 0) agree.onlyTheirsEmpty++;
    if (Math.max(a.total, b.total) <= FULL_HITS) {
      const all = (name: Name, total: number) => (total === 0 ? [] : ask(name, term, { limit: total }).items.map((i) => i.id).sort());
      agree.hitSetCompared++;
      if (all('ours', a.total).join() === all('minisearch', b.total).join()) agree.hitSetSame++;
    }
    if (a.corrected === b.corrected) agree.corrected++;
    if (a.corrected !== undefined || b.corrected !== undefined) agree.correctedAsked++;
    if (a.total === 0 && b.total === 0 && a.suggestions?.[0] === b.suggestions?.[0]) agree.suggestionWhenBothEmpty++;
  }

  // Latency: the two take turns on each term.
  const times: Record<Name, number[]> = { ours: [], minisearch: [] };
  const library = built.minisearch as MiniSearchIndex;
  terms.slice(0, 200).forEach((term) => NAMES.forEach((name) => ask(name, term)));
  library.libraryMs = 0;
  terms.forEach((term, i) => {
    for (const name of i % 2 === 0 ? NAMES : [...NAMES].reverse()) {
      const t = performance.now();
      ask(name, term);
      times[name].push(performance.now() - t);
    }
  });
  const q = (list: number[], p: number) => {
    const sorted = [...list].sort((x, y) => x - y);
    return Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(3));
  };
  const figures = Object.fromEntries(
    NAMES.map((name) => [
      name,
      {
        vocabulary: built[name].vocabularySize,
        buildMs: buildMs[name],
        heapMb: heapMb[name],
        queryP50Ms: q(times[name], 0.5),
        queryP99Ms: q(times[name], 0.99),
        relevancePassed: `${relevance[name].passed}/${CASES.length}`,
        relevanceFailed: relevance[name].failed,
      },
    ]),
  );
  console.log(
    JSON.stringify({
      scale: SCALE,
      documents: documents.length,
      queries: terms.length,
      ...figures,
      ratio: {
        build: Number((Math.min(...buildMs.minisearch) / Math.min(...buildMs.ours)).toFixed(2)),
        heap: Number((heapMb.minisearch / heapMb.ours).toFixed(2)),
        p50: Number((q(times.minisearch, 0.5) / q(times.ours, 0.5)).toFixed(2)),
        p99: Number((q(times.minisearch, 0.99) / q(times.ours, 0.99)).toFixed(2)),
      },
      /** Of MiniSearch's search time, the share inside the library's own calls (the rest is the adapter). */
      minisearchOwnShare: Number((library.libraryMs / times.minisearch.reduce((a, b) => a + b, 0)).toFixed(2)),
      agreement: agree,
      examples,
    }),
  );
}
