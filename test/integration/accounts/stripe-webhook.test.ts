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

/** The event types we act on (applyStripeEvent's cases), each with the state it describes. */
type Kind = 'checkout' | 'created' | 'updated' | 'deleted' | 'failed';
const KINDS: Kind[] = ['checkout', 'created', 'updated', 'deleted', 'failed'];
/** The subscription's stored status after both events; 'none' when there is no row. Premium iff 'active'. */
type Outcome = 'active' | 'past_due' | 'canceled' | 'none';
type Table = Record<`${Kind} then ${Kind}`, [earlier: Outcome, same: Outcome, later: Outcome]>;

/**
 * A delivered at T, then B at T-1 / T / T+1, on a member whose subscription Stripe already made
 * active an hour before: checkout.session.completed (paid) says nothing newer than that; created and
 * updated say active; deleted says canceled; invoice.payment_failed says past due. What Stripe
 * would answer if asked: a deleted subscription is canceled for good, whatever else arrives and
 * whenever it is stamped; otherwise the newer event wins, and in the same second past due wins over
 * active (a failure within the second of a recovery is rarer than the reverse, and the next event
 * settles it). Every row reads the same as its mirror (B then A, with the times reversed): the
 * outcome never depends on the delivery order.
 */
const EXISTING_SUBSCRIBER: Table = {
  'checkout then checkout': ['active', 'active', 'active'],
  'checkout then created': ['active', 'active', 'active'],
  'checkout then updated': ['active', 'active', 'active'],
  'checkout then deleted': ['canceled', 'canceled', 'canceled'],
  'checkout then failed': ['past_due', 'past_due', 'past_due'],
  'created then checkout': ['active', 'active', 'active'],
  'created then created': ['active', 'active', 'active'],
  'created then updated': ['active', 'active', 'active'],
  'created then deleted': ['canceled', 'canceled', 'canceled'],
  'created then failed': ['active', 'past_due', 'past_due'],
  'updated then checkout': ['active', 'active', 'active'],
  'updated then created': ['active', 'active', 'active'],
  'updated then updated': ['active', 'active', 'active'],
  'updated then deleted': ['canceled', 'canceled', 'canceled'],
  'updated then failed': ['active', 'past_due', 'past_due'],
  'deleted then checkout': ['canceled', 'canceled', 'canceled'],
  'deleted then created': ['canceled', 'canceled', 'canceled'],
  'deleted then updated': ['canceled', 'canceled', 'canceled'],
  'deleted then deleted': ['canceled', 'canceled', 'canceled'],
  'deleted then failed': ['canceled', 'canceled', 'canceled'],
  'failed then checkout': ['past_due', 'past_due', 'past_due'],
  'failed then created': ['past_due', 'past_due', 'active'],
  'failed then updated': ['past_due', 'past_due', 'active'],
  'failed then deleted': ['canceled', 'canceled', 'canceled'],
  'failed then failed': ['past_due', 'past_due', 'past_due'],
};

/**
 * The same pairs as a subscription's first events (nothing stored yet). Checkout makes the row
 * (active, provisionally: any subscription event overrides it). A failed invoice of a subscription we
 * have never seen is acknowledged and dropped (it may belong to anything else sold on the Stripe
 * account); Stripe sends customer.subscription.updated (past due) with a failed renewal, and that one
 * finds the member. So only the rows starting with 'failed' differ from the table above, and they
 * alone may depend on the delivery order.
 */
const FIRST_EVENTS: Table = {
  ...EXISTING_SUBSCRIBER,
  'failed then checkout': ['active', 'active', 'active'],
  'failed then created': ['active', 'active', 'active'],
  'failed then updated': ['active', 'active', 'active'],
  'failed then failed': ['none', 'none', 'none'],
};

const OFFSETS = [-1, 0, 1] as const;

