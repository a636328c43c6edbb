/**
 * The whole application wired the way server/main.ts wires it (content, image routes, feeds, Stripe
 * webhook, auth, admin, SEO, newsletter, search, JSON error handler; no error reporting), over the
 * small fixture dataset and PGlite in memory, so reliability tests hit every router in one app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import type { Config } from '../../../server/config.js';
import { createApp } from '../../../server/app.js';
import { createLogger, type Logger } from '../../../server/logger.js';
import { createContentRoutes, createContentService, type ContentServiceWithImages } from '../../../server/content/index.js';
import type { ContentSource } from '../../../server/content/source.js';
import { createAccounts, type Accounts, type Db } from '../../../server/accounts/index.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import { createSiteRouters, type SiteRouterDeps } from '../../../server/routers.js';
import { createMemberServices, type MemberServices } from '../../../server/services.js';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';
import { testConfig } from '../../support/app.js';
import { steadyPageCache } from '../../support/steady-clock.js';
import { pageCacheOptionsFor } from '../../../server/render/page-cache.js';
import { openTestPglite } from '../../support/pglite.js';

export const SECRETS = {
  preview: 'preview-secret-for-reliability-tests',
  webhook: 'sanity-webhook-secret-for-tests',
  stripe: 'whsec_reliability_tests',
  /** The mail provider's webhook signing key (POST /api/newsletters/events, Mailgun's format). */
  mailgun: 'mailgun-signing-key-for-reliability-tests',
} as const;

export interface FullAppOptions {
  /** Extra environment (e.g. PUBLIC_URL). */
  vars?: Record<string, string>;
  /** Replaces the fixture dataset source (faults, hostile content). */
  source?: ContentSource;
  /** An open database (e.g. one that can be switched off); PGlite in memory by default. */
  db?: Db;
  /** Rate limits high enough for thousands of requests from one address, unless a test lowers them. */
  rateLimits?: { perIp?: number; perEmail?: number };
  /** Where the app logs (the access log included); silent by default. */
  logger?: Logger;
  /** Services to use instead of those server/services.ts builds (fakes of a service a test stands in for). */
  services?: SiteRouterDeps['services'];
}

export interface FullApp {
  app: RequestListener;
  config: Config;
  content: ContentServiceWithImages;
  accounts: Accounts;
  /** The members' services the routers use, built once as server/main.ts builds them (the newsletter sender's worker is not started). */
  services: Partial<MemberServices>;
  close(): Promise<void>;
}

export async function buildFullApp(options: FullAppOptions = {}): Promise<FullApp> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'colophon-reliability-'));
  const base = testConfig({
    DATASET_PATH: FIXTURE_DIR,
    DATA_DIR: path.join(root, 'data'),
    PREVIEW_SECRET: SECRETS.preview,
    SANITY_WEBHOOK_SECRET: SECRETS.webhook,
    STRIPE_WEBHOOK_SECRET: SECRETS.stripe,
    NEWSLETTER_EVENTS_SIGNING_KEY: SECRETS.mailgun,
    ...options.vars,
  });
  // Image and media routes serve the fixture dataset's files.
  const config: Config = { ...base, datasetDir: FIXTURE_DIR };
  const logger = options.logger ?? createLogger('silent');
  const content = createContentService({ config, logger, source: options.source });
  const ownDb = options.db ? undefined : await openTestPglite();
  const db = options.db ?? ownDb!;
  const accounts = await createAccounts({ config, logger, db, siteName: 'The Colophon' });
  const rateLimits = { perIp: 100_000, perEmail: 100_000, ...options.rateLimits };
  const services: Partial<MemberServices> = {
    ...createMemberServices({ config, accounts, query: (groq, params) => content.query(groq, params), logger, images: content.images }),
    ...options.services,
  };
  const app = createApp({
    config,
    logger,
    content,
    contentRoutes: createContentRoutes(config),
    routers: createSiteRouters({ config, logger, content, accounts, rateLimits, services }),
    apiErrorHandler: createJsonErrorHandler(logger),
    readiness: { database: () => accounts.db.query('SELECT 1') },
    pageCache: steadyPageCache(pageCacheOptionsFor(config)),
  });
  return {
    app,
    config,
    content,
    accounts,
    services,
    close: async () => {
      await services.newsletterSending?.stop();
      await accounts.close();
      await ownDb?.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Registers a suite's hooks: a database opened by `open` and the full app on it before the suite,
 * both closed after it. Read `db` and `full` inside tests and hooks.
 */
export function useFullApp(open: () => Promise<Db>, options: Omit<FullAppOptions, 'db'> = {}): { readonly db: Db; readonly full: FullApp } {
  const suite = {} as { db: Db; full: FullApp };
  beforeAll(async () => {
    suite.db = await open();
    suite.full = await buildFullApp({ ...options, db: suite.db });
  });
  afterAll(async () => {
    await suite.full?.close();
    await suite.db?.close();
  });
  return suite;
}
