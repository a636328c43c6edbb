/**
 * GET /api/search?term=&type=&offset=: full-text search of articles, podcast episodes and recipes
 * (server/content/search; contract in docs/features/http.md#search-api): title matches first, then the best
 * matches of the words anywhere, 24 per page from `offset`, with the total, each with its type and
 * a highlighted snippet; `type` keeps one or more kinds (article, recipe, episode). Bad input is a
 * 400 with a message, never a 500: the term only ever reaches the in-memory index, as words.
 *
 * Searches are answered from this process's index (about a millisecond), but a stranger can still
 * send many, and before the index is first built a search waits for it, so searches keep the
 * bounds pages have:
 * - per client: SEARCH_RATE_LIMIT searches a minute from one address (a reader typing with the
 *   300 ms debounce sends at most about three a second, for a few seconds), counted in this
 *   process's memory even with PostgreSQL: the limit protects this process's CPU, and a database
 *   round trip per keystroke would cost more than it saves. Past it: 429 with Retry-After.
 * - per process, every search, from any number of addresses (issue 48: readers come first): one
 *   at a time with the embedded dataset (they are CPU here; two at once would only hold a page for
 *   two stretches instead of one) or four at a time with Sanity (before the first index they wait
 *   on the network), each after a turn of the event loop so waiting pages are answered first, and
 *   a slot handed on only after a rest of the event loop (SEARCH_DEFAULTS.restMs), so a flood of
 *   searches leaves the process idle time for pages instead of taking all of it. At most
 *   SEARCH_QUEUE_MAX wait, past that 503 with Retry-After.
 * - per search: it waits at most SEARCH_DEFAULTS.maxWaitMs, for its turn and for the first index
 *   together; past that 503 with Retry-After and a message, so a reader hears back within 2 s.
 *
 * Premium text (issue 48): with the paywall on, a premium member (per the server session, the
 * members' guard, server/members/guard.ts) also finds premium stories by their text past the teaser; everyone
 * else searches without it (server/content/search/service.ts). A member's answer is personal:
 * `private, no-store`, varying with the cookie, never in a shared cache.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { ContentSearch } from '../content/types.js';
import { MAX_SEARCH_TERM, SEARCH_TYPE_FILTERS, type SearchResultType, type SearchTypeFilter } from '../../shared/search-terms.js';
import { CONTENT_RETRY_AFTER_SECONDS } from '../../shared/page-errors.js';
import { sendWithEtag } from '../conditional-get.js';
import { ALL_KEY, SEARCH_KEY } from '../content/keys.js';
import { BoundedMemoryStore } from '../http/rate-limit.js';
import { createLimiter, QueueFullError, QueueTimeoutError, realTimers, type LimiterTimers } from '../limiter.js';
import { cookies } from '../http/guards.js';
import { SEARCH_DEFAULTS } from './search-settings.js';

/** Deepest offset served: far past any real reading, and bounds the slice the source computes. */
export const MAX_SEARCH_OFFSET = 10_000;
/** How long browsers and CDNs may reuse a public answer. */
const PUBLIC_MAX_AGE_S = 60;
/** Seconds a client refused by a full search queue should wait: eight searches of ~120 ms drain in one. */
export const SEARCH_RETRY_AFTER_SECONDS = 2;
/** Addresses the per-client counter remembers (see BoundedMemoryStore: never forgets a running window). */
const RATE_LIMIT_KEYS = 10_000;

export const SEARCH_MESSAGES = {
  termTooLong: `Search term is too long (${MAX_SEARCH_TERM} characters at most).`,
  termNotText: 'Give one search term (term=...).',
  badOffset: `offset must be a whole number from 0 to ${MAX_SEARCH_OFFSET}.`,
  badType: `type must be one or more of ${Object.keys(SEARCH_TYPE_FILTERS).join(', ')}, separated by commas.`,
  tooMany: 'Too many searches from your address. Please wait a minute and try again.',
  busy: 'Search is busy right now. Please try again in a moment.',
  unavailable: 'Search is unavailable right now. Please try again.',
} as const;

