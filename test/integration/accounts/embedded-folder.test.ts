/**
 * Issue 32: the first sign-up on a fresh data folder used to wait seconds for the embedded
 * database's folder to be made (initdb) with the reader watching. A server whose readers can sign
 * in now makes it in the background as it starts; the folder appears whole or not at all, and a
 * first use while it is being made waits for that one initdb instead of starting a second.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, prepareEmbeddedFolder } from '../../../server/accounts/index.js';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';
import { poll } from '../../support/poll.js';

const SLOW = 180_000;

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-embedded-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('is made once when the preparation and a first use ask at the same time, and opens ready (a stopped run\'s leftovers aside)', async () => {
    const dataDir = freshDir();
    // What a server stopped during its background initdb leaves: a staging folder, never 'pglite'.
    mkdirSync(path.join(dataDir, 'pglite.init-999999'));
    writeFileSync(path.join(dataDir, 'pglite.init-999999', 'PG_VERSION'), '17\n');
    const preparing = prepareEmbeddedFolder({ dataDir });
    const opening = openPglite(path.join(dataDir, 'pglite'));
    const [ms, db] = await Promise.all([preparing, opening]);
    try {
      expect(ms).toBeGreaterThan(0);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    // Whole, in place, and nothing half-made left beside it.
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'pglite.init-999999']);
    // Already there: nothing to do.
    await expect(prepareEmbeddedFolder({ dataDir })).resolves.toBe(0);
  }, SLOW);
});

describe('a server whose readers can sign in (FEATURE_LOGIN=on) on a fresh data folder', () => {
  let bundle: ServerBundle;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    bundle = await bundleServer();
  }, SLOW);
  afterAll(async () => {
    await server?.stop();
    bundle?.remove();
  });

  it('makes the accounts folder and opens the database as it starts, before any request; the first sign-up then works', async () => {
    const dataDir = freshDir();
    // Ready once it says it listens: no request (not even /readyz, which opens the database) is sent.
    server = await startServerProcess(bundle.entry, { FEATURE_LOGIN: 'on', DATA_DIR: dataDir }, 60_000, { readyOn: 'listening' });
    const logged = (start: string) => () => server!.logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith(start));
    await poll(logged('accounts: embedded database folder created'), { timeout: 120_000, interval: 200 }).toMatchObject({ ms: expect.any(Number) });
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await poll(logged('accounts: database open and migrated'), { timeout: 120_000, interval: 200 }).toMatchObject({ ms: expect.any(Number) });
    // Migrated before the first request: the log says so, in this order.
    const order = server.logs.map((l) => String(l.msg));
    const opened = order.findIndex((m) => m.startsWith('accounts: database open and migrated'));
    const migrated = order.findIndex((m) => m === 'accounts database migrated');
    expect(migrated).toBeGreaterThanOrEqual(0);
    expect(migrated).toBeLessThan(opened);
    expect(order.findIndex((m) => m === 'request completed')).toBe(-1);

    const res = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Reader', email: 'ada@example.com', password: 'correct horse battery 9' }),
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('set-cookie')).toMatch(/./);
  }, SLOW);
});
