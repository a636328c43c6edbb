/**
 * Rate limiters for the sign-in endpoints (express-rate-limit). One process (PGlite) counts in a
 * memory store with a hard cap on its number of keys, so a flood of distinct emails or addresses
 * cannot grow memory without bound; with PostgreSQL every replica counts in one shared table.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { rateLimit, ipKeyGenerator, type Options, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';
import { QuotaExceededError } from './http-errors.js';
import type { Db, Queryable } from './db.js';
import { PostgresRateLimitStore } from './rate-limit-store.js';

export interface RateLimitSettings {
  windowMs: number;
  /** Requests per window from one IP address (IPv6: one /56) to one endpoint. */
  perIp: number;
  /** Requests per window naming one email address on one endpoint. */
  perEmail: number;
  /** Keys each limiter remembers; the least recently seen are forgotten first. */
  maxKeys: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowMs: 15 * 60 * 1000,
  perIp: 50,
  perEmail: 10,
  maxKeys: 10_000,
};

interface Entry {
  hits: number;
  resetTime: Date;
}

/** A fixed-window counter store bounded to `maxKeys` entries (LRU). */
export class BoundedMemoryStore implements Store {
  readonly localKeys = true;
  private windowMs = DEFAULT_RATE_LIMITS.windowMs;
  private readonly entries: LRUCache<string, Entry>;

  constructor(maxKeys: number) {
    this.entries = new LRUCache({ max: maxKeys });
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const e = this.live(key);
    return e ? { totalHits: e.hits, resetTime: e.resetTime } : undefined;
  }

  async increment(key: string) {
    const e = this.live(key) ?? { hits: 0, resetTime: new Date(Date.now() + this.windowMs) };
    e.hits += 1;
    this.entries.set(key, e);
    return { totalHits: e.hits, resetTime: e.resetTime };
  }

  async decrement(key: string) {
    const e = this.live(key);
    if (e) e.hits = Math.max(0, e.hits - 1);
  }

  async resetKey(key: string) {
    this.entries.delete(key);
  }

  async resetAll() {
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const e = this.entries.get(key);
    return e && e.resetTime.getTime() > Date.now() ? e : undefined;
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
    // Answer through the JSON error middleware like every other error.
    handler: (_req, _res, next) => next(new QuotaExceededError()),
  });
}

/** Counts requests per client IP (TRUST_PROXY, through the app's `trust proxy`, decides what req.ip is). */
export function perIpLimit(settings: RateLimitSettings, opts: LimiterOptions = { name: 'ip' }): RateLimitRequestHandler {
  return limiter(settings, settings.perIp, opts, (req) => ipKeyGenerator(req.ip ?? 'unknown'));
}

/** Counts requests per email in the JSON body, whatever address they come from; mount after the body parser. */
export function perEmailLimit(settings: RateLimitSettings, opts: LimiterOptions = { name: 'email' }): RateLimitRequestHandler {
  return limiter(settings, settings.perEmail, opts, (req) => emailKey(emailOf(req) ?? ''), (req) => emailOf(req) === undefined);
}
