/**
 * A clock for the page cache that stands still in the middle of a content-TTL window. Every cache
 * entry expires at the end of the 5-minute window its work started in (server/content/freshness.ts),
 * so on the wall clock a test that renders a page at 12:04:59.9 and asks again at 12:05:00.1 gets a
 * second render, and its "served from the cache" assertion fails once in a while. Tests of expiry
 * pass their own clock.
 */
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';
import { createPageCache, type PageCacheOptions, type RenderedResponse } from '../../server/render/page-cache.js';

const STEADY = Math.floor(Date.now() / CONTENT_CACHE_TTL_MS) * CONTENT_CACHE_TTL_MS + CONTENT_CACHE_TTL_MS / 2;

export const steadyClock = (): number => STEADY;

/** A page cache on the steady clock (pass pageCacheOptionsFor(config) for the one createApp would build). */
export function steadyPageCache(options: PageCacheOptions = {}) {
  return createPageCache({ clock: steadyClock, ...options });
}

/**
 * A steady page cache that also keeps every response it stores in `cached`: what a public cache
 * would hold, for tests that check no member's body ever reaches it.
 */
export function recordingPageCache(options: PageCacheOptions = {}) {
  const cached: RenderedResponse[] = [];
  const real = steadyPageCache(options);
  const pageCache = {
    get: (key: string, produce: () => Promise<RenderedResponse>) =>
      real.get(key, async () => {
        const response = await produce();
        cached.push(response);
        return response;
      }),
    peek: (key: string) => real.peek(key),
    purge: () => real.purge(),
    get size() {
      return real.size;
    },
  };
  return { pageCache, cached };
}
