/**
 * STRIPE_PRICES: which Stripe price each subscription tier sells, as `tierKey:price_id` pairs
 * (`reader:price_123,member:price_456`). Tier keys are the tiers' titles as slugs (shared/billing.ts).
 */
import { tierKey } from '../../shared/billing.js';

export type StripePrices = Readonly<Record<string, string>>;

const PRICE_ID = /^price_[A-Za-z0-9]{1,200}$/;

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

/** The lengths a gift subscription is sold in, in months. */
export const GIFT_MONTHS = [3, 6, 12] as const;
export type GiftMonths = (typeof GIFT_MONTHS)[number];

/** A gift offer's key: `tierKey:months` (`reader:12`). */
export const giftOfferKey = (tier: string, months: number) => `${tier}:${months}`;

/** Stripe price id per gift offer (`tierKey:months`), from STRIPE_GIFT_PRICES. */
export type StripeGiftPrices = Readonly<Record<string, string>>;

/**
 * Parses STRIPE_GIFT_PRICES: one-off Stripe prices for gift subscriptions, as `tierKey:months:price_id`
 * triples (`reader:3:price_123,reader:12:price_456`); months is 3, 6 or 12. Throws an Error naming the bad entry.
 */
export function parseStripeGiftPrices(raw: string | undefined): StripeGiftPrices {
  const prices: Record<string, string> = {};
  if (!raw) return prices;
  for (const entry of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key = '', months = '', price = '', ...rest] = entry.split(':').map((p) => p.trim());
    if (rest.length > 0 || !key || !months || !price) {
      throw new Error(`STRIPE_GIFT_PRICES: "${entry}" is not tierKey:months:price_id (e.g. reader:12:price_123).`);
    }
    if (tierKey(key) !== key) {
      throw new Error(`STRIPE_GIFT_PRICES: tier key "${key}" must be the tier's title as a slug (e.g. "${tierKey(key) || 'reader'}").`);
    }
    if (!(GIFT_MONTHS as readonly number[]).includes(Number(months)) || !/^\d+$/.test(months)) {
      throw new Error(`STRIPE_GIFT_PRICES: "${months}" (tier ${key}) is not a gift length: ${GIFT_MONTHS.join(', ')} months.`);
    }
    if (!PRICE_ID.test(price)) throw new Error(`STRIPE_GIFT_PRICES: "${price}" (tier ${key}, ${months} months) is not a Stripe price id (price_…).`);
    const offer = giftOfferKey(key, Number(months));
    if (prices[offer]) throw new Error(`STRIPE_GIFT_PRICES: tier "${key}" for ${months} months is listed twice.`);
    prices[offer] = price;
  }
  return prices;
}
