/**
 * POST /api/newsletters/events: the mail provider's delivery events (docs/features/newsletters.md#bounces-and-complaints).
 * The format is Mailgun's webhook: a JSON body `{"signature": {"timestamp", "token", "signature"},
 * "event-data": {"event", "severity", "recipient", ...}}`, the signature the hex HMAC-SHA256 of
 * `timestamp + token` under the webhook signing key (NEWSLETTER_EVENTS_SIGNING_KEY).
 *
 * - A permanent failure (`failed`, severity `permanent`: a hard bounce, or an address the provider
 *   itself drops) and a spam complaint (`complained`) suppress the recipient from every later send
 *   (./suppressions.ts); doing so twice changes nothing. Every other event is accepted and ignored.
 * - A signature older (or newer) than REPLAY_WINDOW_S is refused: a captured request cannot be
 *   played back later. Within the window a replay can only suppress an address already suppressed.
 * - 503 without the key, 400 for a body that is not such an event, 401 for a bad or stale
 *   signature; never a 500 for anything the caller sends.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import type { Queryable } from '../accounts/db.js';
import { DomainError, InvalidInputError, ServiceUnavailableError } from '../domain-errors.js';
import { isValidEmail } from '../../shared/validation.js';
import { NEWSLETTER_EVENTS } from '../../shared/newsletter-webhook-messages.js';
import { suppress, type SuppressionReason } from './suppressions.js';

/** How far a signature's timestamp may be from now, either way. */
export const REPLAY_WINDOW_S = 5 * 60;

export interface NewsletterEventsDeps {
  /** NEWSLETTER_EVENTS_SIGNING_KEY: unset, the endpoint answers 503. */
  signingKey: string | undefined;
  db: Queryable;
  now: () => Date;
  logger: Logger;
}

/** What a verified event does. */
export type EventOutcome = { action: 'suppressed' | 'already-suppressed'; reason: SuppressionReason } | { action: 'ignored' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Mailgun's signature check: hex HMAC-SHA256 of timestamp + token, compared in constant time. */
export function validMailgunSignature(key: string, timestamp: string, token: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', key).update(timestamp + token).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Signs as Mailgun does (tests, and an operator trying the endpoint with curl). */
export function mailgunSignature(key: string, timestamp: string, token: string): string {
  return createHmac('sha256', key).update(timestamp + token).digest('hex');
}

/** The suppression an event calls for, or null: failed+permanent is a bounce, complained a complaint. */
export function suppressionOf(event: Record<string, unknown>): { reason: SuppressionReason; detail: string } | null {
  const name = text(event.event).toLowerCase();
  if (name === 'complained') return { reason: 'complaint', detail: 'complained' };
  if (name === 'failed' && text(event.severity).toLowerCase() === 'permanent') {
    const status = isObject(event['delivery-status']) ? event['delivery-status'] : {};
    const said = [text(status.code), text(status.message) || text(status.description)].filter(Boolean).join(' ');
    return { reason: 'bounce', detail: ['failed/permanent', text(event.reason), said].filter(Boolean).join(': ') };
  }
  return null;
}

export function createNewsletterEventsRouter(deps: NewsletterEventsDeps): Router {
  const r = express.Router();
  r.post('/api/newsletters/events', express.text({ type: () => true, limit: '1mb' }), async (req, res) => {
    if (!deps.signingKey) throw new ServiceUnavailableError('events-disabled', NEWSLETTER_EVENTS.disabled);
    let body: unknown;
    try {
      body = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      throw new InvalidInputError(NEWSLETTER_EVENTS.notJson);
    }
    if (!isObject(body)) throw new InvalidInputError(NEWSLETTER_EVENTS.notJson);

    const sig = isObject(body.signature) ? body.signature : {};
    const [timestamp, token, signature] = [text(sig.timestamp), text(sig.token), text(sig.signature)];
    if (!/^\d{1,12}$/.test(timestamp) || !token || !validMailgunSignature(deps.signingKey, timestamp, token, signature)) {
      throw new DomainError('unauthenticated', 'invalid-signature', NEWSLETTER_EVENTS.badSignature);
    }
    if (Math.abs(deps.now().getTime() / 1000 - Number(timestamp)) > REPLAY_WINDOW_S) {
      throw new DomainError('unauthenticated', 'stale-signature', NEWSLETTER_EVENTS.stale(REPLAY_WINDOW_S / 60));
    }

    const event = body['event-data'];
    if (!isObject(event) || !text(event.event)) throw new InvalidInputError(NEWSLETTER_EVENTS.noEventData);
    const suppression = suppressionOf(event);
    if (!suppression) {
      res.json({ action: 'ignored' } satisfies EventOutcome);
      return;
    }
    const recipient = text(event.recipient).trim().toLowerCase();
    if (!isValidEmail(recipient)) throw new InvalidInputError(NEWSLETTER_EVENTS.badRecipient);
    const added = await suppress(deps.db, recipient, suppression.reason, suppression.detail);
    // The domain only: the log is no list of readers' addresses.
    deps.logger.info({ reason: suppression.reason, domain: recipient.split('@')[1], added }, 'newsletter events: address suppressed');
    res.json({ action: added ? 'suppressed' : 'already-suppressed', reason: suppression.reason } satisfies EventOutcome);
  });
  return r;
}
