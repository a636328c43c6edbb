/**
 * The member's side of billing, free of HTTP: a Checkout Session to subscribe to a tier, a
 * customer-portal session to manage it, and the summary the account page shows. Subscription state
 * itself only comes from Stripe's signed webhooks (stripe-events.ts, through webhook-router.ts).
 */
import type Stripe from 'stripe';
import type { Accounts } from '../accounts/index.js';
import { ConflictError, InvalidInputError, ServiceUnavailableError, UnauthenticatedError, UpstreamError } from '../domain-errors.js';
import { callStripe } from './stripe-gateway.js';
import { STRIPE } from './stripe-payloads.js';
import { OPERATOR_TIER, type Subscription } from '../accounts/subscriptions.js';
import type { BillingSummary } from '../../shared/billing.js';
import { BILLING } from '../../shared/premium-messages.js';
import type { StripePrices } from './prices.js';
import { absoluteUrl } from '../../shared/public-url.js';
import { activeGift, GIFT_PROVIDER } from '../gifts/service.js';

export interface BillingServiceDeps {
  /** Null when Stripe is not configured: checkout and portal answer 503, the summary still works. */
  stripe: Stripe | null;
  prices: StripePrices;
  /** The yearly price of each tier that has one (STRIPE_YEARLY_PRICES): an offer may be for a yearly membership. */
  yearlyPrices?: StripePrices;
  /** A tier's free trial in days before its first payment (STRIPE_TRIAL_DAYS), unless an offer says otherwise. */
  trialDays?: Readonly<Record<string, number>>;
  accounts: Accounts;
  publicUrl: string;
  /** Tier titles by key from the subscribe page (the account page names the plan by them). */
  tierTitles: () => Promise<Record<string, string>>;
}

/** What an offer (server/offers/service.ts) adds to a Checkout Session. */
export interface CheckoutExtras {
  cadence?: 'monthly' | 'yearly';
  /** A Stripe coupon on the subscription: an offer's discount. */
  coupon?: string;
  /** Free days before the first payment: an offer's trial (instead of the tier's own). */
  trialDays?: number;
  /** More metadata on the session and the subscription (the offer's code, which the webhook counts). */
  metadata?: Record<string, string>;
  /** Where Checkout's back link leads (default /subscribe). */
  cancelPath?: string;
}

export interface BillingService {
  checkout(userId: string, tier: string, extras?: CheckoutExtras): Promise<string>;
  portal(userId: string): Promise<string>;
  summary(userId: string): Promise<BillingSummary>;
}

/**
 * Stripe Checkout refuses a `subscription_data.trial_end` less than 48 hours ahead; a gift that
 * ends sooner than that is not carried over (at most two days overlap).
 */
export const STRIPE_MIN_TRIAL_MS = 48 * 60 * 60 * 1000 + 60_000;

/** Stripe said no or could not be reached (stripe-gateway.ts): the reader can only try again later. */
const stripeCall = <T>(call: () => Promise<T>) => callStripe(call, BILLING.unavailable);


/** The member's Stripe customer: the one their latest Stripe subscription names. */
const stripeCustomer = (subs: Subscription[]) => subs.find((s) => s.provider === STRIPE && s.customerRef)?.customerRef ?? null;

function planName(tier: string | null, titles: Record<string, string>): string {
  if (!tier) return BILLING.defaultPlan;
  if (tier === OPERATOR_TIER) return BILLING.complimentaryPlan;
  return titles[tier] ?? tier;
}

/**
 * A customer Stripe already has for this address (an earlier checkout whose webhooks never reached
 * us, or one made in the dashboard): reused, so one reader is one customer with one portal.
 */
async function customerByEmail(stripe: Stripe, email: string): Promise<string | null> {
  const list = await stripeCall(() => stripe.customers.list({ email, limit: 1 }));
  return list.data[0]?.id ?? null;
}

const DAY_S = 86_400;

