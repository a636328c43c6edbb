#!/usr/bin/env node
/**
 * The first minutes of a new replica (issue 36), part of `npm run bench`, or alone:
 * `node bench/first-start.mjs [--root DIR] [--write]` (DIR: another checkout's build, data and
 * node_modules, to measure a build before a change; --write puts the table in bench/README.md).
 * Each row is a fresh process on a fresh DATA_DIR, started with start:prod's command and
 * environment and FEATURE_LOGIN=on:
 * - cold start: from spawning the process to the first 200 on / (polled every 20 ms), and the CPU
 *   time the server's main thread had used by then (Linux: /proc): on a shared, busy machine the
 *   wall time mostly measures the other processes, the main thread's CPU time far less so;
 * - first sign-up at once: POST /api/auth/sign-up as soon as / has answered 200;
 * - start-up work done: the time from spawning to the server's last start-up log line about the
 *   accounts database ('accounts: database open…' since issue 36, 'accounts: embedded database
 *   folder created' before it), then the RSS (what the accounts database costs at rest) and the
 *   first sign-up's latency: a reader who arrives once the server has settled;
 * - RSS 15 s after start with FEATURE_LOGIN=off, for comparison.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root as benchRoot, writeReadmeSection } from './server.mjs';
import { startProdArgs, startProdEnv } from './start-command.mjs';

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** CPU milliseconds (user + system) the process's main thread has used: its task has the process's id. */
const mainThreadCpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A fresh server under `root`; resolves once GET / answers 200, with the time that took. */
async function coldStart(root, env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-first-start-'));
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, startProdArgs(), {
    cwd: root,
    env: { ...process.env, ...startProdEnv(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_FORMAT: 'json', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('no 200 on / within 120 s');
    const ok = await fetch(`${base}/`).then(
      (r) => r.arrayBuffer().then(() => r.status === 200),
      () => false,
    );
    if (ok) break;
    await sleep(20);
  }
  const coldStartMs = Math.round(performance.now() - started);
  const coldStartCpuMs = mainThreadCpuMs(child.pid);
  return {
    base,
    pid: child.pid,
    coldStartMs,
    coldStartCpuMs,
    sinceStart: () => performance.now() - started,
    /** Waits for a log line whose message starts with one of `starts`; resolves with ms since spawn. */
    async waitForLog(starts, timeoutMs = 180_000) {
      while (performance.now() - started < timeoutMs) {
        const lines = readFileSync(logFile, 'utf8').split('\n');
        if (lines.some((l) => starts.some((s) => l.includes(`"msg":"${s}`)))) return Math.round(performance.now() - started);
        await sleep(50);
      }
      throw new Error(`no log line starting ${starts.join(' or ')} within ${timeoutMs} ms`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signUp(server) {
  const t = performance.now();
  const res = await fetch(`${server.base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Reader', email: 'ada@example.com', password: 'correct horse battery 9' }),
  });
  await res.arrayBuffer();
  if (res.status >= 300) throw new Error(`sign-up answered ${res.status}`);
  return Math.round(performance.now() - t);
}

export async function measureFirstStart({ root = benchRoot } = {}) {
  const login = { FEATURE_LOGIN: 'on' };
  const a = await coldStart(root, login);
  const signUpAtOnceMs = await signUp(a);
  await a.stop();

  const b = await coldStart(root, login);
  // The last start-up line about the accounts database this build writes.
  // (The server is build/server/server.cjs since the code cache; build/server/main.js before it.)
  const bundle = ['build/server/server.cjs', 'build/server/main.js'].map((f) => path.join(root, f)).find((f) => existsSync(f));
  const opensAtStart = readFileSync(bundle, 'utf8').includes('accounts: database open');
  const settledMs = await b.waitForLog([opensAtStart ? 'accounts: database open' : 'accounts: embedded database folder created']);
  await sleep(1000);
  const rssLoginOnMb = rssMb(b.pid);
  const signUpSettledMs = await signUp(b);
  await b.stop();

  const c = await coldStart(root, { FEATURE_LOGIN: 'off' });
  await sleep(Math.max(0, 15_000 - c.sinceStart()));
  const rssLoginOffMb = rssMb(c.pid);
  await c.stop();

  return {
    root,
    coldStartMs: [a.coldStartMs, b.coldStartMs, c.coldStartMs],
    coldStartCpuMs: [a.coldStartCpuMs, b.coldStartCpuMs, c.coldStartCpuMs],
    signUpAtOnceMs,
    settledMs,
    signUpSettledMs,
    rssLoginOnMb,
    rssLoginOffMb,
  };
}

export function firstStartTable(r) {
  return [
    '| measure | figure |',
    '| --- | ---: |',
    `| cold start, process start → first 200 on \`/\` (three fresh starts) | ${r.coldStartMs.join(' / ')} ms |`,
    `| main thread's CPU time by then (the same three) | ${r.coldStartCpuMs.join(' / ')} ms |`,
    `| first sign-up on a fresh data folder, sent as soon as \`/\` answered | ${r.signUpAtOnceMs} ms |`,
    `| start-up work done (last accounts line in the log), from process start | ${r.settledMs} ms |`,
    `| first sign-up on a fresh data folder, sent once the start-up work is done | ${r.signUpSettledMs} ms |`,
    `| RSS once the start-up work is done, FEATURE_LOGIN=on | ${r.rssLoginOnMb} MB |`,
    `| RSS 15 s after start, FEATURE_LOGIN=off | ${r.rssLoginOffMb} MB |`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const i = process.argv.indexOf('--root');
  const root = i > 0 ? path.resolve(process.argv[i + 1]) : benchRoot;
  const r = await measureFirstStart({ root });
  console.log(JSON.stringify(r));
  console.log(firstStartTable(r));
  if (process.argv.includes('--write')) {
    writeReadmeSection('first-start', `Last run ${new Date().toISOString()}: \`node bench/first-start.mjs\`.\n\n${firstStartTable(r)}`);
  }
}
