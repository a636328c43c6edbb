/**
 * The rendered-page cache (design §3, §8). Outside preview a page's HTML depends only on its URL
 * and the content, so rendered pages (and /_data answers) are kept for the content TTL, stored
 * pre-compressed so a hit costs no gzip, and concurrent misses of one URL share one render.
 * Bounded by total bytes; purged with the content cache by the publish webhook.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipCallback } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Request, Response } from 'express';
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';

/**
 * Bytes of stored responses, gzipped (what is kept): about 2,500 article pages. The process must
 * stay under 300 MB RSS with the dataset loaded (design §8).
 */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** Lets a CDN share pages for the content TTL and serve them stale while it refetches. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface RenderedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  location?: string;
}

/** A prepared response: bodies over 1 KB are kept gzipped only (a client without gzip is rare: it gets them inflated). */
export interface CachedResponse {
  status: number;
  contentType: string;
  location?: string;
  /** The body when it was too small to compress. */
  body: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

const gzipAsync = promisify(gzipCallback);

/**
 * ETag and gzip of a rendered response. The gzip runs on libuv's thread pool, so on a multi-core
 * machine it overlaps the next render instead of blocking the event loop.
 */
export async function prepare(r: RenderedResponse): Promise<CachedResponse> {
  const etag = `"${createHash('sha1').update(r.body).digest('base64url')}"`;
  // Tiny bodies (redirects) are not worth compressing.
  const gzip = r.body.length > 1024 ? await gzipAsync(r.body, { level: 6 }) : null;
  return { status: r.status, contentType: r.contentType, location: r.location, body: gzip ? null : r.body, gzip, etag };
}

/** What a CDN says of a response: served from the cache, rendered for it, or an old copy kept for a failure. */
export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

export interface PageAnswer {
  response: CachedResponse;
  cache: CacheStatus;
}

/**
 * Too much uncached work is already waiting (design §8: "uncached work is queued with a bound and
 * refused (503) past it"): answering later would only grow every reader's wait.
 */
export class PageQueueFullError extends Error {
  readonly status = 503;
  constructor(readonly retryAfterSeconds: number) {
    super('Too many pages are being rendered at once');
    this.name = 'PageQueueFullError';
  }
}

/** Uncached pages being produced (rendering or waiting for it) past which new ones are refused. */
export const DEFAULT_RENDER_QUEUE_MAX = 32;
/**
 * What a refused client is told to wait: a full queue of ~220 ms renders, two at a time, drains in
 * about this long (RENDER_QUEUE_MAX 32).
 */
export const RETRY_AFTER_SECONDS = 5;

export interface PageCache {
  /**
   * The cached response for `key`, or the one `produce` makes (shared by concurrent callers). When
   * the render fails (throws or answers 5xx) or the queue is full, an expired copy is served
   * (STALE) if one is kept; with none, a full queue throws PageQueueFullError.
   */
  get(key: string, produce: () => Promise<RenderedResponse>): Promise<PageAnswer>;
  purge(): void;
  readonly size: number;
}

/** Only complete, deliberate answers are kept: pages, not-found pages and redirects; never errors. */
const CACHEABLE = new Set([200, 301, 308, 404]);

interface Entry {
  response: CachedResponse;
  storedAt: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  enabled?: boolean;
  /** Most uncached pages produced at once (default DEFAULT_RENDER_QUEUE_MAX). */
  maxPending?: number;
  clock?: () => number;
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const enabled = options.enabled ?? true;
  const ttl = options.ttlMs ?? CONTENT_CACHE_TTL_MS;
  const maxPending = options.maxPending ?? DEFAULT_RENDER_QUEUE_MAX;
  const clock = options.clock ?? Date.now;
  // Entries outlive their TTL (until LRU eviction, bounded by bytes) on purpose: they are what is
  // served while the content service is down or the render queue is full.
  const lru = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: ({ response: v }) => (v.body?.length ?? 0) + (v.gzip?.length ?? 0) + 256,
  });
  const inflight = new Map<string, Promise<PageAnswer>>();
  let pending = 0;

  function start(key: string, produce: () => Promise<RenderedResponse>, old: Entry | undefined): Promise<PageAnswer> {
    if (pending >= maxPending) {
      if (old) return Promise.resolve({ response: old.response, cache: 'STALE' });
      return Promise.reject(new PageQueueFullError(RETRY_AFTER_SECONDS));
    }
    pending++;
    return produce()
      .then(prepare)
      .then(
        (response): PageAnswer => {
          if (response.status >= 500 && old) return { response: old.response, cache: 'STALE' };
          if (enabled && CACHEABLE.has(response.status)) lru.set(key, { response, storedAt: clock() });
          return { response, cache: 'MISS' };
        },
        (err: unknown): PageAnswer => {
          if (old) return { response: old.response, cache: 'STALE' };
          throw err;
        },
      )
      .finally(() => pending--);
  }

  return {
    get(key, produce) {
      if (!enabled) return start(key, produce, undefined);
      const entry = lru.get(key);
      if (entry && clock() - entry.storedAt < ttl) return Promise.resolve({ response: entry.response, cache: 'HIT' });
      const shared = inflight.get(key);
      if (shared) return shared;
      const p = start(key, produce, entry).finally(() => inflight.delete(key));
      inflight.set(key, p);
      return p;
    },
    purge() {
      lru.clear();
    },
    get size() {
      return lru.size;
    },
  };
}

function acceptsGzip(req: Request): boolean {
  return /\bgzip\b/.test(req.get('accept-encoding') ?? '');
}

/** Sends a cached response with its ETag (304 on a match) and the pre-compressed body when accepted. */
export function sendCached(req: Request, res: Response, page: CachedResponse, cacheControl: string, cache: CacheStatus = 'MISS'): void {
  res.status(page.status);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Cache', cache);
  if (page.location) {
    res.setHeader('Location', page.location);
    res.end();
    return;
  }
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (page.status === 200 && req.get('if-none-match') === page.etag) {
    res.status(304).end();
    return;
  }
  if (page.gzip && acceptsGzip(req)) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', page.gzip.length);
    res.end(req.method === 'HEAD' ? undefined : page.gzip);
    return;
  }
  const body = page.body ?? (page.gzip ? gunzipSync(page.gzip) : Buffer.alloc(0));
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
