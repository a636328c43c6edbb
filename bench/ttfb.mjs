#!/usr/bin/env node
/**
 * Time to first byte of an uncached article (PAGE_CACHE=off), as a reader's browser gets it:
 * one request at a time, a browser user agent, gzip accepted; the time from sending the request
 * to the first byte of the body (every page is sent whole, at onAllReady; from 2026-11-24 to
 * 2026-12-06 pages could stream from onShellReady: docs/decisions/streaming-vs-whole-pages.md).
 * Content warm: the same article again (content cache hit, fresh render).
 * Content cold: articles never requested before on that server (content queries run too).
 * Run by `npm run bench` (bench/run.mjs); `node bench/ttfb.mjs` runs it alone (after a build)
 * and prints the figures without writing anything.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const WARM_RUNS = 30;
const COLD_RUNS = 15;

function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first = null;
    http
      .get(url, { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' } }, (res) => {
        res.on('data', () => (first ??= performance.now() - start));
        res.on('end', () => resolve({ status: res.statusCode, ttfbMs: first, totalMs: performance.now() - start }));
      })
      .on('error', reject);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x) => Math.round(x * 10) / 10;

/** Article paths linked from a few sections (cold runs need ones the server has not seen). */
async function articlePaths(base, n) {
  const found = new Set();
  for (const section of ['news', 'arts-letters', 'belief', 'food', 'history', 'community']) {
    const html = await (await fetch(`${base}/_data/sections/${section}`)).text();
    for (const m of html.matchAll(/"url":"(\/sections\/[^/"]+\/articles\/[^"?#]+)"/g)) found.add(m[1]);
    if (found.size > n + 1) break;
  }
  return [...found];
}

export async function measureTtfb() {
  const server = await startServer({ PAGE_CACHE: 'off' });
  try {
    const paths = await articlePaths(server.base, COLD_RUNS);
    const [warmPath, ...coldPaths] = paths;
    const cold = [];
    for (const p of coldPaths.slice(0, COLD_RUNS)) cold.push(await timeToFirstByte(server.base + p));
    for (let i = 0; i < 5; i++) await timeToFirstByte(server.base + warmPath);
    const warm = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeToFirstByte(server.base + warmPath));
    const row = (name, runs) => ({
      name,
      runs: runs.length,
      statuses: [...new Set(runs.map((r) => r.status))],
      ttfbMedianMs: round(median(runs.map((r) => r.ttfbMs))),
      totalMedianMs: round(median(runs.map((r) => r.totalMs))),
    });
    return [row('article, page cache off, content warm', warm), row('article, page cache off, content cold', cold)];
  } finally {
    await server.stop();
  }
}

export function ttfbTable(rows) {
  return [
    '| time to first byte | runs | TTFB median ms | complete median ms |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.runs} | ${r.ttfbMedianMs} | ${r.totalMedianMs} |`),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = await measureTtfb();
  console.log(ttfbTable(rows));
}
