/**
 * Shared by the bench scripts (run.mjs, size.mjs, lighthouse.mjs): starts the production server
 * (build/server/main.js, what the Docker image runs) on 127.0.0.1 on a free port with a fresh
 * DATA_DIR and the production environment (start:prod's variables, LOG_LEVEL at its default `info`:
 * every request writes its access-log line, as an operator runs it; the lines go to a file in the
 * DATA_DIR, as a container's stdout goes to its log driver), waits for /healthz, samples its RSS
 * (with its WEB_CONCURRENCY workers') every 250 ms, and stops it (SIGTERM) removing the DATA_DIR.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProdArgs, startProdEnv } from './start-command.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * How many requests each autocannon connection sends before it opens a new one. The server ends a
 * connection's life at its 1,000th request (`MAX_REQUESTS_PER_SOCKET` in server/http-server.ts, as
 * nginx's `keepalive_requests`; docs/decisions/connection-limits.md): it answers that one with
 * `Connection: close`, and Node answers 503 to anything sent after it on the same socket. A browser
 * or a proxy opens another connection; autocannon ignores the header and goes on sending, so on a
 * machine fast enough for 50 connections to pass 1,000 requests each, a cached page's row counted
 * tens of thousands of instant 503s as requests per second. Every measured server (ours, the bare
 * reference, the Next.js peer) gets the same reconnections.
 */
export const RECONNECT_RATE = 500;

/** autocannon with the bench's reconnections (RECONNECT_RATE): every load the bench sends goes through this. */
export const load = (opts) => autocannon({ reconnectRate: RECONNECT_RATE, ...opts });

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Sums `measure(pid)` over the server and its WEB_CONCURRENCY workers (its children, from /proc);
 * a process that has gone counts 0.
 */
export function sumOverProcessTree(pid, measure) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // no children file: the process alone
  }
  return [pid, ...children].reduce((sum, p) => {
    try {
      return sum + measure(p);
    } catch {
      return sum;
    }
  }, 0);
}

/** CPU seconds (user + system) of one process so far, from /proc (Linux): utime and stime, in 100 Hz ticks. */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of a server and its WEB_CONCURRENCY workers. */
export const cpuSeconds = (pid) => sumOverProcessTree(pid, cpuSecondsOf);

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** RSS of the server and its WEB_CONCURRENCY workers (children), in bytes. */
const treeRss = (pid) => sumOverProcessTree(pid, rssOf);

/** `cwd`: another checkout to start instead of this one (its own build/, for a before/after in one run). */
export async function startServer(env, { cwd = root } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-bench-'));
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, startProdArgs(), {
    cwd,
    env: { ...process.env, ...startProdEnv(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  let peakRss = 0;
  let lastRss = 0;
  const sampler = setInterval(() => {
    try {
      lastRss = treeRss(child.pid);
      peakRss = Math.max(peakRss, lastRss);
    } catch {
      // process gone
    }
  }, 250);
  return {
    base,
    pid: child.pid,
    peakRss: () => peakRss,
    rss: () => lastRss,
    async stop() {
      clearInterval(sampler);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first article linked from /sections/news. */
export async function firstArticlePath(base) {
  const html = await (await fetch(`${base}/sections/news`)).text();
  const m = /href="(\/sections\/[^/"]+\/articles\/[^"?#]+)"/.exec(html);
  if (!m) throw new Error('no article link found on /sections/news');
  return m[1];
}

/** Replaces the text between `<!-- NAME:begin -->` and `<!-- NAME:end -->` in bench/README.md (appends the markers if missing). */
export function writeReadmeSection(name, text) {
  const readmePath = path.join(root, 'bench/README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const from = readme.indexOf(begin);
  const to = readme.indexOf(end);
  const updated =
    from < 0 || to < from
      ? readme.trimEnd() + `\n\n${begin}\n${text}\n${end}\n`
      : readme.slice(0, from + begin.length) + `\n${text}\n` + readme.slice(to);
  writeFileSync(readmePath, updated);
}
