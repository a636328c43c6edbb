#!/usr/bin/env node
/**
 * The search bench (npm run bench runs it after the pages; alone: node bench/search.mjs, after
 * node build.mjs). On the production server with the embedded dataset:
 * - 16 connections each sending new terms (bench/search-terms.mjs: words, pairs, prefixes, typos,
 *   phrases, words in no document), none repeated, for --duration seconds: answers a second, the
 *   client's p50/p99, and the server's own time per search (its Server-Timing header) p50/p99;
 * - meanwhile readers loading a cached article at a steady PAGE_RATE a second over 4 connections:
 *   the page's p99 under that load (a fixed rate, as readers arrive: a closed loop of readers
 *   asking as fast as answers come would take the CPU the searches are measured on), beside the
 *   same readers with no flood just before, on the same server (issue 48: within 2x);
 * - the worst wait of a search sent while a fresh server builds its index (issue 48: within 2 s);
 * - the index's build time, heap and in-process query latency (bench/search-index.ts) for the
 *   embedded dataset and, with --scale10, one ten times larger.
 * Writes the table in bench/README.md (section "search") unless --print; --no-index skips the
 * in-process index table.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuSeconds, firstArticlePath, load, root, startServer, writeReadmeSection } from './server.mjs';
import { benchTerms } from './search-terms.mjs';
import { scaledDataset } from './scaled-dataset.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** Cached article loads a second while the searches run. */
const PAGE_RATE = 100;

const quantile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);

/** In-process index figures for one dataset scale (tsx: the index is TypeScript). */
function indexFigures(scale) {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/search-index.ts', '--scale', String(scale)], {
    cwd: root,
    encoding: 'utf8',
    timeout: 600_000,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

/** Cycles through `terms`: each call the next, from the start again after the last; `unique()` says how many were sent. */
export function termCycle(terms) {
  let next = 0;
  const nextTerm = () => terms[next++ % terms.length];
  nextTerm.unique = () => Math.min(next, terms.length);
  return nextTerm;
}

/**
 * Unique terms sent to `${base}/api/search` by autocannon: the run, the server's own time per
 * search (its Server-Timing) and the answers that were not 200, counted as they come.
 */
export function searchFlood(base, { connections, duration, nextTerm }) {
  const flood = { serverMs: [], bad: 0, run: undefined };
  flood.run = load({
    url: base,
    connections,
    duration,
    headers: { accept: 'application/json' },
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: `/api/search?term=${encodeURIComponent(nextTerm())}` }),
        onResponse: (status, _body, _context, headers) => {
          if (status !== 200) flood.bad++;
          const timing = /search;dur=([\d.]+)/.exec(headers['server-timing'] ?? headers['Server-Timing'] ?? '');
          if (timing) flood.serverMs.push(Number(timing[1]));
        },
      },
    ],
  });
  return flood;
}

/**
 * The search load on a server given `scale` times the embedded dataset (1: the embedded one), as
 * one process or, with `databaseUrl`, as WEB_CONCURRENCY=2 workers sharing PostgreSQL (what an
 * operator runs to use both cores).
 */
