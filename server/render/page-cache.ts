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

export interface PageCache {
  /** The cached response for `key`, or the one `produce` makes (shared by concurrent callers). */
  get(key: string, produce: () => Promise<RenderedResponse>): Promise<CachedResponse>;
  purge(): void;
  readonly size: number;
}

/** Only complete, deliberate answers are kept: pages, not-found pages and redirects; never errors. */
const CACHEABLE = new Set([200, 301, 308, 404]);

export function createPageCache(options: { ttlMs?: number; maxBytes?: number; enabled?: boolean } = {}): PageCache {
  const enabled = options.enabled ?? true;
  const lru = new LRUCache<string, CachedResponse>({
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (v) => (v.body?.length ?? 0) + (v.gzip?.length ?? 0) + 256,
    ttl: options.ttlMs ?? CONTENT_CACHE_TTL_MS,
  });
  const inflight = new Map<string, Promise<CachedResponse>>();
  return {
    get(key, produce) {
      if (!enabled) return produce().then(prepare);
      const hit = lru.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = inflight.get(key);
      if (pending) return pending;
      const p = produce()
        .then(prepare)
        .then((prepared) => {
          if (CACHEABLE.has(prepared.status)) lru.set(key, prepared);
          return prepared;
        })
        .finally(() => inflight.delete(key));
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
export function sendCached(req: Request, res: Response, page: CachedResponse, cacheControl: string): void {
  res.status(page.status);
  res.setHeader('Cache-Control', cacheControl);
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
