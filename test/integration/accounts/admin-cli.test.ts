import { createServer, type Server } from 'node:http';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import request from 'supertest';
import { backends, createHarness, resetDb, silentLogger, type Harness } from './harness.js';
import type { Db } from '../../../server/accounts/index.js';
import { loadConfig, type Config } from '../../../server/config.js';
import { createAccounts } from '../../../server/accounts/index.js';
import { createAdminRouter, writeAdminToken } from '../../../server/accounts/admin.js';
import { runAccountsCli } from '../../../server/cli/accounts.js';
import { LOCK_FILE } from '../../../server/accounts/data-lock.js';

const listen = (app: express.Express) =>
  new Promise<Server>((resolve) => {
    const server = createServer(app).listen(0, '127.0.0.1', () => resolve(server));
  });

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const s = await listen(express());
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

describe.each(backends)('operator commands on $name', (backend) => {
  let db: Db;
  let h: Harness;
  beforeAll(async () => {
    db = await backend.open();
    h = await createHarness(db);
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });
  beforeEach(() => resetDb(db));

  const isPremium = async (email: string) => {
    const user = await h.accounts.users.findByEmail(email);
    return user ? h.accounts.subscriptions.isActive(user.id) : false;
  };
  const cli = async (argv: string[], config: Config) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountsCli(argv, {
      config,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      openAccounts: () => createAccounts({ config, logger: silentLogger, db }),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('grants and revokes premium directly on the database when no server runs', async () => {
    const config = { ...h.config, PORT: await closedPort() };
    const granted = await cli(['grant-premium', 'Op@Example.com'], config);
    expect(granted).toMatchObject({ code: 0, out: 'op@example.com: premium granted' });
    expect(await isPremium('op@example.com')).toBe(true);

    const listed = await cli(['list'], config);
    expect(listed.out).toMatch(/^premium {2}op@example\.com {2}- {2}since \d{4}-\d\d-\d\d\n1 member\(s\)$/);

    expect((await cli(['revoke-premium', 'op@example.com'], config)).code).toBe(0);
    expect(await isPremium('op@example.com')).toBe(false);
    expect(await cli(['revoke-premium', 'nobody@example.com'], config)).toMatchObject({ code: 1, err: expect.stringContaining('No member') });
  });

  it('routes the command to the server holding the data folder, on the port its lock records', async () => {
    const server = await listen(h.app);
    // The server's lock, as a server process writes it (the parent process stands in for that one).
    const lockFile = path.join(h.config.dataDir, LOCK_FILE);
    const owner = { pid: process.ppid, host: os.hostname(), port: (server.address() as AddressInfo).port, role: 'server', since: new Date().toISOString() };
    writeFileSync(lockFile, JSON.stringify(owner));
    // The operator's shell has another PORT (or none): the lock, not PORT, says where the owner is.
    const config = { ...h.config, PORT: await closedPort() };
    const tokenFile = path.join(config.dataDir, 'admin-token');
    let opened = false;
    const run = (argv: string[]) =>
      runAccountsCli(argv, {
        config,
        out: () => undefined,
        err: () => undefined,
        openAccounts: async () => {
          opened = true; // the database belongs to the running server: the CLI must not open it
          throw new Error('must not open');
        },
      });
    try {
      // The CLI reads the token the admin router wrote to the data dir.
      expect(await run(['grant-premium', 'via-server@example.com'])).toBe(0);
      expect(await isPremium('via-server@example.com')).toBe(true);

      // A wrong token is refused, and the CLI then does not fall back to the database either.
      writeFileSync(tokenFile, 'wrong');
      expect(await run(['list'])).toBe(1);
      expect(opened).toBe(false);
    } finally {
      writeFileSync(tokenFile, h.adminToken);
      rmSync(lockFile);
      await new Promise((r) => server.close(r));
    }
  });

  it('refuses the admin route without the token or from a proxied request', async () => {
    const send = () => request(h.app).post('/api/admin/accounts/list').send({});
    expect((await send().expect(403)).body.error.code).toBe('forbidden');
    await send().set('x-colophon-admin-token', 'nope').expect(403);
    await send().set('x-colophon-admin-token', h.adminToken).set('X-Forwarded-For', '203.0.113.9').expect(403);
    await send().set('x-colophon-admin-token', h.adminToken).expect(200, { command: 'list', members: [] });
    await request(h.app).post('/api/admin/accounts/drop-tables').set('x-colophon-admin-token', h.adminToken).send({}).expect(404);
  });

  it('prints usage for a malformed command line', async () => {
    for (const argv of [[], ['grant-premium'], ['list', 'x@example.com'], ['nuke']]) {
      const res = await cli(argv, h.config);
      expect(res.code).toBe(2);
      expect(res.err).toMatch(/^usage:/);
    }
  });
});

describe('admin token file', () => {
  it('is written with mode 0600 by the admin router', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-admin-'));
    try {
      const token = writeAdminToken(dir);
      expect(statSync(path.join(dir, 'admin-token')).mode & 0o777).toBe(0o600);
      expect(readFileSync(path.join(dir, 'admin-token'), 'utf8')).toBe(token);
      expect(writeAdminToken(dir)).not.toBe(token);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('createAdminRouter writes one when none is given', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-admin-'));
    try {
      createAdminRouter({ config: { dataDir: dir }, accounts: {} as never });
      expect(statSync(path.join(dir, 'admin-token')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('accounts CLI as a process', () => {
  it('runs grant-premium and list on a PGlite data dir', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'colophon-cli-'));
    const env = { ...process.env, DATA_DIR: path.join(root, 'data'), PORT: String(await closedPort()), DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/accounts.ts', ...args], { env, cwd: process.cwd() });
    try {
      expect((await run('grant-premium', 'proc@example.com')).stdout).toBe('proc@example.com: premium granted\n');
      expect((await run('list')).stdout).toMatch(/premium {2}proc@example\.com/);
      const config = loadConfig(env, root);
      const accounts = await createAccounts({ config, logger: silentLogger });
      try {
        const user = await accounts.users.findByEmail('proc@example.com');
        expect(await accounts.subscriptions.isActive(user!.id)).toBe(true);
      } finally {
        await accounts.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
