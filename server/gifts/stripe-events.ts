/**
 * The Stripe events of gift subscriptions, applied inside the webhook's transaction
 * (server/billing/stripe-events.ts dispatches them): a paid gift Checkout Session issues and emails
 * the gift's code, a refunded charge voids it.
 */
import { z } from 'zod';
import type { AccountServices } from '../accounts/index.js';
import { emailOf, idOf, metadata, parse, ref, stripeId, text, type StripeEventLike } from '../billing/stripe-payloads.js';
import { GIFT_METADATA_KEY, isGiftId, markGiftPaid, voidRefundedGift, type GiftMailDeps } from './service.js';

const giftCheckoutSchema = z.looseObject({
  id: stripeId,
  mode: z.string().nullish(),
  payment_status: z.string().nullish(),
  payment_intent: ref.nullish(),
  customer_details: z.looseObject({ email: text.nullish() }).nullish(),
  customer_email: text.nullish(),
  metadata,
});

const chargeSchema = z.looseObject({
  id: stripeId,
  payment_intent: ref.nullish(),
  metadata,
});

/** The gift a payment-mode session or a charge names in its metadata (our checkout put it there). */
const giftIdOf = (meta: Record<string, string> | null | undefined) => {
  const id = meta?.[GIFT_METADATA_KEY];
  return isGiftId(id) ? id : null;
};

/**
 * A gift's Checkout Session completed (or its delayed payment succeeded): once paid, the gift is
 * issued and emailed. Sessions that are not ours (no gift in the metadata) are not acted on.
 */
export async function applyGiftCheckout(s: AccountServices, event: StripeEventLike, gifts: GiftMailDeps | undefined): Promise<boolean> {
  const session = parse(giftCheckoutSchema, event.data.object);
  const giftId = giftIdOf(session.metadata);
  if (session.mode !== 'payment' || !giftId || !gifts) return false;
  if (session.payment_status !== 'paid') return true; // a delayed payment: its success event follows
  await markGiftPaid(s, gifts, {
    giftId,
    sessionId: session.id,
    paymentIntent: idOf(session.payment_intent),
    buyerEmail: emailOf(session.customer_details?.email ?? session.customer_email),
    at: new Date(event.created * 1000),
  });
  return true;
}

export async function applyRefund(s: AccountServices, event: StripeEventLike): Promise<boolean> {
  const charge = parse(chargeSchema, event.data.object);
  return voidRefundedGift(s, { giftId: giftIdOf(charge.metadata), paymentIntent: idOf(charge.payment_intent), at: new Date(event.created * 1000) });
}

