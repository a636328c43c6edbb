/**
 * Gift subscriptions, free of HTTP: a Checkout Session in payment mode to buy one, the paid and
 * refunded Stripe events that issue or void its code (applied from ./stripe-events.ts inside the
 * webhook's transaction), redemption, and an operator's gift code. A code is random, made when the
 * payment is confirmed, stored hashed; only the recipient's email carries it. A redeemed gift is a
 * row of the subscriptions table (provider 'gift'), so every premium check honours it.
 */
import type Stripe from 'stripe';
import type { Accounts, AccountServices } from '../accounts/index.js';
import type { Queryable } from '../accounts/db.js';
import { ConflictError, GoneError, InvalidInputError, NotFoundError, ServiceUnavailableError, UpstreamError, type DomainError } from '../domain-errors.js';
import { callStripe } from '../billing/stripe-gateway.js';
import { hashToken, isTokenShaped, newToken } from '../accounts/sessions.js';
import type { Mailer } from '../mail/index.js';
import { GIFT } from '../../shared/gift-messages.js';
import { absoluteUrl } from '../../shared/public-url.js';
import { isUuid } from '../../shared/validation.js';
import { giftRedeemPath, type GiftRedemption, type GiftSummary, GIFT_THANKS_PATH, GIFT_PATH } from '../../shared/gifts.js';
import { giftOfferKey, type StripeGiftPrices } from './prices.js';
import { giftStart, premiumEnd } from '../members/premium-until.js';
import { STRIPE } from '../billing/stripe-payloads.js';

/** The subscriptions table's provider for redeemed gifts; provider_ref is the gift's id. */
export const GIFT_PROVIDER = 'gift';
/** The tier of a gift an operator issues (`npm run accounts -- gift-code`). */
export const OPERATOR_GIFT_TIER = 'operator-gift';
/** Stripe metadata key naming the gift on the Checkout Session and its payment. */
export const GIFT_METADATA_KEY = 'giftId';

/** A gift's id is a database id. */
export const isGiftId = isUuid;

export interface GiftCheckoutInput {
  tier: string;
  months: number;
  recipientEmail: string;
  fromName: string;
  message: string;
  /** The signed-in buyer's address, if any (Checkout asks for one otherwise). */
  buyerEmail: string | null;
}

/** What the webhook needs to email a paid gift. */
export interface GiftMailDeps {
  mailer: Mailer;
  publicUrl: string;
}


/** `date` plus `months` calendar months (UTC), clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** A fresh code for a gift (stored as its hash); the caller emails it. */
async function issueCode(db: Queryable, giftId: string): Promise<string> {
  const code = newToken();
  await db.query('UPDATE gift_subscriptions SET code_hash = $2 WHERE id = $1', [giftId, hashToken(code)]);
  return code;
}

async function mailGift(
  deps: GiftMailDeps,
  gift: { recipient_email: string; buyer_name: string; months: number; message: string },
  code: string,
): Promise<string> {
  const url = absoluteUrl(deps.publicUrl, giftRedeemPath(code));
  await deps.mailer.sendGift(gift.recipient_email, { from: gift.buyer_name, months: gift.months, message: gift.message, link: url });
  return url;
}

/**
 * The paid Checkout Session of a gift: a pending gift becomes paid, gets its code, and the recipient
 * their email. Anything else (already paid, redeemed, or voided by a refund that came first) stays
 * as it is, so a replay or a late delivery changes nothing. The mail goes out inside the webhook's
 * transaction: if it cannot be sent, nothing is recorded and Stripe delivers the event again.
 */
export async function markGiftPaid(
  s: AccountServices,
  mail: GiftMailDeps,
  paid: { giftId: string; sessionId: string; paymentIntent: string | null; buyerEmail: string | null; at: Date },
): Promise<boolean> {
  const { rows } = await s.db.query<{ id: string; recipient_email: string; buyer_name: string; months: number; message: string }>(
    `UPDATE gift_subscriptions SET status = 'paid', paid_at = $3,
       payment_intent = COALESCE(payment_intent, $4), buyer_email = COALESCE(buyer_email, $5)
     WHERE id = $1 AND status = 'pending' AND (stripe_session_id IS NULL OR stripe_session_id = $2)
     RETURNING id, recipient_email, buyer_name, months, message`,
    [paid.giftId, paid.sessionId, paid.at, paid.paymentIntent, paid.buyerEmail],
  );
  const gift = rows[0];
  if (!gift) return false;
  await mailGift(mail, gift, await issueCode(s.db, gift.id));
  return true;
}

/**
 * A refunded charge voids its gift unless it was already redeemed (then the premium it gave stays:
 * an operator decides). Found by the gift id our checkout put on the payment's metadata, or by the
 * payment intent the completed session recorded; a refund that arrives before the completion voids
 * the pending gift, and the completion then finds nothing pending.
 */
