/**
 * The rendered-page cache (docs/architecture.md#the-caches). Outside preview a page's HTML depends only on its URL
 * and the content, so rendered pages (and /_data answers) are kept to the end of the content TTL
 * window (server/content/freshness.ts), stored pre-compressed so a hit costs no gzip, and
 * concurrent misses of one URL share one render (lru-cache's `fetchMethod`). A kept page is also
 * compressed with Brotli once, after it is stored (off every reader's path), for clients that take
 * `br` (docs/decisions/page-cache-before-express.md, "Brotli for kept pages").
 * Bounded by total bytes (both copies counted); purged with the content cache by the publish webhook.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants as zlibConstants, gunzipSync, gzip as gzipCallback, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';
import { cacheWindow } from '../content/freshness.js';
import { CONTENT_RETRY_AFTER_SECONDS } from '../../shared/page-errors.js';
import { DEFAULT_RENDER_QUEUE_MAX } from './settings.js';
import { KeyIndex } from '../content/key-index.js';
import { ALL_KEY, keyHeaders } from '../content/keys.js';

/**
 * Bytes of stored responses, gzipped and Brotli-compressed (what is kept): about 1,400 article
 * pages with both copies (an article: 15.7 kB gzipped, 13.0 kB in Brotli). The process must
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
  /** Its surrogate keys (server/content/keys.ts): what it was built from. */
  keys?: readonly string[];
}

/** A prepared response: bodies over 1 KB are kept gzipped only (a client without gzip is rare: it gets them inflated). */
export interface CachedResponse {
  status: number;
  contentType: string;
  location?: string;
  /** The body when it was too small to compress. */
  body: Buffer | null;
  gzip: Buffer | null;
  /**
   * The Brotli copy of a kept page, added once it is compressed (after the page is stored): until
   * then, and for every answer the cache does not keep, clients that take `br` get the gzip.
   */
  br?: Buffer | null;
  etag: string;
  /** Its surrogate keys, sent as Surrogate-Key (and Cache-Tag) with a public answer. */
  keys?: readonly string[];
  /** The keys as the two headers have them, joined once (a hit sends them as they are). */
  keyHeader?: { surrogateKey: string; cacheTag: string };
}

const gzipAsync = promisify(gzipCallback);
const brotliAsync = promisify(brotliCallback);

/**
 * How a body the cache keeps is gzipped: compressed once and sent many times, so the smaller the
 * better; zlib's own 16 kB output chunks, since the cache holds the buffer its gzip is a view of.
 */
export const KEPT_GZIP = { level: 6 } as const satisfies ZlibOptions;
/**
 * How a body compressed for one response is gzipped (API answers, preview and personal pages, and
 * every page with PAGE_CACHE=off). Level 2: measured on an article, it takes 0.52 ms and gives
 * 23.0 kB where level 6 takes 1.0 ms for 21.1 kB; per response, half the CPU is worth 9% more bytes.
 * One 64 kB output chunk (a page's gzip fits): each further 16 kB chunk is another round trip
 * between the thread pool and the event loop, about 60 µs of the loop's time per page.
 */
export const ONE_SHOT_GZIP = { level: 2, chunkSize: 64 * 1024 } as const satisfies ZlibOptions;

/**
 * How a kept page is compressed with Brotli: once per kept page, on the thread pool, after its
 * gzip. Quality 5: measured on the bench's article (70.1 kB of HTML, gzip level 6: 15.7 kB in
 * 4-6 ms on this busy 2-core machine), quality 4 gives 13.8 kB in 4 ms, 5 gives 13.0 kB (-17%) in
 * 6 ms, 8 gives 12.8 kB in 10-15 ms, 9 gives 12.8 kB in 80-90 ms and 11 gives 11.4 kB in 270-350
 * ms: past 5 each step costs far more CPU than it saves bytes, and a crawl of every page pays it
 * once per page per window, beside the renders.
 */
export const KEPT_BROTLI = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
} as const satisfies BrotliOptions;

/**
 * The Brotli quality compression() uses for what is compressed once, as it is sent (API answers;
 * pages come compressed from the page cache): its default is 4. Measured one-shot on a 94.5 kB
 * article: gzip level 2 (ONE_SHOT_GZIP) 23.0 kB in 1.05 ms, Brotli 3 17.6 kB in 0.95 ms, 4 17.0
 * kB in 1.66 ms: quality 3 is smaller and no dearer than the gzip a client without br gets.
 */
export const STREAMED_BROTLI_QUALITY = 3;

