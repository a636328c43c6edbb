/**
 * Starts `node build/server/main.js` (what `npm run start:prod` runs) on 127.0.0.1 and a free
 * port with a throw-away DATA_DIR, and stops it after the run. Extra env for the server comes
 * from E2E_SERVER_ENV (JSON), so suites can turn flags on. Run as Jest's globalSetup (through
 * global-setup.mjs); globalTeardown (server-teardown.ts) calls the stop function left on globalThis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../support/free-port.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProdArgs } from '../../bench/start-command.mjs';
import { provide } from './provided.js';

/** Set by setup, called by server-teardown.ts (both run in Jest's parent process). */
const STOP_SERVER = Symbol.for('colophon.e2e.stopServer');

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // Ready, as an orchestrator checks before sending traffic: content loaded and the accounts
      // database open (PGlite opens on first use; a fresh DATA_DIR takes seconds to initialise).
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready in time');
}

export default async function setup(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-'));
  const extra = process.env.E2E_SERVER_ENV ? (JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string>) : {};
  const child = spawn(process.execPath, startProdArgs(), {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`, FEATURE_LOGIN: 'on', TEST_PAGES: 'on', SEARCH_RATE_LIMIT: '600', ...extra },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(baseUrl, child, 60_000);
  provide('baseUrl', baseUrl);
  provide('dataDir', dataDir);
  (globalThis as Record<symbol, unknown>)[STOP_SERVER] = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
