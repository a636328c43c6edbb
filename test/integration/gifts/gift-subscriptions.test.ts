/**
 * Gift subscriptions on the whole app (createSiteRouters as server/main.ts wires it), with the
 * `stripe` SDK pointed at a local fake Stripe through STRIPE_API_URL: checkout in payment mode, the
 * signed webhook that emails the code (outbox), redemption, refunds, replays and out-of-order
 * events, the site without Stripe, and the operator's gift-code command.
 */
import path from 'node:path';
import request from 'supertest';
import Stripe from 'stripe';
import { buildFullApp, SECRETS, useFullApp, type FullApp } from '../reliability/full-app.js';
import { CHECKOUT_URL, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.js';
import { backends, resetDb, silentLogger } from '../accounts/harness.js';
import { cookieValue, readOutbox } from '../accounts/helpers.js';
import { GIFT } from '../../../shared/gift-messages.js';
import { GIFT_CHECKS_PER_IP } from '../../../shared/gifts.js';
import { hashToken } from '../../../server/accounts/sessions.js';
import { createAccounts, type Db } from '../../../server/accounts/index.js';
import { runAccountsCli } from '../../../server/cli/accounts.js';
import { addMonths } from '../../../server/gifts/service.js';
import { parseStripeGiftPrices } from '../../../server/gifts/prices.js';
import { loadConfig } from '../../../server/config.js';

const PUBLIC_URL = 'http://localhost:3000';
const SECRET_KEY = 'sk_test_gifts123';
const GIFT_PRICES = 'monthly:3:price_gift3,monthly:12:price_gift12';
const signer = new Stripe('sk_test_unused');
const DAY = 86_400_000;

describe.each(backends)('gift subscriptions on $name', (backend) => {
  let db: Db;
  let fake: FakeStripe;
  let full: FullApp;
  let outbox: string;
  beforeAll(async () => {
    db = await backend.open();
    fake = await startFakeStripe();
    full = await buildFullApp({
      db,
      vars: {
        PUBLIC_URL,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PRICES: 'monthly:price_monthly1',
        STRIPE_GIFT_PRICES: GIFT_PRICES,
        STRIPE_API_URL: fake.url,
      },
    });
    outbox = path.join(full.config.dataDir, 'outbox');
  });
  afterAll(async () => {
    await full.close();
    await fake.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    await db.query('TRUNCATE gift_subscriptions');
    fake.calls.length = 0;
    fake.fail(null);
  });

  const signUp = async (email = 'friend@example.com', firstName = 'Grace') => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName, lastName: 'Hopper' }).expect(201);
    return { cookie: `colophon_session=${cookieValue(res, 'colophon_session')}`, id: res.body.user.id as string };
  };
  const buy = (body: object, cookie?: string) => {
    const req = request(full.app).post('/api/gifts/checkout');
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const aGift = { tier: 'monthly', months: 12, recipientEmail: 'Friend@Example.com', fromName: 'Ada Lovelace', message: 'Happy birthday!\nEnjoy.' };
  const redeem = (cookie: string | null, code: unknown) => {
    const req = request(full.app).post('/api/gifts/redeem');
    return (cookie ? req.set('Cookie', cookie) : req).send({ code });
  };
  let eventSeq = 0;
  const deliver = (type: string, object: object, created = Math.floor(Date.now() / 1000), id = `evt_gift_${++eventSeq}`) => {
    const body = JSON.stringify({ id, object: 'event', type, created, data: { object } });
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: SECRETS.stripe });
    return request(full.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body).expect(200);
  };
  /** Buys a gift through the API; returns the Checkout Session Stripe made and the gift id on it. */
  const checkout = async (body: object = aGift) => {
    await buy(body).expect(200);
    const call = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    const { rows } = await db.query<{ stripe_session_id: string }>('SELECT stripe_session_id FROM gift_subscriptions WHERE id = $1', [call.form['metadata[giftId]']]);
    return { giftId: call.form['metadata[giftId]'], sessionId: rows[0].stripe_session_id, form: call.form };
  };
  const completed = (s: { giftId: string; sessionId: string }, extra: object = {}) => ({
    id: s.sessionId, object: 'checkout.session', mode: 'payment', payment_status: 'paid', payment_intent: `pi_${s.sessionId}`,
    customer_details: { email: 'ada@example.com' }, metadata: { giftId: s.giftId, kind: 'gift' }, ...extra,
  });
  const giftMails = () => readOutbox(outbox).filter((m) => m.subject.includes('has given you'));
  const codeOf = (link: string) => new URL(link).searchParams.get('code')!;
  const status = async (giftId: string) =>
    (await db.query<{ status: string }>('SELECT status FROM gift_subscriptions WHERE id = $1', [giftId])).rows[0]?.status;

  it('buys, emails, redeems and shows a gift; the second use is refused', async () => {
    const before = giftMails().length;
    const res = await buy(aGift).expect(200);
    expect(res.body).toEqual({ url: CHECKOUT_URL });
    expect(res.headers['cache-control']).toBe('no-store');
    const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': 'price_gift12',
      'line_items[0][quantity]': '1',
      'metadata[kind]': 'gift',
      'metadata[months]': '12',
      success_url: `${PUBLIC_URL}/gift/thanks`,
      cancel_url: `${PUBLIC_URL}/gift`,
    });
    const giftId = call.form['metadata[giftId]'];
    expect(call.form['payment_intent_data[metadata][giftId]']).toBe(giftId);
    expect(await status(giftId)).toBe('pending');
    expect(giftMails()).toHaveLength(before); // nothing until Stripe says it is paid

    const { rows } = await db.query<{ stripe_session_id: string }>('SELECT stripe_session_id FROM gift_subscriptions');
    await deliver('checkout.session.completed', completed({ giftId, sessionId: rows[0].stripe_session_id }));
    expect(await status(giftId)).toBe('paid');
    const mails = giftMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toContain('friend@example.com');
    expect(mail.subject).toBe('Ada Lovelace has given you The Colophon Premium');
    expect(mail.text).toContain('Happy birthday!');
    const link = mail.links.find((l) => l.includes('/gift/redeem?code='))!;
    expect(link.startsWith(`${PUBLIC_URL}/gift/redeem?code=`)).toBe(true);
    // Only the hash is stored.
    const stored = await db.query<{ code_hash: string }>('SELECT code_hash FROM gift_subscriptions WHERE id = $1', [giftId]);
    expect(stored.rows[0].code_hash).not.toContain(codeOf(link));

    const visitor = await redeem(null, codeOf(link)).expect(401);
    expect(visitor.body.error.code).toBe('unauthenticated');

    const { cookie } = await signUp();
    const redeemed = await redeem(cookie, codeOf(link)).expect(200);
    const until = addMonths(new Date(), 12);
    expect(redeemed.body).toMatchObject({ from: 'Ada Lovelace', months: 12 });
    expect(Math.abs(Date.parse(redeemed.body.until) - until.getTime())).toBeLessThan(60_000);

    const me = await request(full.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body.user.isPremium).toBe(true);
    const summary = await request(full.app).get('/api/billing/subscription').set('Cookie', cookie).expect(200);
    expect(summary.body.user.isPremium).toBe(true);
    expect(summary.body.subscription).toBeNull();
    expect(summary.body.gift).toEqual({ from: 'Ada Lovelace', until: redeemed.body.until });

    const again = await redeem(cookie, codeOf(link)).expect(410);
    expect(again.body.error).toEqual({ code: 'gift-redeemed', message: GIFT.codeUsed });
    const other = await signUp('other@example.com');
    await redeem(other.cookie, codeOf(link)).expect(410);
    expect(await status(giftId)).toBe('redeemed');
  });

  it('extends an active paid subscription (ending at its period end) instead of replacing it', async () => {
    const { cookie, id } = await signUp();
    const periodEnd = Math.floor((Date.now() + 20 * DAY) / 1000);
    await deliver('customer.subscription.created', {
      id: 'sub_P', object: 'subscription', customer: 'cus_P', status: 'active', cancel_at_period_end: true,
      items: { data: [{ current_period_end: periodEnd, price: { id: 'price_monthly1' } }] }, metadata: { userId: id, tier: 'monthly' },
    });
    const s = await checkout({ ...aGift, months: 3 });
    await deliver('checkout.session.completed', completed(s));
    fake.calls.length = 0;
    const res = await redeem(cookie, codeOf(giftMails().at(-1)!.links[0])).expect(200);
    expect(res.body.until).toBe(addMonths(new Date(periodEnd * 1000), 3).toISOString());
    expect(fake.calls).toEqual([]); // it will not renew: nothing to tell Stripe
    const summary = await request(full.app).get('/api/billing/subscription').set('Cookie', cookie).expect(200);
    // The paid plan stays the plan; the gift runs on after it.
    expect(summary.body.subscription).toMatchObject({ tier: 'monthly', status: 'active' });
    expect(summary.body.gift).toEqual({ from: 'Ada Lovelace', until: res.body.until });
  });

  it('pushes a renewing Stripe subscription\'s next charge to the gift\'s end; a Stripe failure redeems nothing', async () => {
    const { cookie, id } = await signUp();
    const periodEnd = Math.floor((Date.now() + 20 * DAY) / 1000);
    await deliver('customer.subscription.created', {
      id: 'sub_R', object: 'subscription', customer: 'cus_R', status: 'active', cancel_at_period_end: false,
      items: { data: [{ current_period_end: periodEnd, price: { id: 'price_monthly1' } }] }, metadata: { userId: id, tier: 'monthly' },
    });
    const s = await checkout({ ...aGift, months: 3 });
    await deliver('checkout.session.completed', completed(s));
    const code = codeOf(giftMails().at(-1)!.links[0]);
    fake.calls.length = 0;
    fake.fail(500);
    const failed = await redeem(cookie, code).expect(502);
    expect(failed.body.error).toEqual({ code: 'billing-unavailable', message: GIFT.unavailable });
    expect(await status(s.giftId)).toBe('paid');
    fake.fail(null);
    fake.calls.length = 0;
    const res = await redeem(cookie, code).expect(200);
    const until = addMonths(new Date(periodEnd * 1000), 3);
    expect(res.body.until).toBe(until.toISOString());
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST', path: '/v1/subscriptions/sub_R', form: { trial_end: String(until.getTime() / 1000), proration_behavior: 'none' },
    });
  });

  it('starts a member reading on a gift on a paid plan only when the gift ends (a trial until then)', async () => {
    const { cookie } = await signUp();
    const s = await checkout({ ...aGift, months: 3 });
    await deliver('checkout.session.completed', completed(s));
    const gift = await redeem(cookie, codeOf(giftMails().at(-1)!.links[0])).expect(200);
    fake.calls.length = 0;
    await request(full.app).post('/api/billing/checkout').set('Cookie', cookie).send({ tier: 'monthly' }).expect(200);
    const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.form).toMatchObject({ mode: 'subscription', 'subscription_data[trial_end]': String(Math.ceil(Date.parse(gift.body.until) / 1000)) });
    // Without a gift, the first charge is at once.
    const other = await signUp('payer@example.com');
    fake.calls.length = 0;
    await request(full.app).post('/api/billing/checkout').set('Cookie', other.cookie).send({ tier: 'monthly' }).expect(200);
    expect(fake.calls.find((c) => c.path === '/v1/checkout/sessions')!.form).not.toHaveProperty('subscription_data[trial_end]');
  });

  it('checks a code before sign-in: 204 for a redeemable one, the refusal redeeming would give otherwise, rate-limited', async () => {
    const check = (code: unknown, origin?: string) => {
      const req = request(full.app).post('/api/gifts/check');
      return (origin ? req.set('Origin', origin) : req).send({ code });
    };
    const s = await checkout();
    await deliver('checkout.session.completed', completed(s));
    const code = codeOf(giftMails().at(-1)!.links[0]);
    const ok = await check(code).expect(204);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await check('A'.repeat(43)).expect(404)).body.error).toEqual({ code: 'gift-unknown', message: GIFT.codeUnknown });
    expect((await check('').expect(400)).body.error.message).toBe(GIFT.codeMissing);
    expect((await check({ $ne: null }).expect(400)).body.error.message).toBe(GIFT.codeMissing);
    await check(code, 'https://evil.example').expect(403);
    const { cookie } = await signUp();
    await redeem(cookie, code).expect(200);
    expect((await check(code).expect(410)).body.error).toEqual({ code: 'gift-redeemed', message: GIFT.codeUsed });
    const refunded = await checkout();
    await deliver('checkout.session.completed', completed(refunded));
    const refundedCode = codeOf(giftMails().at(-1)!.links[0]);
    await deliver('charge.refunded', { id: 'ch_check', object: 'charge', payment_intent: `pi_${refunded.sessionId}`, metadata: {} });
    expect((await check(refundedCode).expect(410)).body.error.code).toBe('gift-void');
  });

  it('limits code checks from one address to GIFT_CHECKS_PER_IP a window', async () => {
    const limited = await buildFullApp({ db, vars: { PUBLIC_URL, TRUST_PROXY: '1' } });
    try {
      const check = () => request(limited.app).post('/api/gifts/check').set('X-Forwarded-For', '10.9.9.9').send({ code: 'B'.repeat(43) });
      for (let i = 0; i < GIFT_CHECKS_PER_IP; i++) await check().expect(404);
      expect((await check().expect(429)).body.error.code).toBe('quota-exceeded');
      await request(limited.app).post('/api/gifts/check').set('X-Forwarded-For', '10.9.9.10').send({ code: 'B'.repeat(43) }).expect(404);
    } finally {
      await limited.close();
    }
  });

  it('voids a gift refunded before redemption; a refund after it leaves the premium', async () => {
    const s = await checkout();
    await deliver('checkout.session.completed', completed(s));
    const code = codeOf(giftMails().at(-1)!.links[0]);
    await deliver('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: `pi_${s.sessionId}`, refunded: true, metadata: {} });
    expect(await status(s.giftId)).toBe('void');
    const { cookie } = await signUp();
    const res = await redeem(cookie, code).expect(410);
    expect(res.body.error).toEqual({ code: 'gift-void', message: GIFT.codeVoid });

    const t = await checkout();
    await deliver('checkout.session.completed', completed(t));
    await redeem(cookie, codeOf(giftMails().at(-1)!.links[0])).expect(200);
    await deliver('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: `pi_${t.sessionId}`, refunded: true });
    expect(await status(t.giftId)).toBe('redeemed');
  });

  it('keeps a refund that arrives before the completion: no code, no email', async () => {
    const s = await checkout();
    const before = giftMails().length;
    const now = Math.floor(Date.now() / 1000);
    // The charge carries the gift id (our checkout put it on the payment's metadata).
    await deliver('charge.refunded', { id: 'ch_3', object: 'charge', payment_intent: `pi_${s.sessionId}`, metadata: { giftId: s.giftId } }, now);
    await deliver('checkout.session.completed', completed(s), now - 60);
    expect(await status(s.giftId)).toBe('void');
    expect(giftMails()).toHaveLength(before);
  });

  it('applies a replayed completion once (one email, one code)', async () => {
    const s = await checkout();
    const before = giftMails().length;
    const first = await deliver('checkout.session.completed', completed(s), undefined, 'evt_same');
    const replay = await deliver('checkout.session.completed', completed(s), undefined, 'evt_same');
    expect(first.body).toEqual({ received: true });
    expect(replay.body).toEqual({ received: true, duplicate: true });
    // Another event about the same session (a delayed payment's success) changes nothing either.
    await deliver('checkout.session.async_payment_succeeded', completed(s));
    expect(giftMails()).toHaveLength(before + 1);
  });

  it('waits for a delayed payment, then issues the gift', async () => {
    const s = await checkout();
    const before = giftMails().length;
    await deliver('checkout.session.completed', completed(s, { payment_status: 'unpaid' }));
    expect(await status(s.giftId)).toBe('pending');
    await deliver('checkout.session.async_payment_succeeded', completed(s));
    expect(await status(s.giftId)).toBe('paid');
    expect(giftMails()).toHaveLength(before + 1);
  });

  it('ignores refunds of other payments and payment sessions that are not gifts', async () => {
    const res = await deliver('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: 'pi_other' });
    expect(res.body).toEqual({ received: true });
    await deliver('checkout.session.completed', { id: 'cs_other', object: 'checkout.session', mode: 'payment', payment_status: 'paid', metadata: {} });
    const { rows } = await db.query('SELECT * FROM webhook_events WHERE event_type = $1', ['charge.refunded']);
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 400 and unknown or unpaid codes clearly, without calling Stripe', async () => {
    const cases: [object, string][] = [
      [{ ...aGift, months: 6 }, GIFT.unknownOffer], // no price for 6 months
      [{ ...aGift, months: '12' }, GIFT.unknownOffer],
      [{ ...aGift, tier: 'platinum' }, GIFT.unknownOffer],
      [{ ...aGift, tier: '__proto__' }, GIFT.unknownOffer],
      [{ ...aGift, recipientEmail: 'not-an-email' }, GIFT.recipientInvalid],
      [{ ...aGift, recipientEmail: undefined }, GIFT.recipientInvalid],
      [{ ...aGift, fromName: '  ' }, GIFT.fromNameMissing],
      [{ ...aGift, message: 'x'.repeat(501) }, GIFT.messageTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await buy(body).expect(400);
      expect(res.body.error, JSON.stringify(body)).toEqual({ code: 'invalid-input', message });
    }
    expect(fake.calls).toEqual([]);
    await request(full.app).post('/api/gifts/checkout').set('Origin', 'https://evil.example').send(aGift).expect(403);
    await request(full.app).post('/api/gifts/checkout').type('form').send('tier=monthly').expect(415);

    const { cookie } = await signUp();
    expect((await redeem(cookie, '').expect(400)).body.error.message).toBe(GIFT.codeMissing);
    expect((await redeem(cookie, 'A'.repeat(43)).expect(404)).body.error).toEqual({ code: 'gift-unknown', message: GIFT.codeUnknown });
    expect((await redeem(cookie, "x' OR 1=1 --").expect(404)).body.error.code).toBe('gift-unknown');
  });

  it('says so when Stripe fails, and keeps no pending gift', async () => {
    fake.fail(500);
    const res = await buy(aGift).expect(502);
    expect(res.body.error).toEqual({ code: 'billing-unavailable', message: GIFT.unavailable });
    expect((await db.query('SELECT 1 FROM gift_subscriptions')).rows).toHaveLength(0);
  });

  it('renders /gift with the offers, and the thanks and redeem pages', async () => {
    const page = await request(full.app).get('/gift').expect(200);
    expect(page.text).toContain('"giftOffers":[{"tier":"monthly","months":3},{"tier":"monthly","months":12}]');
    expect(page.text).toContain(GIFT.title);
    expect(page.text).not.toContain(GIFT.notOnSale);
    expect(page.text).not.toContain('noindex');
    const thanks = await request(full.app).get('/gift/thanks').expect(200);
    expect(thanks.text).toContain(GIFT.thanksTitle);
    const redeemPage = await request(full.app).get('/gift/redeem?code=qQ7zGiftCodeNotRendered').expect(200);
    expect(redeemPage.text).toContain(GIFT.redeemTitle);
    expect(redeemPage.text).not.toContain('qQ7zGiftCodeNotRendered'); // the code is read in the browser, never rendered
    for (const res of [thanks, redeemPage]) expect(res.text).toMatch(/<meta name="robots" content="noindex"/);
  });

  it('issues a gift code from the operator command, emailed and redeemable', async () => {
    const config = full.config;
    const out: string[] = [];
    const err: string[] = [];
    const cli = (argv: string[]) =>
      runAccountsCli(argv, {
        config: { ...config, DATABASE_URL: 'postgres://unused' }, // skips the data folder's lock: the test's database is injected
        out: (l) => out.push(l),
        err: (l) => err.push(l),
        openAccounts: () => createAccounts({ config, logger: silentLogger, db, mailer: full.accounts.mailer }),
      });
    expect(await cli(['gift-code', 'Gifted@Example.com', '--months', '12'])).toBe(0);
    expect(out[0]).toBe('gifted@example.com: gift code for 12 months issued and emailed');
    const url = out[1].replace('redeem at ', '');
    expect(url.startsWith(`${PUBLIC_URL}/gift/redeem?code=`)).toBe(true);
    const mail = giftMails().at(-1)!;
    expect(mail.to).toContain('gifted@example.com');
    expect(mail.links).toContain(url);
    const { cookie } = await signUp('gifted@example.com');
    const res = await redeem(cookie, codeOf(url)).expect(200);
    expect(res.body.from).toBe('The Colophon');

    for (const argv of [['gift-code', 'x@example.com'], ['gift-code', 'x@example.com', '--months'], ['gift-code', 'x@example.com', '--weeks', '3']]) {
      expect(await cli(argv)).toBe(2);
    }
    expect(await cli(['gift-code', 'x@example.com', '--months=0'])).toBe(1);
    expect(err.at(-1)).toMatch(/--months must be a whole number/);
  });
});

describe.each(backends)('gift subscriptions without Stripe on $name', (backend) => {
  const suite = useFullApp(() => backend.open(), { vars: { PUBLIC_URL } });

  it('redeems nothing for a member whose paid subscription would renew, since Stripe cannot be told to pause it', async () => {
    const signUp = await request(suite.full.app).post('/api/auth/sign-up').send({ email: 'payer@example.com', password: 'password1', firstName: 'P', lastName: 'Q' }).expect(201);
    const cookie = `colophon_session=${cookieValue(signUp, 'colophon_session')}`;
    const userId = signUp.body.user.id as string;
    const until = new Date(Date.now() + 20 * DAY);
    await suite.full.accounts.subscriptions.upsert({ userId, provider: 'stripe', providerRef: 'sub_N', customerRef: 'cus_N', status: 'active', tier: 'monthly', currentPeriodEnd: until, cancelAtPeriodEnd: false, eventAt: new Date() });
    const code = 'C'.repeat(43);
    await suite.db.query(
      `INSERT INTO gift_subscriptions (buyer_name, recipient_email, tier, months, status, created_at, paid_at, code_hash) VALUES ('Ada', 'payer@example.com', 'monthly', 3, 'paid', now(), now(), $1)`,
      [hashToken(code)],
    );
    const res = await request(suite.full.app).post('/api/gifts/redeem').set('Cookie', cookie).send({ code }).expect(503);
    expect(res.body.error).toEqual({ code: 'billing-not-configured', message: GIFT.cannotPause });
    expect((await suite.db.query<{ status: string }>('SELECT status FROM gift_subscriptions WHERE code_hash = $1', [hashToken(code)])).rows[0].status).toBe('paid');
  });

  it('says gifts are not on sale, and the API answers 503 with a message', async () => {
    const page = await request(suite.full.app).get('/gift').expect(200);
    expect(page.text).toContain(GIFT.notOnSale);
    expect(page.text).not.toContain('giftOffers');
    const res = await request(suite.full.app).post('/api/gifts/checkout').send({ tier: 'monthly', months: 12 }).expect(503);
    expect(res.body.error).toEqual({ code: 'gifts-not-on-sale', message: GIFT.notConfigured });
  });
});

describe('STRIPE_GIFT_PRICES', () => {
  it('reads tierKey:months:price_id triples', () => {
    expect(parseStripeGiftPrices(' reader:3:price_a , reader:12:price_b')).toEqual({ 'reader:3': 'price_a', 'reader:12': 'price_b' });
    expect(parseStripeGiftPrices(undefined)).toEqual({});
  });

  it.each([
    ['reader:price_a', /is not tierKey:months:price_id/],
    ['Reader:3:price_a', /must be the tier's title as a slug/],
    ['reader:4:price_a', /is not a gift length: 3, 6, 12 months/],
    ['reader:3:prod_a', /is not a Stripe price id/],
    ['reader:3:price_a,reader:3:price_b', /listed twice/],
  ])('refuses %s', (raw, message) => {
    expect(() => parseStripeGiftPrices(raw)).toThrow(message);
  });

  it('needs STRIPE_SECRET_KEY', () => {
    expect(() => loadConfig({ STRIPE_GIFT_PRICES: 'reader:3:price_a' })).toThrow(/STRIPE_GIFT_PRICES needs STRIPE_SECRET_KEY/);
  });
});