/** Compresses a kept body with Brotli, on libuv's thread pool. */
export const brotliOnce = (body: Buffer): Promise<Buffer> =>
  brotliAsync(body, { ...KEPT_BROTLI, params: { ...KEPT_BROTLI.params, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/** The ETag of a page's Brotli copy: the body's, marked, since those bytes differ from the gzip's. */
export const brotliEtag = (etag: string): string => `${etag.slice(0, -1)}-br"`;

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
  const keyed = r.keys ? { keys: r.keys, keyHeader: { surrogateKey: r.keys.join(' '), cacheTag: r.keys.join(',') } } : {};
  return { status: r.status, contentType: r.contentType, location: r.location, body: gzip ? null : r.body, gzip, etag, ...keyed };
}

/** What a CDN says of a response: served from the cache, rendered for it, or an old copy kept for a failure. */
export type CacheStatus = 'HIT' | 'MISS' | 'STALE';

export interface PageAnswer {
  response: CachedResponse;
  cache: CacheStatus;
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
  /**
   * Drops the responses carrying any of `keys` (their surrogate keys), or every response when
   * `keys` is absent or holds `all`.
   */
  purge(keys?: readonly string[]): void;
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

/** One caller's render: lru-cache runs the first caller's and shares its result. */
type Produce = () => Promise<RenderedResponse>;

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const enabled = options.enabled ?? true;
  const ttlWindow = cacheWindow(options.ttlMs ?? CONTENT_CACHE_TTL_MS, options.clock ?? Date.now);
  const maxPending = options.maxPending ?? DEFAULT_RENDER_QUEUE_MAX;
  let pending = 0;

  /** What render() made: the response to keep, and its uncompressed body for the Brotli copy. */
  async function render(produce: Produce): Promise<{ response: CachedResponse; body: Buffer }> {
    if (pending >= maxPending) throw new PageQueueFullError(RETRY_AFTER_SECONDS);
    pending++;
    try {
      const rendered = await produce();
      return { response: await prepare(rendered, enabled ? KEPT_GZIP : ONE_SHOT_GZIP), body: rendered.body };
    } finally {
      pending--;
    }
  }

  // Which kept response carries which surrogate key: a publish deletes only those.
  const index = new KeyIndex();
  /** Renders under way: their keys are known only once they end, so a purge drops them all (they may have read what it purges). */
  const rendering = new Set<string>();
  const lru = new LRUCache<string, CachedResponse, Produce>({
    // A replaced entry ('set': a new render, its Brotli copy) is indexed already under its keys.
    dispose: (_value, key, reason) => {
      if (reason !== 'set') index.delete(key);
    },
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (v) => (v.body?.length ?? 0) + (v.gzip?.length ?? 0) + (v.br?.length ?? 0) + 256,
    ...ttlWindow.lruOptions,
    // Entries outlive their TTL (until LRU eviction, bounded by bytes) on purpose: they are what is
    // served (STALE) while the content service is down or the render queue is full.
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, stale, { options: set, context: produce }) => {
      const ttl = ttlWindow.start();
      rendering.add(key);
      try {
        const { response, body } = await render(produce);
        if (!CACHEABLE.has(response.status)) throw new NotKept(response);
        set.ttl = ttl();
        index.set(key, response.keys ?? [ALL_KEY]);
        if (response.gzip) addBrotli(key, response, body);
        return response;
      } catch (err) {
        // Only a failure (a throw, a 5xx, a full queue) falls back on the kept copy, and only when
        // there is one; otherwise the callers get the answer or the error, not `undefined`.
        if (!stale || (err instanceof NotKept && err.response.status < 500)) set.allowStaleOnFetchRejection = false;
        throw err;
      } finally {
        rendering.delete(key);
      }
    },
  });

  /**
   * Compresses a kept page with Brotli, off the path of the readers who waited for it: they get
   * the gzip now. The copy joins the entry (its bytes counted, its TTL unchanged) only while that
   * very entry is kept and fresh: a purge, a new render or an expiry in the meantime drops it. The
   * compression finishes on the thread pool, a macrotask after lru-cache has stored the result.
   */
  function addBrotli(key: string, response: CachedResponse, body: Buffer): void {
    brotliOnce(body).then(
      (br) => {
        // A Brotli copy no smaller than the gzip would cost memory and save no bytes.
        if (!response.gzip || br.length >= response.gzip.length) return;
        if (lru.peek(key) !== response) return;
        lru.set(key, { ...response, br }, { noUpdateTTL: true });
      },
      // Without the copy the page is served gzipped, as before: nothing for a reader to see.
      () => undefined,
    );
  }

  return {
    async get(key, produce) {
      if (!enabled) {
        const { response } = await render(produce);
        return { response, cache: 'MISS' };
      }
      const kept = lru.peek(key, { allowStale: true });
      const status: LRUCache.Status<string, CachedResponse, Produce> = {};
      try {
        const response = await lru.fetch(key, { context: produce, status });
        if (!response) throw new Error(`The page cache answered nothing for ${key}`);
        return { response, cache: status.fetch === 'hit' ? 'HIT' : response === kept ? 'STALE' : 'MISS' };
      } catch (err) {
        if (err instanceof NotKept) return { response: err.response, cache: 'MISS' };
        throw err;
      }
    },
    peek(key) {
      return enabled ? lru.get(key, { noDeleteOnStaleGet: true }) : undefined;
    },
    purge(keys) {
      if (!keys || keys.includes(ALL_KEY)) {
        lru.clear();
        index.clear();
        return;
      }
      for (const key of [...index.entriesOf(keys), ...rendering]) lru.delete(key);
    },
    get size() {
      return lru.size;
    },
  };
}

/** The weight (q-value) an Accept-Encoding header gives a coding: an explicit entry, else `*`'s, else 0. */
function encodingWeight(header: string, coding: 'gzip' | 'br'): number {
  let star = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const token = name.trim().toLowerCase();
    if (token !== coding && token !== '*') continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
    const weight = q ? Math.min(1, Number(q[1]) || 0) : 1;
    if (token === coding) return weight;
    star = weight;
  }
  return star;
}