export async function voidRefundedGift(
  s: AccountServices,
  refund: { giftId: string | null; paymentIntent: string | null; at: Date },
): Promise<boolean> {
  if (!refund.giftId && !refund.paymentIntent) return false;
  const match = `(($1::uuid IS NOT NULL AND id = $1::uuid) OR ($2::text IS NOT NULL AND payment_intent = $2::text))`;
  const { rows } = await s.db.query<{ id: string }>(`SELECT id FROM gift_subscriptions WHERE ${match}`, [refund.giftId, refund.paymentIntent]);
  if (rows.length === 0) return false;
  await s.db.query(
    `UPDATE gift_subscriptions SET status = 'void', voided_at = $3, payment_intent = COALESCE(payment_intent, $2::text)
     WHERE ${match} AND status IN ('pending', 'paid')`,
    [refund.giftId, refund.paymentIntent, refund.at],
  );
  return true;
}

/** Why a code cannot be redeemed, as the reader is told. */
function refusal(status: string | undefined): DomainError {
  switch (status) {
    case undefined:
      return new NotFoundError(GIFT.codeUnknown, 'gift-unknown');
    case 'redeemed':
      return new GoneError('gift-redeemed', GIFT.codeUsed);
    case 'void':
      return new GoneError('gift-void', GIFT.codeVoid);
    default:
      return new ConflictError('gift-not-paid', GIFT.codeUnpaid);
  }
}

/**
 * Whether a code can be redeemed, before anyone signs in (/gift/redeem says "unknown" or "already
 * used" at once rather than after a sign-in): nothing when it can, else the refusal redeeming would
 * answer. Only the code's hash is looked up; the API limits how often one address may ask.
 */
export async function checkGiftCode(db: Queryable, code: string): Promise<void> {
  if (!isTokenShaped(code)) throw refusal(undefined);
  const { rows } = await db.query<{ status: string }>('SELECT status FROM gift_subscriptions WHERE code_hash = $1', [hashToken(code)]);
  const status = rows[0]?.status;
  if (status !== 'paid') throw refusal(status);
}

/**
 * Redeems a code for a member, once: premium from now, or from the end of the premium they already
 * have (a paid period, an earlier gift), for the months bought, so a gift adds to a subscription
 * rather than replacing it. A Stripe subscription that would renew meanwhile is told to bill next
 * at the gift's end (a trial until then, no proration): the member pays nothing during the gift,
 * and its webhook then records the longer period. If Stripe cannot be told, nothing is redeemed.
 */
export async function redeemGift(accounts: Accounts, userId: string, code: string, stripe: Stripe | null = null): Promise<GiftRedemption> {
  if (!isTokenShaped(code)) throw refusal(undefined);
  return accounts.transaction(async (tx) => {
    const now = accounts.now();
    const { rows } = await tx.db.query<{ id: string; buyer_name: string; months: number; tier: string }>(
      `UPDATE gift_subscriptions SET status = 'redeemed', redeemed_at = $2, redeemed_by = $3
       WHERE code_hash = $1 AND status = 'paid' RETURNING id, buyer_name, months, tier`,
      [hashToken(code), now, userId],
    );
    const gift = rows[0];
    if (!gift) {
      const found = await tx.db.query<{ status: string }>('SELECT status FROM gift_subscriptions WHERE code_hash = $1', [hashToken(code)]);
      throw refusal(found.rows[0]?.status);
    }
    const held = await tx.subscriptions.listForUser(userId);
    const until = addMonths(giftStart(held, now), gift.months);
    // Paid periods running now that would renew: a dated premium end on Stripe, not cancelled.
    const renewing = held.filter((sub) => sub.provider === STRIPE && premiumEnd(sub, now) instanceof Date && !sub.cancelAtPeriodEnd);
    // The member must not pay for a period the gift covers: without a Stripe client to push the
    // renewal back, nothing is redeemed (docs/decisions/gifts-and-paid-subscriptions.md).
    if (renewing.length > 0 && !stripe) throw new ServiceUnavailableError('billing-not-configured', GIFT.cannotPause);
    if (stripe) {
      for (const sub of renewing) {
        await callStripe(
          () => stripe.subscriptions.update(sub.providerRef, { trial_end: Math.floor(until.getTime() / 1000), proration_behavior: 'none' }),
          GIFT.unavailable,
        );
      }
    }
    await tx.subscriptions.upsert({
      userId,
      provider: GIFT_PROVIDER,
      providerRef: gift.id,
      status: 'active',
      tier: gift.tier,
      currentPeriodEnd: until,
      eventAt: now,
    });
    return { from: gift.buyer_name, months: gift.months, until: until.toISOString() };
  });
}

