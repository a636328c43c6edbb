/**
 * Offers and trials, free of HTTP (docs/features/billing.md#offers-and-trials): an offer is a code
 * giving a percent or fixed discount for some months, or a free trial of some days, for a tier (or
 * any) and a cadence, until an end date and up to a number of redemptions. Offers live in the
 * accounts database, whether an operator made them (`npm run accounts -- create-offer`) or an editor
 * published them in the Studio (mirrored into the table on first use, so their redemptions are
 * counted in the same place). A redemption is a paid Checkout Session, recorded by the Stripe webhook.
 */
import { z } from 'zod';
import type { Queryable } from '../accounts/db.js';
import { ConflictError, GoneError, InvalidInputError, NotFoundError } from '../domain-errors.js';
import { normalOfferCode, type OfferCadence, type OfferKind } from '../../shared/offers.js';
import { OFFER } from '../../shared/offer-messages.js';
import { tierKey } from '../../shared/billing.js';

export interface Offer {
  code: string;
  source: 'cli' | 'studio';
  kind: OfferKind;
  /** Percent off (1-100), amount off in minor units, or trial days. */
  value: number;
  /** Months a discount lasts (null: one month; always null for a trial). */
  months: number | null;
  tier: string | null;
  cadence: OfferCadence;
  endsAt: Date | null;
  maxRedemptions: number | null;
  endedAt: Date | null;
  stripeCoupon: string | null;
  redemptions: number;
}

/** An offer's terms, as the operator or the Studio gives them. */
export interface OfferTerms {
  code: string;
  kind: OfferKind;
  value: number;
  months: number | null;
  tier: string | null;
  cadence: OfferCadence;
  endsAt: Date | null;
  maxRedemptions: number | null;
}

export const MAX_TRIAL_DAYS = 730;
export const MAX_OFFER_MONTHS = 36;
export const MAX_REDEMPTIONS = 1_000_000;

interface OfferRow {
  code: string;
  source: 'cli' | 'studio';
  kind: OfferKind;
  value: number;
  months: number | null;
  tier: string | null;
  cadence: OfferCadence;
  ends_at: Date | string | null;
  max_redemptions: number | null;
  ended_at: Date | string | null;
  stripe_coupon: string | null;
  redemptions: number | string;
}

const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));
const toOffer = (r: OfferRow): Offer => ({
  code: r.code,
  source: r.source,
  kind: r.kind,
  value: Number(r.value),
  months: r.months === null ? null : Number(r.months),
  tier: r.tier,
  cadence: r.cadence,
  endsAt: dateOf(r.ends_at),
  maxRedemptions: r.max_redemptions === null ? null : Number(r.max_redemptions),
  endedAt: dateOf(r.ended_at),
  stripeCoupon: r.stripe_coupon,
  redemptions: Number(r.redemptions),
});

const SELECT = `SELECT o.code, o.source, o.kind, o.value, o.months, o.tier, o.cadence, o.ends_at, o.max_redemptions,
  o.ended_at, o.stripe_coupon, (SELECT count(*) FROM offer_redemptions r WHERE r.code = o.code) AS redemptions
  FROM offers o`;

export async function findOffer(db: Queryable, code: string): Promise<Offer | null> {
  const { rows } = await db.query<OfferRow>(`${SELECT} WHERE o.code = $1`, [code]);
  return rows[0] ? toOffer(rows[0]) : null;
}

/** Why an offer cannot be taken now (ended, past its date, used up), or null when it can. */
export function unavailability(offer: Offer, now: Date): 'ended' | 'used-up' | null {
  if (offer.endedAt || (offer.endsAt && offer.endsAt.getTime() <= now.getTime())) return 'ended';
  if (offer.maxRedemptions !== null && offer.redemptions >= offer.maxRedemptions) return 'used-up';
  return null;
}

