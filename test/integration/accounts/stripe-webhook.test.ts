import request from 'supertest';
import Stripe from 'stripe';
import { backends, createHarness, resetDb, type Harness } from './harness.js';
import { cookieValue } from './helpers.js';
import type { Db } from '../../../server/accounts/index.js';

const SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unused');
const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

let seq = 0;
function event(type: string, object: object, created = now()) {
  return { id: `evt_${++seq}_${Date.now()}`, object: 'event', type, created, api_version: '2025-09-30', data: { object } };
}

function subscription(overrides: object = {}) {
  return {
    id: 'sub_123',
    object: 'subscription',
    customer: { id: 'cus_123', object: 'customer', email: 'Payer@Example.com' },
    status: 'active',
    items: { data: [{ current_period_end: now() + 30 * DAY, price: { id: 'price_1', lookup_key: 'premium-monthly' } }] },
    metadata: {},
    ...overrides,
  };
}

describe.each(backends)('Stripe webhook on $name', (backend) => {
  let db: Db;
  let h: Harness;
  beforeAll(async () => {
    db = await backend.open();
    h = await createHarness(db, { stripeSecret: SECRET });
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });
  beforeEach(() => resetDb(db));

  const deliver = (payload: object, secret = SECRET) => {
    const body = JSON.stringify(payload);
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    return request(h.app)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(body);
  };
  const status = (cookie: string) =>
    request(h.app).post('/api/auth/check-subscription-status').set('Cookie', cookie).send({}).expect(200);
  const signUp = async (email: string) => {
    const res = await request(h.app).post('/api/auth/sign-up').send({ email, password: 'password1', firstName: 'P', lastName: 'Q' });
    return `colophon_session=${cookieValue(res, 'colophon_session')}`;
  };
  const rows = async () =>
    (await db.query<{ status: string; tier: string }>('SELECT status, tier FROM subscriptions')).rows;

  it('makes a member premium from a signed subscription event; a replay changes nothing', async () => {
    const cookie = await signUp('payer@example.com');
    expect((await status(cookie)).body).toEqual({ active: false });

    const created = event('customer.subscription.created', subscription());
    expect((await deliver(created).expect(200)).body).toEqual({ received: true });
    expect((await status(cookie)).body).toEqual({ active: true });
    expect((await request(h.app).get('/api/auth/me').set('Cookie', cookie)).body.user.isPremium).toBe(true);
    expect(await rows()).toEqual([{ status: 'active', tier: 'premium-monthly' }]);

    const cancelled = event('customer.subscription.deleted', subscription({ status: 'canceled' }));
    await deliver(cancelled).expect(200);
    expect((await status(cookie)).body).toEqual({ active: false });

    // Stripe redelivers the creation: it must not resurrect the subscription.
    expect((await deliver(created).expect(200)).body).toEqual({ received: true, duplicate: true });
    expect((await status(cookie)).body).toEqual({ active: false });
    expect(await rows()).toEqual([{ status: 'canceled', tier: 'premium-monthly' }]);
  });

  it('ignores an older state that arrives after a newer one', async () => {
    const cookie = await signUp('payer@example.com');
    await deliver(event('customer.subscription.deleted', subscription({ status: 'canceled' }), now())).expect(200);
    await deliver(event('customer.subscription.updated', subscription(), now() - 60)).expect(200);
    expect((await status(cookie)).body).toEqual({ active: false });
  });

  it('creates the member for an unknown email and follows checkout, then subscription events by customer id', async () => {
    const checkout = event('checkout.session.completed', {
      id: 'cs_1', object: 'checkout.session', mode: 'subscription', customer: 'cus_9', subscription: 'sub_9',
      customer_details: { email: 'New.Reader@example.com' }, payment_status: 'paid',
    });
    await deliver(checkout).expect(200);
    const user = await db.query<{ email: string; password_hash: string | null }>('SELECT email, password_hash FROM users');
    expect(user.rows).toEqual([{ email: 'new.reader@example.com', password_hash: null }]);

    // The subscription object only names the customer id; the checkout linked it to the member.
    const sub = subscription({ id: 'sub_9', customer: 'cus_9', status: 'past_due' });
    await deliver(event('customer.subscription.updated', sub)).expect(200);
    expect(await rows()).toEqual([{ status: 'past_due', tier: 'premium-monthly' }]);
  });

  it('asks Stripe to retry a subscription event for a customer it cannot match yet', async () => {
    const res = await deliver(event('customer.subscription.created', subscription({ customer: 'cus_unknown' }))).expect(409);
    expect(res.body.error.code).toBe('unknown-customer');
    expect((await db.query('SELECT * FROM webhook_events')).rows).toEqual([]);
  });

  it('answers 200 to event types it does not act on', async () => {
    await deliver(event('invoice.paid', { id: 'in_1', object: 'invoice' })).expect(200, { received: true });
  });

  it('refuses a bad signature, a missing one and a tampered body with 400', async () => {
    const payload = event('customer.subscription.created', subscription());
    const bad = await deliver(payload, 'whsec_wrong').expect(400);
    expect(bad.body).toEqual({ error: { code: 'invalid-signature', message: 'Invalid Stripe signature' } });
    await request(h.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').send(JSON.stringify(payload)).expect(400);
    const body = JSON.stringify(payload);
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    await request(h.app)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(body.replace('active', 'trialing'))
      .expect(400);
    expect((await db.query('SELECT * FROM users')).rows).toEqual([]);
  });

  it('refuses a signed payload of an unexpected shape with 400', async () => {
    const res = await deliver(event('customer.subscription.updated', { id: 42 })).expect(400);
    expect(res.body.error.message).toBe('Unexpected Stripe event payload');
    await deliver(event('customer.subscription.updated', subscription({ id: 'sub_\u0000' }))).expect(400);
    await deliver({ ...event('invoice.paid', {}), id: 'evt_\u0000' }).expect(400);
    await deliver({ ...event('invoice.paid', {}), created: 'yesterday' }).expect(400);
    expect((await db.query('SELECT * FROM webhook_events')).rows).toEqual([]);
  });

  it('takes premium away when a renewal payment fails, unless a newer event already restored it', async () => {
    const cookie = await signUp('payer@example.com');
    await deliver(event('customer.subscription.created', subscription(), now() - 120)).expect(200);
    // API versions since 2025-03-31 name the subscription under parent.subscription_details.
    const failed = event('invoice.payment_failed', {
      id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_123' } },
    }, now() - 60);
    expect((await deliver(failed).expect(200)).body).toEqual({ received: true });
    expect((await status(cookie)).body).toEqual({ active: false });
    expect(await rows()).toEqual([{ status: 'past_due', tier: 'premium-monthly' }]);

    // The retry succeeded (subscription back to active); an older failure (older API shape) arriving late changes nothing.
    await deliver(event('customer.subscription.updated', subscription(), now())).expect(200);
    await deliver(event('invoice.payment_failed', { id: 'in_0', object: 'invoice', subscription: 'sub_123' }, now() - 90)).expect(200);
    expect((await status(cookie)).body).toEqual({ active: true });
    // A failed invoice of a subscription we never saw is acknowledged and ignored.
    await deliver(event('invoice.payment_failed', { id: 'in_2', object: 'invoice', subscription: 'sub_unknown' })).expect(200);
    expect((await db.query('SELECT count(*)::int AS n FROM subscriptions')).rows).toEqual([{ n: 1 }]);
  });

  it('keeps a cancelled member premium until the period ends, then not, even if the deletion event is late', async () => {
    const cookie = await signUp('payer@example.com');
    const endsTomorrow = subscription({
      cancel_at_period_end: true,
      items: { data: [{ current_period_end: now() + DAY, price: { id: 'price_1', lookup_key: 'premium-monthly' } }] },
    });
    await deliver(event('customer.subscription.updated', endsTomorrow)).expect(200);
    expect((await status(cookie)).body).toEqual({ active: true });
    h.advance(2 * DAY * 1000);
    expect((await status(cookie)).body).toEqual({ active: false });
    expect((await request(h.app).get('/api/auth/me').set('Cookie', cookie)).body.user.isPremium).toBe(false);
  });

  it('finds the member by the id our checkout put in the metadata, whatever email Stripe has', async () => {
    const res = await request(h.app).post('/api/auth/sign-up').send({ email: 'member@example.com', password: 'password1', firstName: 'P', lastName: 'Q' });
    const cookie = `colophon_session=${cookieValue(res, 'colophon_session')}`;
    const sub = subscription({ customer: { id: 'cus_new', email: 'card.holder@example.com' }, metadata: { userId: res.body.user.id, tier: 'reader' } });
    await deliver(event('customer.subscription.created', sub)).expect(200);
    expect((await status(cookie)).body).toEqual({ active: true });
    expect((await db.query('SELECT email FROM users ORDER BY email')).rows).toEqual([{ email: 'member@example.com' }]);
    expect(await rows()).toEqual([{ status: 'active', tier: 'reader' }]);
  });

  it('leaves a premium member premium when a cancellation arrives with a bad signature', async () => {
    const cookie = await signUp('payer@example.com');
    await deliver(event('customer.subscription.created', subscription())).expect(200);
    await deliver(event('customer.subscription.deleted', subscription({ status: 'canceled' })), 'whsec_forged').expect(400);
    expect((await status(cookie)).body).toEqual({ active: true });
    expect((await db.query('SELECT count(*)::int AS n FROM webhook_events')).rows).toEqual([{ n: 1 }]);
  });
});

describe.each(backends)('Stripe webhook without a secret on $name', (backend) => {
  it('answers 503 not configured', async () => {
    const db = await backend.open();
    const h = await createHarness(db);
    try {
      const res = await request(h.app).post('/api/webhooks/stripe').set('Stripe-Signature', 't=1,v1=x').send('{}').expect(503);
      expect(res.body).toEqual({ error: { code: 'not-configured', message: 'Stripe webhooks are not configured' } });
    } finally {
      await h.close();
      await db.close();
    }
  });
});
