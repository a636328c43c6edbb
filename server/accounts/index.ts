/**
 * The accounts factory: opens the database (unless given one), migrates it, and wires the services.
 * PostgreSQL (DATABASE_URL) is opened and migrated at start; the embedded PGlite on first use.
 * Everything is built here from its collaborators; nothing lives at module level.
 */
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { createMailer, DEFAULT_SITE_NAME, type Mailer } from '../mail/index.js';
import { lazyDb, openDb, type Db, type Queryable } from './db.js';
import { migrate } from './migrations.js';
import { pruneRateLimits } from '../http/rate-limit-store.js';
import { prunePreviewRevocations } from './preview-revocations.js';
import { warmDummyHash } from './passwords.js';
import { createSessionService, type SessionService } from './sessions.js';
import { createSubscriptionService, type SubscriptionService } from './subscriptions.js';
import { createTokenService, type TokenService } from './tokens.js';
import { createUserService, type UserService } from './users.js';

export type AccountsConfig = Pick<Config, 'DATABASE_URL' | 'dataDir' | 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>;

export interface AccountServices {
  /** The database, or the open transaction inside `transaction()`. */
  db: Queryable;
  users: UserService;
  sessions: SessionService;
  tokens: TokenService;
  subscriptions: SubscriptionService;
}

export interface Accounts extends AccountServices {
  db: Db;
  mailer: Mailer;
  siteName: string;
  now: () => Date;
  /** Runs `fn` with services bound to one transaction: all of it is written, or none. */
  transaction<T>(fn: (tx: AccountServices) => Promise<T>): Promise<T>;
  /** Stops the pruning timer; closes the mailer and the database unless they were passed in. */
  close(): Promise<void>;
}

export interface AccountsDeps {
  config: AccountsConfig;
  logger: Logger;
  /** An open database (tests: PGlite in memory). By default: from DATABASE_URL / DATA_DIR. */
  db?: Db;
  mailer?: Mailer;
  siteName?: string;
  /** Clock for expiries (tests move it forward). */
  now?: () => Date;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

function services(db: Queryable, now: () => Date): AccountServices {
  return {
    db,
    users: createUserService({ db }),
    sessions: createSessionService({ db, now }),
    tokens: createTokenService({ db, now }),
    subscriptions: createSubscriptionService({ db, now }),
  };
}

export async function createAccounts(deps: AccountsDeps): Promise<Accounts> {
  const { config, logger, siteName = DEFAULT_SITE_NAME, now = () => new Date() } = deps;

  // Expired sessions and tokens are useless; prune them so the tables stay small.
  const prune = async (db: Queryable) => {
    try {
      const sessions = await createSessionService({ db, now }).prune();
      const tokens = await createTokenService({ db, now }).prune();
      const rateLimits = await pruneRateLimits(db);
      const previewRevocations = await prunePreviewRevocations(db, now());
      if (sessions || tokens || rateLimits || previewRevocations) {
        logger.debug({ sessions, tokens, rateLimits, previewRevocations }, 'pruned expired sessions, tokens, rate-limit windows and preview exits');
      }
    } catch (err) {
      logger.warn({ err }, 'pruning expired sessions failed');
    }
  };
  /** Migrates and prunes a freshly opened database; closes it (unless given) when migrating fails. */
  const prepare = async (db: Db): Promise<Db> => {
    try {
      const applied = await migrate(db);
      if (applied.length) logger.info({ applied, backend: db.kind }, 'accounts database migrated');
    } catch (err) {
      if (!deps.db) await db.close().catch(() => undefined);
      throw err;
    }
    await prune(db);
    return db;
  };

  const db = deps.db
    ? await prepare(deps.db)
    : config.DATABASE_URL
      ? await prepare(await openDb(config))
      : lazyDb('pglite', async () => prepare(await openDb(config)));
  // On libuv's thread pool while the server starts, not awaited: a login awaits the same promise.
  warmDummyHash().catch(() => undefined);
  const timer = setInterval(() => {
    // Nothing to prune in a database nobody has opened yet.
    if (!('isOpen' in db) || db.isOpen) void prune(db);
  }, PRUNE_EVERY_MS);
  timer.unref();

  const mailer = deps.mailer ?? createMailer({ config, logger, siteName });
  const base = services(db, now);

  return {
    ...base,
    db,
    mailer,
    siteName,
    now,
    transaction: (fn) => db.transaction((tx) => fn(services(tx, now))),
    async close() {
      clearInterval(timer);
      if (!deps.mailer) mailer.close();
      if (!deps.db) await db.close();
    },
  };
}

export { openDb, openPg, openPglite, prepareEmbeddedFolder, type Db, type Queryable } from './db.js';
export { migrate } from './migrations.js';
export type { PublicUser, User } from './users.js';