/** The member's running gift for the account page: its giver and the end of the last gift running (server/members/premium-until.ts). */
export async function activeGift(db: Queryable, userId: string, now: Date): Promise<GiftSummary | null> {
  const { rows } = await db.query<{ buyer_name: string; status: string; current_period_end: Date | null }>(
    `SELECT g.buyer_name, s.status, s.current_period_end FROM subscriptions s
     JOIN gift_subscriptions g ON g.id::text = s.provider_ref
     WHERE s.user_id = $1 AND s.provider = $2`,
    [userId, GIFT_PROVIDER],
  );
  let running: GiftSummary | null = null;
  let latest = 0;
  for (const row of rows) {
    const end = premiumEnd({ provider: GIFT_PROVIDER, status: row.status, currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null }, now);
    if (end instanceof Date && end.getTime() > latest) {
      latest = end.getTime();
      running = { from: row.buyer_name, until: end.toISOString() };
    }
  }
  return running;
}

/**
 * An operator's gift (`npm run accounts -- gift-code EMAIL --months N`): paid from the start, its
 * code emailed to the recipient at once. Returns the redemption URL.
 */
export async function issueOperatorGift(
  s: AccountServices,
  mail: GiftMailDeps & { siteName: string; now: Date },
  gift: { email: string; months: number },
): Promise<string> {
  const { rows } = await s.db.query<{ id: string; recipient_email: string; buyer_name: string; months: number; message: string }>(
    `INSERT INTO gift_subscriptions (buyer_name, recipient_email, tier, months, status, created_at, paid_at)
     VALUES ($1, $2, $3, $4, 'paid', $5, $5) RETURNING id, recipient_email, buyer_name, months, message`,
    [mail.siteName, gift.email.toLowerCase(), OPERATOR_GIFT_TIER, gift.months, mail.now],
  );
  const row = rows[0]!;
  return mailGift(mail, row, await issueCode(s.db, row.id));
}

export interface GiftServiceDeps {
  stripe: Stripe | null;
  prices: StripeGiftPrices;
  accounts: Accounts;
  publicUrl: string;
}

export interface GiftService {
  /** True when gifts can be bought (Stripe and at least one gift price configured). */
  onSale(): boolean;
  checkout(input: GiftCheckoutInput): Promise<string>;
  redeem(userId: string, code: string): Promise<GiftRedemption>;
  /** Refuses a code that cannot be redeemed (unknown, used, refunded, unpaid), as redeem would. */
  check(code: string): Promise<void>;
}

export function createGiftService({ stripe, prices, accounts, publicUrl }: GiftServiceDeps): GiftService {
  const onSale = () => stripe !== null && Object.keys(prices).length > 0;
  return {
    onSale,
    async checkout(input) {
      if (!stripe || !onSale()) throw new ServiceUnavailableError('gifts-not-on-sale', GIFT.notConfigured);
      const offer = giftOfferKey(input.tier, input.months);
      const price = Object.hasOwn(prices, offer) ? prices[offer] : undefined;
      if (!price) throw new InvalidInputError(GIFT.unknownOffer);
      const { rows } = await accounts.db.query<{ id: string }>(
        `INSERT INTO gift_subscriptions (buyer_email, buyer_name, recipient_email, message, tier, months, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING id`,
        [input.buyerEmail, input.fromName, input.recipientEmail.toLowerCase(), input.message, input.tier, input.months, accounts.now()],
      );
      const giftId = rows[0]!.id;
      // The gift's id travels on the session and on its payment, so the completion and a refund find it.
      const metadata = { [GIFT_METADATA_KEY]: giftId, kind: 'gift', tier: input.tier, months: String(input.months) };
      let session: Stripe.Checkout.Session;
      try {
        session = await callStripe(() => stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price, quantity: 1 }],
          ...(input.buyerEmail ? { customer_email: input.buyerEmail } : {}),
          metadata,
          payment_intent_data: { metadata },
          success_url: absoluteUrl(publicUrl, GIFT_THANKS_PATH),
          cancel_url: absoluteUrl(publicUrl, GIFT_PATH),
        }), GIFT.unavailable);
      } catch (err) {
        await accounts.db.query(`DELETE FROM gift_subscriptions WHERE id = $1 AND status = 'pending'`, [giftId]);
        throw err;
      }
      if (!session.url) throw new UpstreamError('billing-unavailable', GIFT.unavailable, new Error('Checkout Session without a url'));
      await accounts.db.query('UPDATE gift_subscriptions SET stripe_session_id = $2 WHERE id = $1', [giftId, session.id]);
      return session.url;
    },
    redeem: (userId, code) => redeemGift(accounts, userId, code, stripe),
    check: (code) => checkGiftCode(accounts.db, code),
  };
}
