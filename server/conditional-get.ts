/**
 * Conditional GET for answers produced per request (sitemaps, robots.txt, feeds, search JSON): the
 * same ETag, 304 and pre-compressed body the cached pages get, from the same code (prepare and
 * sendCached in render/page-cache.ts), so a poller that already has the body downloads nothing.
 * The ETag is a hash of the body: the answer changes exactly when its bytes do.
 */
import fresh from 'fresh';
import type { Request, Response } from 'express';
import { acceptsGzip, etagOf, gzipOnce, sendCached, worthGzip } from './render/page-cache.js';

/**
 * Sends `body` (status 200) with an ETag; answers 304 without a body when If-None-Match has it.
 * Unlike a kept page, the body is sent once: it is gzipped only for a client that takes gzip, and
 * not at all for a 304 (a search answer costs its hash, not a compression and an inflation).
 */
export async function sendWithEtag(
  req: Request,
  res: Response,
  contentType: string,
  body: string | Buffer,
  cacheControl: string,
  /** Its surrogate keys (server/content/keys.ts, collectKeys), sent with a public answer; and Cache-Tag too. */
  keyed?: { keys: readonly string[]; cacheTag?: boolean },
): Promise<void> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = etagOf(bytes);
  const gzip = worthGzip(bytes) && acceptsGzip(req) && !fresh(req.headers, { etag }) ? await gzipOnce(bytes) : null;
  sendCached(req, res, { status: 200, contentType, body: gzip ? null : bytes, gzip, etag, ...(keyed ? { keys: keyed.keys } : {}) }, cacheControl, 'MISS', keyed?.cacheTag === true);
}
