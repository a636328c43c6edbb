/**
 * A cancelled Stripe subscription must stay cancelled, against the production server in a process
 * of its own. Stripe stamps events to the second and does not promise delivery order, so a
 * deletion and an update (status active) can carry the same `created`; whichever arrives last, the
 * member who cancelled is not premium, and a redelivered deletion (a duplicate) changes nothing.
 * An event stamped in the future is refused, as one signed too long ago is.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { createPgSchema, type PgSchema } from '../../support/pg-schema.js';
import { bundleServer, startServerProcess, type ServerBundle, type ServerProcess } from '../../support/server-process.js';

const SECRET = 'whsec_attack_order';
const stripe = new Stripe('sk_test_unused');
const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DATABASE = process.env.TEST_DATABASE_URL;

/** The server's own PGlite in its data folder; PostgreSQL too when TEST_DATABASE_URL is set. */
const databases = [{ name: 'PGlite' }, ...(DATABASE ? [{ name: 'PostgreSQL', url: DATABASE }] : [])];

let bundle: ServerBundle;
beforeAll(async () => {
  bundle = await bundleServer();
}, 30_000);
afterAll(() => bundle?.remove());

describe.each(databases)('the production server on $name', (database: { name: string; url?: string }) => {
  let server: ServerProcess;
  let schema: PgSchema | undefined;

  beforeAll(async () => {
    schema = database.url ? await createPgSchema(database.url, 'attack') : undefined;
    server = await startServerProcess(bundle.entry, { STRIPE_WEBHOOK_SECRET: SECRET, ...(schema ? { DATABASE_URL: schema.url, SESSION_SECRET: randomBytes(32).toString('hex') } : {}) }, 20_000);
  }, 30_000);

  afterAll(async () => {
    await server?.stop();
    await schema?.drop();
  });

  let seq = 0;
  const event = (type: string, object: object, created: number) =>
    ({ id: `evt_attack_${++seq}_${Date.now()}`, object: 'event', type, created, api_version: '2025-09-30', data: { object } });

  async function deliver(payload: object, timestamp?: number) {
    const body = JSON.stringify(payload);
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, ...(timestamp ? { timestamp } : {}) });
    const res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async function signUp(email: string) {
    const res = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: 'password1', firstName: 'A', lastName: 'B' }),
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('colophon_session='))!.split(';')[0]!;
    const { user } = (await res.json()) as { user: { id: string } };
    return { cookie, userId: user.id };
  }

  async function premium(cookie: string) {
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
    const status = await fetch(`${server.url}/api/auth/check-subscription-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: '{}',
    });
    const meBody = (await me.json()) as { user: { isPremium: boolean } };
    const statusBody = (await status.json()) as { active: boolean };
    return { me: meBody.user.isPremium, checkSubscriptionStatus: statusBody.active };
  }

  const subscription = (id: string, userId: string, status: string) => ({
    id,
    object: 'subscription',
    customer: `cus_${id}`,
    status,
    items: { data: [{ current_period_end: nowSeconds() + 30 * DAY, price: { id: 'price_1', lookup_key: 'premium-monthly' } }] },
    metadata: { userId },
  });

  it('deleted then updated (active) in the same second: the member is not premium, and a replayed deletion is a duplicate', async () => {
    const { cookie, userId } = await signUp('cancelled@example.com');
    const T = nowSeconds();
    expect((await deliver(event('customer.subscription.created', subscription('sub_attack', userId, 'active'), T - 60))).status).toBe(200);
    expect(await premium(cookie)).toEqual({ me: true, checkSubscriptionStatus: true });

    const deleted = event('customer.subscription.deleted', subscription('sub_attack', userId, 'canceled'), T);
    expect(await deliver(deleted)).toEqual({ status: 200, body: { received: true } });
    expect(await premium(cookie)).toEqual({ me: false, checkSubscriptionStatus: false });

    // Same `created` as the deletion, delivered after it.
    expect((await deliver(event('customer.subscription.updated', subscription('sub_attack', userId, 'active'), T))).status).toBe(200);
    expect(await premium(cookie)).toEqual({ me: false, checkSubscriptionStatus: false });

    expect(await deliver(deleted)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await premium(cookie)).toEqual({ me: false, checkSubscriptionStatus: false });
  }, 20_000);

  it('refuses an event stamped, or signed, far in the future with a 400 and changes nothing', async () => {
    const { cookie, userId } = await signUp('future@example.com');
    const future = nowSeconds() + DAY;
    const ahead = await deliver(event('customer.subscription.created', subscription('sub_future', userId, 'active'), future));
    expect(ahead.status).toBe(400);
    expect(ahead.body).toEqual({ error: { code: 'timestamp-in-future', message: expect.stringMatching(/future/) } });
    const signedAhead = await deliver(event('customer.subscription.created', subscription('sub_future', userId, 'active'), nowSeconds()), future);
    expect(signedAhead.status).toBe(400);
    expect(await premium(cookie)).toEqual({ me: false, checkSubscriptionStatus: false });
  }, 20_000);
});
