/**
 * The browser's client for /api/gifts/* (shared/gifts.ts), through the billing client's call: a
 * failure throws an Error whose message is the server's own text, ready to show, and its HTTP status.
 */
import { GIFT_API, type GiftCheckoutRequest, type GiftRedemption } from '../../shared/gifts.js';
import { GIFT } from '../../shared/gift-messages.js';
import { post } from './billing.js';

/** The Stripe Checkout page for a gift. */
export const startGiftCheckout = (gift: GiftCheckoutRequest) => post(GIFT_API.checkout, gift, GIFT.unavailable);

/** Null when the code can be redeemed; else throws the reason, the server's text (unknown, used, refunded, unpaid). */
export const checkGiftCode = (code: string) => post<null>(GIFT_API.check, { code }, GIFT.unavailable);

/** Redeems a code for the signed-in member. */
export const redeemGift = (code: string) => post<GiftRedemption>(GIFT_API.redeem, { code }, GIFT.unavailable);
