/**
 * `npm run accounts -- import-members FILE.csv`: members and their newsletter choices from a CSV,
 * directly on the database and through a running server's admin route; twice changes nothing; bad
 * rows reported by line, the good ones imported.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { backends, createHarness, resetDb, silentLogger, type Harness } from '../accounts/harness.js';
import { createAccounts, type Db } from '../../../server/accounts/index.js';
import { createAdminRouter } from '../../../server/accounts/admin.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import { LOCK_FILE } from '../../../server/accounts/data-lock.js';
import { runAccountsCli } from '../../../server/cli/accounts.js';
import { newslettersFor, type Newsletter } from '../../../server/newsletters/index.js';
import type { Config } from '../../../server/config.js';

const CATALOGUE: Newsletter[] = [
  { slug: 'weekly', name: 'The Weekly', description: '', senderName: 'W', premiumOnly: false, defaultOn: true },
  { slug: 'recipes', name: 'Recipes', description: '', senderName: 'R', premiumOnly: false, defaultOn: false },
  { slug: 'dispatch', name: 'The Dispatch', description: '', senderName: 'D', premiumOnly: true, defaultOn: false },
];
const query = async <T,>() => CATALOGUE as T;

const GOOD = [
  'email,first_name,last_name,newsletters',
  'ada@example.com,Ada,Lovelace,weekly;recipes',
  'Grace@Example.com,Grace,Hopper,',
  '"ruth@example.com","Ruth, the elder",Bader,dispatch',
].join('\n');

describe.each(backends)('import-members on $name', (backend) => {
  let db: Db;
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    db = await backend.open();
    h = await createHarness(db);
    dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-import-'));
  });
  afterAll(async () => {
    await h.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => resetDb(db));

  const file = (name: string, text: string) => {
    const p = path.join(dir, name);
    writeFileSync(p, text);
    return p;
  };
  const cli = async (argv: string[], config: Config = h.config) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountsCli(argv, {
      config,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      openAccounts: () => createAccounts({ config, logger: silentLogger, db }),
      query,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const choices = async (email: string) => {
    const user = await h.accounts.users.findByEmail(email);
    const list = await newslettersFor(h.accounts, query).forMember(user!.id, await h.accounts.subscriptions.isActive(user!.id));
    return list.filter((n) => n.subscribed).map((n) => n.slug);
  };
  const snapshot = async () =>
    (await db.query('SELECT u.email, u.first_name, u.last_name, m.newsletter, m.subscribed, m.updated_at FROM users u LEFT JOIN member_newsletters m ON m.user_id = u.id ORDER BY 1, 4')).rows;

  it('imports members and their choices; a second run changes nothing', async () => {
    const csv = file('good.csv', GOOD);
    expect(await cli(['import-members', csv])).toEqual({ code: 0, out: '3 created, 0 updated, 0 unchanged, 0 bad row(s)', err: '' });
    const ada = await h.accounts.users.findByEmail('ada@example.com');
    expect(ada).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', passwordHash: null });
    expect(await choices('ada@example.com')).toEqual(['weekly', 'recipes']);
    // An empty list is a choice: not even the default-on newsletter.
    expect(await choices('grace@example.com')).toEqual([]);
    expect((await h.accounts.users.findByEmail('ruth@example.com'))!.firstName).toBe('Ruth, the elder');
    // Ruth's premium-only choice is kept; it reaches her once she is premium.
    expect(await choices('ruth@example.com')).toEqual([]);
    await h.accounts.subscriptions.grant((await h.accounts.users.findByEmail('ruth@example.com'))!.id);
    expect(await choices('ruth@example.com')).toEqual(['dispatch']);

    const before = await snapshot();
    expect(await cli(['import-members', csv])).toEqual({ code: 0, out: '0 created, 0 updated, 3 unchanged, 0 bad row(s)', err: '' });
    expect(await snapshot()).toEqual(before);

    // A changed file updates what changed.
    const changed = file('changed.csv', 'email,first_name,last_name,newsletters\nada@example.com,Ada,King,recipes\n');
    expect((await cli(['import-members', changed])).out).toBe('0 created, 1 updated, 0 unchanged, 0 bad row(s)');
    expect(await h.accounts.users.findByEmail('ada@example.com')).toMatchObject({ lastName: 'King' });
    expect(await choices('ada@example.com')).toEqual(['recipes']);
  });

  it('reports bad rows with their line numbers and imports the good ones', async () => {
    const csv = file(
      'bad.csv',
      [
        'email,first_name,last_name,newsletters',
        'ok@example.com,Ok,Reader,weekly',
        'not-an-email,No,One,weekly',
        'short@example.com,Too,Few',
        'unknown@example.com,Un,Known,weekly;nope',
        '',
        'OK@example.com,Dup,Licate,recipes',
        'fine@example.com,,,',
      ].join('\n'),
    );
    const res = await cli(['import-members', csv]);
    expect(res.code).toBe(1);
    expect(res.out).toBe('2 created, 0 updated, 0 unchanged, 4 bad row(s)');
    const lines = res.err.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(new RegExp(`^${csv}:3: Invalid email`));
    expect(lines[1]).toBe(`${csv}:4: expected 4 fields (email,first_name,last_name,newsletters), found 3`);
    expect(lines[2]).toBe(`${csv}:5: There is no newsletter called \u201cnope\u201d.`);
    expect(lines[3]).toBe(`${csv}:7: ok@example.com is already on line 2`);
    expect(await h.accounts.users.findByEmail('unknown@example.com')).toBeNull();
    expect(await choices('ok@example.com')).toEqual(['weekly']);
    expect(await h.accounts.users.findByEmail('fine@example.com')).not.toBeNull();
  });

  it('refuses a file without the header, and a missing file', async () => {
    const res = await cli(['import-members', file('noheader.csv', 'a@example.com,A,B,weekly\n')]);
    expect(res.code).toBe(1);
    expect(res.err).toContain('The first line must be the header email,first_name,last_name,newsletters');
    expect((await cli(['import-members', path.join(dir, 'missing.csv')])).code).toBe(1);
    expect((await cli(['import-members'])).code).toBe(2);
    expect(await h.accounts.users.list()).toEqual([]);
  });

  it('sends the rows to the server holding the data folder', async () => {
    const app = express();
    app.use(createAdminRouter({ config: h.config, accounts: h.accounts, adminToken: h.adminToken, newsletters: newslettersFor(h.accounts, query) }));
    app.use(createJsonErrorHandler(silentLogger));
    const server: Server = await new Promise((resolve) => {
      const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
    });
    const lockFile = path.join(h.config.dataDir, LOCK_FILE);
    const owner = { pid: process.ppid, host: os.hostname(), port: (server.address() as AddressInfo).port, role: 'server', since: new Date().toISOString() };
    writeFileSync(lockFile, JSON.stringify(owner));
    try {
      const res = await runAccountsCli(['import-members', file('via.csv', GOOD)], {
        config: h.config,
        out: () => undefined,
        err: () => undefined,
        openAccounts: async () => {
          throw new Error('must not open');
        },
      });
      expect(res).toBe(0);
      expect(await choices('ada@example.com')).toEqual(['weekly', 'recipes']);
    } finally {
      rmSync(lockFile);
      await new Promise((r) => server.close(r));
    }
  });
});
