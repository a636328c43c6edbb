/**
 * Applies verified Stripe events to the subscriptions table, and hands a gift's events to
 * server/gifts/stripe-events.ts. Payloads are read through the loose schemas of stripe-payloads.ts.
 */
import { z } from 'zod';
import type { AccountServices } from '../accounts/index.js';
import type { Queryable } from '../accounts/db.js';
import { ConflictError, InvalidInputError } from '../domain-errors.js';
import { MESSAGES } from '../accounts/response-texts.js';
import type { GiftMailDeps } from '../gifts/service.js';
import { applyGiftCheckout, applyRefund } from '../gifts/stripe-events.js';
import { recordRedemption } from '../offers/offers.js';
import { DELETED_ACCOUNT_KEY, emailOf, idOf, metadata, parse, ref, STRIPE, stripeId, text, type StripeEventLike } from './stripe-payloads.js';

/** checkout.session.completed carries no period end; this grace holds until the subscription event. */
export const CHECKOUT_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

const price = z.looseObject({ id: stripeId, lookup_key: text.nullish(), nickname: text.nullish() });
const subscriptionSchema = z.looseObject({
  id: stripeId,
  customer: ref,
  status: z.string().regex(/^[a-z_]{1,40}$/),
  // Before API version 2025-03-31 the period end sat on the subscription; since, on its items.
  current_period_end: z.number().nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  items: z.looseObject({ data: z.array(z.looseObject({ current_period_end: z.number().nullish(), price: price.nullish() })) }).nullish(),
  metadata,
});

const checkoutSchema = z.looseObject({
  id: stripeId.nullish(),
  mode: z.string().nullish(),
  customer: ref.nullish(),
  customer_email: text.nullish(),
  customer_details: z.looseObject({ email: text.nullish() }).nullish(),
  subscription: ref.nullish(),
  payment_status: z.string().nullish(),
  client_reference_id: text.nullish(),
  metadata,
});

const invoiceSchema = z.looseObject({
  // Before API version 2025-03-31 on the invoice; since, under parent.subscription_details.
  subscription: ref.nullish(),
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: ref.nullish() }).nullish() }).nullish(),
});

/** Records the event id; false when it was already processed (a replay or a concurrent retry). */
export async function recordWebhookEvent(db: Queryable, provider: string, event: StripeEventLike): Promise<boolean> {
  const { rows } = await db.query<{ event_id: string }>(
    `INSERT INTO webhook_events (provider, event_id, event_type) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING event_id`,
    [provider, event.id, event.type],
  );
  return rows.length === 1;
}

/** Our member id as our own checkout put it (client_reference_id, metadata.userId), if it names a member. */
async function knownMember(s: AccountServices, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  return (await s.users.findById(id))?.id ?? null;
}

async function applySubscription(s: AccountServices, event: StripeEventLike): Promise<boolean> {
  const sub = parse(subscriptionSchema, event.data.object);
  const customerRef = idOf(sub.customer);
  // The subscription of an account its member deleted (it runs to its period's end): nobody to
  // update, and its address must not make a new member.
  const known = await s.subscriptions.findUserId(STRIPE, { providerRef: sub.id });
  if (!known && sub.metadata?.[DELETED_ACCOUNT_KEY] === 'true') return false;
  const email = emailOf(typeof sub.customer === 'string' ? sub.metadata?.email : sub.customer.email ?? sub.metadata?.email);
  const userId =
    known ??
    (await s.subscriptions.findUserId(STRIPE, { customerRef })) ??
    (await knownMember(s, sub.metadata?.userId)) ??
    (email ? (await s.users.findOrCreate(email)).id : null);
  // Usually checkout.session.completed (which names the email) has not arrived yet: a non-2xx
  // answer makes Stripe retry later, by which time the customer is known.
  if (!userId) throw new ConflictError('unknown-customer', MESSAGES.stripeUnknownCustomer);
  const ends = [sub.current_period_end, ...(sub.items?.data ?? []).map((i) => i.current_period_end)];
  const periodEnd = Math.max(0, ...ends.filter((n): n is number => typeof n === 'number'));
  const firstPrice = sub.items?.data[0]?.price;
  // A deletion is final whatever its timestamp: Stripe cannot resume a deleted subscription, so no
  // event about it (same second or not, delivered before or after) makes the member premium again.
  await s.subscriptions.upsert({
    userId,
    provider: STRIPE,
    providerRef: sub.id,
    customerRef,
    status: event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status,
    tier: sub.metadata?.tier ?? firstPrice?.lookup_key ?? firstPrice?.nickname ?? firstPrice?.id ?? null,
    currentPeriodEnd: periodEnd > 0 ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    eventAt: new Date(event.created * 1000),
  });
  return true;
}

/**
 * A renewal that could not be charged: the subscription is past due (no premium) until a later
 * event (paid, updated) says otherwise. Stripe also sends customer.subscription.updated; whichever
 * is newer wins, and in the same second past due wins over active (server/accounts/subscriptions.ts, STATUS_ORDER).
 * A deleted subscription stays canceled. A subscription we never saw has nothing to mark.
 */
async function applyPaymentFailed(s: AccountServices, event: StripeEventLike): Promise<boolean> {
  const invoice = parse(invoiceSchema, event.data.object);
  const subscriptionId = idOf(invoice.subscription ?? invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return false;
  return s.subscriptions.setStatus(STRIPE, subscriptionId, 'past_due', new Date(event.created * 1000));
}

async function applyCheckout(s: AccountServices, event: StripeEventLike): Promise<boolean> {
  const session = parse(checkoutSchema, event.data.object);
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return false;
  const customerRef = idOf(session.customer);
  const email = emailOf(session.customer_details?.email ?? session.customer_email);
  const userId =
    (await knownMember(s, session.client_reference_id ?? session.metadata?.userId)) ??
    (email ? (await s.users.findOrCreate(email)).id : null) ??
    (await s.subscriptions.findUserId(STRIPE, { customerRef }));
  if (!userId) throw new InvalidInputError(MESSAGES.stripeBadPayload);
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  // Provisional (no eventAt): creates the row if the subscription events have not, never overrides them.
  await s.subscriptions.upsert({
    userId,
    provider: STRIPE,
    providerRef: subscriptionId,
    customerRef,
    status: paid ? 'active' : 'incomplete',
    tier: session.metadata?.tier ?? null,
    currentPeriodEnd: new Date(event.created * 1000 + CHECKOUT_GRACE_MS),
  });
  // An offer counts once Stripe confirms its checkout, not on the click (server/offers/offers.ts).
  const offer = session.metadata?.offer;
  if (offer && paid && session.id) await recordRedemption(s.db, { code: offer, sessionId: session.id, userId, at: new Date(event.created * 1000) });
  return true;
}

/**
 * Applies one event; false when its type (or checkout mode) is not one we act on. `gifts` lets a
 * paid gift's email go out (without it, gift checkouts are not acted on).
 */
export async function applyStripeEvent(s: AccountServices, event: StripeEventLike, gifts?: GiftMailDeps): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
      return (await applyCheckout(s, event)) || applyGiftCheckout(s, event, gifts);
    case 'checkout.session.async_payment_succeeded':
      return applyGiftCheckout(s, event, gifts);
    case 'charge.refunded':
      return applyRefund(s, event);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(s, event);
    case 'invoice.payment_failed':
      return applyPaymentFailed(s, event);
    default:
      return false;
  }
}
