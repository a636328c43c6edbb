import { backends, resetDb, silentLogger } from './harness.js';
import { createAccounts, migrate, type Accounts, type Db } from '../../../server/accounts/index.js';
import { SCHEMA_VERSIONS } from '../../../server/accounts/migrations.js';
import { SESSION_TTL_MS } from '../../../server/accounts/sessions.js';
import type { Mailer } from '../../../server/mail/index.js';

const noMail: Mailer = { sendMagicLink: async () => {}, sendPasswordReset: async () => {}, sendNoAccount: async () => {}, sendGift: async () => {}, sendGiftReminder: async () => {}, sendNewsletterConfirmation: async () => {}, sendCommentReply: async () => {}, close: () => {} };
const config = { DATABASE_URL: undefined, dataDir: '/nonexistent', SMTP_URL: undefined, MAIL_FROM: 'x@y.z', PUBLIC_URL: 'http://localhost:3000' };
const MIN = 60 * 1000;

describe.each(backends)('accounts services on $name', (backend) => {
  let db: Db;
  let a: Accounts;
  let offset = 0;
  beforeAll(async () => {
    db = await backend.open();
    a = await createAccounts({ config, logger: silentLogger, db, mailer: noMail, now: () => new Date(Date.now() + offset) });
  });
  afterAll(async () => {
    await a.close();
    await db.close();
  });
  beforeEach(async () => {
    offset = 0;
    await resetDb(db);
  });

  it('migrates once: running again applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(rows.map((r) => Number(r.version)).sort((x, y) => x - y)).toEqual([...SCHEMA_VERSIONS].sort((x, y) => x - y));
  });

  it('keeps emails unique whatever their case, even when inserted directly', async () => {
    expect(await a.users.create({ email: 'Case@Example.com' })).not.toBeNull();
    expect(await a.users.create({ email: 'case@example.COM' })).toBeNull();
    await expect(db.query("INSERT INTO users (email) VALUES ('CASE@example.com')")).rejects.toThrow();
    const [x, y] = await Promise.all([a.users.findOrCreate('race@example.com'), a.users.findOrCreate('RACE@example.com')]);
    expect(x.id).toBe(y.id);
  });

  it('consumes a login token once, even when two requests race for it', async () => {
    const token = await a.tokens.issue({ purpose: 'magic-link', email: 'r@example.com' });
    const results = await Promise.all([1, 2, 3].map(() => a.tokens.consume('magic-link', token, 'r@example.com')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('expires login tokens after 15 minutes', async () => {
    const token = await a.tokens.issue({ purpose: 'password-reset', email: 'e@example.com' });
    offset = 14 * MIN;
    const early = await a.tokens.issue({ purpose: 'password-reset', email: 'e@example.com' });
    offset = 15 * MIN;
    expect(await a.tokens.consume('password-reset', token)).toBeNull();
    expect(await a.tokens.consume('password-reset', early)).not.toBeNull();
    expect(await a.tokens.prune()).toBe(1);
  });

  it('ends sessions after 30 days and refreshes last_seen_at sparingly', async () => {
    const user = (await a.users.create({ email: 's@example.com' }))!;
    const session = await a.sessions.create(user.id);
    expect((await a.sessions.resolve(session.token))?.id).toBe(user.id);
    offset = SESSION_TTL_MS - MIN;
    expect(await a.sessions.resolve(session.token)).not.toBeNull();
    offset = SESSION_TTL_MS + MIN;
    expect(await a.sessions.resolve(session.token)).toBeNull();
    expect(await a.sessions.prune()).toBe(1);
  });

  it('counts only active or trialing subscriptions whose period has not ended, or operator grants', async () => {
    const user = (await a.users.create({ email: 'p@example.com' }))!;
    const sub = (status: string, end: number | null, ref = 'sub_1') =>
      a.subscriptions.upsert({
        userId: user.id, provider: 'stripe', providerRef: ref, status,
        currentPeriodEnd: end === null ? null : new Date(Date.now() + end), eventAt: new Date(Date.now() + offset++),
      });
    await sub('active', 10 * MIN);
    expect(await a.subscriptions.isActive(user.id)).toBe(true);
    await sub('trialing', 10 * MIN);
    expect(await a.subscriptions.isActive(user.id)).toBe(true);
    await sub('past_due', 10 * MIN);
    expect(await a.subscriptions.isActive(user.id)).toBe(false);
    await sub('active', -MIN);
    expect(await a.subscriptions.isActive(user.id)).toBe(false);
    await sub('active', null); // a provider subscription without a period end is not trusted
    expect(await a.subscriptions.isActive(user.id)).toBe(false);

    await a.subscriptions.grant(user.id);
    expect(await a.subscriptions.isActive(user.id)).toBe(true);
    await a.subscriptions.revoke(user.id);
    expect(await a.subscriptions.isActive(user.id)).toBe(false);
    await a.subscriptions.grant(user.id, new Date(Date.now() - MIN));
    expect(await a.subscriptions.isActive(user.id)).toBe(false);
  });

  it('never revives an ended provider subscription; an operator grant applies again after a revoke', async () => {
    const user = (await a.users.create({ email: 'e@example.com' }))!;
    const at = new Date(Date.now() - MIN);
    const sub = (status: string, eventAt: Date, ref = 'sub_1') =>
      a.subscriptions.upsert({ userId: user.id, provider: 'stripe', providerRef: ref, status, currentPeriodEnd: new Date(Date.now() + 10 * MIN), eventAt });
    const statusOf = async (ref: string) => (await a.subscriptions.listForUser(user.id)).find((s) => s.providerRef === ref)?.status;
    await sub('canceled', at);
    await sub('active', at);
    await sub('active', new Date(Date.now() + MIN));
    expect(await a.subscriptions.setStatus('stripe', 'sub_1', 'past_due', new Date(Date.now() + 2 * MIN))).toBe(true);
    expect(await statusOf('sub_1')).toBe('canceled');
    await sub('incomplete', at, 'sub_2');
    await sub('incomplete_expired', at, 'sub_2');
    await sub('active', new Date(Date.now() + MIN), 'sub_2');
    expect(await statusOf('sub_2')).toBe('incomplete_expired');
    expect(await a.subscriptions.isActive(user.id)).toBe(false);

    // The operator's revoke is not an end in Stripe's sense: granting again works.
    await a.subscriptions.grant(user.id);
    await a.subscriptions.revoke(user.id);
    await a.subscriptions.grant(user.id);
    expect(await a.subscriptions.isActive(user.id)).toBe(true);
  });

  it('rolls a transaction back entirely when it throws', async () => {
    await expect(
      a.transaction(async (tx) => {
        await tx.users.create({ email: 'half@example.com' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await a.users.findByEmail('half@example.com')).toBeNull();
  });
});