export function acceptsGzip(req: IncomingMessage): boolean {
  return encodingWeight(req.headers['accept-encoding'] ?? '', 'gzip') > 0;
}

/**
 * The coding a kept page is sent in: Brotli when the client accepts it (q above 0) at least as much
 * as gzip, since it is the smaller; gzip when accepted; otherwise none.
 */
export function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const header = req.headers['accept-encoding'] ?? '';
  const br = encodingWeight(header, 'br');
  const gzip = encodingWeight(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/**
 * Sends a cached response with its ETag (304 on a match) and the pre-compressed body when accepted:
 * the Brotli copy to a client that prefers it (once there is one), else the gzip, else the body.
 * The Brotli bytes carry their own ETag (`brotliEtag`); a conditional request naming either of the
 * page's ETags is answered 304, since both name the same version of the page.
 * Written on Node's own request and response, so the Express stack and the hit path before it
 * (server/render/page-responder.ts, `hit`) send a kept page the same way.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedResponse, cacheControl: string, cache: CacheStatus = 'MISS', cacheTag = false): void {
  res.statusCode = page.status;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Cache', cache);
  // The one place every public answer gets its surrogate keys (pages, /_data, feeds, sitemaps,
  // search): what an edge cache purges it by (docs/decisions/edge-cache.md). Never on a private one.
  if (page.keys && cacheControl.startsWith('public')) {
    if (page.keyHeader) {
      res.setHeader('Surrogate-Key', page.keyHeader.surrogateKey);
      if (cacheTag) res.setHeader('Cache-Tag', page.keyHeader.cacheTag);
    } else {
      for (const [name, value] of keyHeaders(page.keys, cacheTag)) res.setHeader(name, value);
    }
  }
  // A rendered 503 (a page or /_data answer) is the content source failing, and is never kept:
  // crawlers and CDNs are told when to come back.
  if (page.status === 503) res.setHeader('Retry-After', String(CONTENT_RETRY_AFTER_SECONDS));
  if (page.location) {
    res.setHeader('Location', page.location);
    res.end();
    return;
  }
  const encoding = page.gzip ? preferredEncoding(req) : null;
  const br = encoding === 'br' && page.br ? page.br : null;
  const etag = br ? brotliEtag(page.etag) : page.etag;
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  // Express's req.fresh check, on the same package (`fresh`): If-None-Match lists, weak and `*`
  // validators, and a request's Cache-Control: no-cache, for 2xx answers only.
  const matches = (tag: string) => fresh(req.headers, { etag: tag });
  if (page.status >= 200 && page.status < 300 && (matches(page.etag) || (!!page.br && matches(brotliEtag(page.etag))))) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const head = req.method === 'HEAD';
  if (br) {
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', br.length);
    res.end(head ? undefined : br);
    return;
  }
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
