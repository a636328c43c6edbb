/**
 * robots.txt and the sitemaps over the generated dataset: well-formed XML (a real parser), only
 * released and published URLs, exactly the articles readers can open, and a sample of every
 * sitemap's URLs answering 200 through the app.
 */
import request from 'supertest';
import { articleUrl, featureUrl } from '../../../shared/content/urls.js';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../server/render/page-cache.js';
import { datasetDocuments, released, slugOf } from '../../support/dataset.js';
import { DATASET_NOW, getXml, PUBLIC_URL, seoApp, sitePath, spread, texts } from './helpers.js';

const app = seoApp();
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const dateOf = (d: { releaseDate?: string; _createdAt: string }) => d.releaseDate ?? d._createdAt;

/** Every article and feature article a reader can open, by canonical path, with its year. */
function expectedArticles(): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of released('article')) out.set(articleUrl(slugOf(a.section._ref), a.slug.current), dateOf(a).slice(0, 4));
  for (const f of released('featureArticle')) out.set(featureUrl(f.slug.current), dateOf(f).slice(0, 4));
  return out;
}

/** Slugs that must never be listed: drafts and articles released after 'now'. */
function hiddenArticleSlugs(): Set<string> {
  const visible = new Set(released('article').map((a) => a.slug.current));
  return new Set(
    datasetDocuments()
      .filter((d) => d._type === 'article' && 'slug' in d && !visible.has((d as { slug: { current: string } }).slug.current))
      .map((d) => (d as { slug: { current: string } }).slug.current),
  );
}

describe('GET /robots.txt', () => {
  it('allows everything but the APIs, data and search, and names the sitemap index absolutely (it lists the news sitemap)', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /_data/', 'Disallow: /search']));
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // The news sitemap can be absent (404: no article in two days), so only the index names it.
    expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual([`Sitemap: ${PUBLIC_URL}/sitemap.xml`]);
  });
});

