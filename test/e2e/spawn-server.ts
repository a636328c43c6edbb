/**
 * Starts the built server (what `npm run start:prod` runs) or the built accounts CLI as a child
 * process with exactly the environment a test gives, for the operations tests: ports, data folders,
 * crashes and restarts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port.js';
import { startProdArgs } from '../../bench/start-command.mjs';

/** The parent's environment without the settings the tests choose themselves. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['PORT', 'PUBLIC_URL', 'APP_ENV', 'DATA_DIR', 'DATABASE_URL', 'SESSION_SECRET', 'E2E_SERVER_ENV']) delete env[name];
  return { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
}

export interface Spawned {
  child: ChildProcess;
  base: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it is still there after 5 s. */
  stop(): Promise<void>;
}

function track(child: ChildProcess, base: string): Spawned {
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    base,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The built server with `env` on top of a neutral base; not waited for. */
export function spawnServer(env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, startProdArgs(), { env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return track(child, `http://127.0.0.1:${env.PORT}`);
}

/** Waits until GET /readyz answers 200 (content loaded, accounts database open), or the process exits. */
export async function waitReady(server: Spawned, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    const ok = await fetch(`${server.base}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}

/** Runs the built accounts CLI (`node build/server/cli/accounts.js …`, as in the Docker image). */
export async function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['build/server/cli/accounts.js', ...args], { env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

/** A POST of JSON as a browser page sends it, with its Origin. */
export function postJson(base: string, path: string, body: object, origin: string): Promise<Response> {
  return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
}

/**
 * A server of the suite's own: the built server on a free port with a throw-away DATA_DIR and the
 * given settings, started before the suite's tests and stopped (its folder removed) after them.
 * Read `server`, `port` and `dataDir` inside tests and hooks.
 */
export function serverPerSuite(name: string, env: Record<string, string>): { readonly server: Spawned; readonly port: number; readonly dataDir: string } {
  const suite = {} as { server: Spawned; port: number; dataDir: string };
  beforeAll(async () => {
    suite.port = await freePort();
    suite.dataDir = mkdtempSync(path.join(tmpdir(), `colophon-e2e-${name}-`));
    suite.server = spawnServer({ PORT: String(suite.port), PUBLIC_URL: `http://127.0.0.1:${suite.port}`, DATA_DIR: suite.dataDir, ...env });
    await waitReady(suite.server);
  });
  afterAll(async () => {
    await suite.server?.stop();
    if (suite.dataDir) rmSync(suite.dataDir, { recursive: true, force: true });
  });
  return suite;
}
