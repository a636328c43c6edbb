/**
 * The real server entry (server/main.ts) as a child process on 127.0.0.1 and a free port: what a
 * replica or a WEB_CONCURRENCY cluster is, for the tests that need separate processes. The source
 * is bundled first as build.mjs bundles it (the client imports CSS, which Node cannot load), into a
 * folder of its own, so the tests never run a stale build/. Its JSON log lines are kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../build.mjs';
import { freePort } from './free-port.js';

export interface ServerBundle {
  /** The process entry, as build/server/main.js: server/boot.ts, which runs the bundled server/main.ts. */
  entry: string;
  /** The folder of the bundles (and of the code cache, when one is made there). */
  dir: string;
  remove(): void;
}

/** Bundles the server as build.mjs does (without a code cache) under node_modules/.cache, where its external packages resolve. */
export async function bundleServer(): Promise<ServerBundle> {
  const outdir = path.resolve('node_modules/.cache', `colophon-server-${randomBytes(4).toString('hex')}`);
  await buildServer(outdir, { sourcemap: false, logLevel: 'error' });
  return { entry: path.join(outdir, 'main.js'), dir: outdir, remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Parsed JSON log lines so far (pino). */
  logs: Array<Record<string, unknown>>;
  /** Sends `signal` and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  /**
   * `readyz` (default): ready once GET /readyz answers 200 (which opens the accounts database).
   * `listening`: ready once the start-up line is logged, without sending the server a request.
   */
  readyOn?: 'readyz' | 'listening';
  /** Node's flags before the entry, e.g. start:prod's (bench/start-command.mjs). */
  nodeArgs?: string[];
}

export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
  { readyOn = 'readyz', nodeArgs = [] }: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'colophon-process-'));
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready: ${stderr}`);
    }
    const ok =
      readyOn === 'listening'
        ? logs.some((l) => typeof l.msg === 'string' && l.msg.startsWith('Colophon listening on'))
        : await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    logs,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