export function createBillingService({ stripe, prices, yearlyPrices = {}, trialDays = {}, accounts, publicUrl, tierTitles }: BillingServiceDeps): BillingService {
  const member = async (userId: string) => {
    const user = await accounts.users.findById(userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  };
  /** The running gift's end (Unix seconds) when Stripe accepts it as a trial's end, else null. */
  const giftTrialEnd = async (userId: string): Promise<number | null> => {
    const now = accounts.now();
    const gift = await activeGift(accounts.db, userId, now);
    const end = gift ? Date.parse(gift.until) : 0;
    return end - now.getTime() >= STRIPE_MIN_TRIAL_MS ? Math.ceil(end / 1000) : null;
  };
  const configured = (): Stripe => {
    if (!stripe) throw new ServiceUnavailableError('billing-not-configured', BILLING.notConfigured);
    return stripe;
  };

  return {
    async checkout(userId, tier, extras = {}) {
      const client = configured();
      const sold = extras.cadence === 'yearly' ? yearlyPrices : prices;
      const price = Object.hasOwn(sold, tier) ? sold[tier] : undefined;
      if (!price) throw new InvalidInputError(BILLING.unknownTier);
      const user = await member(userId);
      const customer = stripeCustomer(await accounts.subscriptions.listForUser(user.id)) ?? (await customerByEmail(client, user.email));
      // Our member id travels on the session and the subscription, so the webhooks find the member
      // even when Checkout creates a new customer.
      const metadata = { ...extras.metadata, userId: user.id, tier, email: user.email };
      // A member reading on a gift pays from its end, not twice meanwhile: the subscription starts
      // with a trial until then (docs/decisions/gifts-and-paid-subscriptions.md); an offer's trial
      // days come after it. Otherwise the offer's trial, else the tier's own (STRIPE_TRIAL_DAYS).
      const giftEnd = await giftTrialEnd(user.id);
      const days = extras.trialDays ?? (Object.hasOwn(trialDays, tier) ? trialDays[tier] : undefined);
      const trial = giftEnd
        ? { trial_end: giftEnd + (extras.trialDays ?? 0) * DAY_S }
        : days
          ? { trial_period_days: days }
          : {};
      const session = await stripeCall(() =>
        client.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          ...(customer ? { customer } : { customer_email: user.email }),
          client_reference_id: user.id,
          metadata,
          subscription_data: { metadata, ...trial },
          ...(extras.coupon ? { discounts: [{ coupon: extras.coupon }] } : {}),
          success_url: absoluteUrl(publicUrl, '/account?checkout=success'),
          cancel_url: absoluteUrl(publicUrl, extras.cancelPath ?? '/subscribe'),
        }),
      );
      if (!session.url) throw new UpstreamError('billing-unavailable', BILLING.unavailable, new Error('Checkout Session without a url'));
      return session.url;
    },

    async portal(userId) {
      const client = configured();
      const user = await member(userId);
      const customer = stripeCustomer(await accounts.subscriptions.listForUser(user.id));
      if (!customer) throw new ConflictError('no-billing-account', BILLING.noBillingAccount);
      const session = await stripeCall(() =>
        client.billingPortal.sessions.create({ customer, return_url: absoluteUrl(publicUrl, '/account') }),
      );
      return session.url;
    },

    async summary(userId) {
      const user = await member(userId);
      const [all, isPremium, gift] = await Promise.all([
        accounts.subscriptions.listForUser(user.id),
        accounts.subscriptions.isActive(user.id),
        activeGift(accounts.db, user.id, accounts.now()),
      ]);
      // Redeemed gifts are shown on their own line, not as the member's plan.
      const subs = all.filter((s) => s.provider !== GIFT_PROVIDER);
      const latest = subs[0];
      // The plan's name is nice to have: a content outage must not hide the account.
      const titles = latest?.tier ? await tierTitles().catch(() => ({}) as Record<string, string>) : {};
      return {
        user: { email: user.email, firstName: user.firstName, lastName: user.lastName, isPremium },
        subscription: latest
          ? {
              tier: latest.tier,
              plan: planName(latest.tier, titles),
              status: latest.status,
              currentPeriodEnd: latest.currentPeriodEnd?.toISOString() ?? null,
              endsAtPeriodEnd: latest.cancelAtPeriodEnd || latest.status === 'canceled',
            }
          : null,
        canManageBilling: stripe !== null && stripeCustomer(subs) !== null,
        ...(gift ? { gift } : {}),
      };
    },
  };
}
