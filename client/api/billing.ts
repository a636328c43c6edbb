/**
 * The browser's client for /api/billing/* (shared/billing.ts): JSON with the session cookie; a
 * failure throws an Error whose message is the server's own text, ready to show.
 */
import { memberSource } from '../members/attribution.js';
import { BILLING_API, type BillingRedirect, type BillingSummary } from '../../shared/billing.js';
import { BILLING } from '../../shared/premium-messages.js';

export class BillingApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'BillingApiError';
  }
}

/**
 * One JSON call with the session cookie, for the billing and gift clients: a failure throws a
 * BillingApiError with the server's message, or `unavailable` when there is none (no network, a
 * proxy's page); 204 is null.
 */
export async function call<T>(path: string, init: RequestInit, unavailable: string = BILLING.unavailable): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new BillingApiError(unavailable, 0);
  }
  if (res.status === 204) return null as T;
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  if (!res.ok) {
    const message = typeof body?.error?.message === 'string' ? body.error.message : unavailable;
    throw new BillingApiError(message, res.status);
  }
  return body as T;
}

/** POSTs `body` as JSON. */
export const post = <T = BillingRedirect>(path: string, body: object, unavailable?: string) =>
  call<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, unavailable);

/** The Stripe Checkout page for `tier` (a tier key), with what brought the reader (client/members/attribution.ts). */
export const startCheckout = (tier: string) => post(BILLING_API.checkout, { tier, ...memberSource(window.location.pathname) });

/** Stripe's customer portal for the signed-in member. */
export const openBillingPortal = () => post(BILLING_API.portal, {});

/** The signed-in member's plan and status; null when nobody is signed in (204). */
export const fetchBillingSummary = (signal?: AbortSignal) =>
  call<BillingSummary | null>(BILLING_API.subscription, { headers: { Accept: 'application/json' }, cache: 'no-store', signal });

/** Leaves for Stripe's page (a separate function so tests can stub the navigation). */
export function goTo(url: string): void {
  window.location.assign(url);
}
