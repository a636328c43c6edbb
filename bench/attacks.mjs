#!/usr/bin/env node
/**
 * node bench/attacks.mjs [pipelining] [search]: the figures of the Hardening attacks against the
 * production server (build/server/main.js with start:prod's settings, request logging on), each
 * on a fresh server. The reliability suites assert what the server does under them
 * (test/integration/reliability/attack-*.test.ts); this measures how long readers wait meanwhile.
 *
 * - pipelining: 10 connections x 500 pipelined `GET /` written at once and never read, then
 *   20 x 500, then 50 x 200 uncached feeds with unique query strings. Probes /healthz and the cached
 *   home every 250 ms during each (worst time = the stall), RSS peak, and RSS 30 s after the
 *   attackers close their sockets.
 * - search: 16 clients searching new terms for 10 s while 4 readers load the cached home; the
 *   home's p99 beside its p99 with no flood, measured just before on the same server.
 * Prints a Markdown table; nothing is written.
 */
import net from 'node:net';
import { load, startServer } from './server.mjs';

const which = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const run = (name) => which.length === 0 || which.includes(name);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

async function timedGet(url) {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

function flood(base, connections, requests, path) {
  const { port } = new URL(base);
  return Array.from({ length: connections }, (_, c) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.pause();
    socket.on('error', () => {});
    let raw = '';
    for (let i = 0; i < requests; i++) raw += `GET ${path(c * requests + i)} HTTP/1.1\r\nHost: attack\r\n\r\n`;
    socket.write(raw);
    return socket;
  });
}

async function pipelining() {
  const rows = [];
  const scenarios = [
    ['10 x 500 `GET /`', 10, 500, () => '/'],
    ['20 x 500 `GET /`', 20, 500, () => '/'],
    ['50 x 200 `GET /rss.xml?x=N`', 50, 200, (i) => `/rss.xml?x=${i}`],
  ];
  for (const [name, connections, requests, path] of scenarios) {
    const server = await startServer({});
    for (let i = 0; i < 3; i++) await timedGet(`${server.base}/`);
    await timedGet(`${server.base}/rss.xml`);
    await sleep(500);
    const rest = mb(server.rss());
    const sockets = flood(server.base, connections, requests, path);
    let worstHealth = 0;
    let worstHome = 0;
    let failed = 0;
    for (let i = 0; i < 20; i++) {
      const [health, home] = await Promise.all([timedGet(`${server.base}/healthz`), timedGet(`${server.base}/`)]);
      worstHealth = Math.max(worstHealth, health.ms);
      worstHome = Math.max(worstHome, home.ms);
      if (health.status !== 200 || home.status !== 200) failed++;
      await sleep(250);
    }
    const peak = mb(server.peakRss());
    for (const s of sockets) s.destroy();
    await sleep(30_000);
    const after = mb(server.rss());
    await server.stop();
    const row = { name, rest, peak, after, worstHealth: Math.round(worstHealth), worstHome: Math.round(worstHome), failed };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  console.log('\n| attack | RSS at rest | RSS peak | RSS 30 s after | worst /healthz | worst cached home | failed probes |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.name} | ${r.rest} MB | ${r.peak} MB | ${r.after} MB | ${r.worstHealth} ms | ${r.worstHome} ms | ${r.failed} of 20 |`);
}

async function search() {
  const server = await startServer({});
  for (let i = 0; i < 5; i++) await timedGet(`${server.base}/`);
  const readers = (duration) => load({ url: `${server.base}/`, connections: 4, duration, headers: { 'accept-encoding': 'gzip' } });
  const quiet = await readers(5);
  let n = 0;
  const statuses = {};
  const flooding = load({
    url: `${server.base}/api/search`,
    connections: 16,
    duration: 12,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/search?term=${['bread', 'night', 'sea', 'stone', 'light', 'water'][n % 6]}${n++}x` }) }],
  });
  flooding.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
  await sleep(1000);
  const loaded = await readers(10);
  const flood = await flooding;
  await server.stop();
  console.log(`\nsearch flood: ${Math.round(flood.requests.average)} answers/s, statuses ${JSON.stringify(statuses)}`);
  console.log('| cached home, 4 readers | req/s | p50 | p99 |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(`| no flood | ${Math.round(quiet.requests.average)} | ${quiet.latency.p50} ms | ${quiet.latency.p99} ms |`);
  console.log(`| 16 clients searching new terms | ${Math.round(loaded.requests.average)} | ${loaded.latency.p50} ms | ${loaded.latency.p99} ms |`);
}

if (run('search')) await search();
if (run('pipelining')) await pipelining();
