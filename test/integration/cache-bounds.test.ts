/**
 * What an operator sees of the caches under outside input (docs/architecture.md#the-caches: no
 * unbounded cache; one render per URL): a flood of unique URLs, search terms or slugs stays within the caches' bounds
 * and evicts the oldest entries, and readers who ask for a page being rendered share that render.
 */
import request from 'supertest';
import { createCachedSource, CONTENT_CACHE_MAX_BYTES } from '../../server/content/cache.js';
import { createContentService } from '../../server/content/index.js';
import type { ContentSource } from '../../server/content/source.js';
import { createLogger } from '../../server/logger.js';
import { steadyPageCache } from '../support/steady-clock.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { createFakeContent } from '../support/fake-content.js';
import { poll } from '../support/poll.js';
import type { ContentService } from '../../server/content/types.js';

const PUBLIC = { preview: false };

/** A source answering every query at once, counting calls per query. */
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

describe('the page cache under a flood of unique URLs', () => {
  it('stays within its byte cap, evicting the oldest pages first', async () => {
    const cap = 64 * 1024;
    const pageCache = steadyPageCache({ maxBytes: cap });
    const app = buildTestApp(createFakeContent(), { pageCache });
    const sizes: number[] = [];
    const urls = Array.from({ length: 60 }, (_, i) => `/no/such/page-${i}`);
    for (const url of urls) {
      const res = await request(app).get(url).set('Accept-Encoding', 'gzip');
      expect(res.status).toBe(404);
      sizes.push(Number(res.headers['content-length']));
    }
    expect(pageCache.size).toBeLessThan(urls.length);
    expect(pageCache.size * Math.min(...sizes)).toBeLessThanOrEqual(cap);
    await request(app).get(urls.at(-1)!).expect('X-Cache', 'HIT');
    await request(app).get(urls[0]).expect('X-Cache', 'MISS');
  });
});

describe('a page being rendered', () => {
  /** The real content, each page's load taking 100 ms, and the page cache the app uses. */
  function slowApp() {
    const config = testConfig();
    const real = createContentService({ config, logger: createLogger('silent') });
    const state = { loads: 0 };
    const content: ContentService = {
      ...real,
      loadPage: async (id, params, url, opts) => {
        state.loads++;
        await new Promise((r) => setTimeout(r, 100));
        return real.loadPage(id, params, url, opts);
      },
    };
    const pageCache = steadyPageCache();
    return { app: buildTestApp(content, { config, pageCache }), state, pageCache };
  }

  it('is rendered once for the readers who ask for it meanwhile', async () => {
    const { app, state } = slowApp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(app).get('/sections/news')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.text)).size).toBe(1);
    expect(state.loads).toBe(1);
  });

  it('is still answered when a publish purges the caches meanwhile, and rendered afresh for the next reader', async () => {
    const { app, state, pageCache } = slowApp();
    // supertest sends on then(): start the request, and purge once its page is loading.
    const rendering = request(app).get('/sections/news').then((r) => r);
    await poll(() => state.loads, { interval: 5 }).toBe(1);
    pageCache.purge();
    expect((await rendering).status).toBe(200);
    const after = await request(app).get('/sections/news');
    expect(after.status).toBe(200);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(state.loads).toBe(2);
  });
});

describe('the content caches under reader input', () => {
  it('a flood of search terms costs the source nothing once the index is built, and keeps the pages’ query results', async () => {
    const { source, total } = countingSource();
    const content = createContentService({ config: testConfig(), logger: createLogger('silent'), source });
    await content.query('*[_type == "section"]');
    await content.searchIndex.warm();
    const before = total();
    for (let i = 0; i <= 1000; i++) await content.search(`term${i}`, 0, PUBLIC);
    await content.query('*[_type == "section"]');
    expect(total()).toBe(before);
  });

  it('a crawler walking distinct slugs keeps the query results within CONTENT_CACHE_MAX_BYTES', async () => {
    const big = 'x'.repeat(1024 * 1024);
    let calls = 0;
    const source: ContentSource = {
      fetch: async <T>() => {
        calls++;
        return { body: big } as T;
      },
    };
    const cache = createCachedSource(source);
    const entries = Math.ceil(CONTENT_CACHE_MAX_BYTES / big.length) + 8;
    for (let i = 0; i < entries; i++) await cache.fetch('*[slug.current == $slug][0]', { slug: `article-${i}` }, PUBLIC);
    expect(cache.size * big.length).toBeLessThanOrEqual(CONTENT_CACHE_MAX_BYTES);
    const fetched = calls;
    await cache.fetch('*[slug.current == $slug][0]', { slug: `article-${entries - 1}` }, PUBLIC);
    expect(calls).toBe(fetched);
    await cache.fetch('*[slug.current == $slug][0]', { slug: 'article-0' }, PUBLIC);
    expect(calls).toBe(fetched + 1);
  });
});
