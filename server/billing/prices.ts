/**
 * STRIPE_PRICES: which Stripe price each subscription tier sells, as `tierKey:price_id` pairs
 * (`reader:price_123,member:price_456`). Tier keys are the tiers' titles as slugs (shared/billing.ts).
 */
import { tierKey } from '../../shared/billing.js';

export type StripePrices = Readonly<Record<string, string>>;

/** A Stripe price id (`price_…`); gift prices (server/gifts/prices.ts) are checked by it too. */
export const PRICE_ID = /^price_[A-Za-z0-9]{1,200}$/;

/** Parses STRIPE_PRICES; throws an Error naming the bad pair. */
export function parseStripePrices(raw: string | undefined): StripePrices {
  const prices: Record<string, string> = {};
  if (!raw) return prices;
  for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key = '', price = '', ...rest] = pair.split(':').map((p) => p.trim());
    if (rest.length > 0 || !key || !price) {
      throw new Error(`STRIPE_PRICES: "${pair}" is not tierKey:price_id (e.g. reader:price_123).`);
    }
    if (tierKey(key) !== key) {
      throw new Error(`STRIPE_PRICES: tier key "${key}" must be the tier's title as a slug (e.g. "${tierKey(key) || 'reader'}").`);
    }
    if (!PRICE_ID.test(price)) throw new Error(`STRIPE_PRICES: "${price}" (tier ${key}) is not a Stripe price id (price_…).`);
    if (prices[key]) throw new Error(`STRIPE_PRICES: tier "${key}" is listed twice.`);
    prices[key] = price;
  }
  return prices;
}
