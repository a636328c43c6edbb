/**
 * Conditional GET on what crawlers, feed readers and the search page poll: robots.txt, the sitemap
 * index, every sitemap it lists, the news sitemap, the RSS feeds and /api/search answer with an
 * ETag, 304 without a body when If-None-Match has it, and a new ETag when the body changes.
 */
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { createContentService } from '../../../server/content/index.js';
import { createLogger } from '../../../server/logger.js';
import { createSearchRouter } from '../../../server/api/search-router.js';
import { released } from '../../support/dataset.js';
import { buildTestApp, testConfig } from '../../support/app.js';
import { DATASET_NOW, getXml, seoApp, sitePath, texts } from './helpers.js';

const app = seoApp();

async function expectRevalidates(target: RequestListener, path: string): Promise<string> {
  const first = await request(target).get(path);
  expect(`${path} ${first.status}`).toBe(`${path} 200`);
  const etag = first.headers.etag as string | undefined;
  expect(etag, path).toMatch(/^"[A-Za-z0-9_-]+"$/);
  const again = await request(target).get(path).set('If-None-Match', etag!);
  expect(`${path} ${again.status}`).toBe(`${path} 304`);
  expect(again.text ?? '', path).toBe('');
  expect(again.headers.etag, path).toBe(etag);
  // A stale ETag gets the whole body again.
  const stale = await request(target).get(path).set('If-None-Match', '"something-else"');
  expect(stale.status, path).toBe(200);
  expect(stale.text.length, path).toBeGreaterThan(0);
  return etag!;
}

describe('ETag and 304 on robots.txt, sitemaps and feeds', () => {
  it('robots.txt, the index, every listed sitemap and the news sitemap revalidate', async () => {
    const index = await getXml(app, '/sitemap.xml');
    const listed = texts(index.doc, 'loc').map(sitePath);
    expect(listed).toContain('/sitemap-news.xml');
    for (const path of ['/robots.txt', '/sitemap.xml', ...listed]) await expectRevalidates(app, path);
  }, 120_000);

  it('the site feed and a section feed revalidate', async () => {
    await expectRevalidates(app, '/rss.xml');
    await expectRevalidates(app, `/sections/${released('section')[0].slug.current}/rss.xml`);
  });

  it('a changed body gets a new ETag: the news sitemap a day later', async () => {
    const before = await expectRevalidates(app, '/sitemap-news.xml');
    const later = seoApp({}, () => new Date(DATASET_NOW.getTime() + 86_400_000));
    const after = await expectRevalidates(later, '/sitemap-news.xml');
    expect(after).not.toBe(before);
    // The old ETag no longer matches: the crawler gets the new list.
    expect((await request(later).get('/sitemap-news.xml').set('If-None-Match', before)).status).toBe(200);
  }, 60_000);
});

describe('ETag and 304 on /api/search', () => {
  const config = testConfig();
  const content = createContentService({ config, logger: createLogger('silent') });
  const search = buildTestApp(content, { config, routers: [createSearchRouter({ content })] });
  // The index is built first: a search waiting longer than the content timeout for it answers 503
  // (a busy machine), and this is about revalidation, not the first build.
  beforeAll(() => content.searchIndex.warm(), 120_000);

  it('a repeated search answers 304; another term gets another ETag', async () => {
    const bread = await expectRevalidates(search, '/api/search?term=bread');
    const other = await expectRevalidates(search, '/api/search?term=transit');
    expect(other).not.toBe(bread);
    const res = await request(search).get('/api/search?term=bread');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.items.length).toBeGreaterThan(0);
  });
});
