/**
 * The site's routers besides the pages, in the order createApp mounts them (order matters: the
 * Stripe webhook needs the raw body, so it comes before any JSON parser; robots.txt, sitemaps and
 * RSS before the pages). server/main.ts and the whole-app reliability tests both wire them here.
 */
import path from 'node:path';
import type { Router } from 'express';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { ContentServiceWithImages } from './content/index.js';
import type { Accounts } from './accounts/index.js';
import type { RateLimitSettings } from './http/rate-limit.js';
import { createAdminRouter } from './accounts/admin.js';
import { createAuthRouter } from './api/auth.js';
import { createClientErrorsRouter } from './api/client-errors.js';
import { createNewsletterRouter } from './api/newsletter.js';
import { createBlackoutRouter } from './api/blackout.js';
import { createSearchRouter, searchLimitsFor, type SearchLimits } from './api/search-router.js';
import { createPremiumRouter } from './api/premium.js';
import { isPremiumMember } from './members/guard.js';
import { createGiftLinksRouter, type GiftLinkLimits } from './gift-links/router.js';
import { createStripeWebhookRouter } from './billing/webhook-router.js';
import { createBillingRouter } from './billing/checkout-router.js';
import { createGiftRouter } from './gifts/router.js';
import { createOfferRouter } from './offers/router.js';
import { createMemberServices, MEMBER_SERVICE_NAMES, type MemberServices } from './services.js';
import { createFeedsRouter } from './feeds/index.js';
import { createSeoRouter } from './seo/index.js';
import { createNewslettersRouter, createSignup } from './newsletters/index.js';
import { createNewsletterEventsRouter } from './newsletters/events.js';
import { createStudioSendsRouter } from './newsletters/studio-sends.js';
import { createUnsubscribeRouter } from './newsletters/unsubscribe-router.js';
import { createCommentsRouter, type CommentLimits } from './comments/router.js';

export interface SiteRouterDeps {
  config: Config;
  logger: Logger;
  content: ContentServiceWithImages;
  accounts: Accounts;
  /** Overrides of the per-IP / per-email limits (tests that send thousands of requests). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Overrides of the search bounds (tests). */
  searchLimits?: Partial<SearchLimits>;
  /**
   * The app's one Stripe API client, for checkout, the portal and gifts; by default built once from
   * the config by server/services.ts (null without STRIPE_SECRET_KEY). The webhook needs none.
   */
  stripe?: Stripe | null;
  /** Services to use instead of those server/services.ts builds (tests hand in their own). */
  services?: Partial<MemberServices>;
  /** Overrides of the gift-link limits (tests). */
  giftLimits?: Partial<GiftLinkLimits>;
  /** Overrides of the comments a member may post a minute and an hour (tests). */
  commentLimits?: Partial<CommentLimits>;
}

export function createSiteRouters({ config, logger, content, accounts, rateLimits, searchLimits, giftLimits, commentLimits, stripe, services }: SiteRouterDeps): Router[] {
  // The composition root: billing, gifts and gift links are built once, here, and handed to their routers.
  // main.ts hands in the whole set (its newsletter sender also works the queue); tests some of them.
  const whole = services && MEMBER_SERVICE_NAMES.every((name) => services[name] !== undefined);
  const { billing, gifts, giftLinks, newsletters, newsletterSending, meter, offers, comments } = whole
    ? (services as MemberServices)
    : { ...createMemberServices({ config, accounts, query: (groq, params) => content.query(groq, params), stripe, logger, images: content.images }), ...services };
  const signup = createSignup({ publicUrl: config.PUBLIC_URL, newsletters, sendConfirmation: (to, link) => accounts.mailer.sendNewsletterConfirmation(to, link) });
  return [
    // First: the one route readers call as they type, so it does not walk the others' layers (it has no body to parse).
    createSearchRouter({
      content,
      cacheTag: config.CACHE_TAG_HEADER === 'on',
      limits: { ...searchLimitsFor(config), ...searchLimits },
      // With the paywall on, a premium member (the members' guard, server/members/guard.ts) also searches premium text.
      isPremiumMember: config.flags.paywall ? (req) => isPremiumMember(accounts, req) : undefined,
    }),
    createFeedsRouter({
      query: (groq, params) => content.query(groq, params),
      images: content.images,
      publicUrl: config.PUBLIC_URL,
      mediaDir: path.join(config.datasetDir, 'media'),
      logger,
      cacheTag: config.CACHE_TAG_HEADER === 'on',
    }),
    createStripeWebhookRouter({ config, accounts, logger }), // raw body: before any JSON parser
    createAuthRouter({ config, accounts, rateLimits }),
    createAdminRouter({ config, accounts, newsletters, newsletterSending }),
    createBillingRouter({ config, accounts, billing, rateLimits }),
    createGiftRouter({ config, accounts, gifts, rateLimits }),
    createOfferRouter({ config, accounts, offers, rateLimits }), // before the pages: /offer/CODE's data
    createSeoRouter({ config, content, logger }), // robots.txt, sitemaps, RSS: before the pages
    createNewsletterRouter({ config, db: accounts.db, logger, rateLimits, signup }),
    createNewslettersRouter({ config, accounts, newsletters }),
    // The mail provider's bounces and complaints (signed in the body; parses its own body).
    createNewsletterEventsRouter({ signingKey: config.NEWSLETTER_EVENTS_SIGNING_KEY, db: accounts.db, now: accounts.now, logger }),
    // The Studio's 'Send to newsletter', through a signed Sanity webhook (parses its own raw body).
    createStudioSendsRouter({ secret: config.SANITY_WEBHOOK_SECRET, sending: newsletterSending, query: (groq, params) => content.query(groq, params), logger }),
    // A newsletter email's one-click unsubscribe: its POST comes from mail providers, with no cookie or origin of ours.
    createUnsubscribeRouter({ secret: config.sessionSecret, db: accounts.db, catalogue: () => newsletters.catalogue(), now: accounts.now, logger }),
    createBlackoutRouter({ config, logger, rateLimits }),
    createClientErrorsRouter({ config, logger, rateLimits }),
    createPremiumRouter({ accounts, meter, query: (groq, params) => content.query(groq, params), cookie: { secure: config.secureCookies } }),
    createGiftLinksRouter({ config, accounts, giftLinks, query: (groq, params) => content.query(groq, params), rateLimits, giftLimits }),
    createCommentsRouter({ config, accounts, comments, query: (groq, params) => content.query(groq, params), rateLimits, commentLimits }),
  ];
}
