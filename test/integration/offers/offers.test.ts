/**
 * Offers and trials on the whole app (createSiteRouters as server/main.ts wires it), with the `stripe`
 * SDK pointed at a local fake Stripe (STRIPE_API_URL): the operator's create-offer and end-offer with
 * every bad input, /offer/CODE and its 404s (unknown, ended, past its date, used up), checkout with the
 * offer's coupon or trial, the redemption counted by the webhook (not on the click), a tier's default
 * trial, and the site without Stripe. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import request from 'supertest';
import Stripe from 'stripe';
import { buildFullApp, SECRETS, type FullApp } from '../reliability/full-app.js';
import { CHECKOUT_URL, PRICE_CURRENCY, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.js';
import { backends, resetDb, silentLogger } from '../accounts/harness.js';
import { cookieValue } from '../accounts/helpers.js';
import { createAccounts, type Db } from '../../../server/accounts/index.js';
import { runAccountsCli } from '../../../server/cli/accounts.js';
import { OFFER } from '../../../shared/offer-messages.js';
import { BILLING } from '../../../shared/premium-messages.js';

const PUBLIC_URL = 'http://localhost:3000';
const signer = new Stripe('sk_test_unused');
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(backends)('offers and trials on $name', (backend) => {
  let db: Db;
  let fake: FakeStripe;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    fake = await startFakeStripe();
    full = await buildFullApp({
      db,
      vars: {
        PUBLIC_URL,
        STRIPE_SECRET_KEY: 'sk_test_offers123',
        STRIPE_PRICES: 'monthly:price_monthly1',
        STRIPE_YEARLY_PRICES: 'monthly:price_yearly1',
        STRIPE_TRIAL_DAYS: 'monthly:7',
        STRIPE_API_URL: fake.url,
      },
    });
  });
  afterAll(async () => {
    await full.close();
    await fake.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    await db.query('TRUNCATE offers, offer_redemptions CASCADE');
    fake.calls.length = 0;
    fake.fail(null);
  });

  const cli = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAccountsCli(argv, {
      config: { ...full.config, DATABASE_URL: 'postgres://unused' }, // skips the data folder's lock: the test's database is injected
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      openAccounts: () => createAccounts({ config: full.config, logger: silentLogger, db, mailer: full.accounts.mailer }),
    });
    return { code, out, err };
  };
  const signUp = async (email = 'reader@example.com') => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Ada', lastName: 'L' }).expect(201);
    return { cookie: `colophon_session=${cookieValue(res, 'colophon_session')}`, id: res.body.user.id as string };
  };
  const offerCheckout = (cookie: string | null, body: object) => {
    const req = request(full.app).post('/api/offers/checkout').set('Origin', PUBLIC_URL);
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  let eventSeq = 0;
  const deliver = (type: string, object: object) => {
    const body = JSON.stringify({ id: `evt_offer_${++eventSeq}_${Date.now()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: SECRETS.stripe });
    return request(full.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body).expect(200);
  };
  const sessionCalls = () => fake.calls.filter((c) => c.path === '/v1/checkout/sessions');
  const couponCalls = () => fake.calls.filter((c) => c.path === '/v1/coupons');
  const redemptions = async (code: string) =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM offer_redemptions WHERE code = $1', [code])).rows[0].n);

  describe('create-offer and end-offer', () => {
    it('creates an offer and prints its terms and landing page; end-offer ends it', async () => {
      const ends = isoDay(Date.now() + 30 * DAY);
      const made = await cli(['create-offer', '--code', 'spring25', '--percent', '25', '--months', '3', '--tier', 'monthly', '--ends', ends, '--limit', '100']);
      expect(made).toMatchObject({ code: 0, err: [] });
      expect(made.out[0]).toBe(`SPRING25: 25% off for 3 month(s), monthly, monthly, until ${ends}T23:59:59.999Z; 0 of 100 redeemed`);
      expect(made.out[1]).toBe(`landing page: ${PUBLIC_URL}/offer/SPRING25`);
      const ended = await cli(['end-offer', 'Spring25']);
      expect(ended.code).toBe(0);
      expect(ended.out[1]).toBe(`${PUBLIC_URL}/offer/SPRING25 now answers 404`);
      const again = await cli(['end-offer', 'SPRING25']); // ending again changes nothing
      expect(again.code).toBe(0);
    });

    it.each([
      ['a negative percent', ['--percent', '-5'], OFFER.percentRange],
      ['a percent above 100', ['--percent', '101'], OFFER.percentRange],
      ['a fractional percent', ['--percent', '12.5'], OFFER.percentRange],
      ['both a percent and a trial', ['--percent', '10', '--trial-days', '14'], OFFER.oneKind],
      ['no discount and no trial', [], OFFER.oneKind],
      ['an amount with three decimals', ['--amount', '4.505'], OFFER.amountRange],
      ['a negative amount', ['--amount', '-4'], OFFER.amountRange],
      ['zero trial days', ['--trial-days', '0'], OFFER.trialRange],
      ['months with a trial', ['--trial-days', '14', '--months', '2'], OFFER.monthsWithTrial],
      ['months out of range', ['--percent', '10', '--months', '40'], OFFER.monthsRange],
      ['a date that does not exist', ['--percent', '10', '--ends', '2031-02-31'], OFFER.endsInvalid],
      ['a date that is not one', ['--percent', '10', '--ends', 'next tuesday'], OFFER.endsInvalid],
      ['a date in the past', ['--percent', '10', '--ends', '2020-01-01'], OFFER.endsInvalid],
      ['an unknown cadence', ['--percent', '10', '--cadence', 'weekly'], OFFER.cadenceInvalid],
      ['a tier that is not a key', ['--percent', '10', '--tier', 'Gold Tier'], OFFER.tierInvalid],
      ['a limit of zero', ['--percent', '10', '--limit', '0'], OFFER.limitRange],
    ])('refuses %s with a clear message', async (_what, options, message) => {
      const res = await cli(['create-offer', '--code', 'BAD1', ...options]);
      expect(res).toEqual({ code: 1, out: [], err: [message] });
      expect((await db.query('SELECT code FROM offers')).rows).toEqual([]);
    });

    it('refuses a bad code, a code in use, an unknown option and ending an unknown offer', async () => {
      expect((await cli(['create-offer', '--code', 'no spaces!', '--percent', '10'])).err).toEqual([OFFER.codeInvalid]);
      expect((await cli(['create-offer', '--code', 'TAKEN', '--percent', '10'])).code).toBe(0);
      expect(await cli(['create-offer', '--code', 'taken', '--trial-days', '5'])).toEqual({ code: 1, out: [], err: [OFFER.exists('TAKEN')] });
      const unknownOption = await cli(['create-offer', '--code', 'X', '--percent', '10', '--forever']);
      expect(unknownOption.code).toBe(2);
      expect(unknownOption.err[0]).toMatch(/^usage: .*create-offer --code CODE/);
      expect((await cli(['create-offer', '--percent', '10'])).code).toBe(2); // no code
      expect(await cli(['end-offer', 'NOPE'])).toEqual({ code: 1, out: [], err: [OFFER.notFound('NOPE')] });
      expect((await cli(['end-offer'])).code).toBe(2);
    });
  });

  describe('/offer/CODE', () => {
    it('shows what the offer gives, for how long, with a button per tier; never cached', async () => {
      await cli(['create-offer', '--code', 'SPRING25', '--percent', '25', '--months', '3', '--ends', isoDay(Date.now() + 30 * DAY)]);
      const page = await request(full.app).get('/offer/spring25').expect(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.text).toContain(OFFER.headline('percent', 25, 3, null));
      expect(page.text).toContain(OFFER.title('SPRING25'));
      expect(page.text).toMatch(/<meta name="robots" content="noindex"/);
      const data = await request(full.app).get('/_data/offer/SPRING25').expect(200);
      expect(data.headers['cache-control']).toBe('private, no-store');
      expect(data.body.data).toMatchObject({ code: 'SPRING25', kind: 'percent', value: 25, months: 3, tiers: [{ key: 'monthly', title: 'Monthly' }], onSale: true });
      expect(sessionCalls()).toEqual([]); // looking costs Stripe nothing
    });

    it('names an amount off in the price\'s currency', async () => {
      await cli(['create-offer', '--code', 'FIVER', '--amount', '4.50']);
      const data = await request(full.app).get('/_data/offer/FIVER').expect(200);
      expect(data.body.data).toMatchObject({ kind: 'amount', value: 450, months: 1, currency: PRICE_CURRENCY });
      const page = await request(full.app).get('/offer/FIVER').expect(200);
      expect(page.text).toContain(OFFER.headline('amount', 450, 1, PRICE_CURRENCY));
    });

    it('answers 404 with a link to /subscribe for an unknown, ended, past or used-up offer', async () => {
      await cli(['create-offer', '--code', 'ENDED', '--percent', '10']);
      await cli(['end-offer', 'ENDED']);
      await cli(['create-offer', '--code', 'PAST', '--percent', '10']);
      await db.query(`UPDATE offers SET ends_at = now() - interval '1 hour' WHERE code = 'PAST'`);
      await cli(['create-offer', '--code', 'ONCE', '--trial-days', '14', '--limit', '1']);
      const { id } = await signUp();
      await deliver('checkout.session.completed', {
        id: 'cs_once', object: 'checkout.session', mode: 'subscription', subscription: 'sub_once', customer: 'cus_once',
        payment_status: 'no_payment_required', client_reference_id: id, metadata: { userId: id, tier: 'monthly', offer: 'ONCE' },
      });
      for (const code of ['NOPE', 'ENDED', 'PAST', 'ONCE', 'not%20a%20code']) {
        const page = await request(full.app).get(`/offer/${code}`).expect(404);
        expect(page.text).toContain(OFFER.unavailableTitle);
        expect(page.text).toContain('href="/subscribe"');
        const data = await request(full.app).get(`/_data/offer/${code}`).expect(404);
        expect(data.body).toEqual({ error: { status: 404, message: 'Not Found' } });
      }
    });
  });

  describe('checkout', () => {
    it('opens Checkout with the coupon, made once per offer; counts the redemption when Stripe confirms it, once', async () => {
      await cli(['create-offer', '--code', 'SPRING25', '--percent', '25', '--months', '3']);
      const { cookie, id } = await signUp();
      const res = await offerCheckout(cookie, { code: 'spring25', tier: 'monthly' }).expect(200);
      expect(res.body).toEqual({ url: CHECKOUT_URL });
      expect(res.headers['cache-control']).toBe('no-store');
      // What brought the member: the offer (npm run accounts -- report conversions).
      const sources = await full.accounts.db.query<{ event: string; path: string; via: string }>('SELECT event, path, via FROM member_sources WHERE user_id = $1', [id]);
      expect(sources.rows).toContainEqual({ event: 'checkout', path: '/offer/SPRING25', via: 'offer' });
      expect(couponCalls()).toHaveLength(1);
      expect(couponCalls()[0].form).toMatchObject({ percent_off: '25', duration: 'repeating', duration_in_months: '3', 'metadata[offer]': 'SPRING25' });
      const coupon = couponCalls()[0].answer!.id!;
      const session = sessionCalls()[0].form;
      expect(session).toMatchObject({
        mode: 'subscription',
        'line_items[0][price]': 'price_monthly1',
        'discounts[0][coupon]': coupon,
        'metadata[offer]': 'SPRING25',
        'metadata[userId]': id,
        'subscription_data[metadata][offer]': 'SPRING25',
        // The tier's default trial comes with a discount offer too (STRIPE_TRIAL_DAYS).
        'subscription_data[trial_period_days]': '7',
        cancel_url: `${PUBLIC_URL}/offer/SPRING25`,
      });
      expect(await redemptions('SPRING25')).toBe(0); // a click is not a redemption

      await offerCheckout(cookie, { code: 'SPRING25', tier: 'monthly' }).expect(200);
      expect(couponCalls()).toHaveLength(1); // the kept coupon
      expect(sessionCalls()[1].form['discounts[0][coupon]']).toBe(coupon);

      const completed = {
        id: 'cs_spring', object: 'checkout.session', mode: 'subscription', subscription: 'sub_spring', customer: 'cus_spring',
        payment_status: 'paid', client_reference_id: id, metadata: { userId: id, tier: 'monthly', offer: 'SPRING25' },
      };
      await deliver('checkout.session.completed', completed);
      await deliver('checkout.session.completed', completed); // a second delivery (new event id) of the same session
      expect(await redemptions('SPRING25')).toBe(1);
      const unpaid = { ...completed, id: 'cs_unpaid', subscription: 'sub_unpaid', payment_status: 'unpaid' };
      await deliver('checkout.session.completed', unpaid);
      expect(await redemptions('SPRING25')).toBe(1);
    });

    it('makes an amount coupon in the price\'s currency, a yearly offer on the yearly price, a trial without coupon', async () => {
      await cli(['create-offer', '--code', 'FIVER', '--amount', '5', '--months', '2', '--cadence', 'yearly']);
      await cli(['create-offer', '--code', 'TRY14', '--trial-days', '14']);
      const { cookie } = await signUp();
      await offerCheckout(cookie, { code: 'FIVER', tier: 'monthly' }).expect(200);
      expect(fake.calls.some((c) => c.method === 'GET' && c.path === '/v1/prices/price_yearly1')).toBe(true);
      expect(couponCalls()[0].form).toMatchObject({ amount_off: '500', currency: PRICE_CURRENCY, duration: 'repeating', duration_in_months: '2' });
      expect(sessionCalls()[0].form['line_items[0][price]']).toBe('price_yearly1');

      fake.calls.length = 0;
      await offerCheckout(cookie, { code: 'TRY14', tier: 'monthly' }).expect(200);
      expect(couponCalls()).toEqual([]);
      const form = sessionCalls()[0].form;
      expect(form['subscription_data[trial_period_days]']).toBe('14');
      expect(form['discounts[0][coupon]']).toBeUndefined();
    });

    it('refuses an unknown, ended or used-up offer, a wrong tier, a visitor and a bad body', async () => {
      await cli(['create-offer', '--code', 'ENDED', '--percent', '10']);
      await cli(['end-offer', 'ENDED']);
      await cli(['create-offer', '--code', 'READERS', '--percent', '10', '--tier', 'reader']);
      await cli(['create-offer', '--code', 'ONCE', '--percent', '10', '--limit', '1']);
      const { cookie, id } = await signUp();
      await db.query(`INSERT INTO offer_redemptions (session_id, code, user_id, redeemed_at) VALUES ('cs_x', 'ONCE', $1, now())`, [id]);
      const unknown = await offerCheckout(cookie, { code: 'NOPE', tier: 'monthly' }).expect(404);
      expect(unknown.body.error).toEqual({ code: 'offer-unknown', message: OFFER.unknown });
      expect((await offerCheckout(cookie, { code: 'ENDED', tier: 'monthly' }).expect(410)).body.error).toEqual({ code: 'offer-ended', message: OFFER.ended });
      expect((await offerCheckout(cookie, { code: 'ONCE', tier: 'monthly' }).expect(410)).body.error).toEqual({ code: 'offer-used-up', message: OFFER.usedUp });
      expect((await offerCheckout(cookie, { code: 'READERS', tier: 'monthly' }).expect(400)).body.error.message).toBe(OFFER.wrongTier);
      expect((await offerCheckout(cookie, { code: 'ONCE', tier: 'gold' }).expect(410)).body.error.code).toBe('offer-used-up');
      await cli(['create-offer', '--code', 'ANY', '--percent', '10']);
      expect((await offerCheckout(cookie, { code: 'ANY', tier: 'gold' }).expect(400)).body.error.message).toBe(BILLING.unknownTier);
      expect((await offerCheckout(null, { code: 'ANY', tier: 'monthly' }).expect(401)).body.error.code).toBe('unauthenticated');
      expect((await offerCheckout(cookie, { tier: 'monthly' }).expect(400)).body.error.message).toBe(OFFER.unknown);
      expect((await offerCheckout(cookie, { code: 'ANY' }).expect(400)).body.error.message).toBe(BILLING.unknownTier);
      expect(sessionCalls()).toEqual([]);
    });

    it('gives a tier its default trial on /subscribe\'s own checkout', async () => {
      const { cookie } = await signUp();
      await request(full.app).post('/api/billing/checkout').set('Origin', PUBLIC_URL).set('Cookie', cookie).send({ tier: 'monthly' }).expect(200);
      expect(sessionCalls()[0].form['subscription_data[trial_period_days]']).toBe('7');
      expect(sessionCalls()[0].form.cancel_url).toBe(`${PUBLIC_URL}/subscribe`);
    });
  });
});

describe('offers without Stripe', () => {
  let full: FullApp;
  beforeAll(async () => {
    full = await buildFullApp({ vars: { PUBLIC_URL } });
    await full.accounts.db.query(`INSERT INTO offers (code, source, kind, value) VALUES ('SPRING25', 'cli', 'percent', 25)`);
  });
  afterAll(() => full.close());

  it('says offers are not on sale on the page, and checkout answers 503', async () => {
    const page = await request(full.app).get('/offer/SPRING25').expect(200);
    expect(page.text).toContain(OFFER.notOnSale);
    const data = await request(full.app).get('/_data/offer/SPRING25').expect(200);
    expect(data.body.data).toMatchObject({ onSale: false, tiers: [] });
    await request(full.app).get('/offer/UNKNOWN').expect(404);
    const res = await request(full.app).post('/api/auth/sign-up').send({ email: 'a@example.com', password: 'password1', firstName: 'A', lastName: 'B' }).expect(201);
    const cookie = `colophon_session=${cookieValue(res, 'colophon_session')}`;
    const refused = await request(full.app).post('/api/offers/checkout').set('Origin', PUBLIC_URL).set('Cookie', cookie).send({ code: 'SPRING25', tier: 'monthly' }).expect(503);
    expect(refused.body.error).toEqual({ code: 'offers-not-on-sale', message: OFFER.notConfigured });
  });
});
