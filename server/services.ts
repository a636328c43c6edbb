/**
 * The composition root of the members' services (docs/architecture.md#services-and-domain-errors):
 * billing, gift subscriptions, gift links, newsletters, the newsletter sender, the meter, offers, the member's data, the reader's library and members' preferences are built here, once, from the config, the accounts
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
import { createAccountDataService, type AccountDataService } from './members/data.js';
import { createLibraryService, type LibraryService } from './library/service.js';
import { createPreferencesService, type PreferencesService } from './preferences/service.js';
import { createCommentService, type CommentReplyEvent, type CommentService } from './comments/service.js';
import type { ThreadCacheOptions } from './comments/thread-cache.js';
import { createReplyNotifier } from './comments/notify.js';

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
  /** A member's export of their data and the deletion of their account (server/members/data.ts). */
  accountData: AccountDataService;
  /** A member's saved stories, reading history, follows, For you and its private feed (server/library/). */
  library: LibraryService;
  /** Display, history and reply-email choices (server/preferences/); sign-in reads the display from it. */
  preferences: PreferencesService;
  /** Member comments and their moderation (server/comments/). */
  comments: CommentService;
}

/** Every service of the set, for a caller that hands in its own (server/routers.ts). */
export const MEMBER_SERVICE_NAMES = ['billing', 'gifts', 'giftLinks', 'newsletters', 'newsletterSending', 'meter', 'accountData', 'library', 'preferences', 'comments'] as const satisfies readonly (keyof MemberServices)[];

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
  /** Published-content queries (the subscription tiers' titles, the newsletters, the library's stories). */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  /**
   * The app's one Stripe API client, for checkout, the portal and a gift's redemption; by default
   * built here from the config (null without STRIPE_SECRET_KEY).
   */
  stripe?: Stripe | null;
  /** Where newsletter emails' image URLs point: the content service's `images` (the site's own route by default). */
  images?: ImageConfig;
  /**
   * Told after a visible reply to another member's comment; by default the reply email
   * (server/comments/notify.ts) through the accounts mailer.
   */
  onCommentReply?: (e: CommentReplyEvent) => void;
  /** The kept public comment threads' freshness and memory (server/comments/thread-cache.ts). */
  commentThreads?: Partial<ThreadCacheOptions>;
}

export function createMemberServices({ config, accounts, query, stripe = createStripeClient(config), logger, images, onCommentReply, commentThreads }: MemberServiceDeps): MemberServices {
  const newsletters = newslettersFor(accounts, query);
  const log = logger ?? pino({ level: 'warn' }, pino.destination(2));
  const newsletterEmails = createNewsletterEmails({ query, now: accounts.now, images });
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
      emails: newsletterEmails,
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
    accountData: createAccountDataService({ accounts, stripe }),
    library: createLibraryService({ db: accounts.db, now: accounts.now, query, secret: config.sessionSecret }),
    preferences: createPreferencesService({ db: accounts.db, now: accounts.now }),
    comments: createCommentService({
      db: accounts.db,
      now: accounts.now,
      onReply:
        onCommentReply ??
        createReplyNotifier({
          db: accounts.db,
          mailer: accounts.mailer,
          // The built server's worker thread sends with these (the same as the accounts mailer's).
          smtp: config,
          logger: log,
          publicUrl: config.PUBLIC_URL,
          siteName: accounts.siteName,
          // The subject names the story: the newsletter's loader finds an article's, feature's or recipe's title.
          storyTitle: async (path) => (await newsletterEmails.loadStory(path))?.title,
        }),
      onReplyError: (err, e) => log.warn({ err, commentId: e.commentId }, 'comment reply hook failed'),
      threads: commentThreads,
    }),
  };
}
