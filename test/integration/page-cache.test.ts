import request from 'supertest';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { createContentService } from '../../server/content/index.js';
import type { ContentService } from '../../server/content/types.js';
import { createLogger } from '../../server/logger.js';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../server/render/page-cache.js';
import { buildTestApp, testConfig } from '../support/app.js';

const SECRET = 'hook-secret';

function setup(vars: Record<string, string> = {}) {
  const config = testConfig({ SANITY_WEBHOOK_SECRET: SECRET, ...vars });
  const real = createContentService({ config, logger: createLogger('silent') });
  let pageLoads = 0;
  const content: ContentService = {
    ...real,
    loadRoot: (o) => real.loadRoot(o),
    loadPage: (id, params, url, opts) => {
      pageLoads++;
      return real.loadPage(id, params, url, opts);
    },
    redirects: (o) => real.redirects(o),
    legacyLookup: (p, o) => real.legacyLookup(p, o),
    ping: () => real.ping(),
    purge: () => real.purge(),
  };
  return { app: buildTestApp(content, { config }), loads: () => pageLoads };
}

describe('rendered-page cache', () => {
  it('serves a page from the cache with CDN headers, a strong ETag and 304 on a match', async () => {
    const { app, loads } = setup();
    const first = await request(app).get('/sections/news');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const second = await request(app).get('/sections/news');
    expect(second.text).toBe(first.text);
    expect(loads()).toBe(1);
    const revalidated = await request(app).get('/sections/news').set('If-None-Match', first.headers.etag!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('stores pages pre-compressed and serves plain bytes to clients without gzip', async () => {
    const { app } = setup();
    const gz = await request(app).get('/sections/news').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await request(app).get('/sections/news').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(gz.text); // supertest inflates the gzip body
  });

  it('coalesces concurrent renders of one URL', async () => {
    const { app, loads } = setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => request(app).get('/sections/food')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(loads()).toBe(1);
  });

  it('caches /_data answers too', async () => {
    const { app, loads } = setup();
    await request(app).get('/_data/sections/news');
    await request(app).get('/_data/sections/news');
    expect(loads()).toBe(1);
  });

  it('the publish webhook purges cached pages', async () => {
    const { app, loads } = setup();
    await request(app).get('/sections/news');
    const body = JSON.stringify({ _id: 'section-news' });
    const hook = await request(app)
      .post('/api/revalidate')
      .set(SIGNATURE_HEADER_NAME, await encodeSignatureHeader(body, Date.now(), SECRET))
      .set('content-type', 'application/json')
      .send(body);
    expect(hook.status).toBe(200);
    await request(app).get('/sections/news');
    expect(loads()).toBe(2);
  });

  it('PAGE_CACHE=off renders every time', async () => {
    const { app, loads } = setup({ PAGE_CACHE: 'off' });
    await request(app).get('/sections/news');
    await request(app).get('/sections/news');
    expect(loads()).toBe(2);
  });
});
