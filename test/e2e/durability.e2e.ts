/**
 * Nothing acknowledged is lost: every member whose sign-up answered 201 can log in after the
 * server is killed with SIGKILL (no shutdown, no flush) and started again. On PGlite in a data
 * folder, and on PostgreSQL when TEST_DATABASE_URL is set (in a schema of its own).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../support/free-port.js';
import { postJson, spawnServer, waitReady, type Spawned } from './spawn-server.js';

const MEMBERS = 12;
const PASSWORD = 'correct horse';

async function signUpThenKill(env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const server = spawnServer({ ...env, PORT: String(port) });
  try {
    await waitReady(server);
    const origin = `http://localhost:${port}`;
    const acknowledged: string[] = [];
    const run = Date.now().toString(36);
    for (let i = 0; i < MEMBERS; i++) {
      const email = `durable-${run}-${i}@example.com`;
      const res = await postJson(server.base, '/api/auth/sign-up', { email, password: PASSWORD, firstName: 'D', lastName: String(i) }, origin);
      expect(res.status).toBe(201);
      acknowledged.push(email);
    }
    // Killed right after the last answer: no graceful shutdown, no chance to flush anything.
    server.child.kill('SIGKILL');
    await server.exited;
    return acknowledged;
  } finally {
    await server.stop();
  }
}

async function loginAll(env: Record<string, string>, emails: string[]): Promise<number[]> {
  const port = await freePort();
  const server: Spawned = spawnServer({ ...env, PORT: String(port) });
  try {
    await waitReady(server);
    const statuses: number[] = [];
    for (const email of emails) {
      statuses.push((await postJson(server.base, '/api/auth/login', { email, password: PASSWORD }, `http://localhost:${port}`)).status);
    }
    return statuses;
  } finally {
    await server.stop();
  }
}

describe('no acknowledged sign-up is lost to SIGKILL', () => {
  it('PGlite in a data folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'colophon-durable-'));
    try {
      const env = { DATA_DIR: dir };
      const emails = await signUpThenKill(env);
      // The crashed server's lock is left behind: the restart recovers it.
      expect(await loginAll(env, emails)).toEqual(emails.map(() => 200));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  const url = process.env.TEST_DATABASE_URL;
  (!url ? it.skip : it)('PostgreSQL', async () => {
    const schema = `ops_durable_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const dir = mkdtempSync(path.join(tmpdir(), 'colophon-durable-'));
    try {
      const db = new URL(url!);
      db.searchParams.set('options', `-c search_path=${schema}`);
      const env = { DATA_DIR: dir, DATABASE_URL: db.href, SESSION_SECRET: randomBytes(32).toString('hex') };
      const emails = await signUpThenKill(env);
      expect(await loginAll(env, emails)).toEqual(emails.map(() => 200));
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
