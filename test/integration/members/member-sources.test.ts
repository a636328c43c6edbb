/**
 * What brought each member (docs/features/members.md#what-brought-each-member) on the whole app: a
 * sign-up and a Stripe checkout keep the local page they came from (`from`, `via` in their bodies);
 * a bad `from` is ignored, never a refused sign-up; `report conversions [--since DATE]` counts per
 * page sign-ups and paid conversions, most first, and says what is wrong with a bad date. On PGlite,
 * and PostgreSQL with TEST_DATABASE_URL.
 */
import request from 'supertest';
import { buildFullApp, type FullApp } from '../reliability/full-app.js';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe.js';
import { backends, resetDb, silentLogger } from '../accounts/harness.js';
import { runAccountsCli } from '../../../server/cli/accounts.js';
import { runAdminCommand } from '../../../server/accounts/admin.js';
import { createAccounts, type Db } from '../../../server/accounts/index.js';
import { parseMemberSource, withNewsletterRef } from '../../../shared/attribution.js';
import { STRIPE } from '../../../server/billing/stripe-payloads.js';

const STORY = '/sections/news/articles/a-story';
const OTHER = '/feature/another-story';

describe('parseMemberSource', () => {
  it('keeps a local path without its query or fragment, and how the reader came', () => {
    expect(parseMemberSource(`${STORY}?gift=secret-token#top`, 'gift-link')).toEqual({ from: STORY, via: 'gift-link' });
    expect(parseMemberSource('/', undefined)).toEqual({ from: '/', via: 'page' });
    expect(parseMemberSource(STORY, 'tracker')).toEqual({ from: STORY, via: 'page' });
  });

  it('ignores anything that is not a local path', () => {
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'relative/path', '', `/${'x'.repeat(400)}`, '/a\nb', 42, null, {}, ['/a']]) {
      expect(parseMemberSource(bad, 'page')).toBeNull();
    }
  });

  it('gives a newsletter email’s links the ref the site remembers', () => {
    expect(withNewsletterRef('https://mag.example/feature/x')).toBe('https://mag.example/feature/x?ref=newsletter');
    expect(withNewsletterRef('https://mag.example/a?b=1#c')).toBe('https://mag.example/a?b=1&ref=newsletter#c');
  });
});