/** The refusal of an offer that cannot be taken: 404 unknown, 410 ended or used up. */
export function refusalOf(offer: Offer | null, now: Date): NotFoundError | GoneError | null {
  if (!offer) return new NotFoundError(OFFER.unknown, 'offer-unknown');
  const why = unavailability(offer, now);
  if (why === 'ended') return new GoneError('offer-ended', OFFER.ended);
  if (why === 'used-up') return new GoneError('offer-used-up', OFFER.usedUp);
  return null;
}

// ----- the operator's terms ----------------------------------------------------------------------

const wholeIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A date in the future: YYYY-MM-DD (the end of that day, UTC) or an ISO date and time. */
const futureDate = (now: Date) =>
  z.string({ error: OFFER.endsInvalid }).transform((raw, ctx) => {
    const s = raw.trim();
    const day = /^\d{4}-\d{2}-\d{2}$/.test(s);
    const at = day ? new Date(`${s}T23:59:59.999Z`) : /^\d{4}-\d{2}-\d{2}T/.test(s) ? new Date(s) : new Date(NaN);
    // 2026-02-31 parses as March 3rd: the day must read back as written.
    const real = !Number.isNaN(at.getTime()) && (!day || at.toISOString().slice(0, 10) === s);
    if (!real || at.getTime() <= now.getTime()) {
      ctx.addIssue({ code: 'custom', message: OFFER.endsInvalid });
      return z.NEVER;
    }
    return at;
  });

/** What `create-offer` sends (the CLI's options, or the same JSON to a running server's admin route). */
export const createOfferArgs = (now: Date) =>
  z
    .object({
      code: z.string({ error: OFFER.codeInvalid }).transform((raw, ctx) => {
        const code = normalOfferCode(raw);
        if (!code) {
          ctx.addIssue({ code: 'custom', message: OFFER.codeInvalid });
          return z.NEVER;
        }
        return code;
      }),
      percent: wholeIn(1, 100, OFFER.percentRange).optional(),
      amount: z.coerce
        .number({ error: OFFER.amountRange })
        .positive({ error: OFFER.amountRange })
        .max(1_000_000, { error: OFFER.amountRange })
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: OFFER.amountRange })
        .optional(),
      trialDays: wholeIn(1, MAX_TRIAL_DAYS, OFFER.trialRange).optional(),
      months: wholeIn(1, MAX_OFFER_MONTHS, OFFER.monthsRange).optional(),
      tier: z
        .string({ error: OFFER.tierInvalid })
        .trim()
        .refine((t) => t.length > 0 && t.length <= 100 && tierKey(t) === t, { error: OFFER.tierInvalid })
        .optional(),
      cadence: z.enum(['monthly', 'yearly'], { error: OFFER.cadenceInvalid }).optional(),
      ends: futureDate(now).optional(),
      limit: wholeIn(1, MAX_REDEMPTIONS, OFFER.limitRange).optional(),
    })
    .strict()
    .superRefine((a, ctx) => {
      const kinds = [a.percent, a.amount, a.trialDays].filter((v) => v !== undefined).length;
      if (kinds !== 1) ctx.addIssue({ code: 'custom', message: OFFER.oneKind });
      else if (a.trialDays !== undefined && a.months !== undefined) ctx.addIssue({ code: 'custom', message: OFFER.monthsWithTrial });
    })
    .transform(
      (a): OfferTerms => ({
        code: a.code,
        kind: a.trialDays !== undefined ? 'trial' : a.percent !== undefined ? 'percent' : 'amount',
        value: a.trialDays ?? a.percent ?? Math.round((a.amount ?? 0) * 100),
        months: a.trialDays !== undefined ? null : (a.months ?? null),
        tier: a.tier ?? null,
        cadence: a.cadence ?? 'monthly',
        endsAt: a.ends ?? null,
        maxRedemptions: a.limit ?? null,
      }),
    );

export const endOfferArgs = z.object({
  code: z.string({ error: OFFER.codeInvalid }).transform((raw, ctx) => {
    const code = normalOfferCode(raw);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: OFFER.codeInvalid });
      return z.NEVER;
    }
    return code;
  }),
});

