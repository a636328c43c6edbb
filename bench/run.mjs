#!/usr/bin/env node
/**
 * npm run bench: starts the production server (build/server/main.js) on 127.0.0.1 and measures
 * with autocannon, 10 s at 50 connections each: home, a section, an article, /_data for the
 * article, /api/search, the article with the page cache off (pure render: its first seconds, then
 * after --warmup seconds more of load, the steady state), and as the physical
 * reference the home's and the article's exact responses (headers and gzipped bytes) written from
 * a Buffer by a bare node:http server (bench/reference.mjs), measured in the same run. Records
 * peak RSS of the servers, the time to first byte of an uncached article (bench/ttfb.mjs), and the
 * image pipeline, cached and uncached resizes (bench/images.mjs). Writes the tables in bench/README.md
 * (the record of the figures) and the raw results to test-results/bench/results.json (not in git).
 * Options: --duration S (default 10), --connections N (default 50), --warmup S (default 10), --load (adds the 60 s mixed
 * load run of 100 connections with memory samples), --no-crawl (skips the cold crawl of every
 * sitemap URL, bench/crawl.mjs, which runs last), --scale10 (adds the search index figures of a
 * dataset ten times larger, bench/search.mjs). First, before the machine is warm with load: the
 * first start of a new replica (bench/first-start.mjs): cold start to the first 200 on /, and the
 * first sign-up's latency on a fresh data folder. --peers (after our rows; with --pages-only, after
 * the cached pages): the same article beside the Next.js peer (bench/peers.mjs, bench/peers/next/),
 * written to bench/README.md's peer table. --edge: only the edge (bench/edge.mjs): Varnish with
 * deploy/varnish's VCL in front, a Zipf crawl over 2,000 URLs with a publish every 10 s, the hit
 * ratio with tag purges beside purge-everything and publish-to-fresh p95, then exits. --newsletter: only the newsletter send of 10,000 recipients
 * through a local SMTP sink and a cached page's latency during it (bench/newsletter.mjs), written to
 * bench/README.md's `newsletter` section. --comments: only threads of 1,000 comments (bench/comments.mjs): a thread
 * read's p99 and a cached page's p99 during a load of reads and new comments beside none, written to
 * bench/README.md's `comments` section.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpuSeconds, firstArticlePath, load, root, startServer, writeReadmeSection } from './server.mjs';
import { recordResponse, startReference } from './reference.mjs';
import { measureTtfb, ttfbTable } from './ttfb.mjs';
import { imagesTable, measureImages } from './images.mjs';
import { crawlTable, measureCrawl } from './crawl.mjs';
import { firstStartTable, measureFirstStart } from './first-start.mjs';
import { measureSearch, searchTable } from './search.mjs';
import { comparePeers, peersTable } from './peers.mjs';
import { measureNewsletter, newsletterTable } from './newsletter.mjs';
import { commentsTable, measureComments } from './comments.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 10);
/** Seconds of unmeasured load on the uncached server before its steady-state rows. */
const WARMUP = arg('warmup', 10);
const CONNECTIONS = arg('connections', 50);
const LOAD = process.argv.includes('--load');
/** Only the cached pages beside their reference, printed, nothing written (for trying a change). */
const PAGES_ONLY = process.argv.includes('--pages-only');
/** The Next.js peer beside our article (bench/peers.mjs). */
const PEERS = process.argv.includes('--peers');

// The edge alone (bench/edge.mjs): its own servers, its own README section; --duration is its crawl's.
if (process.argv.includes('--edge')) {
  const { runEdgeBench } = await import('./edge.mjs');
  await runEdgeBench({ duration: arg('duration', 60) }, `npm run bench -- ${process.argv.slice(2).join(' ')}`);
  process.exit(0);
}

/** The peer comparison, printed and written to bench/README.md (section `peers`), with the machine's load. */
async function runPeers(article) {
  const { loadavg } = await import('node:os');
  const loadBefore = loadavg()[0].toFixed(1);
  const peers = await comparePeers({ measure, article, connections: CONNECTIONS, warmup: WARMUP });
  const table = peersTable(peers);
  console.log(table);
  const command = `node bench/run.mjs ${process.argv.slice(2).join(' ')}`.trim();
  writeReadmeSection(
    'peers',
    `Last run ${new Date().toISOString()}: \`${command}\` (node ${process.version}, ${(await import('node:os')).cpus().length} cores, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after, on a machine shared with other work: only ratios from one run mean anything), ${DURATION} s per row at ${CONNECTIONS} connections, each server warmed ${WARMUP} s first, each pair back to back.\n\n${table}`,
  );
  mkdirSync(path.join(root, 'test-results/bench'), { recursive: true });
  writeFileSync(path.join(root, 'test-results/bench/peers.json'), JSON.stringify({ date: new Date().toISOString(), article, ...peers }, null, 2) + '\n');
  return peers;
}

