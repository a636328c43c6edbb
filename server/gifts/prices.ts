/**
 * STRIPE_GIFT_PRICES: which one-off Stripe price each gift offer (a tier for a number of months)
 * sells. Tier keys are the tiers' titles as slugs (shared/billing.ts), as in STRIPE_PRICES.
 */
import { tierKey } from '../../shared/billing.js';
import { PRICE_ID } from '../billing/prices.js';

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
