/**
 * The premium tier's contract between the billing API (server/billing/checkout-router.ts) and the pages that use
 * it (/subscribe, /account): tier keys, request and answer shapes.
 */

import type { GiftSummary } from './gifts.js';

/**
 * A tier's key: its title as a slug ('Reader' → 'reader'). STRIPE_PRICES names tiers by it, the
 * Subscribe buttons send it, and Stripe's subscription metadata carries it back.
 */
export function tierKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What `GET /api/billing/subscription` answers for the signed-in member. */
export interface BillingSummary {
  user: { email: string; firstName: string; lastName: string; isPremium: boolean };
  /** The member's latest subscription (Stripe or an operator grant), or null for a free member. */
  subscription: {
    /** The tier's key (or 'operator-grant'), and its title on the subscribe page when known. */
    tier: string | null;
    plan: string;
    /** Stripe's status: active, trialing, past_due, canceled, … */
    status: string;
    /** ISO date: the renewal date while it renews, the end date once cancelled. */
    currentPeriodEnd: string | null;
    /** True when the subscription ends at currentPeriodEnd instead of renewing. */
    endsAtPeriodEnd: boolean;
  } | null;
  /** A Stripe customer exists, so the billing portal can open. */
  canManageBilling: boolean;
  /** A redeemed gift subscription still running (shared/gifts.ts), shown as "Gift from <from>, until <until>"; absent without one. */
  gift?: GiftSummary;
}

export interface BillingRedirect {
  url: string;
}

/** The member's account page: personal, so never in a shared cache nor a search index. */
export const ACCOUNT_PATH = '/account';

/** /account?log-in=1: the header's 'Log in' before hydration; the account page opens the log-in dialog for a visitor. */
export const LOG_IN_PARAM = 'log-in';

/**
 * Pages whose HTML is for one reader only (rendered per request, `Cache-Control: private, no-store`,
 * noindex): /account and the pages under it (the staff's /account/moderation).
 */
export function isPersonalPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === ACCOUNT_PATH || path.startsWith(`${ACCOUNT_PATH}/`);
}

export const BILLING_API = {
  checkout: '/api/billing/checkout',
  portal: '/api/billing/portal',
  subscription: '/api/billing/subscription',
} as const;
