/**
 * A page cache that cannot be busted (docs/architecture.md#the-bars): pages are keyed on their path and the query
 * parameters they read, every page answer says X-Cache HIT, MISS or STALE, and uncached work past
 * RENDER_QUEUE_MAX is refused with 503 and Retry-After.
 */
import request from 'supertest';
import { createContentService } from '../../server/content/index.js';
import type { ContentService } from '../../server/content/types.js';
import { createLogger } from '../../server/logger.js';
import { createPageCache, RETRY_AFTER_SECONDS } from '../../server/render/page-cache.js';
import { ContentUnavailableError } from '../../shared/page-errors.js';
import { buildTestApp, testConfig } from '../support/app.js';

const PUBLIC_URL = 'https://mag.example';

function setup(vars: Record<string, string> = {}, opts: { ttlMs?: number } = {}) {
  const config = testConfig({ PUBLIC_URL, ...vars });
  const real = createContentService({ config, logger: createLogger('silent') });
  const state = { loads: 0, down: false, delayMs: 0 };
  const content: ContentService = {
    ...real,
    loadPage: async (id, params, url, o) => {
      state.loads++;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.down) throw new ContentUnavailableError(new Error('connect ECONNREFUSED content service'));
      return real.loadPage(id, params, url, o);
    },
  };
  const pageCache = opts.ttlMs === undefined ? undefined : createPageCache({ ttlMs: opts.ttlMs });
  return { app: buildTestApp(content, { config, ...(pageCache ? { pageCache } : {}) }), state };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('page cache keys', () => {
  it('/?utm_source=x&cb=123 is a HIT after /, and cache-busters cannot force renders', async () => {
    const { app, state } = setup();
    const first = await request(app).get('/');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const busted = await request(app).get('/?utm_source=x&cb=123');
    expect(busted.headers['x-cache']).toBe('HIT');
    expect(busted.text).toBe(first.text);
    for (let i = 0; i < 20; i++) await request(app).get(`/?cb=${i}&fbclid=${i}&gclid=${i}&utm_campaign=${i}`).expect('X-Cache', 'HIT');
    expect(state.loads).toBe(1);
  });

  it('keeps the parameters a page reads: ?page= of a list is its own page, and junk beside it is ignored', async () => {
    const { app, state } = setup();
    const one = await request(app).get('/sections/news');
    const two = await request(app).get('/sections/news?page=2');
    expect(two.headers['x-cache']).toBe('MISS');
    expect(two.text).not.toBe(one.text);
    const again = await request(app).get('/sections/news?utm_source=x&page=2&cb=9');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.text).toBe(two.text);
    // page=1, a bad page number and none are the same page.
    await request(app).get('/sections/news?page=1').expect('X-Cache', 'HIT');
    await request(app).get('/sections/news?page=abc').expect('X-Cache', 'HIT');
    // Home does not read ?page=: it cannot be used to bust the cache either.
    await request(app).get('/');
    await request(app).get('/?page=7').expect('X-Cache', 'HIT');
    expect(state.loads).toBe(3);
  });

  it('renders the URL without the junk, so no visitor parameter reaches the cached HTML or the canonical URL', async () => {
    const { app } = setup();
    const res = await request(app).get('/sections/news?utm_source=promo-qqz&fbclid=abc123&gclid=xyz789&cb=555&page=2');
    expect(canonicalOf(res.text)).toBe(`${PUBLIC_URL}/sections/news?page=2`);
    for (const junk of ['utm_source', 'promo-qqz', 'fbclid', 'abc123', 'gclid', 'xyz789', 'cb=555']) expect(res.text).not.toContain(junk);
    const clean = await request(app).get('/sections/news?page=2');
    expect(clean.headers['x-cache']).toBe('HIT');
    expect(canonicalOf(clean.text)).toBe(`${PUBLIC_URL}/sections/news?page=2`);
  });

  it('a cached redirect still keeps each visitor’s own query string', async () => {
    const { app, state } = setup();
    const a = await request(app).get('/section/news?utm_source=x').redirects(0);
    expect(a.status).toBe(301);
    expect(a.headers.location).toBe('/sections/news?utm_source=x');
    const b = await request(app).get('/section/news?utm_source=y&page=2').redirects(0);
    expect(b.headers['x-cache']).toBe('HIT');
    expect(b.headers.location).toBe('/sections/news?utm_source=y&page=2');
    expect(state.loads).toBe(1);
  });

  it('/_data answers use the same keys', async () => {
    const { app, state } = setup();
    await request(app).get('/_data/sections/news').expect('X-Cache', 'MISS');
    await request(app).get('/_data/sections/news?utm_source=x&cb=1').expect('X-Cache', 'HIT');
    expect(state.loads).toBe(1);
  });
});

