/**
 * Gift subscriptions' contract between the gift API (server/gifts/router.ts) and the pages
 * that use it (/gift, /gift/redeem, /account): paths, lengths, request and answer shapes.
 */

export const GIFT_PATH = '/gift';
export const GIFT_THANKS_PATH = '/gift/thanks';
// Defined with the constants every page loads: the browser's entry checks it (client/entry.tsx).
export { GIFT_REDEEM_PATH } from './constants.js';
import { GIFT_REDEEM_PATH } from './constants.js';

export const GIFT_API = {
  checkout: '/api/gifts/checkout',
  redeem: '/api/gifts/redeem',
  /** Whether a code can be redeemed, signed in or not: 204, or the refusal redeeming would answer. */
  check: '/api/gifts/check',
} as const;

/** Code checks one address may make per rate-limit window (15 minutes): a reader opens a gift link a few times. */
export const GIFT_CHECKS_PER_IP = 20;

/** Longest message a buyer may write to the recipient. */
export const GIFT_MESSAGE_MAX = 500;
/** Longest name a buyer may sign with. */
export const GIFT_NAME_MAX = 100;

/** What /gift sells: one entry per `tierKey:months` with a Stripe price (frame data; absent without Stripe). */
export interface GiftOffer {
  tier: string;
  months: number;
}

export interface GiftCheckoutRequest {
  tier: string;
  months: number;
  recipientEmail: string;
  fromName: string;
  message?: string;
}

/** What a redemption answers: the gift's giver and the end of the premium it grants (ISO). */
export interface GiftRedemption {
  from: string;
  months: number;
  until: string;
}

/** A redeemed gift as the account page shows it: "Gift from <from>, until <until>". */
export interface GiftSummary {
  from: string;
  until: string;
}

/** The redeem page and the buyer's thanks: reached from an email or Checkout, never from a search engine (noindex). */
export function isGiftLandingPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === GIFT_REDEEM_PATH || path === GIFT_THANKS_PATH;
}

/** `/gift/redeem?code=…` for a code. */
export const giftRedeemPath = (code: string) => `${GIFT_REDEEM_PATH}?code=${encodeURIComponent(code)}`;
