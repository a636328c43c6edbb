/**
 * Rate limiters for the sign-in endpoints (express-rate-limit). One process (PGlite) counts in a
 * memory store with a hard cap on its number of keys, so a flood of distinct emails or addresses
 * cannot grow memory without bound, and cannot push a counted key out either; with PostgreSQL
 * every replica counts in one shared table.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { rateLimit, ipKeyGenerator, type Options, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { QuotaExceededError } from '../domain-errors.js';
import type { Db, Queryable } from '../accounts/db.js';
import { PostgresRateLimitStore } from './rate-limit-store.js';

export interface RateLimitSettings {
  windowMs: number;
  /** Requests per window from one IP address (IPv6: one /56) to one endpoint. */
  perIp: number;
  /** Requests per window naming one email address on one endpoint. */
  perEmail: number;
  /**
   * Keys each in-memory limiter counts exactly. A key is never forgotten before its window ends;
   * past this many live keys, new keys share hashed buckets (see BoundedMemoryStore).
   */
  maxKeys: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowMs: 15 * 60 * 1000,
  perIp: 50,
  perEmail: 10,
  maxKeys: 10_000,
};

/** Buckets a full store counts new keys in: 128 kB of counters, made only once a store fills up. */
export const OVERFLOW_BUCKETS = 65_536;

interface Entry {
  hits: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * A fixed-window counter store that never holds more than `maxKeys` keys and never lets one key
 * push out another. An LRU cache would be bounded too, but an attacker who names `maxKeys` fresh
 * emails would evict the victim's key and restart its count at zero: more password guesses.
 *
 * - A key's exact counter lives until its window ends; only then is it dropped. Every window lasts
 *   `windowMs`, so the map (kept in insertion order) holds them in the order they end, and each
 *   increment drops the ended ones from its front: no timer, and memory is freed as windows end.
 * - When the map is full of running windows, a new key is counted in one of `buckets` shared
 *   counters, chosen by a keyed hash whose key is random per process, so nobody can tell which
 *   bucket an email falls in or aim at a victim's. The buckets share one window: from the first
 *   key counted there, for `windowMs`. Until it ends every new key goes to the buckets, even if
 *   exact slots free up meanwhile, so a key's count never moves from a bucket back to zero.
 *
 * The trade-off: under a flood of distinct keys big enough to fill the store, a new key shares its
 * bucket with others and may meet its limit early, until the bucket window ends. Counting can
 * only be too strict, never too lenient, so buckets are never decremented or reset by one key
 * (a success taken back, a sign-in clearing its failures): they stay counted until the window
 * ends. A key counted before the flood keeps its exact count, and its `resetKey` and `decrement`.
 */
export class BoundedMemoryStore implements Store {
  readonly localKeys = true;
  private windowMs = DEFAULT_RATE_LIMITS.windowMs;
  private readonly entries = new Map<string, Entry>();
  private readonly secret = randomBytes(32);
  private overflow: Uint16Array | undefined;
  private overflowResetAt = 0;

