/**
 * A content service that hangs: CONTENT_TIMEOUT_MS turns it into a fast 503 error page (with
 * Retry-After) for pages never fetched, while cached pages keep answering 200. The local source has
 * no timeout of its own: the content cache layer applies it to every source. A request waits one
 * CONTENT_TIMEOUT_MS in all, however many reads it makes one after another.
 */
import request from 'supertest';
import { createContentService, createSourceFromConfig } from '../../../server/content/index.js';
import type { ContentSource } from '../../../server/content/source.js';
import { createLogger } from '../../../server/logger.js';
import { createSearchRouter } from '../../../server/api/search-router.js';
import { buildTestApp, testConfig } from '../../support/app.js';
import { FIXTURE_DIR } from '../../fixtures/content/write.js';
import { ERROR_PAGE } from '../../../shared/messages.js';
import { CONTENT_RETRY_AFTER_SECONDS } from '../../../shared/page-errors.js';
import { leakIn } from './fuzz-check.js';

const TIMEOUT_MS = 150;

/** The fixture dataset, until `hanging` is set: then no call ever settles. */
function hangableSource(inner: ContentSource) {
  const state = { hanging: false };
  const source: ContentSource = {
    fetch(query, params, opts) {
      return state.hanging ? new Promise(() => undefined) : inner.fetch(query, params, opts);
    },
  };
  return { source, state };
}

function setup(vars: Record<string, string> = {}, cache?: { ttlMs: number }) {
  const config = testConfig({ DATASET_PATH: FIXTURE_DIR, CONTENT_TIMEOUT_MS: String(TIMEOUT_MS), ...vars });
  const { source, state } = hangableSource(createSourceFromConfig(config));
  const content = createContentService({ config, logger: createLogger('silent'), source, cache });
  return { app: buildTestApp(content, { config, routers: [createSearchRouter({ content })] }), state, content };
}

/**
 * Loads `path` until it answers 200: a request's reads share one short CONTENT_TIMEOUT_MS, and on a
 * busy machine the first load of a page (the dataset opened, its index built) can take longer.
 * Every try keeps what it finished, so the next one gets further.
 */
async function warm(app: Parameters<typeof request>[0], path: string) {
  let status = 0;
  for (let i = 0; i < 20 && status !== 200; i++) status = (await request(app).get(path)).status;
  expect(`${path} ${status}`).toBe(`${path} 200`);
}

async function timed(app: Parameters<typeof request>[0], path: string) {
  const started = performance.now();
  const res = await request(app).get(path);
  return { res, ms: performance.now() - started };
}

describe('content service hanging (CONTENT_TIMEOUT_MS)', () => {
  it('answers a fast 503 error page for an uncached page, and keeps serving the cached one', async () => {
    const { app, state } = setup();
    await warm(app, '/sections/news');
    state.hanging = true;

    const cached = await timed(app, '/sections/news');
    expect(cached.res.status).toBe(200);
    expect(cached.res.text).toContain('News');

    const uncached = await timed(app, '/sections/food');
    expect(uncached.res.status).toBe(503);
    // Redirect list, then frame and page data side by side: a few timeouts at most, never a hang.
    expect(uncached.ms).toBeLessThan(TIMEOUT_MS * 4 + 1000);
    expect(uncached.res.text).toContain(ERROR_PAGE.title);
    expect(uncached.res.text).toContain(ERROR_PAGE.body);
    expect(uncached.res.text).toContain(ERROR_PAGE.refresh);
    expect(uncached.res.text).toContain(ERROR_PAGE.home);
    expect(uncached.res.headers['cache-control']).toBe('private, no-store');
    expect(uncached.res.headers['retry-after']).toBe(String(CONTENT_RETRY_AFTER_SECONDS));
    expect(leakIn(uncached.res.text)).toBeNull();

    const data = await timed(app, '/_data/sections/food');
    expect(data.res.status).toBe(503);
    expect(data.res.body.error.status).toBe(503);

    state.hanging = false;
    await warm(app, '/sections/food');
  });

  it('a request whose reads come one after another (redirect list, then page) waits one timeout in all', async () => {
    const timeoutMs = 600;
    const { app, state, content } = setup({ CONTENT_TIMEOUT_MS: String(timeoutMs) });
    await warm(app, '/sections/news');
    // A publish dropped every cached result: the redirect list read before each page is gone too.
    content.purge();
    state.hanging = true;
    for (const path of ['/_data/sections/food', '/sections/food']) {
      const { res, ms } = await timed(app, path);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(CONTENT_RETRY_AFTER_SECONDS));
      // Two timeouts (1200 ms) before: one for the redirect list, then one for the page's data.
      expect(ms).toBeLessThan(timeoutMs + 400);
    }
  });

  it('serves stale content past its TTL when the refresh times out (page cache off)', async () => {
    const { app, state } = setup({ PAGE_CACHE: 'off' }, { ttlMs: 0 });
    await warm(app, '/sections/news');
    state.hanging = true;
    const stale = await timed(app, '/sections/news');
    expect(stale.res.status).toBe(200);
    expect(stale.res.text).toContain('News');
    expect(stale.ms).toBeLessThan(TIMEOUT_MS * 4 + 1000);
  });

  it('times out search and preview reads too', async () => {
    const { app, state } = setup({ PREVIEW_SECRET: 'preview-secret' });
    state.hanging = true;
    const search = await timed(app, '/api/search?term=story');
    expect(search.res.status).toBe(503);
    expect(search.res.headers['retry-after']).toBe(String(CONTENT_RETRY_AFTER_SECONDS));
    expect(search.res.body.error.message).toBeTruthy();

    const agent = request.agent(app);
    await agent.get('/api/preview?secret=preview-secret&slug=/sections/news').redirects(0).expect(307);
    const started = performance.now();
    const preview = await agent.get('/sections/news');
    expect(preview.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 4 + 1000);
  });
});
