/**
 * A local stand-in for api.stripe.com: the `stripe` SDK is pointed at it (STRIPE_API_URL, i.e. the
 * SDK's host/port/protocol options) and it records every request it receives (form body, or the
 * query of a GET), so tests assert what we asked Stripe for. Answers Checkout and billing-portal
 * session creation, the customer search by email, a subscription's update, coupons (an offer's
 * discount: POST /v1/coupons) and a price's lookup (GET /v1/prices/:id, its currency: PRICE_CURRENCY).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  /** The form body as Stripe's encoding writes it: `line_items[0][price]` → `price_…`. */
  form: Record<string, string>;
  authorization: string | undefined;
  /** What the fake answered (a Checkout Session's id, for the webhook a test then sends). */
  answer?: { id?: string };
}

export interface FakeStripe {
  url: string;
  calls: StripeCall[];
  /** The next answers fail with this status and Stripe's error shape (until `fail(null)`). */
  fail(status: number | null): void;
  /** Customers Stripe knows, by email (what `GET /v1/customers?email=` finds). */
  customers: Map<string, string>;
  close(): Promise<void>;
}

export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_fake';
export const PORTAL_URL = 'https://billing.stripe.test/p/session/test_fake';
/** Every price the fake knows is in this currency. */
export const PRICE_CURRENCY = 'eur';

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  let failWith: number | null = null;
  const customers = new Map<string, string>();
  let seq = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const [path, query = ''] = (req.url ?? '').split('?');
      if (req.method === 'GET') Object.assign(form, Object.fromEntries(new URLSearchParams(query)));
      const call: StripeCall = { method: req.method ?? '', path, form, authorization: req.headers.authorization };
      calls.push(call);
      const send = (status: number, body: object) => {
        call.answer = body;
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++seq}` });
        res.end(JSON.stringify(body));
      };
      if (failWith) return send(failWith, { error: { type: 'api_error', message: 'Fake Stripe failure' } });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        return send(200, { id: `cs_test_${seq}`, object: 'checkout.session', mode: form.mode, url: CHECKOUT_URL });
      }
      if (req.method === 'GET' && path === '/v1/customers') {
        const id = customers.get(form.email ?? '');
        return send(200, { object: 'list', url: '/v1/customers', has_more: false, data: id ? [{ id, object: 'customer', email: form.email }] : [] });
      }
      const subscription = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
      if (req.method === 'POST' && subscription) {
        return send(200, { id: subscription[1], object: 'subscription', status: form.trial_end ? 'trialing' : 'active', trial_end: Number(form.trial_end) || null });
      }
      if (req.method === 'POST' && path === '/v1/coupons') {
        return send(200, {
          id: `coupon_fake_${seq}`,
          object: 'coupon',
          percent_off: form.percent_off ? Number(form.percent_off) : null,
          amount_off: form.amount_off ? Number(form.amount_off) : null,
          currency: form.currency ?? null,
          duration: form.duration,
          duration_in_months: form.duration_in_months ? Number(form.duration_in_months) : null,
          name: form.name ?? null,
        });
      }
      const price = /^\/v1\/prices\/([A-Za-z0-9_]+)$/.exec(path);
      if (req.method === 'GET' && price) {
        return send(200, { id: price[1], object: 'price', currency: PRICE_CURRENCY, unit_amount: 900, recurring: { interval: 'month' } });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, { id: `bps_${seq}`, object: 'billing_portal.session', customer: form.customer, url: PORTAL_URL });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    customers,
    fail: (status) => {
      failWith = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
