/**
 * The content service going down: pages already cached keep serving from the stale cache; pages
 * never fetched answer a fast 503 with the error page. A Sanity API answering 200 with something
 * other than its JSON (a proxy's page) is the service down too, never "no such document".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createContentService, createSourceFromConfig } from '../../server/content/index.js';
import type { ContentSource } from '../../server/content/source.js';
import { createLogger } from '../../server/logger.js';
import { createSearchRouter } from '../../server/api/search-router.js';
import { createPageCache, pageCacheOptionsFor } from '../../server/render/page-cache.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { startGroqStub, type GroqStub, type StubAnswer } from '../support/groq-stub.js';
import { steadyClock } from '../support/steady-clock.js';
import { FIXTURE_DIR } from '../fixtures/content/write.js';
import { ERROR_PAGE } from '../../shared/messages.js';
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';
import { CONTENT_RETRY_AFTER_SECONDS } from '../../shared/page-errors.js';

function switchableSource(inner: ContentSource) {
  const state = { down: false, slowMs: 0, calls: 0 };
  const source: ContentSource = {
    async fetch(query, params, opts) {
      state.calls++;
      if (state.slowMs) await new Promise((r) => setTimeout(r, state.slowMs));
      if (state.down) throw new Error('connect ECONNREFUSED content service');
      return inner.fetch(query, params, opts);
    },
  };
  return { source, state };
}

function setup() {
  const config = testConfig();
  const { source, state } = switchableSource(createSourceFromConfig(config));
  const content = createContentService({ config, logger: createLogger('silent'), source });
  return { app: buildTestApp(content, { config }), state };
}

describe('content service faults', () => {
  it('cached pages keep serving while the source is down; uncached ones answer 503 fast', async () => {
    const { app, state } = setup();
    expect((await request(app).get('/sections/news')).status).toBe(200);
    state.down = true;
    const cached = await request(app).get('/sections/news');
    expect(cached.status).toBe(200);
    expect(cached.text).toContain('News');

    const started = Date.now();
    const uncached = await request(app).get('/sections/food');
    expect(uncached.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(uncached.text).toContain(ERROR_PAGE.body);
    expect(uncached.text).toContain(ERROR_PAGE.refresh);
    expect(uncached.text).toContain(ERROR_PAGE.home);

    expect(uncached.headers['retry-after']).toBe(String(CONTENT_RETRY_AFTER_SECONDS));

    const data = await request(app).get('/_data/sections/food');
    expect(data.status).toBe(503);
    expect(data.body.error.status).toBe(503);
    expect(data.headers['retry-after']).toBe(String(CONTENT_RETRY_AFTER_SECONDS));

    state.down = false;
    expect((await request(app).get('/sections/food')).status).toBe(200);
  });

  it('a second identical request does not reach the source', async () => {
    const { app, state } = setup();
    await request(app).get('/sections/news');
    const calls = state.calls;
    await request(app).get('/sections/news');
    expect(state.calls).toBe(calls);
  });
});

describe('a Sanity API answering 200 with something other than its JSON', () => {
  const ARTICLE = { path: '/sections/news/articles/news-story-01', title: 'News story 01' };
  const RETRY_AFTER = String(CONTENT_RETRY_AFTER_SECONDS);
  const FAULTS: Array<[string, StubAnswer]> = [
    ['200 text/html (a proxy page)', { status: 200, contentType: 'text/html', body: '<html>oops</html>' }],
    ['200 application/json that does not parse', { status: 200, contentType: 'application/json', body: '{"result": [oops' }],
    ['200 application/json without `result`', { status: 200, contentType: 'application/json', body: '{"ms": 1}' }],
  ];
  let stub: GroqStub;

  beforeAll(async () => {
    const documents = readFileSync(path.join(FIXTURE_DIR, 'dataset.ndjson'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    stub = await startGroqStub(documents);
  });
  afterEach(() => stub.fail(null));
  afterAll(() => stub.close());

  /** The app on the Sanity source (the stub), every cache on `clock`. */
  function sanityApp(clock: () => number = steadyClock) {
    const config = testConfig({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'faults', SANITY_API_HOST: stub.url, CONTENT_TIMEOUT_MS: '2000' });
    const content = createContentService({ config, logger: createLogger('silent'), cache: { clock } });
    const pageCache = createPageCache({ ...pageCacheOptionsFor(config), clock });
    return buildTestApp(content, { config, pageCache, routers: [createSearchRouter({ content })] });
  }

  it.each(FAULTS)('%s: a page never fetched is a 503 with Retry-After, not kept; 200 as soon as the API heals', async (_name, answer) => {
    const app = sanityApp();
    expect((await request(app).get('/readyz')).status).toBe(200);
    stub.fail(answer);
    for (let i = 0; i < 2; i++) {
      const page = await request(app).get(ARTICLE.path);
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe(RETRY_AFTER);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-cache']).toBe('MISS'); // the second time too: a 503 is not kept
      expect(page.text).toContain(ERROR_PAGE.body);
    }
    const data = await request(app).get(`/_data${ARTICLE.path}`);
    expect([data.status, data.body.error?.status, data.headers['retry-after'], data.headers['cache-control']]).toEqual([503, 503, RETRY_AFTER, 'private, no-store']);
    const search = await request(app).get('/api/search?term=story');
    expect([search.status, search.headers['retry-after']]).toEqual([503, RETRY_AFTER]);
    const ready = await request(app).get('/readyz');
    expect([ready.status, ready.body.checks.content]).toEqual([503, 'unavailable']);

    stub.fail(null);
    const healed = await request(app).get(ARTICLE.path);
    expect([healed.status, healed.headers['x-cache']]).toEqual([200, 'MISS']);
    expect(healed.text).toContain(ARTICLE.title);
    expect((await request(app).get(`/_data${ARTICLE.path}`)).status).toBe(200);
    expect((await request(app).get('/api/search?term=story')).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(200);
  });

  it('an article read before keeps answering 200 (stale) while the API answers HTML', async () => {
    let now = steadyClock();
    const app = sanityApp(() => now);
    expect((await request(app).get(ARTICLE.path)).status).toBe(200);
    now += CONTENT_CACHE_TTL_MS; // every cache's entries are past their window
    stub.fail(FAULTS[0][1]);
    const stale = await request(app).get(ARTICLE.path);
    expect(stale.status).toBe(200);
    expect(stale.text).toContain(ARTICLE.title);
    expect((await request(app).get(`/_data${ARTICLE.path}`)).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(503);
  });

  it('a real "no such document" (result null) is still a 404, and kept', async () => {
    const app = sanityApp();
    const missing = await request(app).get('/sections/news/articles/no-such-story');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toContain('s-maxage');
    expect(missing.headers['retry-after']).toBeUndefined();
    const requests = stub.requests;
    const again = await request(app).get('/sections/news/articles/no-such-story');
    expect([again.status, again.headers['x-cache']]).toEqual([404, 'HIT']);
    expect(stub.requests).toBe(requests);
    // While the API is broken a missing page cannot be told from a present one: 503, not 404.
    stub.fail(FAULTS[0][1]);
    expect((await request(app).get('/sections/news/articles/no-such-story-either')).status).toBe(503);
  });
});
