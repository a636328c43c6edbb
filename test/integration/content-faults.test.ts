/**
 * The content service going down (design §8): pages already cached keep serving from the stale
 * cache; pages never fetched answer a fast 503 with the error page.
 */
import request from 'supertest';
import { createContentService, createSourceFromConfig } from '../../server/content/index.js';
import type { ContentSource } from '../../server/content/source.js';
import { createLogger } from '../../server/logger.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { ERROR_PAGE } from '../../shared/messages.js';

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

    const data = await request(app).get('/_data/sections/food');
    expect(data.status).toBe(503);
    expect(data.body.error.status).toBe(503);

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
