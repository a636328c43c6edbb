/**
 * Offers an editor publishes in the Studio (studio/schemaTypes/documents/offer.ts): read by code from
 * the published content and checked like an operator's (server/offers/offers.ts); a document that
 * does not make a valid offer counts as none.
 */
import type { QueryParams } from '../content/source.js';
import type { OfferTerms } from './offers.js';
import { MAX_OFFER_MONTHS, MAX_REDEMPTIONS, MAX_TRIAL_DAYS } from './offers.js';
import { normalOfferCode } from '../../shared/offers.js';
import { tierKey } from '../../shared/billing.js';

/** Not a typegen query (defineQuery): its one caller reads it through studioOfferTerms. */
export const STUDIO_OFFER_QUERY = `*[_type == "offer" && upper(code) == $code][0]{
  code, kind, percentOff, amountOff, trialDays, months, tier, cadence, endsAt, limit
}`;

interface StudioOfferDoc {
  code?: unknown;
  kind?: unknown;
  percentOff?: unknown;
  amountOff?: unknown;
  trialDays?: unknown;
  months?: unknown;
  tier?: unknown;
  cadence?: unknown;
  endsAt?: unknown;
  limit?: unknown;
}

const whole = (v: unknown, min: number, max: number) => (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null);

/** A published document's terms, or null when it does not make a valid offer. */
export function studioOfferTerms(doc: StudioOfferDoc | null | undefined): OfferTerms | null {
  if (!doc || typeof doc.code !== 'string') return null;
  const code = normalOfferCode(doc.code);
  if (!code) return null;
  let kind: OfferTerms['kind'];
  let value: number | null;
  if (doc.kind === 'percent') [kind, value] = ['percent', whole(doc.percentOff, 1, 100)];
  else if (doc.kind === 'amount') {
    kind = 'amount';
    const minor = typeof doc.amountOff === 'number' ? Math.round(doc.amountOff * 100) : NaN;
    value = minor > 0 && Math.abs(minor - (doc.amountOff as number) * 100) < 1e-6 ? minor : null;
  } else if (doc.kind === 'trial') [kind, value] = ['trial', whole(doc.trialDays, 1, MAX_TRIAL_DAYS)];
  else return null;
  if (value === null) return null;
  const months = kind === 'trial' || doc.months == null ? null : whole(doc.months, 1, MAX_OFFER_MONTHS);
  if (kind !== 'trial' && doc.months != null && months === null) return null;
  const tier = typeof doc.tier === 'string' && doc.tier.trim() ? doc.tier.trim() : null;
  if (tier !== null && tierKey(tier) !== tier) return null;
  const endsAt = typeof doc.endsAt === 'string' ? new Date(doc.endsAt) : null;
  if (endsAt && Number.isNaN(endsAt.getTime())) return null;
  const limit = doc.limit == null ? null : whole(doc.limit, 1, MAX_REDEMPTIONS);
  if (doc.limit != null && limit === null) return null;
  return { code, kind, value, months, tier, cadence: doc.cadence === 'yearly' ? 'yearly' : 'monthly', endsAt, maxRedemptions: limit };
}

/** The published Studio offer with `code` (capitals), null when there is none; throws when content cannot be read. */
export async function findStudioOffer(query: <T>(groq: string, params?: QueryParams) => Promise<T>, code: string): Promise<OfferTerms | null> {
  return studioOfferTerms(await query<StudioOfferDoc | null>(STUDIO_OFFER_QUERY, { code }));
}
