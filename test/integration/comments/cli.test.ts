/**
 * The operator's comment commands through the accounts CLI (server/cli/accounts.ts):
 * grant-staff, revoke-staff, bar-commenter, unbar-commenter, on PGlite and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { backends, createHarness, silentLogger, type Harness } from '../accounts/harness.js';
import type { Db } from '../../../server/accounts/index.js';
import { createAccounts } from '../../../server/accounts/index.js';
import { runAccountsCli } from '../../../server/cli/accounts.js';
import { COMMENTS } from '../../../shared/comment-messages.js';

describe.each(backends)('comment operator commands on $name', (backend) => {
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

  const cli = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountsCli(argv, {
      config: h.config,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      openAccounts: () => createAccounts({ config: h.config, logger: silentLogger, db }),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const flags = async (email: string) =>
    (await db.query<{ staff: boolean; barred: boolean }>('SELECT staff, comments_barred_at IS NOT NULL AS barred FROM users WHERE email = $1', [email])).rows[0];

  it('grants and revokes staff, bars and unbars a commenter', async () => {
    const email = `cli-${Date.now()}@example.com`;
    await h.accounts.users.findOrCreate(email);
    expect(await cli(['grant-staff', email])).toEqual({ code: 0, out: COMMENTS.staffGranted(email), err: '' });
    expect(await flags(email)).toEqual({ staff: true, barred: false });
    expect((await cli(['revoke-staff', email])).out).toBe(COMMENTS.staffRevoked(email));
    expect((await cli(['bar-commenter', email])).out).toBe(COMMENTS.barredMember(email));
    expect(await flags(email)).toEqual({ staff: false, barred: true });
    expect((await cli(['unbar-commenter', email])).out).toBe(COMMENTS.unbarredMember(email));
    expect(await flags(email)).toEqual({ staff: false, barred: false });
  });

  it('refuses an unknown member (exit 1) and a missing address (usage, exit 2)', async () => {
    expect(await cli(['grant-staff', 'nobody@example.com'])).toEqual({ code: 1, out: '', err: COMMENTS.noSuchMember('nobody@example.com') });
    const usage = await cli(['bar-commenter']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('bar-commenter EMAIL');
    expect(usage.err).toContain('grant-staff EMAIL');
  });
});
