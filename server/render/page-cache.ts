/**
 * The rendered-page cache (docs/architecture.md#the-caches). Outside preview a page's HTML depends only on its URL
 * and the content, so rendered pages (and /_data answers) are kept to the end of the content TTL
 * window (server/content/freshness.ts), stored pre-compressed so a hit costs no gzip, and
 * concurrent misses of one URL share one render (lru-cache's `fetchMethod`).
 * Bounded by total bytes; purged with the content cache by the publish webhook.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipCallback, type ZlibOptions } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';
import { cacheWindow } from '../content/freshness.js';
import { CONTENT_RETRY_AFTER_SECONDS } from '../../shared/page-errors.js';
import { DEFAULT_RENDER_QUEUE_MAX } from './settings.js';

/**
 * Bytes of stored responses, gzipped (what is kept): about 2,500 article pages. The process must
 * stay under 300 MB RSS with the dataset loaded (docs/architecture.md#the-bars).
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
  /** Already sent to the reader as it rendered (streamed): only a cache that keeps it needs it prepared. */
  streamed?: boolean;
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
 * How a body the cache keeps is gzipped: compressed once and sent many times, so the smaller the
 * better; zlib's own 16 kB output chunks, since the cache holds the buffer its gzip is a view of.
 */
export const KEPT_GZIP = { level: 6 } as const satisfies ZlibOptions;
/**
 * How a body compressed for one response is gzipped (streamed pages, API answers, preview, and
 * every page with PAGE_CACHE=off). Level 2: measured on an article, it takes 0.52 ms and gives
 * 23.0 kB where level 6 takes 1.0 ms for 21.1 kB; per response, half the CPU is worth 9% more bytes.
 * One 64 kB output chunk (a page's gzip fits): each further 16 kB chunk is another round trip
 * between the thread pool and the event loop, about 60 µs of the loop's time per page.
 */
export const ONE_SHOT_GZIP = { level: 2, chunkSize: 64 * 1024 } as const satisfies ZlibOptions;

/** The strong ETag of a body: its SHA-1, so it changes exactly when the bytes do. */
export const etagOf = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Tiny bodies (redirects, short JSON) are not worth compressing. */
export const worthGzip = (body: Buffer): boolean => body.length > 1024;

/** Gzips a body for one response, on libuv's thread pool. */
export const gzipOnce = (body: Buffer): Promise<Buffer> => gzipAsync(body, ONE_SHOT_GZIP);

/**
 * ETag and gzip of a rendered response. The gzip runs on libuv's thread pool, so on a multi-core
 * machine it overlaps the next render instead of blocking the event loop.
 */
export async function prepare(r: RenderedResponse, gzipOptions: ZlibOptions = ONE_SHOT_GZIP): Promise<CachedResponse> {
  const etag = etagOf(r.body);
  const gzip = worthGzip(r.body) ? await gzipAsync(r.body, gzipOptions) : null;
  return { status: r.status, contentType: r.contentType, location: r.location, body: gzip ? null : r.body, gzip, etag };
}

/** What a CDN says of a response: served from the cache, rendered for it, or an old copy kept for a failure. */
export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

export interface PageAnswer {
  response: CachedResponse;
  cache: CacheStatus;
  /**
   * This caller's own render made the response and streamed it to its reader as it rendered
   * (RenderedResponse.streamed): there is nothing left to send. Callers that waited for a render
   * another request started get the response whole, with `sent` false.
   */
  sent: boolean;
}

/**
 * Too much uncached work is already waiting (docs/architecture.md#the-bars: uncached work is queued
 * with a bound and refused with 503 past it): answering later would only grow every reader's wait.
 */
export class PageQueueFullError extends Error {
  readonly status = 503;
  constructor(readonly retryAfterSeconds: number) {
    super('Too many pages are being rendered at once');
    this.name = 'PageQueueFullError';
  }
}

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
  /**
   * The response kept for `key` while it is fresh, else undefined; synchronous, for answering
   * hits before any other work (server/render/page-responder.ts, `hit`). Counts as a use for the LRU order,
   * and leaves an expired copy in place for the STALE fallback.
   */
  peek(key: string): CachedResponse | undefined;
  purge(): void;
  readonly size: number;
}

/** Only complete, deliberate answers are kept: pages, not-found pages and redirects; never errors. */
const CACHEABLE = new Set([200, 301, 308, 404]);

/** A rendered answer the cache does not keep: it leaves lru-cache's fetch as a rejection carrying it. */
class NotKept extends Error {
  constructor(readonly response: CachedResponse) {
    super(`A ${response.status} answer is not cached`);
    this.name = 'NotKept';
  }
}

export interface PageCacheOptions {
  /** The TTL window (default CONTENT_CACHE_TTL_MS). */
  ttlMs?: number;
  maxBytes?: number;
  enabled?: boolean;
  /** Most uncached pages produced at once (default DEFAULT_RENDER_QUEUE_MAX). */
  maxPending?: number;
  clock?: () => number;
}