describe('the expected outcomes of two Stripe events', () => {
  it('do not depend on the delivery order for a known subscription', () => {
    for (const a of KINDS) {
      for (const b of KINDS) {
        OFFSETS.forEach((_, i) => expect([a, b, i, EXISTING_SUBSCRIBER[`${a} then ${b}`][i]]).toEqual([a, b, i, EXISTING_SUBSCRIBER[`${b} then ${a}`][2 - i]]));
      }
    }
  });
});

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
    try {
      expect((await status(cookie)).body).toEqual({ active: false });
      expect((await request(h.app).get('/api/auth/me').set('Cookie', cookie)).body.user.isPremium).toBe(false);
    } finally {
      h.advance(-2 * DAY * 1000); // the clock is the suite's: later tests expect the real date
    }
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

  describe('two events about one subscription, in either order and at any pair of timestamps', () => {
    const T = now() - 60;
    let n = 0;
    /** One event of `kind` about the case's own subscription, stamped `at`. */
    const eventOf = (kind: Kind, at: number, c: { sub: string; userId: string }) => {
      const sub = (status: string) => subscription({ id: c.sub, customer: `cus_${c.sub}`, status, metadata: { userId: c.userId } });
      switch (kind) {
        case 'checkout':
          return event('checkout.session.completed', {
            id: `cs_${c.sub}`, object: 'checkout.session', mode: 'subscription', customer: `cus_${c.sub}`, subscription: c.sub,
            client_reference_id: c.userId, payment_status: 'paid',
          }, at);
        case 'created':
          return event('customer.subscription.created', sub('active'), at);
        case 'updated':
          return event('customer.subscription.updated', sub('active'), at);
        case 'deleted':
          return event('customer.subscription.deleted', sub('canceled'), at);
        case 'failed':
          return event('invoice.payment_failed', { id: `in_${c.sub}`, object: 'invoice', parent: { subscription_details: { subscription: c.sub } } }, at);
      }
    };
    const outcomes = async (existing: boolean) => {
      const seen: Partial<Table> = {};
      for (const a of KINDS) {
        for (const b of KINDS) {
          const row: Outcome[] = [];
          for (const offset of OFFSETS) {
            const c = { sub: `sub_case${++n}`, userId: (await h.accounts.users.create({ email: `case${n}@example.com` }))!.id };
            if (existing) await deliver(eventOf('created', T - 3600, c)).expect(200);
            await deliver(eventOf(a, T, c)).expect(200);
            await deliver(eventOf(b, T + offset, c)).expect(200);
            const stored = await db.query<{ status: string }>('SELECT status FROM subscriptions WHERE provider_ref = $1', [c.sub]);
            const outcome = (stored.rows[0]?.status ?? 'none') as Outcome;
            expect([a, b, offset, await h.accounts.subscriptions.isActive(c.userId)]).toEqual([a, b, offset, outcome === 'active']);
            row.push(outcome);
          }
          seen[`${a} then ${b}`] = row as Table[keyof Table];
        }
      }
      return seen;
    };

    it('on an existing subscriber: a deletion is final, otherwise the newer wins, past due on a tie', async () => {
      expect(await outcomes(true)).toEqual(EXISTING_SUBSCRIBER);
    }, 60_000);

    it('as a subscription\'s first events', async () => {
      expect(await outcomes(false)).toEqual(FIRST_EVENTS);
    }, 60_000);
  });

  it('deleted, then updated (active) stamped the same second: not premium, and a replayed deletion is a duplicate', async () => {
    const cookie = await signUp('payer@example.com');
    const T = now() - 10;
    await deliver(event('customer.subscription.created', subscription(), T - 60)).expect(200);
    const endsAt = now() + 3 * DAY;
    const itemsEnding = (end: number) => ({ data: [{ current_period_end: end, price: { id: 'price_1', lookup_key: 'premium-monthly' } }] });
    const deleted = event('customer.subscription.deleted', subscription({ status: 'canceled', items: itemsEnding(endsAt) }), T);
    await deliver(deleted).expect(200, { received: true });
    await deliver(event('customer.subscription.updated', subscription({ items: itemsEnding(endsAt + 30 * DAY) }), T)).expect(200);
    expect((await status(cookie)).body).toEqual({ active: false });
    expect((await request(h.app).get('/api/auth/me').set('Cookie', cookie)).body.user.isPremium).toBe(false);

    expect((await deliver(deleted).expect(200)).body).toEqual({ received: true, duplicate: true });
    expect((await status(cookie)).body).toEqual({ active: false });
    // Nor does anything stamped later revive it; the row keeps what the deletion said.
    await deliver(event('customer.subscription.updated', subscription({ items: itemsEnding(endsAt + 60 * DAY) }), T + 5)).expect(200);
    await deliver(event('invoice.payment_failed', { id: 'in_9', object: 'invoice', subscription: 'sub_123' }, T + 6)).expect(200);
    expect((await status(cookie)).body).toEqual({ active: false });
    const row = await db.query<{ status: string; current_period_end: Date }>('SELECT status, current_period_end FROM subscriptions');
    expect(row.rows.map((r) => [r.status, new Date(r.current_period_end).getTime()])).toEqual([['canceled', endsAt * 1000]]);
  });

  it('applies a deletion that arrives after a newer update', async () => {
    const cookie = await signUp('payer@example.com');
    await deliver(event('customer.subscription.updated', subscription(), now())).expect(200);
    await deliver(event('customer.subscription.deleted', subscription({ status: 'canceled' }), now() - 30)).expect(200);
    expect((await status(cookie)).body).toEqual({ active: false });
    expect(await rows()).toEqual([{ status: 'canceled', tier: 'premium-monthly' }]);
  });

  it('in the same second, the status further along the lifecycle wins whichever arrives last', async () => {
    const T = now() - 10;
    // [earlier in the lifecycle, later]: checkout's incomplete → active, a trial ending, a failed renewal.
    const pairs = [['incomplete', 'active'], ['trialing', 'active'], ['incomplete', 'trialing'], ['active', 'past_due'], ['past_due', 'unpaid']];
    for (const [i, [first, then]] of pairs.entries()) {
      for (const order of [[first, then], [then, first]]) {
        const id = `sub_${i}_${order[0]}`;
        const customer = { id: `cus_${id}`, email: `${id}@example.com` };
        for (const s of order) await deliver(event('customer.subscription.updated', subscription({ id, customer, status: s }), T)).expect(200);
        const stored = await db.query<{ status: string }>('SELECT status FROM subscriptions WHERE provider_ref = $1', [id]);
        expect([order, stored.rows[0]?.status]).toEqual([order, then]);
      }
    }
  });

  it('refuses an event stamped, or signed, more than five minutes in the future with a 400, and takes a little skew', async () => {
    const cookie = await signUp('payer@example.com');
    const ahead = await deliver(event('customer.subscription.created', subscription(), now() + 3600)).expect(400);
    expect(ahead.body).toEqual({ error: { code: 'timestamp-in-future', message: 'Stripe event is dated in the future; check this server’s clock.' } });
    const body = JSON.stringify(event('customer.subscription.created', subscription()));
    const signedAhead = stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp: now() + 3600 });
    const res = await request(h.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signedAhead).send(body);
    expect([res.status, res.body.error?.code]).toEqual([400, 'timestamp-in-future']);
    // As a signature an hour old is (Stripe's replay window).
    const signedBefore = stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp: now() - 3600 });
    await request(h.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signedBefore).send(body).expect(400);
    expect((await db.query('SELECT * FROM webhook_events')).rows).toEqual([]);
    expect((await status(cookie)).body).toEqual({ active: false });

    // A minute ahead is clock skew, and an event created days ago is a retry: both are taken.
    await deliver(event('customer.subscription.created', subscription(), now() + 60)).expect(200);
    await deliver(event('customer.subscription.updated', subscription(), now() - 3 * DAY)).expect(200);
    expect((await status(cookie)).body).toEqual({ active: true });
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
