/**
 * A member's own data (docs/features/account-data.md) on the whole app, on PGlite and PostgreSQL:
 * GET /api/account/export holds every table about the member (checked against the database's own
 * catalogue, so a new table about members fails here until it is covered), and DELETE /api/account
 * takes it all away in one go, with the paid Stripe subscription cancelled at period end through the
 * fake Stripe the billing tests use; every bad input gets its 4xx and message.
 */
import express from 'express';
import request from 'supertest';
import Stripe from 'stripe';
import { buildFullApp, SECRETS, type FullApp } from '../reliability/full-app.js';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe.js';
import { backends, resetDb } from './harness.js';
import { cookieValue, setCookies } from './helpers.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import type { Db } from '../../../server/accounts/index.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import { createLogger } from '../../../server/logger.js';
import { createAccountDataRouter } from '../../../server/members/data-router.js';
import { createAccountDataService, KEPT_AFTER_DELETE, MEMBER_COLUMNS, type AccountDataService } from '../../../server/members/data.js';
import { ACCOUNT_DATA } from '../../../shared/account-data-messages.js';
import { EXPORT_FILE_NAME, FRESH_SIGN_IN_MS } from '../../../shared/account-data.js';

const PUBLIC_URL = 'http://localhost:3000';
const EMAIL = 'reader@example.com';
const PASSWORD = 'password1';
const signer = new Stripe('sk_test_unused');

/** Every column of the schema that names a member: `user_id`, an address, or a foreign key to users. */
async function memberColumns(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ col: string }>(
    `SELECT c.table_name || '.' || c.column_name AS col FROM information_schema.columns c
     WHERE c.table_schema = current_schema() AND (c.column_name = 'user_id' OR c.column_name LIKE '%email%')
     UNION
     SELECT k.table_name || '.' || k.column_name FROM information_schema.referential_constraints r
     JOIN information_schema.key_column_usage k ON k.constraint_name = r.constraint_name AND k.constraint_schema = r.constraint_schema
     JOIN information_schema.constraint_column_usage u ON u.constraint_name = r.unique_constraint_name AND u.constraint_schema = r.unique_constraint_schema
     WHERE k.table_schema = current_schema() AND u.table_name = 'users'`,
  );
  return rows.map((r) => r.col).sort();
}

