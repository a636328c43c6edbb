/**
 * The gift subscriptions on sale (the frame data's `giftOffers`: a tier and a length in months
 * each), as the /gift page's form offers them, and the purchase itself: Stripe Checkout.
 */
import type { GiftCheckoutRequest, GiftOffer } from '../../shared/gifts.js';
import { goTo } from '../api/billing.js';
import { startGiftCheckout } from '../api/gifts.js';

/** 'reader' → 'Reader' (the tier's key names it until the page knows its title). */
export const tierName = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The tiers on offer, each once, in the offers' order. */
export const tiersOf = (offers: GiftOffer[]): string[] => [...new Set(offers.map((o) => o.tier))];

/** The lengths (months) a tier is sold for, in the offers' order. */
export const monthsFor = (offers: GiftOffer[], tier: string): number[] => offers.filter((o) => o.tier === tier).map((o) => o.months);

/** After a change of tier: the chosen length when that tier is sold for it, else its longest. */
export function monthsAfterTier(offers: GiftOffer[], tier: string, months: number): number {
  const available = monthsFor(offers, tier);
  return available.includes(months) ? months : available.at(-1)!;
}

/** Leaves for Stripe Checkout to pay for the gift; a refusal throws the server's text, ready to show. */
export async function buyGift(gift: GiftCheckoutRequest): Promise<void> {
  const { url } = await startGiftCheckout(gift);
  goTo(url);
}
