/**
 * The content cache on lru-cache's own fetch machinery: every query result is kept until the end of
 * its content TTL window (./freshness.ts), concurrent misses share one source call (`fetchMethod`),
 * and when the source fails an expired entry is served rather than an error
 * (`allowStaleOnFetchRejection`). Preview bypasses it. Entries outlive their TTL (until LRU
 * eviction) on purpose: they are the fallback while the source is down.
 *
 * With `timeoutMs`, a source that hangs counts as down, whatever the source (the local one has no
 * timeout of its own), so a dead service is a fast 503. A read waits no longer than `timeoutMs`, and
 * no later than the deadline of the request it serves (FetchOptions.deadline): a request that reads
 * one query after another (the redirect list, then its page) waits one `timeoutMs` in all, not one
 * per read. A read that stops waiting aborts the source's request.
 */
import { LRUCache } from 'lru-cache';
import { withTimeout } from '../timeout.js';
import type { Logger } from 'pino';
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';
import { ContentUnavailableError } from '../../shared/page-errors.js';
import { cacheWindow } from './freshness.js';
import type { ContentSource, FetchOptions, QueryParams } from './source.js';
import { KeyIndex } from './key-index.js';
import { ALL_KEY, keyPart, queryKeys, recordKeys, syncKey, type EntryKeys } from './keys.js';

/** Most cached query results. */
export const CONTENT_CACHE_MAX_ENTRIES = 5000;
/**
 * And at most this much of them, counted as JSON characters (in memory they take two to three
 * times that): results are page-sized, but a crawler walking every list and article must not push
 * the process past its memory bar (300 MB RSS, docs/architecture.md#the-bars).
 */
export const CONTENT_CACHE_MAX_BYTES = 24 * 1024 * 1024;

/**
 * Clock params change every request; keying on them would defeat the cache. Leaving them out means
 * a result computed with `$now` is reused for one TTL, i.e. release gating lags by at most the TTL,
 * as any other content change does.
 */
const CLOCK_PARAMS = new Set(['now', 'since']);

/** A result, boxed: GROQ answers null, which lru-cache cannot hold; with its surrogate keys (./keys.ts). */
interface Entry {
  value: unknown;
  keys: EntryKeys;
}

interface Query {
  query: string;
  params: QueryParams;
  /** How long the read that starts the source call waits for it. */
  wait: number | undefined;
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
  /** A fresh result is kept for `query` with `params` (fetch would answer it without the source). */
  has(query: string, params: QueryParams): boolean;
  /**
   * Drops the results carrying any of `keys` (their ids, list keys: ./keys.ts), or every result
   * when `keys` is absent or holds `all`. Every read of a kept result adds its keys to the answer
   * being made (collectKeys).
   */
  purge(keys?: readonly string[]): void;
  readonly size: number;
  /** A source answer has carried sync tags (server/content/live.ts). */
  readonly syncTagged: boolean;
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
    super(ms > 0 ? `Content source did not answer within ${ms} ms` : 'The request had no time left to wait for the content source');
    this.name = 'ContentTimeoutError';
  }
}

/**
 * Less time left than this counts as none. Timers run on the event loop's clock, which can lag
 * performance.now() by a few milliseconds: a read's timeout may fire just before its deadline,
 * and the request's next read must not start a source call with a millisecond to wait for it.
 */
const MIN_WAIT_MS = 5;

/**
 * How long a read may wait: `timeoutMs`, cut to what is left before `deadline` (0 when less than
 * MIN_WAIT_MS is left); undefined when neither bounds it.
 */
export function waitFor(timeoutMs: number | undefined, deadline: number | undefined): number | undefined {
  if (deadline === undefined) return timeoutMs;
  const remaining = deadline - performance.now();
  const left = remaining < MIN_WAIT_MS ? 0 : remaining;
  return timeoutMs === undefined ? left : Math.min(timeoutMs, left);
}

/**
 * `call`, a load another request started and this one joined, waited for no longer than `wait`
 * (this request's own time left): past that, what `kept` gives (the value held before it, stale),
 * else ContentTimeoutError.
 */
export async function joinWithin<V>(call: Promise<V>, wait: number | undefined, kept: () => V | undefined): Promise<V> {
  if (wait === undefined) return call;
  let gaveUp = false;
  try {
    return await withTimeout(call, Math.max(1, wait), () => {
      gaveUp = true;
      return new ContentTimeoutError(wait);
    });
  } catch (err) {
    const value = gaveUp ? kept() : undefined;
    if (value !== undefined) return value;
    throw err;
  }
}

