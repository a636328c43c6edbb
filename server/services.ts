/**
 * The composition root of the members' services (docs/architecture.md#services-and-domain-errors):
 * billing, gift subscriptions, gift links, newsletters, the newsletter sender, the meter and offers are built here, once, from the config, the accounts
 * and the app's one Stripe client, and handed to their routers (server/routers.ts). No router
 * builds its own service, so a test can hand in another.
 */
import type Stripe from 'stripe';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import type { ImageConfig } from '../shared/images.js';
import type { Accounts } from './accounts/index.js';
import { createBillingService, type BillingService } from './billing/billing-service.js';
import { createStripeClient } from './billing/stripe-gateway.js';
import { createGiftService, type GiftService } from './gifts/service.js';
import { createGiftLinkService, type GiftLinkService } from './gift-links/service.js';
import { newslettersFor } from './newsletters/index.js';
import { createMeterService, type MeterService } from './members/meter.js';
import { meteredReads } from './site-config.js';
import { createOfferService, type OfferService } from './offers/service.js';
import type { NewsletterService } from './newsletters/service.js';
import { createNewsletterEmails } from './newsletters/email/index.js';
import { createNewsletterSending, type NewsletterSending } from './newsletters/sending/service.js';
import { createNewsletterTransport } from './mail/transport.js';
import type { QueryParams } from './content/source.js';
import { SUBSCRIPTION_PAGE_QUERY } from './content/queries.js';
import { tierKey } from '../shared/billing.js';
import { createCommentService, type CommentReplyEvent, type CommentService } from './comments/service.js';

export interface MemberServices {
  billing: BillingService;
  gifts: GiftService;
  giftLinks: GiftLinkService;
  newsletters: NewsletterService;
  /** Queues a story to a newsletter and, in a running server, delivers the queue (server/newsletters/sending/). */
  newsletterSending: NewsletterSending;
  /** Free members' metered reads of premium stories (FREE_PREMIUM_READS; limit 0 when off). */
  meter: MeterService;
  offers: OfferService;
  /** Member comments and their moderation (server/comments/). */
  comments: CommentService;
}

/** Every service of the set, for a caller that hands in its own (server/routers.ts). */
export const MEMBER_SERVICE_NAMES = ['billing', 'gifts', 'giftLinks', 'newsletters', 'newsletterSending', 'meter', 'comments'] as const satisfies readonly (keyof MemberServices)[];

export interface MemberServiceDeps {
  config: Pick<
    Config,
    | 'PUBLIC_URL' | 'sessionSecret' | 'stripePrices' | 'stripeGiftPrices' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'
    | 'stripeYearlyPrices' | 'stripeTrialDays'
    | 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'flags' | 'NEWSLETTER_RATE' | 'NEWSLETTER_BATCH_SIZE' | 'NEWSLETTER_SMTP_CONNECTIONS'
  > &
    Partial<Pick<Config, 'FREE_PREMIUM_READS'>>;
  accounts: Accounts;
  /** The newsletter sender's log (default: warnings to stderr). */
  logger?: Logger;
  /** Published-content queries (the subscription tiers' titles, the newsletters). */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  /**
   * The app's one Stripe API client, for checkout, the portal and a gift's redemption; by default
   * built here from the config (null without STRIPE_SECRET_KEY).
   */
  stripe?: Stripe | null;
  /** Where newsletter emails' image URLs point: the content service's `images` (the site's own route by default). */
  images?: ImageConfig;
  /** Told after a visible reply to another member's comment (the reply email: server/comments/notify.ts). */
  onCommentReply?: (e: CommentReplyEvent) => void;
}

export function createMemberServices({ config, accounts, query, stripe = createStripeClient(config), logger, images, onCommentReply }: MemberServiceDeps): MemberServices {
  const newsletters = newslettersFor(accounts, query);
  const log = logger ?? pino({ level: 'warn' }, pino.destination(2));
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
    newsletters,
    newsletterSending: createNewsletterSending({
      db: accounts.db,
      catalogue: () => newsletters.catalogue(),
      emails: createNewsletterEmails({ query, now: accounts.now, images }),
      settings: {
        publicUrl: config.PUBLIC_URL,
        secret: config.sessionSecret,
        mailFrom: config.MAIL_FROM,
        siteName: accounts.siteName,
        paywall: config.flags.paywall,
        rate: config.NEWSLETTER_RATE,
        batchSize: config.NEWSLETTER_BATCH_SIZE,
        connections: config.NEWSLETTER_SMTP_CONNECTIONS,
      },
      transport: () => createNewsletterTransport(config, log, config.NEWSLETTER_SMTP_CONNECTIONS),
      logger: log,
      now: accounts.now,
    }),
    meter: createMeterService({ db: accounts.db, now: accounts.now, limit: meteredReads(config) }),
    offers: createOfferService({ stripe, prices: config.stripePrices, yearlyPrices: config.stripeYearlyPrices, accounts, billing, query, tiers }),
    comments: createCommentService({
      db: accounts.db,
      now: accounts.now,
      onReply: onCommentReply,
      onReplyError: (err, e) => log.warn({ err, commentId: e.commentId }, 'comment reply hook failed'),
    }),
  };
}
