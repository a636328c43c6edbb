/**
 * Surrogate keys end to end (docs/decisions/edge-cache.md), on the real content layer over the
 * generated dataset: every public answer carries `all` and the ids it was built from; a publish
 * webhook for one story purges that story and its section's list in this process while another
 * story stays cached; a site-wide document purges everything; and the purges reach a local fake
 * Varnish, a fake Fastly and a fake Cloudflare with the right auth and keys, retried on a 500.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { createContentService, createContentRoutes } from '../../server/content/index.js';
import { createLogger } from '../../server/logger.js';
import { createSeoRouter } from '../../server/seo/index.js';
import { createFeedsRouter } from '../../server/feeds/index.js';
import { createSearchRouter } from '../../server/api/search-router.js';
import { createEdgePurger } from '../../server/ops/edge-purge.js';
import { RECENT_SECTIONS } from '../../shared/constants.js';
import { articleUrl } from '../../shared/content/urls.js';
import { EDGE_CACHE_MESSAGES } from '../../shared/edge-cache-messages.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { byId, released, sampleEpisode, slugOf } from '../support/dataset.js';

const SECRET = 'edge-keys-hook-secret';
const DATASET_NOW = new Date('2026-11-15T12:00:00Z');

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server that records each request and answers with `answer(n)` (n: 0-based count). */
async function fakeServer(answer: (n: number) => { status: number; body?: string }): Promise<{ url: string; requests: Recorded[]; server: Server }> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { status, body: out } = answer(requests.length);
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end(out ?? '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

const keysOf = (res: { headers: Record<string, unknown> }) => String(res.headers['surrogate-key'] ?? '').split(' ');

// Two stories of two sections the footer does not list (a story in a footer section may be one of
// its newest, on every page), neither shown on the other's page.
const footer = new Set<string>(RECENT_SECTIONS);
const candidates = released('article').filter((a) => !footer.has(slugOf(a.section._ref)));
const storyA = candidates[0];
const storyB = candidates.find(
  (b) => b.section._ref !== storyA.section._ref && !(b.relatedArticles ?? []).some((r) => r._ref === storyA._id) && !(storyA.relatedArticles ?? []).some((r) => r._ref === b._id),
)!;
const pathOf = (a: typeof storyA) => articleUrl(slugOf(a.section._ref), a.slug.current);

describe('surrogate keys and purges by key', () => {
  let varnish: Awaited<ReturnType<typeof fakeServer>>;
  let fastly: Awaited<ReturnType<typeof fakeServer>>;
  let cloudflare: Awaited<ReturnType<typeof fakeServer>>;

  beforeAll(async () => {
    varnish = await fakeServer(() => ({ status: 200 }));
    // Fastly fails once, then purges: the purge is retried.
    fastly = await fakeServer((n) => (n === 0 ? { status: 500, body: '{"msg":"busy"}' } : { status: 200, body: '{"status":"ok"}' }));
    cloudflare = await fakeServer(() => ({ status: 200, body: '{"success":true,"errors":[],"result":{"id":"zone"}}' }));
  });
  afterAll(async () => {
    await Promise.all([varnish, fastly, cloudflare].map((f) => new Promise((r) => f.server.close(r).closeAllConnections())));
  });

  function setup() {
    const config = testConfig({
      SANITY_WEBHOOK_SECRET: SECRET,
      PUBLIC_URL: 'https://www.colophon.test',
      CACHE_TAG_HEADER: 'on',
      CACHE_PURGE_URLS: `${varnish.url}/`,
      FASTLY_SERVICE_ID: 'svc-123',
      FASTLY_API_TOKEN: 'fastly-token',
      FASTLY_API_URL: fastly.url,
      CLOUDFLARE_ZONE_ID: 'zone-456',
      CLOUDFLARE_API_TOKEN: 'cf-token',
      CLOUDFLARE_API_URL: cloudflare.url,
    });
    const logger = createLogger('silent');
    const content = createContentService({ config, logger });
    const routers = [
      createSearchRouter({ content, cacheTag: true }),
      createFeedsRouter({ query: (q, p) => content.query(q, p), images: content.images, publicUrl: config.PUBLIC_URL, cacheTag: true }),
      createSeoRouter({ config, content, logger, clock: () => DATASET_NOW }),
    ];
    const edge = createEdgePurger({ config, logger, retryMs: 5 });
    const app = buildTestApp(content, { config, contentRoutes: createContentRoutes(config), routers, edge });
    return { app, content };
  }

  async function publish(app: ReturnType<typeof setup>['app'], doc: object, operation?: string) {
    const body = JSON.stringify(doc);
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    let req = request(app).post('/api/revalidate').set('content-type', 'application/json').set(SIGNATURE_HEADER_NAME, signature);
    if (operation) req = req.set('sanity-operation', operation);
    return req.send(body);
  }

  it('has two stories to compare', () => {
    expect(storyA).toBeDefined();
    expect(storyB).toBeDefined();
  });

  it('keys every kind of public answer on all and the documents it shows', async () => {
    const { app, content } = setup();
    await content.searchIndex.warm();
    const article = await request(app).get(pathOf(storyA)).expect(200);
    expect(keysOf(article)).toEqual(expect.arrayContaining(['all', storyA._id, `list:section:${storyA.section._ref}`, 'globalSettings']));
    expect(String(article.headers['cache-tag']).split(',')).toEqual(keysOf(article));
    expect(Buffer.byteLength(String(article.headers['surrogate-key']))).toBeLessThan(16 * 1024);

    const data = await request(app).get(`/_data${pathOf(storyA)}`).expect(200);
    expect(keysOf(data)).toEqual(expect.arrayContaining(['all', storyA._id]));

    const section = await request(app).get(`/sections/${slugOf(storyA.section._ref)}`).expect(200);
    expect(keysOf(section)).toEqual(expect.arrayContaining(['all', `list:section:${storyA.section._ref}`]));

    const rss = await request(app).get('/rss.xml').expect(200);
    expect(keysOf(rss)).toEqual(expect.arrayContaining(['all', 'list:article']));
    const sectionRss = await request(app).get(`/sections/${slugOf(storyA.section._ref)}/rss.xml`).expect(200);
    expect(keysOf(sectionRss)).toEqual(expect.arrayContaining(['all', `list:section:${storyA.section._ref}`]));

    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    // Every story is in it: past the bound, the ids give way to their types.
    expect(keysOf(sitemap)).toEqual(expect.arrayContaining(['all', 'list:article', 'type:article']));
    expect(Buffer.byteLength(String(sitemap.headers['surrogate-key']))).toBeLessThan(16 * 1024);

    const { episode, podcast } = sampleEpisode();
    const feed = await request(app).get(`/podcasts/${podcast}/feed.xml`).expect(200);
    expect(keysOf(feed)).toEqual(expect.arrayContaining(['all', episode.podcast._ref, `list:podcast:${episode.podcast._ref}`]));

    const api = await request(app).get('/api/search?term=food').expect(200);
    expect(keysOf(api)).toEqual(['all', 'search']);
    const searchPage = await request(app).get('/search?q=food').expect(200);
    expect(keysOf(searchPage)).toEqual(expect.arrayContaining(['all', 'search']));

    // A hit answered before the Express app carries the same keys.
    const hit = await request(app).get(pathOf(storyA)).expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['surrogate-key']).toBe(article.headers['surrogate-key']);
  });

  it("a story's publish purges its page and its section's list here, another story stays cached; the edge hears its keys", async () => {
    const { app } = setup();
    const sectionPath = `/sections/${slugOf(storyA.section._ref)}`;
    for (const path of [pathOf(storyA), pathOf(storyB), sectionPath]) await request(app).get(path).expect(200);
    for (const path of [pathOf(storyA), pathOf(storyB), sectionPath]) expect((await request(app).get(path)).headers['x-cache']).toBe('HIT');
    expect(keysOf(await request(app).get(pathOf(storyB)))).not.toContain(storyA._id);

    varnish.requests.length = 0;
    fastly.requests.length = 0;
    cloudflare.requests.length = 0;
    const res = await publish(app, byId(storyA._id)!, 'create');
    expect(res.status).toBe(200);
    expect(res.body.keys).toEqual(expect.arrayContaining([storyA._id, `list:section:${storyA.section._ref}`]));
    expect(res.body.keys).not.toContain('all');

    expect((await request(app).get(pathOf(storyA))).headers['x-cache']).toBe('MISS');
    expect((await request(app).get(sectionPath)).headers['x-cache']).toBe('MISS');
    expect((await request(app).get(pathOf(storyB))).headers['x-cache']).toBe('HIT');

    // Varnish: PURGE with the keys in xkey-purge.
    expect(varnish.requests).toHaveLength(1);
    expect(varnish.requests[0].method).toBe('PURGE');
    expect(varnish.requests[0].url).toBe('/');
    expect(String(varnish.requests[0].headers['xkey-purge']).split(' ')).toEqual(expect.arrayContaining([storyA._id, `list:section:${storyA.section._ref}`]));
    // Fastly: a 500, then the same batch purge again, with its token.
    expect(fastly.requests).toHaveLength(2);
    for (const r of fastly.requests) {
      expect(r.method).toBe('POST');
      expect(r.url).toBe('/service/svc-123/purge');
      expect(r.headers['fastly-key']).toBe('fastly-token');
      expect(String(r.headers['surrogate-key']).split(' ')).toContain(storyA._id);
    }
    // Cloudflare: the keys as tags, 30 at most a call, with the bearer token.
    expect(cloudflare.requests.length).toBeGreaterThanOrEqual(1);
    const tags = cloudflare.requests.flatMap((r) => (JSON.parse(r.body) as { tags: string[] }).tags);
    expect(tags).toEqual(expect.arrayContaining([storyA._id, `list:section:${storyA.section._ref}`]));
    for (const r of cloudflare.requests) {
      expect(r.method).toBe('POST');
      expect(r.url).toBe('/client/v4/zones/zone-456/purge_cache');
      expect(r.headers.authorization).toBe('Bearer cf-token');
      expect((JSON.parse(r.body) as { tags: string[] }).tags.length).toBeLessThanOrEqual(30);
    }
  });

  it('an edit in place (same section, tags, dates) purges the story by its id, not its lists', async () => {
    const { app, content } = setup();
    await content.searchIndex.warm();
    const res = await publish(app, { ...byId(storyA._id)!, title: 'A typo, corrected' }, 'update');
    expect(res.status).toBe(200);
    expect(res.body.keys).toContain(storyA._id);
    expect(res.body.keys).not.toContain(`list:section:${storyA.section._ref}`);
  });

  it('a site-wide document purges everything, here and at the edge', async () => {
    const { app } = setup();
    await request(app).get(pathOf(storyB)).expect(200);
    expect((await request(app).get(pathOf(storyB))).headers['x-cache']).toBe('HIT');
    varnish.requests.length = 0;
    cloudflare.requests.length = 0;
    const res = await publish(app, { _id: 'globalSettings', _type: 'globalSettings' });
    expect(res.body.keys).toEqual(['all']);
    expect((await request(app).get(pathOf(storyB))).headers['x-cache']).toBe('MISS');
    expect(varnish.requests[0].headers['xkey-purge']).toBe('all');
    expect(JSON.parse(cloudflare.requests[0].body)).toEqual({ purge_everything: true });
  });

  it('answers 503 (so Sanity retries) when the edge cannot be purged', async () => {
    const down = await fakeServer(() => ({ status: 503 }));
    try {
      const config = testConfig({ SANITY_WEBHOOK_SECRET: SECRET, CACHE_PURGE_URLS: `${down.url}/` });
      const logger = createLogger('silent');
      const content = createContentService({ config, logger });
      const app = buildTestApp(content, { config, edge: createEdgePurger({ config, logger, retryMs: 1 }) });
      const res = await publish(app, byId(storyA._id)!);
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe(EDGE_CACHE_MESSAGES.edgeFailed);
      expect(down.requests).toHaveLength(3);
    } finally {
      await new Promise((r) => down.server.close(r).closeAllConnections());
    }
  });
});