describe('GET /sitemap.xml and the typed sitemaps', () => {
  let index: Awaited<ReturnType<typeof getXml>>;
  beforeAll(async () => {
    index = await getXml(app, '/sitemap.xml');
  });

  it('is a sitemap index of one sitemap per article year plus the typed ones, each with a lastmod', () => {
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/^application\/xml/);
    expect(index.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(index.doc.documentElement.localName).toBe('sitemapindex');
    expect(index.doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const years = [...new Set(expectedArticles().values())].sort();
    const names = texts(index.doc, 'loc').map((loc) => sitePath(loc));
    expect(names.filter((n) => n.startsWith('/sitemaps/articles-')).sort()).toEqual(years.map((y) => `/sitemaps/articles-${y}.xml`));
    expect(names).toEqual(expect.arrayContaining(['sections', 'contributors', 'podcasts', 'recipes', 'pages'].map((n) => `/sitemaps/${n}.xml`)));
    const sitemaps = [...index.doc.getElementsByTagName('sitemap')];
    for (const s of sitemaps) expect(Number.isNaN(Date.parse(s.getElementsByTagName('lastmod')[0]?.textContent ?? ''))).toBe(false);
  });

  it('lists exactly the released, published articles across the year sitemaps, never a draft or a future one', async () => {
    const expected = expectedArticles();
    const hidden = hiddenArticleSlugs();
    expect(hidden.size).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const loc of texts(index.doc, 'loc').filter((l) => l.includes('/sitemaps/articles-'))) {
      const year = /articles-(\d{4})\.xml$/.exec(loc)![1];
      const sitemap = await getXml(app, sitePath(loc));
      expect(sitemap.status).toBe(200);
      for (const path of texts(sitemap.doc, 'loc').map(sitePath)) {
        expect(expected.get(path), path).toBe(year);
        listed.push(path);
      }
    }
    expect(listed.sort()).toEqual([...expected.keys()].sort());
    for (const path of listed) expect(hidden.has(path.split('/').pop()!)).toBe(false);
  });

  it('answers 404 for a year without articles and for unknown sitemap names', async () => {
    for (const path of ['/sitemaps/articles-1999.xml', '/sitemaps/articles-2098.xml', '/sitemaps/nope.xml', '/sitemaps/articles-x.xml', '/sitemaps/pages']) {
      expect((await request(app).get(path)).status, path).toBe(404);
    }
  });

  it('holds only URLs that answer 200 (a sample of every sitemap: 3 per article year, up to 12 of each other)', async () => {
    for (const loc of texts(index.doc, 'loc')) {
      const sitemap = await getXml(app, sitePath(loc));
      expect(sitemap.type).toMatch(/^application\/xml/);
      expect(sitemap.cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(sitemap.doc.documentElement.localName).toBe('urlset');
      const paths = texts(sitemap.doc, 'loc').map(sitePath);
      expect(new Set(paths).size).toBe(paths.length);
      const sample = spread(paths, loc.includes('/articles-') ? 3 : 12);
      const statuses = await Promise.all(sample.map(async (p) => [p, (await request(app).get(p)).status] as const));
      expect(statuses.filter(([, s]) => s !== 200), loc).toEqual([]);
    }
    // Uncached renders of about a hundred pages over the whole dataset: 30 s on a quiet 2-core
    // machine, over 120 s on a slow or busy one.
  }, 300_000);

  it('lists the podcasts, contributors, sections, recipes and single pages', async () => {
    const paths = async (name: string) => texts((await getXml(app, `/sitemaps/${name}.xml`)).doc, 'loc').map(sitePath);
    const podcast = released('podcast')[0];
    const episode = released('podcastEpisode').find((e) => e.podcast._ref === podcast._id)!;
    expect(await paths('podcasts')).toEqual(expect.arrayContaining(['/podcasts', `/podcasts/${podcast.slug.current}`, `/podcasts/${podcast.slug.current}/${episode.slug.current}`]));
    const draftEpisodes = datasetDocuments().filter((d) => d._type === 'podcastEpisode' && d._id.startsWith('drafts.'));
    expect((await paths('podcasts')).length).toBe(1 + released('podcast').length + released('podcastEpisode').length);
    expect(draftEpisodes.length).toBeGreaterThan(0);
    expect((await paths('contributors')).length).toBe(1 + released('author').length);
    expect((await paths('sections')).sort()).toEqual(released('section').map((s) => `/sections/${s.slug.current}`).sort());
    expect(await paths('recipes')).toContain(`/recipes/${released('recipeArticle')[0].slug.current}`);
    expect(await paths('pages')).toEqual(expect.arrayContaining(['/', '/privacy-policy', '/terms-of-service', '/donate', '/encyclopedia', '/collections', '/columnists']));
  });
});

describe('GET /sitemap-news.xml', () => {
  it('lists the articles of the last two days with the Google News fields', async () => {
    const from = DATASET_NOW.getTime() - 2 * 86_400_000;
    const expected = [...released('article'), ...released('featureArticle')].filter((a) => {
      const t = Date.parse(dateOf(a));
      return t >= from && t <= DATASET_NOW.getTime();
    });
    expect(expected.length).toBeGreaterThan(0);
    const news = await getXml(app, '/sitemap-news.xml');
    expect(news.status).toBe(200);
    expect(news.type).toMatch(/^application\/xml/);
    const urls = [...news.doc.getElementsByTagName('url')];
    expect(urls).toHaveLength(expected.length);
    expect(texts(news.doc, 'news:title').sort()).toEqual(expected.map((a) => a.title).sort());
    expect(new Set(texts(news.doc, 'news:name'))).toEqual(new Set(['The Colophon']));
    expect(new Set(texts(news.doc, 'news:language'))).toEqual(new Set(['en']));
    for (const d of texts(news.doc, 'news:publication_date')) expect(Date.parse(d)).toBeGreaterThanOrEqual(from);
    for (const path of texts(news.doc, 'loc').map(sitePath)) expect((await request(app).get(path)).status).toBe(200);
  });

  it('gives premium articles news:access Subscription when the paywall is on, and nothing else does', async () => {
    // 'Now' just after the newest premium article, so the two-day window holds at least one.
    const all = [...released('article'), ...released('featureArticle')];
    const newestPremium = Math.max(...all.filter((a) => a.isPremium === true).map((a) => Date.parse(dateOf(a))));
    const now = new Date(newestPremium + 3_600_000);
    const inWindow = all.filter((a) => {
      const t = Date.parse(dateOf(a));
      return t >= now.getTime() - 2 * 86_400_000 && t <= now.getTime();
    });
    const premiumTitles = inWindow.filter((a) => a.isPremium === true).map((a) => a.title).sort();
    expect(premiumTitles.length).toBeGreaterThan(0);
    expect(inWindow.length).toBeGreaterThan(premiumTitles.length);
    const accessOf = (doc: Document) =>
      [...doc.getElementsByTagName('url')].flatMap((u) =>
        u.getElementsByTagName('news:access')[0]?.textContent === 'Subscription' ? [u.getElementsByTagName('news:title')[0].textContent] : [],
      );
    const gated = await getXml(seoApp({ FEATURE_PAYWALL: 'on' }, () => now), '/sitemap-news.xml');
    expect(accessOf(gated.doc).sort()).toEqual(premiumTitles);
    expect(gated.doc.getElementsByTagName('news:access')).toHaveLength(premiumTitles.length);
    const open = await getXml(seoApp({}, () => now), '/sitemap-news.xml');
    expect(open.doc.getElementsByTagName('url')).toHaveLength(inWindow.length);
    expect(open.doc.getElementsByTagName('news:access')).toHaveLength(0);
    // Two news sitemaps built from the whole dataset, uncached: past 20 s on a slow machine.
  }, 60_000);

  it('is listed in the sitemap index while it has articles, with the newest one as lastmod', async () => {
    const index = await getXml(app, '/sitemap.xml');
    const entry = [...index.doc.getElementsByTagName('sitemap')].find((s) => s.getElementsByTagName('loc')[0].textContent === `${PUBLIC_URL}/sitemap-news.xml`);
    expect(entry).toBeDefined();
    const news = await getXml(app, '/sitemap-news.xml');
    const newest = Math.max(...texts(news.doc, 'news:publication_date').map((d) => Date.parse(d)));
    expect(Date.parse(entry!.getElementsByTagName('lastmod')[0].textContent!)).toBeGreaterThanOrEqual(newest);
  });

  it('answers 404 and leaves the index when nothing was released in the window (an empty urlset is invalid)', async () => {
    const later = seoApp({}, () => new Date('2030-01-01T00:00:00Z'));
    const res = await request(later).get('/sitemap-news.xml');
    expect(res.status).toBe(404);
    const index = await getXml(later, '/sitemap.xml');
    expect(texts(index.doc, 'loc').map(sitePath)).not.toContain('/sitemap-news.xml');
    expect(texts(index.doc, 'loc').length).toBeGreaterThan(0);
  });
});
