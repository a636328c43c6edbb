/**
 * The whole app over the generated dataset with the paywall flag on and accounts in PGlite, wired as
 * server/main.ts wires it; every rendered page the page cache stores is recorded, so a test can check
 * what a public cache could ever hand out. Members sign up through the API and are made premium the
 * way the operator does it (the admin command).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { createApp } from '../../../server/app.js';
import { createLogger } from '../../../server/logger.js';
import { createContentRoutes, createContentService } from '../../../server/content/index.js';
import { createAccounts, type Accounts } from '../../../server/accounts/index.js';
import { runAdminCommand } from '../../../server/accounts/admin.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import type { RenderedResponse } from '../../../server/render/page-cache.js';
import { recordingPageCache } from '../../support/steady-clock.js';
import { createSiteRouters } from '../../../server/routers.js';
import { SESSION_COOKIE } from '../../../server/http/session-cookie.js';
import { testConfig } from '../../support/app.js';
import type { GiftLinkLimits } from '../../../server/gift-links/router.js';
import type { RateLimitSettings } from '../../../server/http/rate-limit.js';
import { openTestPglite } from '../../support/pglite.js';
import type { Db } from '../../../server/accounts/db.js';

export const PREVIEW_SECRET = 'paywall-preview-secret';

export interface PaywallApp {
  app: RequestListener;
  accounts: Accounts;
  /** Every response the page cache was handed to keep (HTML pages and /_data answers). */
  cached: RenderedResponse[];
  /** Signs up a member and answers their Cookie header. */
  member(email: string): Promise<string>;
  makePremium(email: string): Promise<void>;
  close(): Promise<void>;
}

export interface PaywallAppOptions {
  /** The accounts clock (gift-link expiry tests move it). */
  now?: () => Date;
  giftLimits?: Partial<GiftLinkLimits>;
  rateLimits?: Partial<RateLimitSettings>;
  /** The accounts database (default: PGlite in memory); closed with the app. */
  openDb?: () => Promise<Db>;
}

export async function buildPaywallApp(vars: Record<string, string> = { FEATURE_PAYWALL: 'on' }, opts: PaywallAppOptions = {}): Promise<PaywallApp> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'colophon-paywall-'));
  const config = testConfig({ DATA_DIR: path.join(root, 'data'), PREVIEW_SECRET, PUBLIC_URL: 'http://localhost:3000', ...vars });
  const logger = createLogger('silent');
  const content = createContentService({ config, logger });
  const db = await (opts.openDb ?? openTestPglite)();
  const accounts = await createAccounts({ config, logger, db, siteName: 'The Colophon', ...(opts.now ? { now: opts.now } : {}) });
  const { pageCache, cached } = recordingPageCache();
  const app = createApp({
    config,
    logger,
    content,
    pageCache,
    contentRoutes: createContentRoutes(config),
    routers: createSiteRouters({ config, logger, content, accounts, rateLimits: { perIp: 10_000, perEmail: 10_000, ...opts.rateLimits }, giftLimits: opts.giftLimits }),
    apiErrorHandler: createJsonErrorHandler(logger),
  });
  return {
    app,
    accounts,
    cached,
    async member(email) {
      const res = await request(app).post('/api/auth/sign-up').send({ email, password: 'correct horse battery', firstName: 'Pat', lastName: 'Reader' });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (!cookie) throw new Error('no session cookie');
      return cookie.split(';')[0];
    },
    async makePremium(email) {
      await runAdminCommand(accounts, 'grant-premium', { email });
    },
    async close() {
      await accounts.close();
      await db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