/** The options the app's settings give (PAGE_CACHE, RENDER_QUEUE_MAX). */
export function pageCacheOptionsFor(config: { PAGE_CACHE: 'on' | 'off'; RENDER_QUEUE_MAX: number }): PageCacheOptions {
  return { enabled: config.PAGE_CACHE === 'on', maxPending: config.RENDER_QUEUE_MAX };
}

type Produce = () => Promise<RenderedResponse>;

/** One caller's render, and what it did: lru-cache runs the first caller's and shares its result. */
interface Call {
  produce: Produce;
  streamed: boolean;
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const enabled = options.enabled ?? true;
  const ttlWindow = cacheWindow(options.ttlMs ?? CONTENT_CACHE_TTL_MS, options.clock ?? Date.now);
  const maxPending = options.maxPending ?? DEFAULT_RENDER_QUEUE_MAX;
  let pending = 0;

  async function render(call: Call): Promise<CachedResponse> {
    if (pending >= maxPending) throw new PageQueueFullError(RETRY_AFTER_SECONDS);
    pending++;
    try {
      const rendered = await call.produce();
      call.streamed = rendered.streamed === true;
      // With the cache off, a streamed page is sent and kept nowhere: its gzip and ETag (a
      // millisecond for an article, on top of the stream's own compression) would go unused.
      if (!enabled && rendered.streamed) return { status: rendered.status, contentType: rendered.contentType, body: null, gzip: null, etag: '' };
      return await prepare(rendered, enabled ? KEPT_GZIP : ONE_SHOT_GZIP);
    } finally {
      pending--;
    }
  }

  const lru = new LRUCache<string, CachedResponse, Call>({
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (v) => (v.body?.length ?? 0) + (v.gzip?.length ?? 0) + 256,
    ...ttlWindow.lruOptions,
    // Entries outlive their TTL (until LRU eviction, bounded by bytes) on purpose: they are what is
    // served (STALE) while the content service is down or the render queue is full.
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, stale, { options: set, context: call }) => {
      const ttl = ttlWindow.start();
      try {
        const response = await render(call);
        if (!CACHEABLE.has(response.status)) throw new NotKept(response);
        set.ttl = ttl();
        return response;
      } catch (err) {
        // Only a failure (a throw, a 5xx, a full queue) falls back on the kept copy, and only when
        // there is one; otherwise the callers get the answer or the error, not `undefined`.
        if (!stale || (err instanceof NotKept && err.response.status < 500)) set.allowStaleOnFetchRejection = false;
        throw err;
      }
    },
  });

  return {
    async get(key, produce) {
      const call: Call = { produce, streamed: false };
      if (!enabled) {
        const response = await render(call);
        return { response, cache: 'MISS', sent: call.streamed };
      }
      const kept = lru.peek(key, { allowStale: true });
      const status: LRUCache.Status<string, CachedResponse, Call> = {};
      try {
        const response = await lru.fetch(key, { context: call, status });
        if (!response) throw new Error(`The page cache answered nothing for ${key}`);
        // Whatever the cache answers, a caller whose own render streamed has sent its page already
        // (a render that fails after its shell still sent a 200).
        return { response, cache: status.fetch === 'hit' ? 'HIT' : response === kept ? 'STALE' : 'MISS', sent: call.streamed };
      } catch (err) {
        if (err instanceof NotKept) return { response: err.response, cache: 'MISS', sent: call.streamed };
        throw err;
      }
    },
    peek(key) {
      return enabled ? lru.get(key, { noDeleteOnStaleGet: true }) : undefined;
    },
    purge() {
      lru.clear();
    },
    get size() {
      return lru.size;
    },
  };
}

export function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
}

/**
 * Sends a cached response with its ETag (304 on a match) and the pre-compressed body when accepted.
 * Written on Node's own request and response, so the Express stack and the hit path before it
 * (server/render/page-responder.ts, `hit`) send a kept page the same way.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedResponse, cacheControl: string, cache: CacheStatus = 'MISS'): void {
  res.statusCode = page.status;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Cache', cache);
  // A rendered 503 (a page or /_data answer) is the content source failing, and is never kept:
  // crawlers and CDNs are told when to come back.
  if (page.status === 503) res.setHeader('Retry-After', String(CONTENT_RETRY_AFTER_SECONDS));
  if (page.location) {
    res.setHeader('Location', page.location);
    res.end();
    return;
  }
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  // Express's req.fresh check, on the same package (`fresh`): If-None-Match lists, weak and `*`
  // validators, and a request's Cache-Control: no-cache, for 2xx answers only.
  if (page.status >= 200 && page.status < 300 && fresh(req.headers, { etag: page.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const head = req.method === 'HEAD';
  if (page.gzip && acceptsGzip(req)) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', page.gzip.length);
    res.end(head ? undefined : page.gzip);
    return;
  }
  const body = page.body ?? (page.gzip ? gunzipSync(page.gzip) : Buffer.alloc(0));
  res.setHeader('Content-Length', body.length);
  res.end(head ? undefined : body);
}
