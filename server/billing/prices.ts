/**
 * STRIPE_PRICES: which Stripe price each subscription tier sells, as `tierKey:price_id` pairs
 * (`reader:price_123,member:price_456`). Tier keys are the tiers' titles as slugs (shared/billing.ts).
 */
import { tierKey } from '../../shared/billing.js';

export type StripePrices = Readonly<Record<string, string>>;

/** A Stripe price id (`price_…`); gift prices (server/gifts/prices.ts) are checked by it too. */
export const PRICE_ID = /^price_[A-Za-z0-9]{1,200}$/;

/** Parses STRIPE_PRICES (or STRIPE_YEARLY_PRICES, same form: `setting`); throws an Error naming the bad pair. */
export function parseStripePrices(raw: string | undefined, setting = 'STRIPE_PRICES'): StripePrices {
  const prices: Record<string, string> = {};
  if (!raw) return prices;
  for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key = '', price = '', ...rest] = pair.split(':').map((p) => p.trim());
    if (rest.length > 0 || !key || !price) {
      throw new Error(`${setting}: "${pair}" is not tierKey:price_id (e.g. reader:price_123).`);
    }
    if (tierKey(key) !== key) {
      throw new Error(`${setting}: tier key "${key}" must be the tier's title as a slug (e.g. "${tierKey(key) || 'reader'}").`);
    }
    if (!PRICE_ID.test(price)) throw new Error(`${setting}: "${price}" (tier ${key}) is not a Stripe price id (price_…).`);
    if (prices[key]) throw new Error(`${setting}: tier "${key}" is listed twice.`);
    prices[key] = price;
  }
  return prices;
}

/** A tier's free trial before its first payment, in days (STRIPE_TRIAL_DAYS). */
export type TrialDays = Readonly<Record<string, number>>;
export const MAX_TIER_TRIAL_DAYS = 730;

/** Parses STRIPE_TRIAL_DAYS, `tierKey:days` pairs (`reader:14`); throws an Error naming the bad pair. */
export function parseTrialDays(raw: string | undefined): TrialDays {
  const days: Record<string, number> = {};
  if (!raw) return days;
  for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key = '', n = '', ...rest] = pair.split(':').map((p) => p.trim());
    if (rest.length > 0 || !key || !/^\d+$/.test(n) || Number(n) < 1 || Number(n) > MAX_TIER_TRIAL_DAYS) {
      throw new Error(`STRIPE_TRIAL_DAYS: "${pair}" is not tierKey:days with days from 1 to ${MAX_TIER_TRIAL_DAYS} (e.g. reader:14).`);
    }
    if (tierKey(key) !== key) throw new Error(`STRIPE_TRIAL_DAYS: tier key "${key}" must be the tier's title as a slug (e.g. "${tierKey(key) || 'reader'}").`);
    if (days[key]) throw new Error(`STRIPE_TRIAL_DAYS: tier "${key}" is listed twice.`);
    days[key] = Number(n);
  }
  return days;
}
