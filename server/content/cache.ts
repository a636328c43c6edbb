/**
 * The content cache (design §4) on lru-cache's own fetch machinery: every query result is kept
 * until the end of its content TTL window (./freshness.ts), concurrent misses share one source call
 * (`fetchMethod`), and when the source fails an expired entry is served rather than an error
 * (`allowStaleOnFetchRejection`). Preview bypasses it. Entries outlive their TTL (until LRU
 * eviction) on purpose: they are the fallback while the source is down. With `timeoutMs`, a source
 * that hangs counts as down, whatever the source (the local one has no timeout of its own), so a
 * dead service is a fast 503.
 */
import { LRUCache } from 'lru-cache';
import { withTimeout } from '../timeout.js';
import type { Logger } from 'pino';
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';
import { ContentUnavailableError } from '../../shared/page-errors.js';
import { cacheWindow } from './freshness.js';
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

/** A result, boxed: GROQ answers null, which lru-cache cannot hold. */
interface Entry {
  value: unknown;
}

interface Query {
  query: string;
  params: QueryParams;
}

export interface CacheOptions {
  /** The TTL window (default CONTENT_CACHE_TTL_MS). */
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
  const ttlWindow = cacheWindow(options.ttlMs ?? CONTENT_CACHE_TTL_MS, options.clock ?? Date.now);
  const store = new LRUCache<string, Entry, Query>({
    max: options.max ?? CONTENT_CACHE_MAX_ENTRIES,
    maxSize: options.maxBytes ?? CONTENT_CACHE_MAX_BYTES,
    // Measured once, when a result is stored (a miss, which costs far more than this).
    sizeCalculation: (entry, key) => key.length + (JSON.stringify(entry.value)?.length ?? 4),
    ...ttlWindow.lruOptions,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, stale, { options: set, context: { query, params } }) => {
      const ttl = ttlWindow.start();
      try {
        const value = await withTimeout(source.fetch<unknown>(query, params, { preview: false }), options.timeoutMs, timedOut);
        set.ttl = ttl();
        return { value };
      } catch (err) {
        if (stale) {
          options.logger?.warn({ err }, 'content source failed; serving a stale cache entry');
        } else {
          options.logger?.warn({ err }, 'content source failed and nothing is cached');
          // With nothing to fall back on, the callers get the error rather than `undefined`.
          set.allowStaleOnFetchRejection = false;
        }
        throw err;
      }
    },
  });

  return {
    async fetch<T>(query: string, params: QueryParams, { preview }: FetchOptions): Promise<T> {
      if (preview) {
        try {
          return await withTimeout(source.fetch<T>(query, params, { preview: true }), options.timeoutMs, timedOut);
        } catch (err) {
          throw new ContentUnavailableError(err);
        }
      }
      let entry: Entry | undefined;
      try {
        entry = await store.fetch(cacheKey(query, params), { context: { query, params } });
      } catch (err) {
        throw new ContentUnavailableError(err);
      }
      if (!entry) throw new ContentUnavailableError();
      return entry.value as T;
    },
    purge() {
      store.clear();
    },
    get size() {
      return store.size;
    },
  };
}