describe.each(backends)('member sources on $name', (backend) => {
  let db: Db;
  let fake: FakeStripe;
  let full: FullApp;
  let clock = Date.UTC(2030, 2, 15, 12);
  beforeAll(async () => {
    db = await backend.open();
    fake = await startFakeStripe();
    full = await buildFullApp({
      db,
      vars: { PUBLIC_URL: 'http://localhost:3000', STRIPE_SECRET_KEY: 'sk_test_sources', STRIPE_PRICES: 'monthly:price_monthly1', STRIPE_API_URL: fake.url },
    });
  });
  afterAll(async () => {
    await full.close();
    await fake.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    clock = Date.UTC(2030, 2, 15, 12);
  });

  const sources = async () =>
    (await db.query<{ email: string; event: string; path: string; via: string }>(
      'SELECT u.email, s.event, s.path, s.via FROM member_sources s JOIN users u ON u.id = s.user_id ORDER BY s.id',
    )).rows;
  let n = 0;
  const signUp = async (extra: object = {}) => {
    const email = `src-${++n}@example.com`;
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Ada', lastName: 'Reader', ...extra }).expect(201);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('colophon_session='))!.split(';')[0];
    return { email, cookie, id: res.body.user.id as string };
  };
  /** A paid Stripe subscription for the member, as the webhooks record it. */
  const pays = (id: string, at: Date) =>
    db.query(`INSERT INTO subscriptions (user_id, provider, provider_ref, status, tier, created_at, updated_at) VALUES ($1, $2, $3, 'active', 'monthly', $4, $4)`, [
      id, STRIPE, `sub_${id}`, at,
    ]);
  /** Moves a member's recorded sources to `at` (the report's --since reads their time). */
  const dated = (id: string, at: Date) => db.query('UPDATE member_sources SET created_at = $2 WHERE user_id = $1', [id, at]);
  const report = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountsCli(['report', 'conversions', ...args], {
      config: { ...full.config, DATABASE_URL: 'postgres://injected' },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      openAccounts: () => createAccounts({ config: full.config, logger: silentLogger, db }),
    });
    return { code, out, err: err.join('\n') };
  };

  it('keeps the page a sign-up came from, once per member, and ignores a bad one', async () => {
    const a = await signUp({ from: STORY });
    const b = await signUp({ from: `${OTHER}?ref=newsletter`, via: 'newsletter' });
    await signUp({ from: 'https://evil.example/landing' });
    await signUp({ from: 12 });
    await signUp({ from: '//evil.example/x', via: 'page' });
    await signUp();
    expect(await sources()).toEqual([
      { email: a.email, event: 'sign-up', path: STORY, via: 'page' },
      { email: b.email, event: 'sign-up', path: OTHER, via: 'newsletter' },
    ]);
  });

  it('keeps the page a checkout started from once Stripe has a session; a bad one is ignored', async () => {
    const m = await signUp({ from: STORY });
    await request(full.app).post('/api/billing/checkout').set('Cookie', m.cookie).send({ tier: 'monthly', from: OTHER, via: 'gift-link' }).expect(200);
    await request(full.app).post('/api/billing/checkout').set('Cookie', m.cookie).send({ tier: 'monthly', from: 'http://evil.example/' }).expect(200);
    // A refused checkout (unknown tier) keeps nothing.
    await request(full.app).post('/api/billing/checkout').set('Cookie', m.cookie).send({ tier: 'nope', from: STORY }).expect(400);
    expect((await sources()).map((s) => [s.event, s.path, s.via])).toEqual([
      ['sign-up', STORY, 'page'],
      ['checkout', OTHER, 'gift-link'],
    ]);
    // Nothing of it went to Stripe.
    for (const call of fake.calls) expect(JSON.stringify(call.form)).not.toContain('another-story');
  });

  it('reports sign-ups and paid conversions per page, most first, since a date', async () => {
    // Two sign-ups from STORY, one of whom pays after a checkout started on OTHER; one from OTHER who pays without a checkout source.
    const a = await signUp({ from: STORY });
    const b = await signUp({ from: STORY });
    const c = await signUp({ from: OTHER });
    await request(full.app).post('/api/billing/checkout').set('Cookie', a.cookie).send({ tier: 'monthly', from: OTHER }).expect(200);
    const d = await signUp({ from: '/' });
    for (const m of [a, b, c, d]) await dated(m.id, new Date(clock));
    await pays(a.id, new Date(clock + 60_000));
    await pays(c.id, new Date(clock + 60_000));
    // An old member: before --since, neither the sign-up nor the payment counts then.
    const old = await signUp({ from: STORY });
    await dated(old.id, new Date(Date.UTC(2029, 0, 1)));
    await pays(old.id, new Date(Date.UTC(2029, 0, 2)));

    const all = await report([]);
    expect(all.code).toBe(0);
    expect(all.out[0]).toBe('Conversions since the start');
    const rows = all.out.slice(2, -1).map((l) => l.trim().split(/\s+/));
    expect(rows).toEqual([
      [OTHER, '1', '2'],
      [STORY, '3', '1'],
      ['/', '1', '0'],
    ]);
    expect(all.out.at(-1)).toBe('3 page(s), 5 sign-up(s), 3 paid conversion(s)');

    const since = await report(['--since', '2030-03-01']);
    expect(since.out[0]).toBe('Conversions since 2030-03-01');
    expect(since.out.slice(2, -1).map((l) => l.trim().split(/\s+/))).toEqual([
      [OTHER, '1', '2'],
      [STORY, '2', '0'],
      ['/', '1', '0'],
    ]);
    expect((await report(['--since=2031-01-01'])).out.at(-1)).toBe('0 page(s), 0 sign-up(s), 0 paid conversion(s)');
  });

  it('says what is wrong with a bad --since, and how to call the report', async () => {
    for (const bad of ['yesterday', '2030-13-01', '2030-02-30', '30-01-2030', '']) {
      const res = await report(['--since', bad]);
      expect(res.code).toBe(1);
      expect(res.err).toBe('--since must be a date, YYYY-MM-DD (or an ISO 8601 time)');
    }
    for (const argv of [['--since'], ['--until', '2030-01-01'], ['--since', '2030-01-01', 'extra']]) {
      const res = await report(argv);
      expect(res.code).toBe(2);
      expect(res.err).toContain('report conversions [--since DATE]');
    }
    const other = await runAccountsCli(['report', 'members'], { config: full.config, err: () => undefined, out: () => undefined });
    expect(other).toBe(2);
  });

  it('answers the same report through the admin route (as the CLI asks a running server), 400 on a bad date', async () => {
    const a = await signUp({ from: STORY });
    expect((await runAdminCommand(full.accounts, 'report-conversions', {})).command).toBe('report-conversions');
    await expect(runAdminCommand(full.accounts, 'report-conversions', { since: 'soon' })).rejects.toMatchObject({ kind: 'invalid' });
    const result = await runAdminCommand(full.accounts, 'report-conversions', { since: '2000-01-01' });
    expect(result).toEqual({ command: 'report-conversions', since: '2000-01-01', rows: [{ path: STORY, signUps: 1, paid: 0 }] });
    expect(a.id).toBeTruthy();
  });
});