/**
 * The source's answer to one read, or ContentTimeoutError once `ms` have passed, when the source's
 * request is aborted (nobody waits for it). With no time left the source is not asked at all.
 */
export function fetchWithin<T>(
  source: ContentSource,
  query: string,
  params: QueryParams,
  preview: boolean,
  ms: number | undefined,
  stega = false,
  onSyncTags?: (tags: readonly string[]) => void,
): Promise<T> {
  const options = { preview, ...(stega ? { stega } : {}), ...(onSyncTags ? { onSyncTags } : {}) };
  if (ms === undefined) return source.fetch<T>(query, params, options);
  if (ms <= 0) return Promise.reject(new ContentTimeoutError(0));
  const controller = new AbortController();
  return withTimeout(source.fetch<T>(query, params, { ...options, signal: controller.signal }), ms, () => {
    const err = new ContentTimeoutError(ms);
    controller.abort(err);
    return err;
  });
}

export function createCachedSource(source: ContentSource, options: CacheOptions = {}): CachedSource {
  const ttlWindow = cacheWindow(options.ttlMs ?? CONTENT_CACHE_TTL_MS, options.clock ?? Date.now);
  // Which kept results carry which key: a publish deletes only those (docs/decisions/edge-cache.md).
  const index = new KeyIndex();
  /** Source calls under way: a purge drops them too (they may answer with what it purges). */
  const loading = new Set<string>();
  let syncTagged = false;
  const store = new LRUCache<string, Entry, Query>({
    max: options.max ?? CONTENT_CACHE_MAX_ENTRIES,
    maxSize: options.maxBytes ?? CONTENT_CACHE_MAX_BYTES,
    // Measured once, when a result is stored (a miss, which costs far more than this).
    sizeCalculation: (entry, key) => key.length + (JSON.stringify(entry.value)?.length ?? 4),
    ...ttlWindow.lruOptions,
    allowStaleOnFetchRejection: true,
    // A replaced entry ('set') is indexed already under its new keys, by the fetch that replaced it.
    dispose: (_entry, key, reason) => {
      if (reason !== 'set') index.delete(key);
    },
    fetchMethod: async (key, stale, { options: set, context: { query, params, wait } }) => {
      const ttl = ttlWindow.start();
      loading.add(key);
      try {
        let syncTags: readonly string[] = [];
        const value = await fetchWithin<unknown>(source, query, params, false, wait, false, (tags) => (syncTags = tags));
        set.ttl = ttl();
        const keys = queryKeys(query, params, value);
        for (const tag of syncTags) keys.keys.add(syncKey(tag));
        if (syncTags.length > 0) syncTagged = true;
        index.set(key, [...[...keys.ids.keys()].map(keyPart), ...keys.keys]);
        return { value, keys };
      } catch (err) {
        if (stale) {
          options.logger?.warn({ err }, 'content source failed; serving a stale cache entry');
        } else {
          options.logger?.warn({ err }, 'content source failed and nothing is cached');
          // With nothing to fall back on, the callers get the error rather than `undefined`.
          set.allowStaleOnFetchRejection = false;
        }
        throw err;
      } finally {
        loading.delete(key);
      }
    },
  });

  return {
    async fetch<T>(query: string, params: QueryParams, { preview, deadline, stega }: FetchOptions): Promise<T> {
      const wait = waitFor(options.timeoutMs, deadline);
      if (preview) {
        try {
          return await fetchWithin<T>(source, query, params, true, wait, stega === true);
        } catch (err) {
          throw new ContentUnavailableError(err);
        }
      }
      const key = cacheKey(query, params);
      let entry: Entry | undefined;
      try {
        // `status` is filled in as fetch() is called: a hit, a source call this read starts (and
        // bounds by its `wait`), or one another read started, which this one waits for no longer.
        const status: LRUCache.Status<string, Entry, Query> = {};
        const call = store.fetch(key, { context: { query, params, wait }, status });
        entry = await (status.fetch === 'inflight' ? joinWithin(call, wait, () => store.peek(key, { allowStale: true })) : call);
      } catch (err) {
        throw new ContentUnavailableError(err);
      }
      if (!entry) throw new ContentUnavailableError();
      recordKeys(entry.keys);
      return entry.value as T;
    },
    has(query, params) {
      return store.has(cacheKey(query, params));
    },
    purge(keys) {
      if (!keys || keys.includes(ALL_KEY)) {
        store.clear();
        index.clear();
        return;
      }
      for (const key of [...index.entriesOf(keys), ...loading]) store.delete(key);
    },
    get size() {
      return store.size;
    },
    get syncTagged() {
      return syncTagged;
    },
  };
}