describe.each(backends)('the member’s data on $name', (backend) => {
  let db: Db;
  let fake: FakeStripe;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    fake = await startFakeStripe();
    full = await buildFullApp({
      db,
      vars: { PUBLIC_URL, STRIPE_SECRET_KEY: 'sk_test_data123', STRIPE_PRICES: 'monthly:price_monthly1', STRIPE_API_URL: fake.url },
    });
  });
  afterAll(async () => {
    await full.close();
    await fake.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    await db.query('TRUNCATE newsletter_suppressions, newsletter_sends, gift_subscriptions, gift_reminders, offers, rate_limits CASCADE');
    fake.calls.length = 0;
    fake.fail(null);
  });

  const cookieOf = (res: request.Response) => `colophon_session=${cookieValue(res, 'colophon_session')}`;
  const signUp = async (email = EMAIL) => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Reader' }).expect(201);
    return { cookie: cookieOf(res), id: res.body.user.id as string };
  };
  const logIn = (email = EMAIL, password = PASSWORD) => request(full.app).post('/api/auth/login').send({ email, password });
  const me = (cookie: string) => request(full.app).get('/api/auth/me').set('Cookie', cookie);
  const exportOf = (cookie: string | null) => {
    const req = request(full.app).get('/api/account/export');
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const del = (cookie: string | null, body: unknown = { password: PASSWORD }) => {
    const req = request(full.app).delete('/api/account');
    return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
  };
  /** A member without a password (magic links only), signed in `ago` ms ago. */
  const passwordless = async (ago = 0) => {
    const user = (await full.accounts.users.create({ email: 'links@example.com' }))!;
    const session = await full.accounts.sessions.create(user.id);
    if (ago) await db.query('UPDATE sessions SET created_at = created_at - $2::interval WHERE user_id = $1', [user.id, `${ago / 1000} seconds`]);
    return { id: user.id, cookie: `colophon_session=${session.token}` };
  };

  /** One row about the member in every table that has one, and a paid Stripe subscription. */
  const seed = async (id: string, email = EMAIL) => {
    const q = (sql: string, params: (string | null)[] = []) => db.query(sql, params);
    await q(
      `INSERT INTO subscriptions (user_id, provider, provider_ref, customer_ref, status, tier, current_period_end, provider_event_at)
       VALUES ($1, 'stripe', 'sub_A', 'cus_A', 'active', 'monthly', now() + interval '20 days', now())`,
      [id],
    );
    await q(`INSERT INTO login_tokens (token_hash, purpose, email, user_id, created_at, expires_at) VALUES ('h1', 'magic-link', $1, $2, now(), now() + interval '1 hour')`, [email, id]);
    await q(`INSERT INTO newsletter_signups (email, confirmed_at, newsletters) VALUES ($1, now(), '{weekly}')`, [email]);
    await q(`INSERT INTO member_newsletters (user_id, newsletter, subscribed) VALUES ($1, 'weekly', true)`, [id]);
    await q(`INSERT INTO newsletter_suppressions (email, reason) VALUES ($1, 'complaint')`, [email]);
    const send = await db.query<{ id: string }>(`INSERT INTO newsletter_sends (newsletter, story, story_title, requested_by, recipients) VALUES ('weekly', '/x', 'X', 'studio', 1) RETURNING id`);
    await q(`INSERT INTO newsletter_deliveries (send_id, email, full_text, batch, sent_at) VALUES ($1, $2, true, 0, now())`, [send.rows[0].id, email]);
    await q(
      `INSERT INTO gift_links (token_hash, token_sealed, giver_id, kind, slug, path, title, created_at, expires_at)
       VALUES ('gl1', 'sealed', $1, 'article', 'a', '/sections/s/articles/a', 'A story', now(), now() + interval '30 days')`,
      [id],
    );
    await q(`INSERT INTO gift_subscriptions (buyer_email, buyer_name, recipient_email, tier, months, status, created_at, paid_at)
             VALUES ($1, 'Ada', 'friend@example.com', 'monthly', 3, 'paid', now(), now())`, [email]);
    const gift = await db.query<{ id: string }>(
      `INSERT INTO gift_subscriptions (buyer_name, recipient_email, tier, months, status, created_at, paid_at, redeemed_at, redeemed_by)
       VALUES ('Aunt', $1, 'monthly', 6, 'redeemed', now(), now(), now(), $2) RETURNING id`,
      [email, id],
    );
    await q(`INSERT INTO gift_reminders (gift_id, user_id, ends_at, sent_at) VALUES ($1, $2, now() + interval '7 days', now())`, [gift.rows[0].id, id]);
    await q(`INSERT INTO metered_reads (user_id, month, path) VALUES ($1, date_trunc('month', now())::date, '/sections/s/articles/a')`, [id]);
    await q(`INSERT INTO member_sources (user_id, event, path, via) VALUES ($1, 'sign-up', '/', 'page')`, [id]);
    await q(`INSERT INTO offers (code, source, kind, value) VALUES ('SPRING', 'cli', 'percent', 20)`);
    await q(`INSERT INTO offer_redemptions (session_id, code, user_id, redeemed_at) VALUES ('cs_1', 'SPRING', $1, now())`, [id]);
    await q(`INSERT INTO saved_stories (user_id, path, title) VALUES ($1, '/sections/s/articles/a', 'A story')`, [id]);
    await q(`INSERT INTO reading_history (user_id, path, title) VALUES ($1, '/sections/s/articles/a', 'A story')`, [id]);
    await q(`INSERT INTO follows (user_id, kind, slug, name) VALUES ($1, 'author', 'jo', 'Jo')`, [id]);
    await q(`INSERT INTO member_preferences (user_id, theme) VALUES ($1, 'dark')`, [id]);
    await q(`INSERT INTO library_feeds (token_hash, user_id) VALUES ('feedhash', $1)`, [id]);
    const comment = await db.query<{ id: string }>(`INSERT INTO comments (path, user_id, body, hidden_at, hidden_by) VALUES ('/sections/s/articles/a', $1, 'My comment', now(), $1) RETURNING id`, [id]);
    await q(`INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2)`, [comment.rows[0].id, id]);
    await q(`INSERT INTO comment_reports (comment_id, user_id, reason) VALUES ($1, $2, 'spam')`, [comment.rows[0].id, id]);
    return { commentId: comment.rows[0].id };
  };

  /** Rows that still name the member, per `table.column`. */
  const leftovers = async (id: string, email: string) => {
    const left: Record<string, number> = {};
    for (const col of Object.keys(MEMBER_COLUMNS)) {
      const [table, column] = col.split('.');
      const { rows: type } = await db.query<{ data_type: string }>(
        'SELECT data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
        [table, column],
      );
      const value = type[0].data_type === 'uuid' ? id : email;
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [value]);
      if (Number(rows[0].n) > 0) left[col] = Number(rows[0].n);
    }
    return left;
  };

  describe('what is covered', () => {
    it('names every column of the schema that points at a member', async () => {
      expect(await memberColumns(db)).toEqual(Object.keys(MEMBER_COLUMNS).sort());
    });
  });

  describe('GET /api/account/export', () => {
    it('is a 401 with the message for a visitor, and personal either way', async () => {
      const res = await exportOf(null).expect(401);
      expect(res.body).toEqual({ error: { code: 'unauthenticated', message: MESSAGES.unauthenticated } });
      expect(res.headers['cache-control']).toBe('private, no-store');
      await exportOf('colophon_session=not-a-token').expect(401);
    });

    it('downloads everything held about the member, as a JSON attachment, without any secret', async () => {
      const { cookie, id } = await signUp();
      await seed(id);
      const res = await exportOf(cookie).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename=${EXPORT_FILE_NAME}`);
      const data = JSON.parse(res.text) as Record<string, unknown>;
      expect(data.profile).toMatchObject({ id, email: EMAIL, firstName: 'Ada', lastName: 'Reader', hasPassword: true, staff: false });
      expect(data.plan).toEqual({ premium: true });
      // Every section a member column is found under has the seeded row.
      for (const section of new Set(Object.values(MEMBER_COLUMNS))) {
        const value = data[section];
        expect([section, Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined]).toEqual([section, true]);
      }
      expect(data.subscriptions).toEqual([expect.objectContaining({ provider: 'stripe', status: 'active', tier: 'monthly', cancelAtPeriodEnd: false })]);
      expect(data.saved).toEqual([expect.objectContaining({ path: '/sections/s/articles/a', title: 'A story' })]);
      expect(data.history).toEqual([expect.objectContaining({ path: '/sections/s/articles/a', readAt: expect.any(String) })]);
      expect(data.follows).toEqual([expect.objectContaining({ kind: 'author', slug: 'jo', name: 'Jo' })]);
      expect(data.preferences).toMatchObject({ theme: 'dark', textSize: 'medium', history: true, commentReplies: true });
      expect(data.comments).toEqual([expect.objectContaining({ body: 'My comment' })]);
      expect(data.meteredReads).toEqual([expect.objectContaining({ month: expect.stringMatching(/^\d{4}-\d{2}$/) })]);
      expect(data.giftsGiven).toEqual([expect.objectContaining({ recipientEmail: 'friend@example.com', months: 3 })]);
      expect(data.giftsReceived).toEqual([expect.objectContaining({ buyerName: 'Aunt', months: 6 })]);
      expect(data.newsletterSignup).toMatchObject({ newsletters: ['weekly'] });
      // No password hash, session or token hash, sealed gift token or feed token.
      const hash = (await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id])).rows[0].password_hash;
      for (const secret of [hash, 'h1', 'gl1', 'sealed', 'feedhash', 'tokenHash', 'passwordHash']) expect(res.text).not.toContain(secret);
    });

    it('shows a member who has nothing but a profile with empty sections', async () => {
      const { cookie } = await signUp();
      const data = (await exportOf(cookie).expect(200)).body as Record<string, unknown>;
      expect(data.saved).toEqual([]);
      expect(data.preferences).toBeNull();
      expect(data.sessions).toHaveLength(1);
    });
  });

  describe('DELETE /api/account', () => {
    it('deletes the account and everything on it, ends every session, and cancels Stripe at period end', async () => {
      const { cookie, id } = await signUp();
      const { commentId } = await seed(id);
      const otherDevice = cookieOf(await logIn().expect(200));
      const res = await del(cookie).expect(200);
      expect(res.body).toEqual({ deleted: true });
      expect(res.headers['cache-control']).toBe('private, no-store');
      // This browser's cookies are cleared; the other device is signed out too.
      expect(setCookies(res).find((c) => c.startsWith('colophon_session=;'))).toMatch(/Expires=Thu, 01 Jan 1970/);
      await me(cookie).expect(401);
      await me(otherDevice).expect(401);
      // Stripe: the paid subscription stops renewing, and forgets whose it was.
      expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/subscriptions/sub_A']);
      expect(fake.calls[0].form).toMatchObject({ cancel_at_period_end: 'true', 'metadata[accountDeleted]': 'true', 'metadata[userId]': '', 'metadata[email]': '' });
      // Nothing names the member any more, but the gift someone bought for their address.
      expect(Object.keys(await leftovers(id, EMAIL))).toEqual([...KEPT_AFTER_DELETE]);
      // The comment stays, without a name; the gift the member gave stays with its recipient.
      const comment = await db.query<{ user_id: string | null; body: string }>('SELECT user_id, body FROM comments WHERE id = $1', [commentId]);
      expect(comment.rows).toEqual([{ user_id: null, body: 'My comment' }]);
      const given = await db.query('SELECT buyer_email, buyer_name, recipient_email FROM gift_subscriptions WHERE recipient_email = $1', ['friend@example.com']);
      expect(given.rows).toEqual([{ buyer_email: null, buyer_name: '', recipient_email: 'friend@example.com' }]);
    });

    it('signing in afterwards fails exactly as for an unknown address', async () => {
      const { cookie } = await signUp();
      await del(cookie).expect(200);
      const after = await logIn();
      const unknown = await logIn('nobody@example.com');
      expect([after.status, after.body]).toEqual([unknown.status, unknown.body]);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ error: { code: 'invalid-credential', message: MESSAGES.invalidCredential } });
    });

    it('does not let the subscription’s later Stripe events make the member again', async () => {
      const { cookie, id } = await signUp();
      await seed(id);
      await del(cookie).expect(200);
      const body = JSON.stringify({
        id: 'evt_after_delete', object: 'event', type: 'customer.subscription.updated', created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'sub_A', object: 'subscription', customer: 'cus_A', status: 'active', cancel_at_period_end: true, metadata: { accountDeleted: 'true', tier: 'monthly' } } },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: SECRETS.stripe });
      await request(full.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body).expect(200);
      const { rows } = await db.query('SELECT id FROM users');
      expect(rows).toEqual([]);
    });

    it('refuses, changing nothing, when Stripe cannot cancel the paid membership', async () => {
      const { cookie, id } = await signUp();
      await seed(id);
      fake.fail(500);
      const res = await del(cookie).expect(502);
      expect(res.body).toEqual({ error: { code: 'billing-unavailable', message: ACCOUNT_DATA.billingUnavailable } });
      await me(cookie).expect(200);
      expect(await leftovers(id, EMAIL)).toMatchObject({ 'users.email': 1, 'saved_stories.user_id': 1 });
    });

    it('needs no Stripe for a member without a paid subscription', async () => {
      const { cookie } = await signUp();
      await del(cookie).expect(200);
      expect(fake.calls).toEqual([]);
    });

    it('refuses a wrong or missing password with a message, keeping the account', async () => {
      const { cookie } = await signUp();
      const wrong = await del(cookie, { password: 'not-my-password' }).expect(401);
      expect(wrong.body).toEqual({ error: { code: 'invalid-credential', message: ACCOUNT_DATA.wrongPassword } });
      expect((await del(cookie, {}).expect(400)).body.error.message).toBe(ACCOUNT_DATA.passwordMissing);
      expect((await del(cookie, { password: '' }).expect(400)).body.error.message).toBe(ACCOUNT_DATA.passwordMissing);
      expect((await del(cookie, { password: 42 }).expect(400)).body.error.message).toBe(ACCOUNT_DATA.wrongType('Password'));
      expect((await del(cookie, { password: 'x'.repeat(1025) }).expect(400)).body.error.message).toBe(ACCOUNT_DATA.wrongType('Password'));
      expect((await del(cookie, { email: 7 }).expect(400)).body.error.message).toBe(ACCOUNT_DATA.wrongType('Email'));
      expect((await del(cookie, [PASSWORD]).expect(400)).body.error.message).toBe(MESSAGES.bodyNotObject);
      await me(cookie).expect(200);
    });

    it('refuses a visitor, another site, and anything but JSON', async () => {
      const { cookie } = await signUp();
      expect((await del(null).expect(401)).body.error.message).toBe(MESSAGES.unauthenticated);
      await del('colophon_session=stale').expect(401);
      const cross = await request(full.app).delete('/api/account').set('Cookie', cookie).set('Origin', 'https://evil.example').send({ password: PASSWORD }).expect(403);
      expect(cross.body.error.message).toBe(MESSAGES.crossSite(PUBLIC_URL));
      await request(full.app).delete('/api/account').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').send({ password: PASSWORD }).expect(403);
      const form = await request(full.app).delete('/api/account').set('Cookie', cookie).type('form').send(`password=${PASSWORD}`).expect(415);
      expect(form.body.error.message).toBe(MESSAGES.notJson);
      const broken = await request(full.app).delete('/api/account').set('Cookie', cookie).set('Content-Type', 'application/json').send('{"password":').expect(400);
      expect(broken.body.error.message).toBe(MESSAGES.invalidJson);
      const big = await request(full.app).delete('/api/account').set('Cookie', cookie).send({ password: PASSWORD, pad: 'x'.repeat(11_000) }).expect(413);
      expect(big.body.error.message).toBe(MESSAGES.tooLarge);
      await me(cookie).expect(200);
    });

    describe('a member without a password', () => {
      it('confirms with their address typed, on a fresh sign-in', async () => {
        const { cookie, id } = await passwordless();
        await del(cookie, { email: ' Links@Example.com ' }).expect(200);
        expect(await leftovers(id, 'links@example.com')).toEqual({});
      });

      it('refuses no address, a password, another address, and an old sign-in', async () => {
        const { cookie } = await passwordless();
        expect((await del(cookie, {}).expect(400)).body.error.message).toBe(ACCOUNT_DATA.emailMissing);
        expect((await del(cookie, { password: 'guess' }).expect(400)).body.error.message).toBe(ACCOUNT_DATA.passwordNotExpected);
        expect((await del(cookie, { email: 'other@example.com' }).expect(400)).body.error.message).toBe(ACCOUNT_DATA.emailMismatch);
        await db.query('TRUNCATE users CASCADE');
        const old = await passwordless(FRESH_SIGN_IN_MS + 60_000);
        const res = await del(old.cookie, { email: 'links@example.com' }).expect(403);
        expect(res.body.error.message).toBe(ACCOUNT_DATA.staleSession);
        await me(old.cookie).expect(200);
      });
    });
  });
});

describe.each(backends)('DELETE /api/account on its own router on $name', (backend) => {
  let db: Db;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    full = await buildFullApp({ db, vars: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await full.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    // PostgreSQL counts in the shared table: each test starts with no refused attempts.
    await db.query('TRUNCATE rate_limits');
  });

  /** The data router alone, with its own service and limits, the JSON error handler after it. */
  const appWith = (accountData: AccountDataService, perIp = 1000) => {
    const app = express();
    app.use(createAccountDataRouter({ config: full.config, accounts: full.accounts, accountData, rateLimits: { perIp, perEmail: 1000 } }));
    app.use(createJsonErrorHandler(createLogger('silent')));
    return app;
  };
  const member = async () => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email: EMAIL, password: PASSWORD, firstName: 'Ada', lastName: 'Reader' }).expect(201);
    return { cookie: `colophon_session=${cookieValue(res, 'colophon_session')}`, id: res.body.user.id as string };
  };

  it('refuses, saying how, when Stripe is not configured and the member pays through it', async () => {
    const { cookie, id } = await member();
    await db.query(
      `INSERT INTO subscriptions (user_id, provider, provider_ref, customer_ref, status, tier, current_period_end)
       VALUES ($1, 'stripe', 'sub_B', 'cus_B', 'active', 'monthly', now() + interval '20 days')`,
      [id],
    );
    const app = appWith(createAccountDataService({ accounts: full.accounts, stripe: null }));
    const res = await request(app).delete('/api/account').set('Cookie', cookie).send({ password: PASSWORD }).expect(503);
    expect(res.body).toEqual({ error: { code: 'billing-not-configured', message: ACCOUNT_DATA.billingNotConfigured } });
    await request(full.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
  });

  it('limits refused attempts per IP address like the change of password', async () => {
    const { cookie } = await member();
    const app = appWith(createAccountDataService({ accounts: full.accounts, stripe: null }), 2);
    for (let i = 0; i < 2; i++) await request(app).delete('/api/account').set('Cookie', cookie).send({ password: 'wrong-guess' }).expect(401);
    const limited = await request(app).delete('/api/account').set('Cookie', cookie).send({ password: PASSWORD }).expect(429);
    expect(limited.body.error.message).toBe(MESSAGES.tooManyRequests);
  });

  it('limits exports per IP address', async () => {
    const { cookie } = await member();
    const app = appWith(createAccountDataService({ accounts: full.accounts, stripe: null }), 2);
    for (let i = 0; i < 2; i++) await request(app).get('/api/account/export').set('Cookie', cookie).expect(200);
    const limited = await request(app).get('/api/account/export').set('Cookie', cookie).expect(429);
    expect(limited.body.error.message).toBe(MESSAGES.tooManyRequests);
  });
});
