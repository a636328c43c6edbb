/**
 * /api/billing/* on the whole app (createSiteRouters as server/main.ts wires it), with the `stripe`
 * SDK pointed at a local fake Stripe through STRIPE_API_URL: what we ask Stripe for, and what a
 * member, a visitor and a misconfigured site get back.
 */
import request from 'supertest';
import Stripe from 'stripe';
import { buildFullApp, SECRETS, type FullApp } from '../reliability/full-app.js';
import { CHECKOUT_URL, PORTAL_URL, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.js';
import { backends, resetDb } from './harness.js';
import { cookieValue } from './helpers.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { BILLING } from '../../../shared/premium-messages.js';
import type { Db } from '../../../server/accounts/index.js';

const PUBLIC_URL = 'http://localhost:3000';
const SECRET_KEY = 'sk_test_billing123';
const signer = new Stripe('sk_test_unused');

describe.each(backends)('billing API on $name', (backend) => {
  let db: Db;
  let fake: FakeStripe;
  let full: FullApp;
  beforeAll(async () => {
    db = await backend.open();
    fake = await startFakeStripe();
    full = await buildFullApp({
      db,
      vars: { PUBLIC_URL, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PRICES: 'monthly:price_monthly1', STRIPE_API_URL: fake.url },
    });
  });
  afterAll(async () => {
    await full.close();
    await fake.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    fake.calls.length = 0;
    fake.fail(null);
  });

  const signUp = async (email = 'reader@example.com') => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'Ada', lastName: 'Reader' }).expect(201);
    return { cookie: `colophon_session=${cookieValue(res, 'colophon_session')}`, id: res.body.user.id as string };
  };
  const checkout = (cookie: string | null, body: object = { tier: 'monthly' }) => {
    const req = request(full.app).post('/api/billing/checkout');
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const portal = (cookie: string | null) => {
    const req = request(full.app).post('/api/billing/portal');
    return (cookie ? req.set('Cookie', cookie) : req).send({});
  };
  const deliver = (type: string, object: object, created = Math.floor(Date.now() / 1000)) => {
    const body = JSON.stringify({ id: `evt_${created}_${Math.random().toString(36).slice(2)}`, object: 'event', type, created, data: { object } });
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: SECRETS.stripe });
    return request(full.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body).expect(200);
  };
  /** What Stripe's Checkout completion tells us: this member is customer cus_A. */
  const linkCustomer = (userId: string) =>
    deliver('checkout.session.completed', {
      id: 'cs_1', object: 'checkout.session', mode: 'subscription', customer: 'cus_A', subscription: 'sub_A',
      client_reference_id: userId, customer_details: { email: 'someone-else@example.com' }, payment_status: 'paid',
    });

  it('tells the pages which tiers Stripe sells', async () => {
    const page = await request(full.app).get('/subscribe').expect(200);
    expect(page.text).toContain('"billingTiers":["monthly"]');
  });

  it('creates a subscription-mode Checkout Session for a signed-in member and answers its url', async () => {
    const { cookie, id } = await signUp();
    const res = await checkout(cookie).expect(200);
    expect(res.body).toEqual({ url: CHECKOUT_URL });
    expect(res.headers['cache-control']).toBe('no-store');
    // A member we know no customer for: Stripe is asked whether it knows the address, then Checkout.
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/customers', 'POST /v1/checkout/sessions']);
    expect(fake.calls[0].form).toMatchObject({ email: 'reader@example.com', limit: '1' });
    const call = fake.calls[1];
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${SECRET_KEY}` });
    expect(call.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly1',
      'line_items[0][quantity]': '1',
      customer_email: 'reader@example.com',
      client_reference_id: id,
      'metadata[userId]': id,
      'metadata[tier]': 'monthly',
      'subscription_data[metadata][userId]': id,
      'subscription_data[metadata][tier]': 'monthly',
      success_url: `${PUBLIC_URL}/account?checkout=success`,
      cancel_url: `${PUBLIC_URL}/subscribe`,
    });
    expect(call.form.customer).toBeUndefined();
  });

  it('reuses the Stripe customer a member already has', async () => {
    const { cookie, id } = await signUp();
    await linkCustomer(id);
    await checkout(cookie).expect(200);
    expect(fake.calls.map((c) => c.path)).toEqual(['/v1/checkout/sessions']); // no search: we know the customer
    expect(fake.calls[0].form).toMatchObject({ customer: 'cus_A', client_reference_id: id });
    expect(fake.calls[0].form.customer_email).toBeUndefined();
  });

  it('reuses a customer Stripe already has for the member\'s address', async () => {
    const { cookie } = await signUp('known@example.com');
    fake.customers.set('known@example.com', 'cus_known');
    try {
      await checkout(cookie).expect(200);
    } finally {
      fake.customers.clear();
    }
    const session = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({ customer: 'cus_known' });
    expect(session.form.customer_email).toBeUndefined();
  });

  it('answers a visitor 401 (204 for their subscription) and an unknown tier 400, without calling Stripe', async () => {
    const visitor = await checkout(null).expect(401);
    expect(visitor.body.error).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
    await portal(null).expect(401);
    // Signed out is an answer for the account page, not a failed load in the reader's console (issue 32).
    await request(full.app).get('/api/billing/subscription').expect(204, '');
    const { cookie } = await signUp();
    for (const body of [{ tier: 'platinum' }, { tier: '__proto__' }, { tier: 'toString' }, { tier: 42 }, {}]) {
      const res = await checkout(cookie, body).expect(400);
      expect(res.body.error).toEqual({ code: 'invalid-input', message: BILLING.unknownTier });
    }
    expect(fake.calls).toEqual([]);
  });

  it('refuses another site\'s page (CSRF) and a non-JSON body', async () => {
    const { cookie } = await signUp();
    await checkout(cookie).set('Origin', 'https://evil.example').expect(403);
    await request(full.app).post('/api/billing/checkout').set('Cookie', cookie).type('form').send('tier=monthly').expect(415);
    expect(fake.calls).toEqual([]);
  });

  it('says so when Stripe fails, rather than a 500', async () => {
    const { cookie } = await signUp();
    fake.fail(500);
    const res = await checkout(cookie).expect(502);
    expect(res.body.error).toEqual({ code: 'billing-unavailable', message: BILLING.unavailable });
  });

  it('opens the billing portal for the member\'s customer, returning to /account', async () => {
    const { cookie, id } = await signUp();
    const none = await portal(cookie).expect(409);
    expect(none.body.error).toEqual({ code: 'no-billing-account', message: BILLING.noBillingAccount });
    expect(fake.calls).toEqual([]);

    await linkCustomer(id);
    expect((await portal(cookie).expect(200)).body).toEqual({ url: PORTAL_URL });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ path: '/v1/billing_portal/sessions', form: { customer: 'cus_A', return_url: `${PUBLIC_URL}/account` } });
  });

  it('shows a member their plan, status and renewal date, privately', async () => {
    const { cookie, id } = await signUp();
    const free = await request(full.app).get('/api/billing/subscription').set('Cookie', cookie).expect(200);
    expect(free.headers['cache-control']).toBe('no-store');
    expect(free.body).toEqual({
      user: { email: 'reader@example.com', firstName: 'Ada', lastName: 'Reader', isPremium: false },
      subscription: null,
      canManageBilling: false,
    });

    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    await deliver('customer.subscription.created', {
      id: 'sub_A', object: 'subscription', customer: 'cus_A', status: 'active', cancel_at_period_end: false,
      items: { data: [{ current_period_end: periodEnd, price: { id: 'price_monthly1' } }] },
      metadata: { userId: id, tier: 'monthly' },
    });
    const paid = await request(full.app).get('/api/billing/subscription').set('Cookie', cookie).expect(200);
    expect(paid.body).toEqual({
      user: { email: 'reader@example.com', firstName: 'Ada', lastName: 'Reader', isPremium: true },
      // 'Monthly' is the tier's title on the fixture subscribe page.
      subscription: { tier: 'monthly', plan: 'Monthly', status: 'active', currentPeriodEnd: new Date(periodEnd * 1000).toISOString(), endsAtPeriodEnd: false },
      canManageBilling: true,
    });
  });
});

describe.each(backends)('billing API without Stripe on $name', (backend) => {
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

  it('leaves the tiers to their embeds', async () => {
    const page = await request(full.app).get('/subscribe').expect(200);
    expect(page.text).not.toContain('billingTiers');
  });

  it('answers checkout and portal 503 with a clear message; the account summary still works', async () => {
    const res = await request(full.app).post('/api/auth/sign-up').send({ email: 'x@example.com', password: 'password1', firstName: 'X', lastName: 'Y' }).expect(201);
    const cookie = `colophon_session=${cookieValue(res, 'colophon_session')}`;
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const answer = await request(full.app).post(path).set('Cookie', cookie).send({ tier: 'monthly' }).expect(503);
      expect(answer.body.error).toEqual({ code: 'billing-not-configured', message: BILLING.notConfigured });
    }
    await full.accounts.subscriptions.grant(res.body.user.id);
    const summary = await request(full.app).get('/api/billing/subscription').set('Cookie', cookie).expect(200);
    expect(summary.body.subscription).toMatchObject({ plan: BILLING.complimentaryPlan, status: 'active', currentPeriodEnd: null });
    expect(summary.body.canManageBilling).toBe(false);
  });
});

describe('billing API rate limits', () => {
  it('answers 429 past the per-address limit, before calling Stripe', async () => {
    const fake = await startFakeStripe();
    const full = await buildFullApp({
      vars: { PUBLIC_URL, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PRICES: 'monthly:price_monthly1', STRIPE_API_URL: fake.url },
      rateLimits: { perIp: 2 },
    });
    try {
      const res = await request(full.app).post('/api/auth/sign-up').send({ email: 'r@example.com', password: 'password1', firstName: 'R', lastName: 'L' }).expect(201);
      const cookie = `colophon_session=${cookieValue(res, 'colophon_session')}`;
      for (let i = 0; i < 2; i++) await request(full.app).post('/api/billing/checkout').set('Cookie', cookie).send({ tier: 'monthly' }).expect(200);
      const refused = await request(full.app).post('/api/billing/checkout').set('Cookie', cookie).send({ tier: 'monthly' }).expect(429);
      expect(refused.body.error.code).toBe('quota-exceeded');
      expect(fake.calls.filter((c) => c.path === '/v1/checkout/sessions')).toHaveLength(2);
    } finally {
      await full.close();
      await fake.close();
    }
  });
});