export interface SearchLimits {
  /** Searches a minute from one address (0: no per-client limit). */
  perMinute: number;
  /** Searches run at once. */
  concurrency: number;
  /** Searches waiting for a turn past which new ones are refused. */
  maxQueued: number;
  /** Longest one search waits (its turn, the first index) before it is refused. */
  maxWaitMs: number;
  /** Idle time after each search before the next starts. */
  restMs: number;
}

export interface SearchRouterDeps {
  content: ContentSearch;
  /** Send the surrogate keys as Cache-Tag too (CACHE_TAG_HEADER=on). */
  cacheTag?: boolean;
  limits?: Partial<SearchLimits>;
  /**
   * Whether the request comes from a premium member, per the server session (with the paywall on;
   * absent: everyone searches what everyone may read). Cookies are parsed before it is asked.
   */
  isPremiumMember?: (req: Request) => Promise<boolean>;
  /** The timers of the waits' bounds (tests give their own). */
  timers?: LimiterTimers;
}

/** The bounds the settings give: one search at a time on the embedded dataset (CPU), four on Sanity (network). */
export function searchLimitsFor(config: { CONTENT_SOURCE: 'local' | 'sanity'; SEARCH_RATE_LIMIT: number; SEARCH_QUEUE_MAX: number }): SearchLimits {
  return {
    perMinute: config.SEARCH_RATE_LIMIT,
    concurrency: config.CONTENT_SOURCE === 'local' ? 1 : 4,
    maxQueued: config.SEARCH_QUEUE_MAX,
    maxWaitMs: SEARCH_DEFAULTS.maxWaitMs,
    restMs: SEARCH_DEFAULTS.restMs,
  };
}

/**
 * The query string: the term trimmed ('' when absent), the offset from 0 ('' or absent) to
 * MAX_SEARCH_OFFSET, written in plain digits (no sign, exponent or hex that Number would take).
 */
export const searchQuerySchema = z.object({
  term: z.string({ error: SEARCH_MESSAGES.termNotText }).trim().max(MAX_SEARCH_TERM, { error: SEARCH_MESSAGES.termTooLong }).default(''),
  offset: z
    .string({ error: SEARCH_MESSAGES.badOffset })
    .regex(/^\d{0,6}$/, { error: SEARCH_MESSAGES.badOffset })
    .default('')
    .pipe(z.coerce.number<string>().max(MAX_SEARCH_OFFSET, { error: SEARCH_MESSAGES.badOffset })),
  type: z
    .string({ error: SEARCH_MESSAGES.badType })
    .max(64, { error: SEARCH_MESSAGES.badType })
    .default('')
    .transform((value, ctx): SearchResultType[] => {
      const names = value.split(',').map((n) => n.trim()).filter(Boolean);
      if (names.some((n) => !Object.hasOwn(SEARCH_TYPE_FILTERS, n))) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.badType });
        return z.NEVER;
      }
      return [...new Set(names.map((n) => SEARCH_TYPE_FILTERS[n as SearchTypeFilter]))];
    }),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The parsed query, or the message of its first problem (the term's before the offset's). */
export function parseSearchQuery(query: unknown): { ok: true; value: SearchQuery } | { ok: false; message: string } {
  const result = searchQuerySchema.safeParse(query);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? SEARCH_MESSAGES.termNotText };
}

function refuse(res: Response, status: number, code: string, message: string, retryAfterSeconds?: number): void {
  res.setHeader('Cache-Control', 'no-store');
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(status).json({ error: { code, message } });
}

/** Per-client limit: SEARCH_RATE_LIMIT a minute from one address (an IPv6 /56 counts as one). */
function perClientLimit(perMinute: number): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    store: new BoundedMemoryStore(RATE_LIMIT_KEYS),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (req, res) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : 60;
      refuse(res, 429, 'rate-limited', SEARCH_MESSAGES.tooMany, seconds);
    },
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A member whose session cannot be checked now (the database down) searches as everyone does. */
const memberOrNot = (check: SearchRouterDeps['isPremiumMember'], req: Request): Promise<boolean> =>
  check ? check(req).catch(() => false) : Promise.resolve(false);