  constructor(
    readonly maxKeys: number,
    private readonly buckets = OVERFLOW_BUCKETS,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /** Exact counters held now (never above maxKeys). */
  get size(): number {
    return this.entries.size;
  }

  async get(key: string) {
    const now = Date.now();
    const e = this.live(key, now);
    if (e) return { totalHits: e.hits, resetTime: new Date(e.resetAt) };
    if (!this.overflow || this.overflowResetAt <= now) return undefined;
    const hits = this.overflow[this.bucketOf(key)];
    return hits > 0 ? { totalHits: hits, resetTime: new Date(this.overflowResetAt) } : undefined;
  }

  async increment(key: string) {
    const now = Date.now();
    this.dropEnded(now);
    let e = this.live(key, now);
    if (!e && (this.overflowRunning(now) || this.entries.size >= this.maxKeys)) return this.countInBucket(key, now);
    if (!e) {
      // Re-inserted, so the map stays in the order windows end.
      this.entries.delete(key);
      e = { hits: 0, resetAt: now + this.windowMs };
      this.entries.set(key, e);
    }
    e.hits += 1;
    return { totalHits: e.hits, resetTime: new Date(e.resetAt) };
  }

  async decrement(key: string) {
    const e = this.live(key, Date.now());
    if (e) e.hits = Math.max(0, e.hits - 1);
  }

  async resetKey(key: string) {
    this.entries.delete(key);
  }

  async resetAll() {
    this.entries.clear();
    this.overflow = undefined;
    this.overflowResetAt = 0;
  }

  private live(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    return e && e.resetAt > now ? e : undefined;
  }

  /** Drops the entries whose window has ended, from the front of the map. */
  private dropEnded(now: number): void {
    for (const [key, e] of this.entries) {
      if (e.resetAt > now) break;
      this.entries.delete(key);
    }
  }

  private overflowRunning(now: number): boolean {
    return this.overflow !== undefined && this.overflowResetAt > now;
  }

  private countInBucket(key: string, now: number) {
    let counts = this.overflow;
    if (!counts || this.overflowResetAt <= now) {
      counts = this.overflow ?? new Uint16Array(this.buckets);
      counts.fill(0);
      this.overflow = counts;
      this.overflowResetAt = now + this.windowMs;
    }
    const i = this.bucketOf(key);
    // Saturates at 65,535, far above any limit.
    counts[i] = Math.min(0xffff, counts[i] + 1);
    return { totalHits: counts[i], resetTime: new Date(this.overflowResetAt) };
  }

  private bucketOf(key: string): number {
    return createHmac('sha256', this.secret).update(key).digest().readUInt32LE(0) % this.buckets;
  }
}

const emailOf = (req: Request): string | undefined => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normalEmail(email) : undefined;
};

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The per-email key of `email`: hashed, so keys stay small and addresses are not kept in clear. */
export const emailKey = (email: string): string => createHash('sha256').update(normalEmail(email)).digest('base64url');

/** Makes the store of the limiter called `name` (e.g. 'login:email'). */
export type StoreFactory = (name: string) => Store;

/** With PostgreSQL, counters live in one table every replica shares; PGlite is one process: memory. */
export function storesFor(db: Queryable & { kind: Db['kind'] }, settings: Pick<RateLimitSettings, 'maxKeys'>): StoreFactory {
  return db.kind === 'pg' ? (name) => new PostgresRateLimitStore(db, name) : () => new BoundedMemoryStore(settings.maxKeys);
}

export interface LimiterOptions {
  /** Where the counters live (default: a bounded memory store per limiter). */
  stores?: StoreFactory;
  /** Names the limiter's keys in a shared store: endpoint and kind, e.g. 'login:ip'. */
  name: string;
  /** Count only refused attempts (status >= 400): a reader signing in fine is not held back. */
  failuresOnly?: boolean;
  /** Count only what succeeded (status < 400): refused requests, the limit's own 429 included, cost nothing. */
  successesOnly?: boolean;
  /** Answers a request over the limit itself (default: a QuotaExceededError for the JSON error middleware). */
  refuse?: (req: Request, res: Response) => void;
  /** The default refusal's message (default: the generic one). */
  message?: string;
}

function limiter(
  settings: RateLimitSettings,
  limit: number,
  opts: LimiterOptions,
  key: (req: Request) => string,
  skip?: (req: Request) => boolean,
) {
  return rateLimit({
    windowMs: settings.windowMs,
    limit,
    store: opts.stores ? opts.stores(opts.name) : new BoundedMemoryStore(settings.maxKeys),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: key,
    skip,
    skipSuccessfulRequests: opts.failuresOnly ?? false,
    skipFailedRequests: opts.successesOnly ?? false,
    // Answer through the JSON error middleware like every other error.
    handler: opts.refuse ? (req, res) => opts.refuse!(req, res) : (_req, _res, next) => next(new QuotaExceededError(opts.message)),
  });
}

/** Counts requests by any key (`skip` leaves a request uncounted), answering 429 through the JSON error middleware. */
export function keyedLimit(settings: RateLimitSettings, limit: number, opts: LimiterOptions, key: (req: Request) => string, skip?: (req: Request) => boolean): RateLimitRequestHandler {
  return limiter(settings, limit, opts, key, skip);
}

/** Counts requests per client IP (TRUST_PROXY, through the app's `trust proxy`, decides what req.ip is). */
export function perIpLimit(settings: RateLimitSettings, opts: LimiterOptions = { name: 'ip' }): RateLimitRequestHandler {
  return limiter(settings, settings.perIp, opts, (req) => ipKeyGenerator(req.ip ?? 'unknown'));
}

/** Counts requests per email in the JSON body, whatever address they come from; mount after the body parser. */
export function perEmailLimit(settings: RateLimitSettings, opts: LimiterOptions = { name: 'email' }): RateLimitRequestHandler {
  return limiter(settings, settings.perEmail, opts, (req) => emailKey(emailOf(req) ?? ''), (req) => emailOf(req) === undefined);
}
