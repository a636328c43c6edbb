/**
 * Conditional GET for answers produced per request (sitemaps, robots.txt, feeds, search JSON): the
 * same ETag, 304 and pre-compressed body the cached pages get, from the same code (prepare and
 * sendCached in render/page-cache.ts), so a poller that already has the body downloads nothing.
 * The ETag is a hash of the body: the answer changes exactly when its bytes do.
 */
import type { Request, Response } from 'express';
import { prepare, sendCached } from './render/page-cache.js';

/** Sends `body` (status 200) with an ETag; answers 304 without a body when If-None-Match has it. */
export async function sendWithEtag(req: Request, res: Response, contentType: string, body: string | Buffer, cacheControl: string): Promise<void> {
  const prepared = await prepare({ status: 200, contentType, body: typeof body === 'string' ? Buffer.from(body) : body });
  sendCached(req, res, prepared, cacheControl);
}
