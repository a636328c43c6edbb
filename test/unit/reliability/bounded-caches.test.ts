/**
 * "No unbounded cache or map anywhere" (design §8). Inventory of every Map, Set, LRU and
 * module-level collection in server/ and client/ (server/cli/ excluded: one-shot operator commands):
 *
 * Grow with outside input (URL, term, email, IP) — bounded, asserted below:
 *   server/render/page-cache.ts  lru       pages and /_data answers by URL: maxSize PAGE_CACHE_MAX_BYTES (48 MB, gzipped)
 *   server/render/page-cache.ts  inflight  one entry per URL being rendered, deleted when it settles
 *   server/content/cache.ts      store     query results by query+params (params carry URL slugs):
 *                                          max CONTENT_CACHE_MAX_ENTRIES (5000) and CONTENT_CACHE_MAX_BYTES
 *                                          (24 MB as JSON); feeds' feedQueryFor too
 *   server/content/cache.ts      inflight  one per query in flight, deleted when it settles; with
 *                                          CONTENT_TIMEOUT_MS a hanging source settles too
 *   server/content/index.ts      searchCache  results by search term: max SEARCH_CACHE_MAX_ENTRIES (1000)
 *   server/accounts/rate-limit.ts BoundedMemoryStore  counters by IP / hashed email, one store per
 *                                          limiter: max DEFAULT_RATE_LIMITS.maxKeys (10,000) each
 *
 * Sized by the dataset, not by requests (built once per load, or per request and dropped after):
 *   server/content/sources/local.ts byId / merged; server/content/root.ts picked / byId;
 *   server/seo/sitemaps.ts sectionSlugs, owner, sitemaps, releasedPodcasts; server/content/migration/*
 *   (operator run); client/components/content/groupByInitial.ts, client/pages/Encyclopedia/*.
 *
 * Fixed sets of constants: CLOCK_PARAMS, CACHEABLE, LOOPBACK, NETWORK_CODES, SOCIAL_KEYS, manifest
 * styles, client/store/uiSlice.ts `known`, security.ts / thirdparty `unique` (config hosts).
 *
 * Single values, not collections: accounts/passwords.ts dummyHash (one promise), client chunk-css
 * cssByChunk (the build manifest), thirdparty/loader.ts `started`, auth/timings.ts `current`.
 *
 * Browser-only, per tab: client/components/audio/controller.ts `listeners` (one per mounted player
 * component, removed on unmount), usePaginated `seen` (one list's ids, per render).
 */
import { randomBytes } from 'node:crypto';
import { createCachedSource, CONTENT_CACHE_MAX_BYTES, CONTENT_CACHE_MAX_ENTRIES } from '../../../server/content/cache.js';
import { createContentService, SEARCH_CACHE_MAX_ENTRIES } from '../../../server/content/index.js';
import type { ContentSource } from '../../../server/content/source.js';
import { createPageCache, PAGE_CACHE_MAX_BYTES } from '../../../server/render/page-cache.js';
import { BoundedMemoryStore, DEFAULT_RATE_LIMITS } from '../../../server/accounts/rate-limit.js';
import { createLogger } from '../../../server/logger.js';
import { testConfig } from '../../support/app.js';

/** A source answering every query at once, counting calls per key. */
function countingSource() {
  const calls = new Map<string, number>();
  const source: ContentSource = {
    async fetch<T>(query: string, params: Record<string, unknown>) {
      const key = `${query}|${JSON.stringify(params)}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      return { items: [], total: 0 } as T;
    },
  };
  return { source, total: () => [...calls.values()].reduce((a, b) => a + b, 0) };
}

describe('bounded caches', () => {
  it('the limits are what the inventory says', () => {
    expect(PAGE_CACHE_MAX_BYTES).toBe(48 * 1024 * 1024);
    expect(CONTENT_CACHE_MAX_ENTRIES).toBe(5000);
    expect(SEARCH_CACHE_MAX_ENTRIES).toBe(1000);
    expect(DEFAULT_RATE_LIMITS.maxKeys).toBe(10_000);
  });

  it('the default page cache holds at most PAGE_CACHE_MAX_BYTES of pages', async () => {
    const cache = createPageCache();
    // One shared 1 MB body that gzip cannot shrink: the cache counts every entry's stored bytes.
    const body = randomBytes(1024 * 1024);
    const entries = 80;
    for (let i = 0; i < entries; i++) {
      await cache.get(`page:/p/${i}`, async () => ({ status: 200, contentType: 'text/html', body }));
    }
    expect(cache.size).toBeLessThan(entries);
    expect(cache.size * body.length).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
    expect(cache.size).toBeGreaterThan(40);
  });

  it('the page cache keeps no in-flight entry once a render settles, even a failed one', async () => {
    const cache = createPageCache();
    await expect(cache.get('page:/boom', () => Promise.reject(new Error('render failed')))).rejects.toThrow();
    let produced = 0;
    await cache.get('page:/boom', async () => {
      produced++;
      return { status: 200, contentType: 'text/html', body: Buffer.from('ok') };
    });
    expect(produced).toBe(1);
  });

  it('the default content cache holds at most CONTENT_CACHE_MAX_ENTRIES results', async () => {
    const { source } = countingSource();
    const cache = createCachedSource(source);
    for (let i = 0; i < CONTENT_CACHE_MAX_ENTRIES + 500; i++) {
      await cache.fetch('*[slug.current == $slug][0]', { slug: `reader-typed-${i}` }, { preview: false });
    }
    expect(cache.size).toBe(CONTENT_CACHE_MAX_ENTRIES);
  });

  it('the default content cache holds at most CONTENT_CACHE_MAX_BYTES of results (as JSON)', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const source: ContentSource = { fetch: async <T>() => ({ body: big }) as T };
    const cache = createCachedSource(source);
    const entries = Math.ceil(CONTENT_CACHE_MAX_BYTES / big.length) + 8;
    for (let i = 0; i < entries; i++) await cache.fetch('*[_id == $id][0]', { id: `article-${i}` }, { preview: false });
    expect(cache.size).toBeLessThan(entries);
    expect(cache.size * big.length).toBeLessThanOrEqual(CONTENT_CACHE_MAX_BYTES);
    expect(cache.size).toBeGreaterThan(CONTENT_CACHE_MAX_BYTES / big.length / 2);
  });

  it("the content service's search cache forgets the oldest term past SEARCH_CACHE_MAX_ENTRIES", async () => {
    const { source, total } = countingSource();
    const content = createContentService({ config: testConfig(), logger: createLogger('silent'), source });
    for (let i = 0; i <= SEARCH_CACHE_MAX_ENTRIES; i++) await content.search(`term${i}`, 0, { preview: false });
    const before = total();
    await content.search(`term${SEARCH_CACHE_MAX_ENTRIES}`, 0, { preview: false });
    expect(total()).toBe(before); // the newest is cached
    await content.search('term0', 0, { preview: false });
    expect(total()).toBeGreaterThan(before); // the oldest was evicted
  });

  it('a rate-limit store remembers at most maxKeys addresses', async () => {
    const store = new BoundedMemoryStore(DEFAULT_RATE_LIMITS.maxKeys);
    store.init({ windowMs: 60_000 } as Parameters<BoundedMemoryStore['init']>[0]);
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.maxKeys; i++) await store.increment(`ip-${i}`);
    expect(await store.get('ip-0')).toBeUndefined();
    expect((await store.get(`ip-${DEFAULT_RATE_LIMITS.maxKeys}`))?.totalHits).toBe(1);
  });
});