async function loadRow({ duration, connections, scale, databaseUrl = null }) {
  const dataset = scale === 1 ? {} : { DATASET_PATH: await scaledDataset(scale), CONTENT_TIMEOUT_MS: '60000' };
  const workers = databaseUrl ? { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2', SESSION_SECRET: randomBytes(32).toString('hex') } : {};
  const server = await startServer({ PAGE_CACHE: 'on', SEARCH_RATE_LIMIT: '0', ...dataset, ...workers });
  try {
    const article = await firstArticlePath(server.base);
    // The first searches wait for the index (each worker builds its own at start); the page is
    // cached by its first reads.
    for (let ok = 0, i = 0; ok < 20 && i < 600; i++) {
      const res = await fetch(`${server.base}/api/search?term=warm${i}`);
      await res.arrayBuffer();
      ok = res.status === 200 ? ok + 1 : 0;
      if (res.status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    for (let i = 0; i < 3; i++) await fetch(`${server.base}${article}`).then((r) => r.arrayBuffer());
    // The same readers with no flood, just before on the same server: the reference of the p99 during it.
    const quiet = await load({ url: `${server.base}${article}`, workers: 1, connections: 4, overallRate: PAGE_RATE, duration, headers: { 'accept-encoding': 'gzip' } });

    const nextTerm = termCycle(benchTerms(200_000, 11));
    const flood = searchFlood(server.base, { connections, duration, nextTerm });
    const searchRun = flood.run;
    const cpuBefore = cpuSeconds(server.pid);
    // In a worker thread of its own: in this thread, the search run's work would be counted in the page's times.
    const pageRun = load({ url: `${server.base}${article}`, workers: 1, connections: 4, overallRate: PAGE_RATE, duration, headers: { 'accept-encoding': 'gzip' } });
    const [search, page] = await Promise.all([searchRun, pageRun]);
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const { serverMs } = flood;
    serverMs.sort((a, b) => a - b);
    const row = {
      scale,
      workers: databaseUrl ? 2 : 1,
      searchesPerSec: Math.round(search.requests.average),
      // All the server's CPU over the run (the page loads' small share included) per search answered.
      cpuUsPerSearch: Math.round((cpu * 1e6) / Math.max(1, search.requests.total)),
      uniqueTerms: nextTerm.unique(),
      clientP50Ms: search.latency.p50,
      clientP99Ms: search.latency.p99,
      serverP50Ms: quantile(serverMs, 0.5),
      serverP99Ms: quantile(serverMs, 0.99),
      non200: flood.bad + search.errors + search.timeouts,
      cachedPageP50Ms: page.latency.p50,
      cachedPageP99Ms: page.latency.p99,
      cachedPageMaxMs: page.latency.max,
      quietPageP99Ms: quiet.latency.p99,
      cachedPagePerSec: Math.round(page.requests.average),
    };
    return { row, article };
  } finally {
    await server.stop();
  }
}

/**
 * Searches sent while the index is first built (issue 48): a fresh server, and from its first
 * /healthz, `connections` clients sending new terms for `seconds` (the index is built after the
 * first answer or 500 ms without a request: server/main.ts). The worst wait of one search, and how
 * many were answered (200) or refused (503 with Retry-After) while the build ran.
 */
export async function buildWaitRow({ connections, seconds = 4 }) {
  const server = await startServer({ PAGE_CACHE: 'on', SEARCH_RATE_LIMIT: '0' });
  try {
    const terms = benchTerms(20_000, 7);
    let next = 0;
    const statuses = {};
    let worst = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          const res = await fetch(`${server.base}/api/search?term=${encodeURIComponent(terms[next++ % terms.length])}`);
          await res.arrayBuffer();
          worst = Math.max(worst, performance.now() - started);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status !== 200) await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );
    return { worstWaitMs: Math.round(worst), statuses };
  } finally {
    await server.stop();
  }
}

/**
 * The load on the embedded dataset (and with --scale10 the 10x one), each as one process and, when
 * BENCH_DATABASE_URL names a PostgreSQL database, also as two workers.
 */
export async function measureSearch({ duration = 10, connections = 16, scale10 = false, noIndex = false, databaseUrl = process.env.BENCH_DATABASE_URL || null } = {}) {
  const scales = scale10 ? [1, 10] : [1];
  const rows = [];
  let article = '';
  for (const scale of scales) {
    for (const url of databaseUrl ? [null, databaseUrl] : [null]) {
      const result = await loadRow({ duration, connections, scale, databaseUrl: url });
      rows.push(result.row);
      article ||= result.article;
    }
  }
  const buildWait = await buildWaitRow({ connections });
  const indexes = noIndex ? [] : scales.map((scale) => indexFigures(scale));
  return { rows, indexes, article, buildWait };
}

const datasetName = (scale) => (scale === 1 ? 'embedded' : `${scale}x generated`);

export function searchTable({ rows, indexes, article, buildWait }, { duration, connections }) {
  const lines = [
    `Search under load (${new Date().toISOString().slice(0, 10)}, ${duration} s): ${connections} connections sending unique terms to /api/search, while readers load a cached article ${PAGE_RATE} times a second (${article}).`,
    '',
    '| dataset | searches/s | server CPU per search | unique terms | server time p50 | server time p99 | client p50 | client p99 | non-200 | cached page p99 with no flood | cached page p50 / p99 / max during it | p99 ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${datasetName(row.scale)}${row.workers > 1 ? `, ${row.workers} workers (WEB_CONCURRENCY, PostgreSQL)` : ''} | ${row.searchesPerSec} | ${row.cpuUsPerSearch} µs | ${row.uniqueTerms} | ${row.serverP50Ms} ms | ${row.serverP99Ms} ms | ${row.clientP50Ms} ms | ${row.clientP99Ms} ms | ${row.non200} | ${row.quietPageP99Ms} ms | ${row.cachedPageP50Ms} / ${row.cachedPageP99Ms} / ${row.cachedPageMaxMs} ms | ${(row.cachedPageP99Ms / Math.max(1, row.quietPageP99Ms)).toFixed(2)}x |`),
    '',
    `Searches while the index is first built (a fresh server, ${connections} clients sending new terms from its first /healthz for 4 s): worst wait of one search ${buildWait.worstWaitMs} ms; answers ${Object.entries(buildWait.statuses).map(([status, n]) => `${n} x ${status}`).join(', ')}.`,
    '',
    'The index (bench/search-index.ts: built in one process from the source query; heap held after GC; 2,000 unique terms in process):',
    '',
    '| dataset | documents | vocabulary | source query | index build | heap | query p50 | query p99 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...indexes.map(
      (x) =>
        `| ${datasetName(x.scale)} | ${x.documents} | ${x.vocabulary} | ${x.sourceQueryMs} ms | ${x.buildMs} ms | ${x.heapMb} MB | ${x.queryP50Ms} ms | ${x.queryP99Ms} ms |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const opts = { duration: arg('duration', 10), connections: arg('connections', 16), scale10: process.argv.includes('--scale10'), noIndex: process.argv.includes('--no-index') };
  const result = await measureSearch(opts);
  const table = searchTable(result, opts);
  console.log(table);
  if (!process.argv.includes('--print')) writeReadmeSection('search', table);
}
