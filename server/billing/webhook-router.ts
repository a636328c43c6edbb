/**
 * POST /api/webhooks/stripe: Stripe's signed subscription events feed the subscriptions table.
 * Needs the raw body for the signature, so the app must mount this router BEFORE any global JSON
 * body parser. Each event id is applied once; replays answer 200 with duplicate: true.
 *
 * Signatures are checked with the SDK's webhook helper, `Stripe.webhooks` (through
 * stripe-gateway.ts's verifyStripeEvent). It makes no API calls and needs no API key, so this router
 * takes no Stripe client: the webhook works with or without STRIPE_SECRET_KEY, and the app's one
 * client (stripe-gateway.ts) stays the only one built.
 */
import express, { type RequestHandler, type Router } from 'express';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Accounts } from '../accounts/index.js';
import { InvalidInputError, ServiceUnavailableError } from '../domain-errors.js';
import { MESSAGES } from '../accounts/response-texts.js';
import { applyStripeEvent, recordWebhookEvent } from './stripe-events.js';
import { STRIPE, stripeId } from './stripe-payloads.js';
import { verifyStripeEvent } from './stripe-gateway.js';

export interface StripeWebhookDeps {
  config: Pick<Config, 'STRIPE_WEBHOOK_SECRET' | 'PUBLIC_URL'>;
  accounts: Accounts;
  logger: Logger;
}

/** Stripe events are small; 512 kB is generous and still refuses floods early. */
const rawBody = express.raw({ type: () => true, limit: '512kb' });

/**
 * Seconds a Stripe signature may be old (the SDK refuses older ones: a captured delivery cannot be
 * replayed later) and, symmetrically, how far ahead of our clock a signature or an event's
 * `created` may be. Stripe stamps and signs an event before sending it, so a time further ahead
 * than clock skew means our clock or the sender is wrong; accepted, it would do lasting harm, since
 * events are ordered by `created` and one stamped tomorrow would outrank every genuine event until
 * then. Five minutes is Stripe's own default and ample for clocks kept by NTP. Refused with a 400,
 * which Stripe retries for days: once the clocks agree, the event goes through.
 */
export const STRIPE_TIMESTAMP_TOLERANCE_S = 300;

/** The signing times (`t=`) of a Stripe-Signature header, in seconds. */
const signedAt = (header: string) =>
  header.split(',').flatMap((part) => {
    const [key, value] = part.split('=');
    return key?.trim() === 't' && /^\d+$/.test(value?.trim() ?? '') ? [Number(value)] : [];
  });

export function createStripeWebhookRouter({ config, accounts, logger }: StripeWebhookDeps): Router {
  const r = express.Router();
  r.post('/api/webhooks/stripe', rawBody, handleEvent(config.STRIPE_WEBHOOK_SECRET, config.PUBLIC_URL, accounts, logger));
  return r;
}

/** Signed by Stripe, but still checked before its id and type reach the database (a signed `null` is JSON too). */
function isEventShaped(parsed: unknown): boolean {
  if (typeof parsed !== 'object' || parsed === null) return false;
  const event = parsed as { id: unknown; type: unknown; created: unknown; data: unknown };
  const typeOk = typeof event.type === 'string' && /^[a-z0-9_.]{1,100}$/.test(event.type);
  const dataOk = typeof event.data === 'object' && event.data !== null;
  return typeOk && dataOk && stripeId.safeParse(event.id).success && Number.isInteger(event.created);
}

function handleEvent(secret: string | undefined, publicUrl: string, accounts: Accounts, logger: Logger): RequestHandler {
  const gifts = { mailer: accounts.mailer, publicUrl };
  return async (req, res) => {
    if (!secret) throw new ServiceUnavailableError('not-configured', MESSAGES.stripeNotConfigured);
    if (!Buffer.isBuffer(req.body)) {
      // Someone parsed the body first; the signature cannot be checked on re-serialised JSON.
      logger.error('Stripe webhook body was already parsed: mount the webhook router before express.json()');
      throw new Error('Stripe webhook received a parsed body');
    }
    const signature = req.get('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('missing signature');
      event = verifyStripeEvent(req.body, signature, secret, STRIPE_TIMESTAMP_TOLERANCE_S);
    } catch {
      throw new InvalidInputError(MESSAGES.stripeBadSignature, 'invalid-signature');
    }
    if (!isEventShaped(event)) throw new InvalidInputError(MESSAGES.stripeBadPayload);
    const latest = Math.floor(Date.now() / 1000) + STRIPE_TIMESTAMP_TOLERANCE_S;
    if (event.created > latest || signedAt(signature).some((t) => t > latest)) {
      logger.warn({ eventId: event.id, type: event.type, created: event.created }, 'Stripe event dated in the future: is the clock right?');
      throw new InvalidInputError(MESSAGES.stripeFutureTimestamp, 'timestamp-in-future');
    }
    const outcome = await accounts.transaction(async (tx) => {
      if (!(await recordWebhookEvent(tx.db, STRIPE, event))) return 'duplicate' as const;
      return (await applyStripeEvent(tx, event, gifts)) ? ('applied' as const) : ('ignored' as const);
    });
    logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    res.json(outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true });
  };
}
