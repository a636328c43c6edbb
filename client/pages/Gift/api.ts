/**
 * The browser's client for /api/gifts/* (shared/gifts.ts): JSON with the session cookie; a failure
 * throws an Error whose message is the server's own text, ready to show, and its HTTP status.
 */
import { GIFT_API, type GiftCheckoutRequest, type GiftRedemption } from '../../../shared/gifts.js';
import { GIFT } from '../../../shared/gift-messages.js';
import type { BillingRedirect } from '../../../shared/billing.js';

export class GiftApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GiftApiError';
  }
}

async function post<T>(path: string, body: object): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new GiftApiError(GIFT.unavailable, 0);
  }
  const answer = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  if (!res.ok) {
    const message = typeof answer?.error?.message === 'string' ? answer.error.message : GIFT.unavailable;
    throw new GiftApiError(message, res.status);
  }
  return answer as T;
}

/** The Stripe Checkout page for a gift. */
export const startGiftCheckout = (gift: GiftCheckoutRequest) => post<BillingRedirect>(GIFT_API.checkout, gift);

/** Redeems a code for the signed-in member. */
export const redeemGift = (code: string) => post<GiftRedemption>(GIFT_API.redeem, { code });
