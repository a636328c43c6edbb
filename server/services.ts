/**
 * The composition root of the members' services (docs/architecture.md#services-and-domain-errors):
 * billing, gift subscriptions, gift links, newsletters and offers are built here, once, from the config, the accounts
 * and the app's one Stripe client, and handed to their routers (server/routers.ts). No router
 * builds its own service, so a test can hand in another.
 */
import type Stripe from 'stripe';
import type { Config } from './config.js';
import type { Accounts } from './accounts/index.js';
import { createBillingService, type BillingService } from './billing/billing-service.js';
import { createStripeClient } from './billing/stripe-gateway.js';
import { createGiftService, type GiftService } from './gifts/service.js';
import { createGiftLinkService, type GiftLinkService } from './gift-links/service.js';
import { newslettersFor } from './newsletters/index.js';
import { createOfferService, type OfferService } from './offers/service.js';
import type { NewsletterService } from './newsletters/service.js';
import type { QueryParams } from './content/source.js';
import { SUBSCRIPTION_PAGE_QUERY } from './content/queries.js';
import { tierKey } from '../shared/billing.js';

export interface MemberServices {
  billing: BillingService;
  gifts: GiftService;
  giftLinks: GiftLinkService;
  newsletters: NewsletterService;
  offers: OfferService;
}

export interface MemberServiceDeps {
  config: Pick<
    Config,
    'PUBLIC_URL' | 'sessionSecret' | 'stripePrices' | 'stripeGiftPrices' | 'stripeYearlyPrices' | 'stripeTrialDays' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'
  >;
  accounts: Accounts;
  /** Published-content queries (the subscription tiers' titles, the newsletters). */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  /**
   * The app's one Stripe API client, for checkout, the portal and a gift's redemption; by default
   * built here from the config (null without STRIPE_SECRET_KEY).
   */
  stripe?: Stripe | null;
}

export function createMemberServices({ config, accounts, query, stripe = createStripeClient(config) }: MemberServiceDeps): MemberServices {
  // The subscribe page's own (cached) query: the account page names a member's plan by its tiers'
  // titles, an offer's page lists its tiers by them.
  const tiers = async () => {
    const page = await query<{ subscriptionTiers?: unknown } | null>(SUBSCRIPTION_PAGE_QUERY);
    const list = Array.isArray(page?.subscriptionTiers) ? (page.subscriptionTiers as { title?: unknown }[]) : [];
    const titles = list.map((t) => t?.title).filter((t): t is string => typeof t === 'string');
    return titles.map((title) => ({ key: tierKey(title), title }));
  };
  const billing = createBillingService({
    stripe,
    prices: config.stripePrices,
    yearlyPrices: config.stripeYearlyPrices,
    trialDays: config.stripeTrialDays,
    accounts,
    publicUrl: config.PUBLIC_URL,
    tierTitles: async () => Object.fromEntries((await tiers()).map((t) => [t.key, t.title])),
  });
  return {
    billing,
    gifts: createGiftService({ stripe, prices: config.stripeGiftPrices, accounts, publicUrl: config.PUBLIC_URL }),
    giftLinks: createGiftLinkService({ db: accounts.db, now: accounts.now, secret: config.sessionSecret }),
    newsletters: newslettersFor(accounts, query),
    offers: createOfferService({ stripe, prices: config.stripePrices, yearlyPrices: config.stripeYearlyPrices, accounts, billing, query, tiers }),
  };
}