/** A new offer made by an operator; a code already in use (from either source) is refused. */
export async function createOffer(db: Queryable, terms: OfferTerms, now: Date): Promise<Offer> {
  const { rows } = await db.query<{ code: string }>(
    `INSERT INTO offers (code, source, kind, value, months, tier, cadence, ends_at, max_redemptions, created_at)
     VALUES ($1, 'cli', $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (code) DO NOTHING RETURNING code`,
    [terms.code, terms.kind, terms.value, terms.months, terms.tier, terms.cadence, terms.endsAt, terms.maxRedemptions, now],
  );
  if (rows.length === 0) throw new ConflictError('offer-exists', OFFER.exists(terms.code));
  return (await findOffer(db, terms.code))!;
}

/** Ends an operator's offer now (its page then answers 404); ending it again changes nothing. */
export async function endOffer(db: Queryable, code: string, now: Date): Promise<Offer> {
  const offer = await findOffer(db, code);
  if (!offer) throw new NotFoundError(OFFER.notFound(code), 'offer-unknown');
  if (offer.source === 'studio') throw new InvalidInputError(OFFER.fromStudio(code), 'offer-from-studio');
  await db.query('UPDATE offers SET ended_at = COALESCE(ended_at, $2) WHERE code = $1', [code, now]);
  return (await findOffer(db, code))!;
}

/**
 * A Studio offer's terms into the table (created, or its terms updated while it stays a Studio
 * offer); an operator's offer with the same code is left as it is and wins.
 */
export async function mirrorStudioOffer(db: Queryable, terms: OfferTerms): Promise<void> {
  await db.query(
    `INSERT INTO offers (code, source, kind, value, months, tier, cadence, ends_at, max_redemptions)
     VALUES ($1, 'studio', $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (code) DO UPDATE SET kind = EXCLUDED.kind, value = EXCLUDED.value, months = EXCLUDED.months,
       tier = EXCLUDED.tier, cadence = EXCLUDED.cadence, ends_at = EXCLUDED.ends_at, max_redemptions = EXCLUDED.max_redemptions,
       stripe_coupon = CASE WHEN offers.kind = EXCLUDED.kind AND offers.value = EXCLUDED.value
         AND offers.months IS NOT DISTINCT FROM EXCLUDED.months THEN offers.stripe_coupon END
     WHERE offers.source = 'studio'`,
    [terms.code, terms.kind, terms.value, terms.months, terms.tier, terms.cadence, terms.endsAt, terms.maxRedemptions],
  );
}

/** The Stripe coupon made for an offer (kept, so each offer has one); a concurrent first keeps its own. */
export async function keepCoupon(db: Queryable, code: string, coupon: string): Promise<string> {
  const { rows } = await db.query<{ stripe_coupon: string }>(
    `UPDATE offers SET stripe_coupon = COALESCE(stripe_coupon, $2) WHERE code = $1 RETURNING stripe_coupon`,
    [code, coupon],
  );
  return rows[0]?.stripe_coupon ?? coupon;
}

/**
 * A paid Checkout Session that used an offer counts once (the webhook may deliver it again). An
 * offer unknown here (deleted meanwhile) is not counted.
 */
export async function recordRedemption(db: Queryable, r: { code: string; sessionId: string; userId: string | null; at: Date }): Promise<boolean> {
  const { rows } = await db.query<{ session_id: string }>(
    `INSERT INTO offer_redemptions (session_id, code, user_id, redeemed_at)
     SELECT $1, code, $3, $4 FROM offers WHERE code = $2
     ON CONFLICT (session_id) DO NOTHING RETURNING session_id`,
    [r.sessionId, r.code, r.userId, r.at],
  );
  return rows.length === 1;
}

/** Every offer, newest first (for `list-offers`-like summaries in tests and the CLI's answers). */
export async function listOffers(db: Queryable): Promise<Offer[]> {
  const { rows } = await db.query<OfferRow>(`${SELECT} ORDER BY o.created_at DESC`);
  return rows.map(toOffer);
}
