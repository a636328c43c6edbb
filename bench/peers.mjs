/**
 * `npm run bench -- --peers` (bench/run.mjs): the same article served by the peer readers would pick,
 * a Next.js App Router app (bench/peers/next/, its own package), beside ours, in one run. Installs
 * the peer when needed (`npm ci --prefix bench/peers/next`, never part of the root install), builds
 * it (`next build`) and starts it (`next start`, production, on 127.0.0.1 and a free port), then
 * measures pairs, each server warmed first with the same load and each pair back to back so both
 * see the same machine:
 * - our cached article (page cache on, a hit) and the peer's static route (Next's full-route cache);
 * - our uncached article as a browser gets it (PAGE_CACHE=off, streamed) and the peer's dynamic route
 *   (`force-dynamic`, streamed), with the servers' CPU per request.
 * Also the article's bytes on the wire: ours in gzip and in Brotli (the kept copy), the peer's gzip.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort, load, root, startServer } from './server.mjs';

export const PEER_DIR = path.join(root, 'bench/peers/next');
/** What a browser sends: both servers stream a page to a browser and send it whole to a crawler. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const nextBin = () => path.join(PEER_DIR, 'node_modules/next/dist/bin/next');

/** `npm ci` in the peer's folder when its node_modules is missing or older than its lock. */
export function installPeer() {
  const installed = path.join(PEER_DIR, 'node_modules/.package-lock.json');
  if (existsSync(installed) && existsSync(nextBin()) && statSync(installed).mtimeMs >= statSync(path.join(PEER_DIR, 'package-lock.json')).mtimeMs) return;
  console.log('peers: npm ci --prefix bench/peers/next');
  execFileSync(npm, ['ci', '--prefix', PEER_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

const peerEnv = (extra = {}) => ({ ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...extra });

/** `next build`: the static route's pages are rendered here, from the dataset, into the full-route cache. */
export function buildPeer() {
  console.log('peers: next build (bench/peers/next)');
  execFileSync(process.execPath, [nextBin(), 'build'], { cwd: PEER_DIR, env: peerEnv(), stdio: ['ignore', 'inherit', 'inherit'] });
}

/** `next start` on 127.0.0.1 and a free port; resolves once `probe` answers 200. */
export async function startPeer(probe) {
  const port = await freePort();
  const logDir = mkdtempSync(path.join(tmpdir(), 'colophon-peer-'));
  const log = openSync(path.join(logDir, 'next.log'), 'a');
  const child = spawn(process.execPath, [nextBin(), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: PEER_DIR,
    env: peerEnv({ PEER_ORIGIN: `http://127.0.0.1:${port}` }),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 150 && !up; i++) {
    try {
      up = (await fetch(`${base}${probe}`)).status === 200;
    } catch {
      // not up yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) {
    child.kill('SIGTERM');
    throw new Error(`the Next.js peer did not answer 200 on ${probe}: ${readFileSync(path.join(logDir, 'next.log'), 'utf8').slice(-2000)}`);
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/** Unmeasured load, as the measured rows send it: V8 optimises each server's hot path first. */
const warm = (url, { seconds, connections, headers }) =>
  load({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip', ...headers } });

/** The article's bytes as sent: plain, gzip and (ours, once its kept copy is made) Brotli. */
async function wireBytes(url) {
  // node:http, not fetch: fetch inflates what it receives.
  const get = (encoding) =>
    new Promise((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'] ?? null, bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  const plain = await get('identity');
  const gzip = await get('gzip');
  let br = await get('br');
  for (let i = 0; i < 50 && br.encoding !== 'br'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    br = await get('br');
  }
  // Each compressed body must be the plain page: a figure of the wrong bytes would be worse than none.
  const same = (b, inflate) => inflate(b).equals(plain.bytes);
  return {
    html: plain.bytes.length,
    gzip: gzip.encoding === 'gzip' && same(gzip.bytes, gunzipSync) ? gzip.bytes.length : null,
    br: br.encoding === 'br' && same(br.bytes, brotliDecompressSync) ? br.bytes.length : null,
  };
}

/**
 * The comparison: `measure(name, url, opts)` is run.mjs's (autocannon, req/s, p50/p99 and server CPU
 * per request). Returns the rows, the pairs' ratios and the bytes.
 */
export async function comparePeers({ measure, article, connections, warmup }) {
  installPeer();
  buildPeer();
  const staticPath = `/static${article}`;
  const dynamicPath = `/dynamic${article}`;
  const peer = await startPeer(staticPath);
  const rows = [];
  const browser = { 'user-agent': BROWSER_UA };
  let bytes;
  try {
    // Cached: our page-cache hit, then the peer's full-route cache.
    const ours = await startServer({ PAGE_CACHE: 'on' });
    try {
      await fetch(`${ours.base}${article}`).then((r) => r.arrayBuffer());
      bytes = { ours: await wireBytes(`${ours.base}${article}`), peerStatic: await wireBytes(`${peer.base}${staticPath}`) };
      await warm(`${ours.base}${article}`, { seconds: warmup, connections });
      rows.push(await measure('Colophon: article, cached', `${ours.base}${article}`, { pid: ours.pid }));
    } finally {
      await ours.stop();
    }
    await warm(`${peer.base}${staticPath}`, { seconds: warmup, connections });
    rows.push(await measure('Next.js: article, static', `${peer.base}${staticPath}`, { pid: peer.pid }));

    // Uncached, as a browser gets it (a browser's user agent): every request a render.
    const uncached = await startServer({ PAGE_CACHE: 'off', RENDER_QUEUE_MAX: String(connections * 2) });
    try {
      await warm(`${uncached.base}${article}`, { seconds: warmup, connections, headers: browser });
      rows.push(await measure('Colophon: article, uncached, as a browser gets it', `${uncached.base}${article}`, { pid: uncached.pid, headers: browser }));
    } finally {
      await uncached.stop();
    }
    bytes.peerDynamic = await wireBytes(`${peer.base}${dynamicPath}`);
    await warm(`${peer.base}${dynamicPath}`, { seconds: warmup, connections, headers: browser });
    rows.push(await measure('Next.js: article, dynamic', `${peer.base}${dynamicPath}`, { pid: peer.pid, headers: browser }));
  } finally {
    await peer.stop();
  }
  const [oursCached, peerStatic, oursUncached, peerDynamic] = rows;
  const ratio = (a, b) => Number((a / Math.max(1, b)).toFixed(2));
  const pairs = [
    {
      name: 'cached article vs static peer',
      reqPerSec: ratio(oursCached.requestsPerSec, peerStatic.requestsPerSec),
      p99: ratio(oursCached.p99Ms, peerStatic.p99Ms),
      cpu: ratio(oursCached.cpuUsPerRequest, peerStatic.cpuUsPerRequest),
    },
    {
      name: 'uncached article (a browser\'s request) vs dynamic peer',
      reqPerSec: ratio(oursUncached.requestsPerSec, peerDynamic.requestsPerSec),
      p99: ratio(oursUncached.p99Ms, peerDynamic.p99Ms),
      cpu: ratio(oursUncached.cpuUsPerRequest, peerDynamic.cpuUsPerRequest),
    },
  ];
  for (const p of pairs) console.log(`${p.name}: ${p.reqPerSec}x the req/s, p99 ${p.p99}x, CPU per request ${p.cpu}x`);
  return { rows, pairs, bytes };
}

const kb = (n) => (n === null || n === undefined ? '—' : `${(n / 1000).toFixed(1)} kB`);

/** The peer table and the bytes table, for bench/README.md. */
export function peersTable({ rows, pairs, bytes }) {
  const lines = [
    '| server, article | req/s | p50 ms | p99 ms | server CPU µs/request | errors | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.cpuUsPerRequest} | ${r.errors} | ${r.non2xx} |`),
    '',
    '| Colophon vs Next.js, same run | req/s | p99 | CPU per request |',
    '| --- | ---: | ---: | ---: |',
    ...pairs.map((p) => `| ${p.name} | ${p.reqPerSec}× | ${p.p99}× | ${p.cpu}× |`),
    '',
    '| the article on the wire | HTML | gzip | Brotli |',
    '| --- | ---: | ---: | ---: |',
    `| Colophon, cached (kept copies) | ${kb(bytes.ours.html)} | ${kb(bytes.ours.gzip)} | ${kb(bytes.ours.br)} |`,
    `| Next.js, static | ${kb(bytes.peerStatic.html)} | ${kb(bytes.peerStatic.gzip)} | ${kb(bytes.peerStatic.br)} |`,
    `| Next.js, dynamic | ${kb(bytes.peerDynamic.html)} | ${kb(bytes.peerDynamic.gzip)} | ${kb(bytes.peerDynamic.br)} |`,
  ];
  return lines.join('\n');
}
