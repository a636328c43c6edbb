/**
 * The content cache (design §4): every query result is kept for CONTENT_CACHE_TTL_MS, concurrent
 * misses share one source call, and when the source fails an expired entry is served rather than
 * an error. Preview bypasses it. Entries outlive their TTL (until LRU eviction) on purpose: they
 * are the fallback while the source is down. With `timeoutMs`, a source that hangs counts as down,
 * whatever the source (the local one has no timeout of its own), so a dead service is a fast 503.
 */
import { LRUCache } from 'lru-cache';
import { withTimeout } from '../timeout.js';
import type { Logger } from 'pino';
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';
import { ContentUnavailableError } from '../../shared/page-errors.js';
import type { ContentSource, FetchOptions, QueryParams } from './source.js';

/** Most cached query results. */
export const CONTENT_CACHE_MAX_ENTRIES = 5000;
/**
 * And at most this much of them, counted as JSON characters (in memory they take two to three
 * times that): results are page-sized, but a crawler walking every list and article must not push
 * the process past its memory bar (design §8: 300 MB RSS).
 */
export const CONTENT_CACHE_MAX_BYTES = 24 * 1024 * 1024;

/**
 * Clock params change every request; keying on them would defeat the cache. Leaving them out means
 * a result computed with `$now` is reused for one TTL, i.e. release gating lags by at most the TTL,
 * as any other content change does.
 */
const CLOCK_PARAMS = new Set(['now', 'since']);

interface Entry {
  value: unknown;
  fetchedAt: number;
}

export interface CacheOptions {
  ttlMs?: number;
  max?: number;
  /** Bound on the results' total size as JSON (default CONTENT_CACHE_MAX_BYTES). */
  maxBytes?: number;
  /** A source call slower than this fails (stale entry or ContentUnavailableError). */
  timeoutMs?: number;
  logger?: Pick<Logger, 'warn'>;
  /** Clock, for tests. */
  clock?: () => number;
}

export interface CachedSource extends ContentSource {
  purge(): void;
  readonly size: number;
}

export function cacheKey(query: string, params: QueryParams): string {
  const keyed = Object.keys(params)
    .filter((k) => !CLOCK_PARAMS.has(k))
    .sort()
    .map((k) => [k, params[k]]);
  return `${query}\n${JSON.stringify(keyed)}`;
}

export class ContentTimeoutError extends Error {
  constructor(ms: number) {
    super(`Content source did not answer within ${ms} ms`);
    this.name = 'ContentTimeoutError';
  }
}

export function createCachedSource(source: ContentSource, options: CacheOptions = {}): CachedSource {
  const timedOut = () => new ContentTimeoutError(options.timeoutMs ?? 0);
  const ttl = options.ttlMs ?? CONTENT_CACHE_TTL_MS;
  const clock = options.clock ?? Date.now;
  const store = new LRUCache<string, Entry>({
    max: options.max ?? CONTENT_CACHE_MAX_ENTRIES,
    maxSize: options.maxBytes ?? CONTENT_CACHE_MAX_BYTES,
    // Measured once, when a result is stored (a miss, which costs far more than this).
    sizeCalculation: (entry, key) => key.length + (JSON.stringify(entry.value)?.length ?? 4),
  });
  const inflight = new Map<string, Promise<unknown>>();

  function refresh(key: string, query: string, params: QueryParams, stale: Entry | undefined): Promise<unknown> {
    const pending = withTimeout(source.fetch<unknown>(query, params, { preview: false }), options.timeoutMs, timedOut)
      .then((value) => {
        store.set(key, { value, fetchedAt: clock() });
        return value;
      })
      .catch((err: unknown) => {
        if (stale) {
          options.logger?.warn({ err }, 'content source failed; serving a stale cache entry');
          return stale.value;
        }
        options.logger?.warn({ err }, 'content source failed and nothing is cached');
        throw new ContentUnavailableError(err);
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, pending);
    return pending;
  }

  return {
    async fetch<T>(query: string, params: QueryParams, { preview }: FetchOptions): Promise<T> {
      if (preview) {
        try {
          return await withTimeout(source.fetch<T>(query, params, { preview: true }), options.timeoutMs, timedOut);
        } catch (err) {
          throw new ContentUnavailableError(err);
        }
      }
      const key = cacheKey(query, params);
      const entry = store.get(key);
      if (entry && clock() - entry.fetchedAt < ttl) return entry.value as T;
      const pending = inflight.get(key) ?? refresh(key, query, params, entry);
      return (await pending) as T;
    },
    purge() {
      store.clear();
    },
    get size() {
      return store.size;
    },
  };
}