export function createSearchRouter(deps: SearchRouterDeps): Router {
  const limits: SearchLimits = {
    perMinute: SEARCH_DEFAULTS.perMinute,
    concurrency: 1,
    maxQueued: SEARCH_DEFAULTS.queueMax,
    maxWaitMs: SEARCH_DEFAULTS.maxWaitMs,
    restMs: SEARCH_DEFAULTS.restMs,
    ...deps.limits,
  };
  const timers = deps.timers ?? realTimers;
  const limiter = createLimiter({ concurrency: limits.concurrency, maxQueued: limits.maxQueued, restMs: limits.restMs, timers });
  const r = Router();
  const session: RequestHandler[] = deps.isPremiumMember ? [cookies] : [];
  r.get('/api/search', perClientLimit(limits.perMinute), ...session, async (req, res, next) => {
    const query = parseSearchQuery(req.query);
    if (!query.ok) return refuse(res, 400, 'invalid-input', query.message);
    const { term, offset, type: types } = query.value;

    const preview = res.locals.preview === true;
    // Past maxWaitMs a search still waiting (for its turn or the first index) is refused.
    const gaveUp = new AbortController();
    const timer = timers.setTimeout(() => gaveUp.abort(), limits.maxWaitMs);
    const waited = performance.now();
    try {
      const stopped = new Promise<never>((_, reject) =>
        gaveUp.signal.addEventListener('abort', () => reject(new QueueTimeoutError(limits.maxWaitMs)), { once: true }),
      );
      stopped.catch(() => undefined);
      // The session's check (a database read) counts in the wait too.
      const member = !preview && term !== '' && (await Promise.race([memberOrNot(deps.isPremiumMember, req), stopped]));
      let searchMs = 0;
      const search = async () => {
        await nextTurn();
        if (gaveUp.signal.aborted) throw new QueueTimeoutError(limits.maxWaitMs);
        const started = performance.now();
        const waitMs = Math.max(1, limits.maxWaitMs - (started - waited));
        const answer = await deps.content.search(term, offset, { preview, types, member, waitMs });
        searchMs = performance.now() - started;
        return answer;
      };
      let page: Awaited<ReturnType<typeof search>> = { items: [], total: 0 };
      if (term) {
        const running = limiter.run(search, gaveUp.signal);
        running.catch(() => undefined); // refused past the wait, a search that still ends later is nobody's
        page = await Promise.race([running, stopped]);
      }
      // The search's own time, apart from the network and the queue (bench/search.mjs reads it).
      if (term) res.setHeader('Server-Timing', `search;dur=${searchMs.toFixed(3)}`);
      if (member) {
        // Personal (premium text may have matched): kept by no cache, so no ETag to revalidate either.
        res.setHeader('Cache-Control', 'private, no-store');
        res.vary('Cookie');
        res.json(page);
        return;
      }
      // An ETag and 304, as pages have: a repeated search (back and forth, a CDN revalidating) costs no body.
      // Keyed `search`: every publish of a searchable document purges it at the edge (server/content/keys.ts).
      await sendWithEtag(req, res, 'application/json; charset=utf-8', JSON.stringify(page), preview ? 'private, no-store' : `public, max-age=${PUBLIC_MAX_AGE_S}`, {
        keys: [ALL_KEY, SEARCH_KEY],
        cacheTag: deps.cacheTag,
      });
    } catch (err) {
      if (err instanceof QueueFullError || err instanceof QueueTimeoutError) return refuse(res, 503, 'busy', SEARCH_MESSAGES.busy, SEARCH_RETRY_AFTER_SECONDS);
      const status = (err as { status?: unknown } | null)?.status;
      if (status === 503) return refuse(res, 503, 'unavailable', SEARCH_MESSAGES.unavailable, CONTENT_RETRY_AFTER_SECONDS);
      next(err);
    } finally {
      timers.clearTimeout(timer);
    }
  });
  return r;
}
