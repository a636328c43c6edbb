/**
 * A content change shows within the content TTL everywhere
 * (docs/decisions/content-cache-ttl-windows.md), the frame included, and at once after the publish
 * webhook. The layers (query results, the frame derived from them, rendered pages) must not each
 * count their own TTL from when they read the layer below.
 */
import request from 'supertest';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { createContentService, createSourceFromConfig } from '../../server/content/index.js';
import { GLOBAL_SETTINGS_QUERY } from '../../server/content/queries.js';
import type { ContentSource } from '../../server/content/source.js';
import { createLogger } from '../../server/logger.js';
import { createPageCache } from '../../server/render/page-cache.js';
import { CONTENT_CACHE_TTL_MS } from '../../shared/constants.js';
import { buildTestApp, testConfig } from '../support/app.js';

const SECRET = 'freshness-secret';
const RENAMED = 'The Renamed Colophon';

function setup() {
  const config = testConfig({ SANITY_WEBHOOK_SECRET: SECRET });
  const inner = createSourceFromConfig(config);
  const state = { now: 7 * CONTENT_CACHE_TTL_MS + 12_345, renamed: false };
  // The editors' change: the site name in the global settings (shown in every page's footer).
  const source: ContentSource = {
    async fetch<T>(...args: Parameters<ContentSource['fetch']>) {
      const result = await inner.fetch<T>(...args);
      return state.renamed && args[0] === GLOBAL_SETTINGS_QUERY ? ({ ...result, siteName: RENAMED } as T) : result;
    },
  };
  const clock = () => state.now;
  const content = createContentService({ config, logger: createLogger('silent'), source, cache: { clock } });
  const app = buildTestApp(content, { config, pageCache: createPageCache({ clock }) });
  return { app, state };
}

const footerName = (html: string) => /class="footer__name">([^<]*)</.exec(html)?.[1];

describe('content freshness across the cache layers', () => {
  it('a change shows on every page within the content TTL, even on a page first rendered just before it ran out', async () => {
    const { app, state } = setup();
    const start = state.now;
    const before = footerName((await request(app).get('/sections/news')).text);
    expect(before).toBeTruthy();
    expect(before).not.toBe(RENAMED);

    const changedAt = start + 1_000;
    state.now = changedAt;
    state.renamed = true;
    // First rendered late in the TTL of the frame derived at the start.
    state.now = start + CONTENT_CACHE_TTL_MS - 1_000;
    expect((await request(app).get('/sections/food')).status).toBe(200);

    state.now = changedAt + CONTENT_CACHE_TTL_MS + 1;
    for (const path of ['/sections/news', '/sections/food']) {
      const res = await request(app).get(path);
      expect({ path, status: res.status, renamed: res.text.includes(RENAMED) }).toEqual({ path, status: 200, renamed: true });
    }
  });

  it('a change shows at once after the publish webhook', async () => {
    const { app, state } = setup();
    await request(app).get('/sections/news');
    state.renamed = true;
    expect(footerName((await request(app).get('/sections/news')).text)).not.toBe(RENAMED);
    const body = JSON.stringify({ _id: 'globalSettings' });
    await request(app)
      .post('/api/revalidate')
      .set(SIGNATURE_HEADER_NAME, await encodeSignatureHeader(body, Date.now(), SECRET))
      .set('content-type', 'application/json')
      .send(body)
      .expect(200);
    expect(footerName((await request(app).get('/sections/news')).text)).toBe(RENAMED);
  });
});