/**
 * autocannon on `url`. With `opts.pid`, also the server's CPU time per request: unlike req/s it
 * does not depend on how much of the 2 cores the load generator took, so it compares two servers
 * (or two builds) fairly on a busy machine.
 */
async function measure(name, url, opts = {}) {
  for (let i = 0; i < 5; i++) await fetch(url, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer());
  const cpuBefore = opts.pid ? cpuSeconds(opts.pid) : 0;
  const result = await load({
    url,
    connections: opts.connections ?? CONNECTIONS,
    duration: opts.duration ?? DURATION,
    headers: { 'accept-encoding': 'gzip', ...opts.headers },
    requests: opts.requests,
  });
  const row = {
    name,
    path: new URL(url).pathname + new URL(url).search,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuUsPerRequest: opts.pid ? Math.round(((cpuSeconds(opts.pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total)) : null,
  };
  console.log(
    `${name.padEnd(28)} ${String(row.requestsPerSec).padStart(7)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  errors ${row.errors}  non-2xx ${row.non2xx}${row.cpuUsPerRequest === null ? '' : `  server CPU ${row.cpuUsPerRequest} µs/req`}`,
  );
  return row;
}

// The newsletter send alone (bench/newsletter.mjs): its own servers, its own section of the README.
if (process.argv.includes('--newsletter')) {
  const r = await measureNewsletter({ duration: DURATION });
  const table = newsletterTable(r);
  console.log(table);
  writeReadmeSection(
    'newsletter',
    `Last run ${r.date}: \`npm run bench -- --newsletter\` (node ${process.version}, ${r.cores} cores, load average ${r.loadBefore} before and ${r.loadAfter} after, on a machine shared with other work), production defaults, embedded PGlite, FEATURE_LOGIN=on, an smtp-server sink in a process of its own (bench/smtp-sink.mjs).\n\n${table}`,
  );
  mkdirSync(path.join(root, 'test-results/bench'), { recursive: true });
  writeFileSync(path.join(root, 'test-results/bench/newsletter.json'), JSON.stringify(r, null, 2) + '\n');
  process.exit(0);
}

// Threads of 1,000 comments alone (bench/comments.mjs): its own servers, its own section of the README.
if (process.argv.includes('--comments')) {
  const r = await measureComments({ duration: DURATION, connections: arg('connections', 10), databaseUrl: process.env.BENCH_DATABASE_URL });
  const table = commentsTable(r);
  console.log(table);
  writeReadmeSection(
    'comments',
    `Last run ${r.date}: \`npm run bench -- --comments\` (node ${process.version}, ${r.cores} cores, load average ${r.loadBefore} before and ${r.loadAfter} after, on a machine shared with other work), production defaults (embedded PGlite; then PostgreSQL 15 on the same machine, BENCH_DATABASE_URL, when given), FEATURE_LOGIN=on, COMMENTS=members, reply emails to an smtp-server sink in a process of its own (bench/smtp-sink.mjs); the thread and the page are \`${r.runs[0].storyPath}\`.\n\n${table}`,
  );
  mkdirSync(path.join(root, 'test-results/bench'), { recursive: true });
  writeFileSync(path.join(root, 'test-results/bench/comments.json'), JSON.stringify(r, null, 2) + '\n');
  process.exit(0);
}

// A new replica's first minutes, each on a fresh process and data folder (skipped by --pages-only).
let firstStart = null;
if (!PAGES_ONLY) {
  firstStart = await measureFirstStart();
  console.log(firstStartTable(firstStart));
  writeReadmeSection('first-start', `Last run ${new Date().toISOString()}: \`npm run bench\` (or \`node bench/first-start.mjs\`), fresh processes and data folders, FEATURE_LOGIN=on.\n\n${firstStartTable(firstStart)}`);
}

// The search row measures search, not its per-client limit: all of the bench's connections come from
// one address, which SEARCH_RATE_LIMIT (60 a minute) would answer with 429 after the first second.
const cached = await startServer({ PAGE_CACHE: 'on', SEARCH_RATE_LIMIT: '0' });
const article = await firstArticlePath(cached.base);
// The physical reference: the app's cached answers (the second request: a page-cache hit),
// replayed byte for byte by a bare node:http server in its own process.
const resultsDir = path.join(root, 'test-results/bench');
mkdirSync(resultsDir, { recursive: true });
const recorded = {};
for (const p of ['/', article]) {
  await recordResponse(cached.base, p);
  recorded[p] = await recordResponse(cached.base, p);
}
const referenceFile = path.join(resultsDir, 'reference-responses.json');
writeFileSync(referenceFile, JSON.stringify(recorded));
const reference = await startReference(referenceFile);

console.log(`bench: ${DURATION} s per URL, ${CONNECTIONS} connections, article ${article}, log level info`);
// Both servers warmed on both pages first, as the uncached row and the peers are: V8 optimises a
// server's hit path over its first seconds of load, and without this the first row (the home)
// measured a cold app against a reference whose whole path is a few lines.
for (const base of [reference.base, cached.base]) {
  for (const p of ['/', article]) {
    await load({ url: `${base}${p}`, connections: CONNECTIONS, duration: WARMUP / 2, headers: { 'accept-encoding': 'gzip' } });
  }
}
const rows = [];
// Each page right after its reference, so both see the same machine.
const app = { pid: cached.pid };
rows.push(await measure('reference: home bytes', `${reference.base}/`, { pid: reference.pid }));
rows.push(await measure('home', `${cached.base}/`, app));
rows.push(await measure('reference: article bytes', `${reference.base}${article}`, { pid: reference.pid }));
rows.push(await measure('article', `${cached.base}${article}`, app));
rows.push(await measure('section', `${cached.base}/sections/news`, app));
rows.push(await measure('article /_data', `${cached.base}/_data${article}`, app));
rows.push(await measure('search API', `${cached.base}/api/search?term=the`, app));
await reference.stop();
// Against the reference of the same bytes: requests per second (higher is better), p99 and CPU per request (lower).
const referenceOf = { home: 'reference: home bytes', article: 'reference: article bytes' };
for (const r of rows) {
  const ref = rows.find((x) => x.name === referenceOf[r.name]);
  if (!ref) continue;
  r.ratioToReference = Number((r.requestsPerSec / ref.requestsPerSec).toFixed(2));
  r.p99ToReference = Number((r.p99Ms / Math.max(1, ref.p99Ms)).toFixed(2));
  r.cpuToReference = Number((r.cpuUsPerRequest / Math.max(1, ref.cpuUsPerRequest)).toFixed(2));
}
if (PAGES_ONLY) {
  await cached.stop();
  for (const r of rows.filter((x) => x.ratioToReference !== undefined)) {
    console.log(`${r.name}: ${r.ratioToReference}x the reference's req/s, p99 ${r.p99ToReference}x, CPU per request ${r.cpuToReference}x`);
  }
  if (PEERS) await runPeers(article);
  process.exit(0);
}
let loadRow = null;
if (LOAD) {
  const paths = ['/', '/sections/news', article, '/sections/food', '/podcasts', '/recipes', '/encyclopedia', `/_data${article}`];
  const rssBefore = cached.rss();
  const result = await load({
    url: cached.base,
    connections: 100,
    duration: 60,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const rssAfter = cached.rss();
  loadRow = {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssBeforeMb: Math.round(rssBefore / 1048576),
    rssAfterMb: Math.round(rssAfter / 1048576),
  };
  console.log(`mixed load 60 s x 100: ${loadRow.requestsPerSec} req/s, p99 ${loadRow.p99Ms} ms, errors ${loadRow.errors}, non-2xx ${loadRow.non2xx}, RSS ${loadRow.rssBeforeMb} -> ${loadRow.rssAfterMb} MB`);
}
const cachedPeak = cached.peakRss();
// The accounts database (PGlite, Postgres in WASM) opens on first use; no row above touches it.
// Open it (GET /readyz checks it) to record what a server with readers signing in holds at rest.
const readyz = await fetch(`${cached.base}/readyz`);
await new Promise((r) => setTimeout(r, 1000));
const withAccountsMb = Math.round(cached.rss() / 1048576);
console.log(`RSS with the accounts database open (PGlite, after /readyz ${readyz.status}): ${withAccountsMb} MB`);
await cached.stop();

// This row measures render throughput: every connection's request is uncached work, so the queue
// bound (RENDER_QUEUE_MAX, 503 past it) is raised above the connection count.
const uncached = await startServer({ PAGE_CACHE: 'off', RENDER_QUEUE_MAX: String(CONNECTIONS * 2) });
// autocannon sends no user agent: the server treats it as a crawler and sends each page whole
// (rendered, gzipped once, sent). A browser's page streams as it renders, through compression().
// Render throughput is a steady-state figure: V8 keeps optimising the render path for the first
// 10-15 s of load (an article: about 280 renders/s in the first 3 s, 400-450 from 15 s on). The
// first row is those first seconds (JIT cold); the server then takes WARMUP more seconds of the
// same load, unmeasured, before the rows that count.
rows.push(await measure('article, page cache off, first seconds (JIT cold)', `${uncached.base}${article}`, { pid: uncached.pid }));
await load({ url: `${uncached.base}${article}`, connections: CONNECTIONS, duration: WARMUP, headers: { 'accept-encoding': 'gzip' } });
rows.push(await measure('article, page cache off', `${uncached.base}${article}`, { pid: uncached.pid }));
rows.push(
  await measure('article, page cache off, browser', `${uncached.base}${article}`, {
    pid: uncached.pid,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' },
  }),
);
const uncachedPeak = uncached.peakRss();
await uncached.stop();
const ttfb = await measureTtfb();
console.log(ttfbTable(ttfb));
const images = await measureImages({ duration: DURATION, connections: CONNECTIONS });
// Search (issue 33): 16 clients sending unique terms, a cached page meanwhile, the index's figures.
const searchOpts = { duration: DURATION, connections: 16, scale10: process.argv.includes('--scale10') };
const searchResult = await measureSearch(searchOpts);
console.log(searchTable(searchResult, searchOpts));
writeReadmeSection('search', searchTable(searchResult, searchOpts));

const results = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  article,
  rows,
  load: loadRow,
  peakRssMb: { pageCacheOn: Math.round(cachedPeak / 1048576), pageCacheOff: Math.round(uncachedPeak / 1048576) },
  rssWithAccountsDbOpenMb: withAccountsMb,
  firstStart,
  ttfb,
  images,
  search: searchResult,
};
writeFileSync(path.join(root, 'test-results/bench/results.json'), JSON.stringify(results, null, 2) + '\n');

const table = [
  '| page | req/s | p50 ms | p99 ms | req/s vs reference (≥ 0.8) | p99 vs reference (≤ 2) | server CPU µs/request | errors | non-2xx |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.ratioToReference ?? '—'} | ${r.p99ToReference ?? '—'} | ${r.cpuUsPerRequest ?? '—'} | ${r.errors} | ${r.non2xx} |`,
  ),
].join('\n');
const summary = `Last run ${results.date} (node ${process.version}, ${results.machine.cpus} cores), ${DURATION} s per row at ${CONNECTIONS} connections. Peak RSS: ${results.peakRssMb.pageCacheOn} MB (page cache on), ${results.peakRssMb.pageCacheOff} MB (page cache off); with FEATURE_LOGIN off (as here) the accounts database (PGlite) stays closed until first use, and opening it takes the server to ${withAccountsMb} MB at rest (with FEATURE_LOGIN on the server opens it at start: First start).${loadRow ? ` Mixed load 60 s x 100 connections: ${loadRow.requestsPerSec} req/s, p99 ${loadRow.p99Ms} ms, ${loadRow.errors} errors, RSS ${loadRow.rssBeforeMb} MB before and ${loadRow.rssAfterMb} MB after.` : ''}`;
writeReadmeSection('results', `${summary}\n\n${table}\n\n${ttfbTable(ttfb)}`);
if (images) {
  writeReadmeSection(
    'images',
    `Image pipeline on \`${images.original}\`: RSS ${images.idleRssMb} MB at rest, peak ${images.peakRssMb} MB while resizing (uncached row at ${images.uncachedConnections} connections).\n\n${imagesTable(images)}`,
  );
}
console.log(`\n${summary}\nwrote bench/README.md and test-results/bench/results.json`);

// The Next.js peer (issue 37): after our rows, its own pairs of the same article.
if (PEERS) await runPeers(article);

// Cold pages (issue 21): a fresh server, every sitemap URL once (bench/crawl.mjs). `--no-crawl` skips it.
if (!process.argv.includes('--no-crawl')) {
  const crawl = await measureCrawl();
  console.log(crawlTable(crawl));
  writeFileSync(path.join(root, 'test-results/bench/results.json'), JSON.stringify({ ...results, crawl }, null, 2) + '\n');
  writeReadmeSection('crawl', `Last run ${new Date().toISOString()}: \`node bench/crawl.mjs\`, production defaults, fresh server.\n\n${crawlTable(crawl)}`);
}
