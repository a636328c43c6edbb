/**
 * The ONE place environment variables are read. Everything has a default that needs nothing set:
 * local dataset, PGlite under ./.data, outbox mail, dev feature flags.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { resolveFlags, type FeatureFlags } from '../shared/flags.js';
import { parseTrustProxy, type TrustProxy } from './ops/trust-proxy.js';
import { DEFAULT_RENDER_QUEUE_MAX } from './render/settings.js';
import { SEARCH_DEFAULTS } from './api/search-settings.js';
import { parseStripeGiftPrices, type StripeGiftPrices } from './gifts/prices.js';
import { parseStripePrices, parseTrialDays, type StripePrices, type TrialDays } from './billing/prices.js';
import { IMAGE_DEFAULTS } from './images/settings.js';
import { SENDING_DEFAULTS } from './newsletters/sending/settings.js';
import { keptSecretFile, SecretFileError } from './ops/secret-file.js';

/** DATA_DIR's file of the cookie-signing secret made when SESSION_SECRET is not set. */
export const SESSION_SECRET_FILE = 'session-secret';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_ENV: z.enum(['dev', 'staging', 'prod']).default('dev'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: pretty on a terminal, JSON otherwise (chooseLogFormat in server/logger.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  // Required in prod; elsewhere it follows the port actually bound (see withBoundPort).
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: optionalString,
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),

  CONTENT_SOURCE: z.enum(['local', 'sanity']).default('local'),
  DATASET_PATH: optionalString,
  SANITY_PROJECT_ID: optionalString,
  SANITY_DATASET: z.string().default('production'),
  SANITY_API_VERSION: z.string().default('2020-03-01'),
  SANITY_READ_TOKEN: optionalString,
  SANITY_WRITE_TOKEN: optionalString,
  SANITY_STUDIO_URL: optionalUrl,
  SANITY_WEBHOOK_SECRET: optionalString,
  SANITY_API_HOST: optionalUrl, // tests point the sanity source at a local stub
  PREVIEW_SECRET: optionalString,
  IMAGE_MIRROR_HOST: optionalString,
  CONTENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),

  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./.data'),
  /** A PGlite data folder as a tarball, for new embedded databases (default: the build's). */
  PGLITE_TEMPLATE: optionalString,
  SESSION_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('The Colophon <no-reply@colophon.localhost>'),
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  /** `tierKey:price_id` pairs, comma separated (server/billing/prices.ts). */
  STRIPE_PRICES: optionalString,
  /** `tierKey:months:price_id` triples, comma separated: the one-off prices of gift subscriptions (server/billing/prices.ts). */
  STRIPE_GIFT_PRICES: optionalString,
  /** `tierKey:price_id` pairs: the yearly price of tiers an offer may sell yearly (server/billing/prices.ts). */
  STRIPE_YEARLY_PRICES: optionalString,
  /** `tierKey:days` pairs: a tier's free trial in Checkout (server/billing/prices.ts). */
  STRIPE_TRIAL_DAYS: optionalString,
  STRIPE_API_URL: optionalUrl, // tests point the Stripe SDK at a local fake
  NEWSLETTER_ENDPOINT: optionalUrl,
  /** The mail provider's webhook signing key (Mailgun's): verifies POST /api/newsletters/events. */
  NEWSLETTER_EVENTS_SIGNING_KEY: optionalString,
  /** Newsletter messages a second one process sends (0: no limit): server/newsletters/sending/. */
  NEWSLETTER_RATE: z.coerce.number().min(0).max(10_000).default(SENDING_DEFAULTS.rate),
  /** Addresses per job of the newsletter queue. */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(SENDING_DEFAULTS.batchSize),
  /** SMTP connections of the newsletters' pool: the messages in flight at once. */
  NEWSLETTER_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(SENDING_DEFAULTS.connections),
  FORMS_ENDPOINT: optionalUrl,

  SENTRY_DSN: optionalString,
  GTM_ID: optionalString,
  META_PIXEL_ID: optionalString,
  DONOR_CRM_URL: optionalUrl,
  RETENTION_SNIPPET_URL: optionalUrl,
  ADS_SCRIPT_URL: optionalUrl,
  TEXT_LINKER_URL: optionalUrl,

  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Edge caches (docs/decisions/edge-cache.md): Varnish purge endpoints, space- or comma-separated. */
  CACHE_PURGE_URLS: optionalString,
  /** Send each answer's surrogate keys as Cloudflare's Cache-Tag too (comma-separated). */
  CACHE_TAG_HEADER: z.enum(['on', 'off']).default('off'),
  FASTLY_SERVICE_ID: optionalString,
  FASTLY_API_TOKEN: optionalString,
  FASTLY_API_URL: z.url().default('https://api.fastly.com'), // tests point it at a local fake
  CLOUDFLARE_ZONE_ID: optionalString,
  CLOUDFLARE_API_TOKEN: optionalString,
  CLOUDFLARE_API_URL: z.url().default('https://api.cloudflare.com'), // tests point it at a local fake
  /** With CONTENT_SOURCE=sanity: purge on Sanity's Live Content API events (server/content/live.ts). */
  SANITY_LIVE: z.enum(['on', 'off']).default('on'),
  /** Mounts the pages only browser tests use (client/pages/TestHydrationMismatch); refused with APP_ENV=prod. */
  TEST_PAGES: z.enum(['on', 'off']).default('off'),
  /** Moves the accounts clock this many ms ahead (browser tests of expiries); refused with APP_ENV=prod. */
  TEST_CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
  /** Uncached pages produced at once (rendering or queued) past which new ones answer 503. */
  RENDER_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_RENDER_QUEUE_MAX),
  /** Byte budget (MB) of the in-memory cache of resized images (server/images/cache.ts). */
  IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(IMAGE_DEFAULTS.cacheMb),
  /** Image renders (sharp) at once. */
  IMAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(IMAGE_DEFAULTS.concurrency),
  /** Image renders waiting for a slot past which new ones answer 503. */
  IMAGE_RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(IMAGE_DEFAULTS.queueMax),
  /** Searches a minute from one address past which /api/search answers 429 (0: no per-client limit). */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(SEARCH_DEFAULTS.perMinute),
  /** Searches waiting for a turn past which new ones answer 503. */
  SEARCH_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(SEARCH_DEFAULTS.queueMax),
  /** Premium stories a signed-in free member reads in full per calendar month, UTC (server/members/meter.ts); 0: off. */
  FREE_PREMIUM_READS: z.coerce.number().int().min(0).max(1000).default(0),
  /** Who may comment under stories (server/comments/policy.ts): any signed-in member, premium members only, or nobody. */
  COMMENTS: z.enum(['members', 'paid', 'off']).default('members'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every variable this file reads besides the FEATURE_<NAME> flag overrides (deploy/ tests check against it). */
export const ENV_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export interface Config extends Omit<Env, 'PUBLIC_URL'> {
  /** The site's public origin: PUBLIC_URL, or http://localhost:<bound port> outside prod. */
  PUBLIC_URL: string;
  /** PUBLIC_URL was not set, so it follows the bound port (withBoundPort). */
  publicUrlDefaulted: boolean;
  flags: FeatureFlags;
  /** Absolute DATA_DIR. */
  dataDir: string;
  /**
   * The tarball a new embedded (PGlite) database starts from instead of running initdb:
   * PGLITE_TEMPLATE, else build/pglite-template.tar.gz when the build made it, else none.
   */
  pgliteTemplate: string | undefined;
  /** Absolute folder of the embedded dataset (data/). */
  datasetDir: string;
  /** Absolute folder of the built client assets (build/client). */
  clientBuildDir: string;
  secureCookies: boolean;
  /** Signs cookies: SESSION_SECRET, else the secret kept in DATA_DIR/session-secret (docs/decisions/session-secret.md). */
  sessionSecret: string;
  /** Where sessionSecret came from: SESSION_SECRET, DATA_DIR's file, or made just now into that file. */
  sessionSecretSource: 'env' | 'data-dir' | 'created';
  previewSecret: string | undefined;
  /** Express's `trust proxy` setting from TRUST_PROXY (false: trust nobody). */
  trustProxy: TrustProxy;
  /** Stripe price id per subscription tier key, from STRIPE_PRICES (empty without it). */
  stripePrices: StripePrices;
  /** Stripe price id per gift offer (`tierKey:months`), from STRIPE_GIFT_PRICES (empty without it). */
  stripeGiftPrices: StripeGiftPrices;
  /** Stripe yearly price id per tier key, from STRIPE_YEARLY_PRICES (empty without it). */
  stripeYearlyPrices: StripePrices;
  /** A tier's free trial in days, from STRIPE_TRIAL_DAYS (empty without it). */
  stripeTrialDays: TrialDays;
}

/** The URLs of CACHE_PURGE_URLS (space- or comma-separated). */
export const purgeUrlList = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parse `vars` (process.env by default) into a Config, or throw ConfigError listing every problem. */
export function loadConfig(vars: Record<string, string | undefined> = process.env, root = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(vars);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.CONTENT_SOURCE === 'sanity' && !env.SANITY_PROJECT_ID) {
    throw new ConfigError('CONTENT_SOURCE=sanity needs SANITY_PROJECT_ID (the id of your Sanity project).');
  }
  if (!env.FASTLY_SERVICE_ID !== !env.FASTLY_API_TOKEN) {
    throw new ConfigError('FASTLY_SERVICE_ID and FASTLY_API_TOKEN go together: Fastly purges need both (the service id and an API token with purge rights).');
  }
  if (!env.CLOUDFLARE_ZONE_ID !== !env.CLOUDFLARE_API_TOKEN) {
    throw new ConfigError('CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN go together: Cloudflare purges need both (the zone id and an API token with Cache Purge rights).');
  }
  for (const url of purgeUrlList(env.CACHE_PURGE_URLS)) {
    if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) {
      throw new ConfigError(`CACHE_PURGE_URLS: ${url} is not an http(s) URL (e.g. http://varnish:6081/).`);
    }
  }
  if (env.APP_ENV === 'prod' && !env.SESSION_SECRET) {
    throw new ConfigError('APP_ENV=prod needs SESSION_SECRET (a long random string used to sign cookies).');
  }
  if (env.APP_ENV === 'prod' && env.TEST_PAGES === 'on') {
    throw new ConfigError('TEST_PAGES=on is for browser tests only and cannot be used with APP_ENV=prod.');
  }
  if (env.APP_ENV === 'prod' && env.TEST_CLOCK_OFFSET_MS !== 0) {
    throw new ConfigError('TEST_CLOCK_OFFSET_MS is for browser tests only and cannot be used with APP_ENV=prod.');
  }
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    // PGlite has one writer per folder, and workers must share sign-in limits and cache purges.
    throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL shared by the workers).');
  }
  if ((env.DATABASE_URL || env.WEB_CONCURRENCY > 1) && !env.SESSION_SECRET) {
    // Each process would otherwise sign with a secret of its own (or race to make one in DATA_DIR):
    // a cookie one replica set would be refused by the next.
    throw new ConfigError(
      `${env.DATABASE_URL ? 'DATABASE_URL' : 'WEB_CONCURRENCY above 1'} needs SESSION_SECRET: every process sharing the accounts must sign cookies with the same secret (a long random string, e.g. from \`openssl rand -hex 32\`).`,
    );
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  if (env.APP_ENV === 'prod' && !env.PUBLIC_URL) {
    throw new ConfigError(
      'APP_ENV=prod needs PUBLIC_URL (the address readers use, e.g. https://www.example.com: canonical URLs, links in emails and the sign-in origin check use it).',
    );
  }
  let stripePrices: StripePrices;
  try {
    stripePrices = parseStripePrices(env.STRIPE_PRICES);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  if (!env.STRIPE_SECRET_KEY !== (Object.keys(stripePrices).length === 0)) {
    // Half a configuration would show Subscribe buttons that cannot work, or prices nobody can buy.
    throw new ConfigError(
      env.STRIPE_SECRET_KEY
        ? 'STRIPE_SECRET_KEY needs STRIPE_PRICES (the price id of each tier, e.g. reader:price_123,member:price_456).'
        : 'STRIPE_PRICES needs STRIPE_SECRET_KEY (the secret API key of your Stripe account, sk_live_… or sk_test_…).',
    );
  }
  let stripeGiftPrices: StripeGiftPrices;
  try {
    stripeGiftPrices = parseStripeGiftPrices(env.STRIPE_GIFT_PRICES);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  if (Object.keys(stripeGiftPrices).length > 0 && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError('STRIPE_GIFT_PRICES needs STRIPE_SECRET_KEY (the secret API key of your Stripe account, sk_live_… or sk_test_…).');
  }
  let stripeYearlyPrices: StripePrices;
  let stripeTrialDays: TrialDays;
  try {
    stripeYearlyPrices = parseStripePrices(env.STRIPE_YEARLY_PRICES, 'STRIPE_YEARLY_PRICES');
    stripeTrialDays = parseTrialDays(env.STRIPE_TRIAL_DAYS);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  if ((Object.keys(stripeYearlyPrices).length > 0 || Object.keys(stripeTrialDays).length > 0) && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError('STRIPE_YEARLY_PRICES and STRIPE_TRIAL_DAYS need STRIPE_SECRET_KEY (the secret API key of your Stripe account, sk_live_\u2026 or sk_test_\u2026).');
  }
  if (env.STRIPE_SECRET_KEY && !/^(sk|rk)_(test|live)_\w+$/.test(env.STRIPE_SECRET_KEY)) {
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…).');
  }
  let flags: FeatureFlags;
  try {
    flags = resolveFlags(env.APP_ENV, vars);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  const builtTemplate = path.resolve(root, 'build/pglite-template.tar.gz');
  const pgliteTemplate = env.PGLITE_TEMPLATE ? path.resolve(root, env.PGLITE_TEMPLATE) : existsSync(builtTemplate) ? builtTemplate : undefined;
  if (pgliteTemplate && !existsSync(pgliteTemplate)) {
    throw new ConfigError(`PGLITE_TEMPLATE: there is no file at ${pgliteTemplate} (npm run build makes build/pglite-template.tar.gz).`);
  }
  const publicUrl = env.PUBLIC_URL ?? defaultPublicUrl(env.PORT);
  const dataDir = path.resolve(root, env.DATA_DIR);
  const session = sessionSecretOf(env.SESSION_SECRET, dataDir);
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    publicUrlDefaulted: env.PUBLIC_URL === undefined,
    flags,
    dataDir,
    pgliteTemplate,
    datasetDir: path.resolve(root, 'data'),
    clientBuildDir: path.resolve(root, 'build/client'),
    secureCookies: publicUrl.startsWith('https:'),
    sessionSecret: session.secret,
    sessionSecretSource: session.source,
    previewSecret: env.PREVIEW_SECRET,
    trustProxy,
    stripePrices,
    stripeGiftPrices,
    stripeYearlyPrices,
    stripeTrialDays,
  };
}

/**
 * SESSION_SECRET, else the secret kept in DATA_DIR (made on the first start): no secret lives in
 * the source, where anyone could read it and sign a cookie (docs/decisions/session-secret.md).
 */
function sessionSecretOf(fromEnv: string | undefined, dataDir: string): { secret: string; source: Config['sessionSecretSource'] } {
  if (fromEnv) return { secret: fromEnv, source: 'env' };
  try {
    const { secret, created } = keptSecretFile(dataDir, SESSION_SECRET_FILE);
    return { secret, source: created ? 'created' : 'data-dir' };
  } catch (err) {
    if (err instanceof SecretFileError) throw new ConfigError(err.message);
    throw new ConfigError(`SESSION_SECRET is not set and the secret kept in DATA_DIR could not be read or made (${(err as Error).message}): set SESSION_SECRET, or let the server write to ${dataDir}.`);
  }
}

/** The start-up log line saying where the cookie-signing secret came from (never the secret). */
export function sessionSecretLine(config: Pick<Config, 'sessionSecretSource' | 'dataDir'>): string | undefined {
  const file = path.join(config.dataDir, SESSION_SECRET_FILE);
  if (config.sessionSecretSource === 'created') return `SESSION_SECRET is not set: made a random cookie-signing secret and kept it in ${file} (set SESSION_SECRET to choose one)`;
  if (config.sessionSecretSource === 'data-dir') return `SESSION_SECRET is not set: cookies are signed with the secret kept in ${file}`;
  return undefined;
}

function defaultPublicUrl(port: number): string {
  return `http://localhost:${port}`;
}

/**
 * The config once the server listens on `port` (PORT=0 picks one): a defaulted PUBLIC_URL follows
 * it, so links and the sign-in origin check name the address the site really answers on.
 */
export function withBoundPort(config: Config, port: number): Config {
  if (!config.publicUrlDefaulted) return { ...config, PORT: port };
  return { ...config, PORT: port, PUBLIC_URL: defaultPublicUrl(port) };
}
