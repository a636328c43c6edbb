/**
 * Offers and trials' contract between the offers API (server/offers/router.ts) and the landing page
 * /offer/CODE (client/pages/Offer): paths, the page's data and the checkout request.
 */

export const OFFER_PATH = '/offer';

export const OFFER_API = {
  /** Starts Stripe Checkout for the signed-in member with the offer's coupon or trial. */
  checkout: '/api/offers/checkout',
} as const;

/** An offer's code: letters, digits, '-' and '_', up to 40, kept in capitals (`spring25` is `SPRING25`). */
export const OFFER_CODE = /^[A-Z0-9][A-Z0-9_-]{0,39}$/;

/** A code as typed or linked, in its stored form (capitals), or null when it cannot be one. */
export function normalOfferCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return OFFER_CODE.test(code) ? code : null;
}

export type OfferKind = 'percent' | 'amount' | 'trial';
export type OfferCadence = 'monthly' | 'yearly';

/** The landing page's path for a code. */
export const offerPath = (code: string) => `${OFFER_PATH}/${encodeURIComponent(code)}`;

/** Offer pages are rendered per request (their offer may end or be used up at any time): never kept in a cache. */
export function isOfferPage(pathname: string): boolean {
  return pathname === OFFER_PATH || pathname.startsWith(`${OFFER_PATH}/`);
}

/** What /offer/CODE shows (its page data). */
export interface OfferView {
  code: string;
  kind: OfferKind;
  /** Percent off (1-100), amount off in the currency's minor unit, or trial days. */
  value: number;
  /** Months a discount lasts (null for a trial). */
  months: number | null;
  cadence: OfferCadence;
  /** ISO date the offer ends, if it does. */
  endsAt: string | null;
  /** The tiers it can be taken with (key and title), in the subscribe page's order. */
  tiers: { key: string; title: string }[];
  /** The ISO 4217 currency of an amount off (lower case), when known. */
  currency: string | null;
  /** False without Stripe (or without a price for its tier and cadence): the page says offers are not on sale. */
  onSale: boolean;
}

export interface OfferCheckoutRequest {
  code: string;
  tier: string;
}
