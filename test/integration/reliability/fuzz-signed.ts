/**
 * Hostile bodies that carry valid credentials, so they get past the signature and token checks and
 * reach the parsers and handlers behind them: the publish webhook, the Studio's newsletter sends
 * (Sanity-signed), the mail provider's events (Mailgun-signed, in the body), the Stripe webhook and
 * the admin route. Without these the fuzz would only ever see 401/403 from those endpoints.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import Stripe from 'stripe';
import type { Prng } from '../../support/prng.js';
import { DEEP_JSON } from './fuzz-bodies.js';
import { mailgunSignature } from '../../../server/newsletters/events.js';
import type { FuzzRequest } from './fuzz-inputs.js';

export interface Credentials {
  sanityWebhookSecret: string;
  stripeWebhookSecret: string;
  mailgunSigningKey: string;
  adminToken: string;
}

/** `body` as a Mailgun event's `event-data` (as parsed, or the text itself), with a valid signature. */
function mailgunBody(rng: Prng, key: string, body: string): string {
  let eventData: unknown;
  try {
    eventData = JSON.parse(body);
  } catch {
    eventData = body;
  }
  if (rng.chance(0.5)) {
    const odd = [null, 1, 'x', [], {}, { $ne: 1 }, 'a'.repeat(500), 'not an address', 'a@b.co', true];
    eventData = { event: rng.pick(['failed', 'complained', 'delivered', odd[1]]), severity: rng.pick(['permanent', 'temporary', odd[0]]), recipient: rng.pick(odd), 'delivery-status': rng.pick(odd) };
  }
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = rng.string(50);
  return JSON.stringify({ signature: { timestamp, token, signature: mailgunSignature(key, timestamp, token) }, 'event-data': eventData });
}

const stripe = new Stripe('sk_test_unused');

function payloads(rng: Prng): string[] {
  const id = `evt_${rng.string(12)}`;
  const odd = [null, 1, 'x', [], {}, { $ne: 1 }, 'a'.repeat(500), -1, 1e308, true];
  return [
    DEEP_JSON,
    '{',
    ' ',
    'null',
    '[]',
    '"x"',
    JSON.stringify({ _id: rng.pick(odd) }),
    JSON.stringify({ id, type: rng.pick(odd), created: rng.pick(odd), data: rng.pick(odd) }),
    JSON.stringify({ id: rng.pick(odd), type: 'customer.subscription.updated', created: 1, data: { object: rng.pick(odd) } }),
    JSON.stringify({ id, type: 'customer.subscription.updated', created: 1, data: { object: { id: 'sub_1', customer: rng.pick(odd), status: rng.pick(odd), items: rng.pick(odd) } } }),
    JSON.stringify({ id, type: 'checkout.session.completed', created: 1, data: { object: { customer_details: { email: rng.pick(odd) }, subscription: rng.pick(odd) } } }),
    `{"__proto__":{"polluted":true},"id":"${id}","type":"x","created":1}`,
    JSON.stringify({ id: `${id}_nodata`, type: rng.pick(['customer.subscription.deleted', 'checkout.session.completed']), created: 1 }),
    JSON.stringify({ id: `${id}_null`, type: 'customer.subscription.created', created: 1, data: rng.pick([null, 'x', 1]) }),
  ];
}

/** Signed (or token-carrying) requests with hostile bodies, `rounds` times over the payload list. */
export async function signedRequests(rng: Prng, creds: Credentials, rounds: number): Promise<FuzzRequest[]> {
  const out: FuzzRequest[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const body of payloads(rng)) {
      const json = { 'Content-Type': rng.pick(['application/json', 'text/plain', 'application/octet-stream']) };
      out.push({
        category: 'body',
        method: 'POST',
        url: '/api/revalidate',
        headers: { ...json, [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), creds.sanityWebhookSecret) },
        body,
      });
      out.push({
        category: 'body',
        method: 'POST',
        url: '/api/newsletters/sends',
        headers: { ...json, [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), creds.sanityWebhookSecret) },
        body,
      });
      out.push({ category: 'body', method: 'POST', url: '/api/newsletters/events', headers: json, body: mailgunBody(rng, creds.mailgunSigningKey, body) });
      out.push({
        category: 'body',
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { ...json, 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret: creds.stripeWebhookSecret }) },
        body,
      });
      if (body.length < 10_000) {
        out.push({
          category: 'body',
          method: 'POST',
          url: `/api/admin/accounts/${rng.pick(['list', 'grant-premium', 'revoke-premium', 'nope', '%E0%80'])}`,
          headers: { 'Content-Type': 'application/json', 'x-colophon-admin-token': creds.adminToken },
          body,
        });
      }
    }
  }
  return out;
}
