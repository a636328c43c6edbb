/**
 * A tiny app built only from the accounts exports, the way createApp mounts them (webhook router
 * first for its raw body, then auth and admin, the JSON error handler last). Swap for createApp later.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { loadConfig, type Config } from '../../../server/config.js';
import { createAccounts, openPg, type Accounts, type Db } from '../../../server/accounts/index.js';
import { createJsonErrorHandler } from '../../../server/http/error-handler.js';
import { createAdminRouter } from '../../../server/accounts/admin.js';
import type { RateLimitSettings } from '../../../server/http/rate-limit.js';
import { createAuthRouter } from '../../../server/api/auth.js';
import { createStripeWebhookRouter } from '../../../server/billing/webhook-router.js';
import { openTestPglite } from '../../support/pglite.js';

export interface Backend {
  name: string;
  open(): Promise<Db>;
}

/** PGlite in memory always; real PostgreSQL too when TEST_DATABASE_URL is set (one schema per suite). */
export const backends: Backend[] = [
  { name: 'pglite', open: () => openTestPglite() },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', open: () => openPgSchema(process.env.TEST_DATABASE_URL!) }] : []),
];

async function openPgSchema(url: string): Promise<Db> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPg(url, { schema, max: 5 });
  return {
    ...db,
    close: async () => {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

export interface HarnessOptions {
  publicUrl?: string;
  smtpUrl?: string;
  stripeSecret?: string;
  rateLimits?: Partial<RateLimitSettings>;
}

export interface Harness {
  app: express.Express;
  accounts: Accounts;
  config: Config;
  outbox: string;
  adminToken: string;
  /** Moves the accounts clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export const silentLogger = pino({ level: 'silent' });

export async function createHarness(db: Db, opts: HarnessOptions = {}): Promise<Harness> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'colophon-accounts-'));
  const config = loadConfig(
    {
      PUBLIC_URL: opts.publicUrl ?? 'http://localhost:3000',
      DATA_DIR: path.join(root, 'data'),
      SMTP_URL: opts.smtpUrl,
      STRIPE_WEBHOOK_SECRET: opts.stripeSecret,
      LOG_LEVEL: 'silent',
    },
    root,
  );
  let offset = 0;
  const accounts = await createAccounts({ config, logger: silentLogger, db, now: () => new Date(Date.now() + offset) });
  const app = express();
  app.use(createStripeWebhookRouter({ config, accounts, logger: silentLogger }));
  app.use(createAuthRouter({ config, accounts, rateLimits: { perIp: 1000, perEmail: 1000, ...opts.rateLimits } }));
  app.use(createAdminRouter({ config, accounts })); // writes DATA_DIR/admin-token, as at server start
  app.use(createJsonErrorHandler(silentLogger));
  return {
    app,
    accounts,
    config,
    outbox: path.join(config.dataDir, 'outbox'),
    adminToken: readFileSync(path.join(config.dataDir, 'admin-token'), 'utf8'),
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await accounts.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Empties every accounts table between tests (the schema stays). */
export async function resetDb(db: Db): Promise<void> {
  await db.query('TRUNCATE users, sessions, login_tokens, subscriptions, webhook_events, newsletter_signups CASCADE');
}

/**
 * Registers a suite's hooks: the backend's database and a harness on it before the suite, both
 * closed after it, the tables emptied before each test. Read `db` and `h` inside tests and hooks.
 */
export function useHarness(backend: Backend, opts: HarnessOptions = {}): { readonly db: Db; readonly h: Harness } {
  const suite = {} as { db: Db; h: Harness };
  beforeAll(async () => {
    suite.db = await backend.open();
    suite.h = await createHarness(suite.db, opts);
  });
  afterAll(async () => {
    await suite.h?.close();
    await suite.db?.close();
  });
  beforeEach(() => resetDb(suite.db));
  return suite;
}