describe('X-Cache', () => {
  it('is on every page answer: pages, not-found pages, redirects, /_data, and with the cache off', async () => {
    const { app } = setup();
    for (const path of ['/sections/food', '/no/such/page/here', '/section/food', '/_data/sections/food']) {
      const first = await request(app).get(path).redirects(0);
      const second = await request(app).get(path).redirects(0);
      expect({ path, first: first.headers['x-cache'], second: second.headers['x-cache'] }).toEqual({ path, first: 'MISS', second: 'HIT' });
    }
    const off = setup({ PAGE_CACHE: 'off' });
    await request(off.app).get('/sections/food');
    await request(off.app).get('/sections/food').expect('X-Cache', 'MISS');
  });

  it('says STALE when an expired page is served because the content service is down', async () => {
    const { app, state } = setup({}, { ttlMs: 0 });
    const fresh = await request(app).get('/sections/news');
    expect(fresh.headers['x-cache']).toBe('MISS');
    state.down = true;
    const stale = await request(app).get('/sections/news');
    expect(stale.status).toBe(200);
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.text).toBe(fresh.text);
    // With no copy to fall back on, the page is an honest 503.
    await request(app).get('/sections/food').expect(503).expect('X-Cache', 'MISS');
  });
});

describe('render queue bound', () => {
  it('a flood of distinct uncached pages past RENDER_QUEUE_MAX answers 503 with Retry-After, then recovers', async () => {
    const { app, state } = setup({ RENDER_QUEUE_MAX: '3' });
    state.delayMs = 300;
    const flood = await Promise.all(Array.from({ length: 12 }, (_, i) => request(app).get(`/sections/news?page=${i + 2}`)));
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    const refused = flood.filter((r) => r.status === 503);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(r.text).toContain('Something went wrong');
    }
    const data = await Promise.all(Array.from({ length: 6 }, (_, i) => request(app).get(`/_data/sections/food?page=${i + 2}`)));
    expect(data.filter((r) => r.status === 503).map((r) => [r.headers['retry-after'], r.body.error.status])).toEqual(
      Array.from({ length: 3 }, () => [String(RETRY_AFTER_SECONDS), 503]),
    );
    // Pages already cached, and a flood of one URL (coalesced into one render), are not refused.
    const same = await Promise.all(Array.from({ length: 12 }, (_, i) => request(app).get(`/sections/science?cb=${i}`)));
    expect(same.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    await request(app).get('/sections/news?page=2').expect(200).expect('X-Cache', 'HIT');
    // Dozens of uncached renders: past 20 s on a slow machine.
  }, 60_000);
});

describe('the search page', () => {
  it('is keyed on ?q= (its term is in the HTML), not on anything beside it', async () => {
    const { app } = setup();
    const a = await request(app).get('/search?q=census');
    expect(a.text).toContain('Search: census');
    await request(app).get('/search?q=census&utm_medium=social').expect('X-Cache', 'HIT');
    const b = await request(app).get('/search?q=budget');
    expect(b.headers['x-cache']).toBe('MISS');
    expect(b.text).toContain('Search: budget');
  });
});

describe('odd paths', () => {
  it('a path starting with // stays a path on this site when the key URL is built', async () => {
    const { app } = setup();
    for (const path of ['//', '//evil.example/x?cb=1', '//sections/news?utm_source=x']) {
      const res = await request(app).get(path).redirects(0);
      expect({ path, status: res.status < 500, cache: res.headers['x-cache'] }).toEqual({ path, status: true, cache: 'MISS' });
    }
  });
});

describe('the account landing pages', () => {
  it('are keyed on whether the link has a token, never on the token itself', async () => {
    const { app } = setup();
    const incomplete = 'This link is incomplete';
    const first = await request(app).get('/auth/reset?token=secret-one-aaaa');
    expect(first.text).not.toContain(incomplete);
    const second = await request(app).get('/auth/reset?token=secret-two-bbbb&utm_source=mail');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).not.toContain('secret-two-bbbb');
    const none = await request(app).get('/auth/reset');
    expect(none.headers['x-cache']).toBe('MISS');
    expect(none.text).toContain(incomplete);
  });
});
