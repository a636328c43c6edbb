/**
 * `npm run accounts -- suppressions` and `unsuppress EMAIL`: the operator sees the addresses the mail
 * provider's events suppressed and lifts one, directly on the database (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL) and through the admin route of a server holding the data folder.
 */
import request from 'supertest';
import { backends, createHarness, resetDb, silentLogger, type Harness } from '../accounts/harness.js';
import type { Db } from '../../../server/accounts/index.js';
import { createAccounts } from '../../../server/accounts/index.js';
import { runAccountsCli } from '../../../server/cli/accounts.js';
import { suppress } from '../../../server/newsletters/suppressions.js';
import { SUPPRESSIONS } from '../../../shared/newsletter-webhook-messages.js';

describe.each(backends)('suppression commands on $name', (backend) => {
  let db: Db;
  let h: Harness;
  beforeAll(async () => {
    db = await backend.open();
    h = await createHarness(db);
  });
  afterAll(async () => {
    await h?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    await db.query('TRUNCATE newsletter_suppressions');
  });

  // DATABASE_URL set: the CLI opens the database directly, without the data folder's lock.
  const cli = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountsCli(argv, {
      config: { ...h.config, DATABASE_URL: 'postgres://injected' },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      openAccounts: () => createAccounts({ config: h.config, logger: silentLogger, db }),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('lists the suppressed addresses with their reason and date, and lifts one', async () => {
    expect(await cli(['suppressions'])).toEqual({ code: 0, out: SUPPRESSIONS.none, err: '' });
    await suppress(db, 'Gone@Example.com', 'bounce', 'failed/permanent: bounce: 550 no such user');
    await suppress(db, 'angry@example.com', 'complaint', 'complained');

    const listed = await cli(['suppressions']);
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bounce {5}gone@example\.com {2}since \d{4}-\d\d-\d\d {2}failed\/permanent: bounce: 550 no such user$/),
        expect.stringMatching(/^complaint {2}angry@example\.com {2}since \d{4}-\d\d-\d\d {2}complained$/),
      ]),
    );
    expect(lines[2]).toBe(SUPPRESSIONS.count(2));

    expect(await cli(['unsuppress', 'GONE@example.com'])).toEqual({ code: 0, out: SUPPRESSIONS.lifted('gone@example.com'), err: '' });
    const rows = (await db.query<{ email: string }>('SELECT email FROM newsletter_suppressions')).rows;
    expect(rows).toEqual([{ email: 'angry@example.com' }]);
  });

  it('says so when the address is not suppressed, and refuses a bad command line', async () => {
    expect(await cli(['unsuppress', 'nobody@example.com'])).toMatchObject({ code: 1, err: SUPPRESSIONS.notSuppressed('nobody@example.com') });
    expect(await cli(['unsuppress', 'not-an-address'])).toMatchObject({ code: 1 });
    for (const argv of [['unsuppress'], ['suppressions', 'x@example.com'], ['unsuppress', 'a@example.com', 'b@example.com']]) {
      const res = await cli(argv);
      expect(res.code).toBe(2);
      expect(res.err).toMatch(/^usage:.*\| suppressions \| unsuppress EMAIL/);
    }
  });

  it('runs through the admin route of the server that holds the data folder', async () => {
    await suppress(db, 'gone@example.com', 'bounce');
    const admin = (command: string, body: object) =>
      request(h.app).post(`/api/admin/accounts/${command}`).set('x-colophon-admin-token', h.adminToken).send(body);
    const listed = await admin('suppressions', {}).expect(200);
    expect(listed.body).toEqual({
      command: 'suppressions',
      suppressions: [{ email: 'gone@example.com', reason: 'bounce', detail: '', createdAt: expect.any(String) }],
    });
    await admin('unsuppress', { email: 'gone@example.com' }).expect(200, { command: 'unsuppress', email: 'gone@example.com' });
    const again = await admin('unsuppress', { email: 'gone@example.com' }).expect(404);
    expect(again.body.error.message).toBe(SUPPRESSIONS.notSuppressed('gone@example.com'));
    await request(h.app).post('/api/admin/accounts/suppressions').send({}).expect(403);
  });
});
