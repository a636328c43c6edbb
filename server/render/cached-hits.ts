/**
 * Page-cache hits answered before the Express stack (issue 21, design §8). A kept page is the same
 * bytes for every reader, so a hit needs only: the method, the key of its URL, one lookup, the
 * precomputed security headers, and the write. Everything else Express would do first (its
 * request/response setup, pino-http's child logger, helmet, compression, static-file checks,
 * cookie parsing, the preview flag, the routers' matching, the redirect lookup) cannot change that
 * answer, and costs more than the answer itself.
 *
 * Why it is the same answer as the full stack's:
 * - Only the page handler (server/app.ts) stores `page:` entries, after every earlier middleware
 *   and router has let the request through; those decide on the method and path alone (none
 *   reads cookies or headers for a GET of a page path), and the content they read (redirects)
 *   lives in the same TTL window and is purged with the pages.
 * - Preview and personal pages are never stored; a request carrying the preview cookie is left to
 *   the stack (its signature is checked there), so an editor never gets the public copy.
 * - Only fresh entries are answered here: an expired one goes to the stack, which re-renders or
 *   serves it STALE exactly as before.
 * test/integration/render/cached-hits.test.ts asserts the same status, headers and bytes both ways.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applySecurityHeaders, type HeaderList } from '../security.js';
import { PREVIEW_COOKIE } from '../api/preview.js';
import { PUBLIC_PAGE_CACHE_CONTROL, sendCached, type PageCache } from './page-cache.js';
import { withDropped, type PageKeyFor } from './page-key.js';
import { sitePath } from './request.js';

export interface CachedHitDeps {
  pageCache: Pick<PageCache, 'peek'>;
  pageKey: PageKeyFor;
  securityHeaders: HeaderList;
  /** Writes the access-log line of a hit (null when request logging is off). */
  logHit: ((req: IncomingMessage, res: ServerResponse, startedAt: number) => void) | null;
}

/** The URL of a raw request as the page handler reads it (requestUrl's path: sitePath). */
function pathUrl(raw: string): URL | null {
  try {
    return new URL(`http://localhost${sitePath(raw)}`);
  } catch {
    return null;
  }
}

/** Answers `req` when it is a fresh page-cache hit and returns true; otherwise touches nothing and returns false. */
export function createCachedHitHandler(deps: CachedHitDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { pageCache, pageKey, securityHeaders, logHit } = deps;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.cookie?.includes(PREVIEW_COOKIE)) return false;
    // The APIs are never pages: not even a key to compute.
    if (req.url?.startsWith('/api/') || req.url?.startsWith('/_data/')) return false;
    const startedAt = logHit ? performance.now() : 0;
    const url = pathUrl(req.url ?? '/');
    if (!url) return false;
    const key = pageKey(url);
    const page = pageCache.peek(`page:${key.target}`);
    if (!page) return false;
    applySecurityHeaders(res, securityHeaders);
    const answer = page.location ? { ...page, location: withDropped(page.location, key.dropped) } : page;
    sendCached(req, res, answer, PUBLIC_PAGE_CACHE_CONTROL, 'HIT');
    logHit?.(req, res, startedAt);
    return true;
  };
}
