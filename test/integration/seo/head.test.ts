/**
 * The head of every page type over the generated dataset: one absolute canonical URL (tracking
 * parameters dropped, ?page=N kept), OpenGraph and Twitter cards, JSON-LD on articles and the home
 * page, and robots tags only where the Document puts them (preview, errors, search).
 */
import request from 'supertest';
import sharp from 'sharp';
import { JSDOM } from 'jsdom';
import { articleUrl, printRecipeUrl } from '../../../shared/content/urls.js';
import { released, sampleArticle, sampleEpisode, slugOf } from '../../support/dataset.js';
import { PUBLIC_URL, seoApp } from './helpers.js';

const app = seoApp();

async function head(path: string, target = app) {
  const res = await request(target).get(path);
  const doc = new JSDOM(res.text).window.document;
  const meta = (key: string) => doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
  const all = (key: string) => [...doc.head.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute('content'));
  const canonicals = [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));
  const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
  const robots = [...doc.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));
  return { status: res.status, doc, meta, all, canonicals, ld, robots };
}

const { article, section } = sampleArticle((a) => Boolean(a.hero?.heroImage));
const premium = sampleArticle((a) => a.isPremium === true);
const { episode, podcast } = sampleEpisode();
const pages: [string, string][] = [
  ['home', '/'],
  ['section', '/sections/news'],
  ['section archive', '/sections/news/archive'],
  ['article', articleUrl(section, article.slug.current)],
  ['feature', `/feature/${released('featureArticle')[0].slug.current}`],
  ['tag', `/tags/${article.meta.tags[0]}`],
  ['contributors', '/contributors'],
  ['contributor', `/contributors/${slugOf(article.meta.authors[0]._ref)}`],
  ['collections', '/collections'],
  ['collection', `/collections/${released('collection')[0].slug.current}`],
  ['columnists', '/columnists'],
  ['column', `/columns/${released('column')[0].slug.current}`],
  ['team member', `/about/${released('teamMember')[0].slug.current}`],
  ['podcasts', '/podcasts'],
  ['podcast', `/podcasts/${podcast}`],
  ['episode', `/podcasts/${podcast}/${episode.slug.current}`],
  ['recipes', '/recipes'],
  ['recipe', `/recipes/${released('recipeArticle')[0].slug.current}`],
  ['holiday', `/sections/holidays/${released('holiday')[0].slug.current}`],
  ['encyclopedia', '/encyclopedia'],
  ['generic page', '/privacy-policy'],
  ['newsletter', '/newsletter'],
  ['donate', '/donate'],
  ['premium article', articleUrl(premium.section, premium.article.slug.current)],
];

describe('canonical, OpenGraph and Twitter tags on every page type', () => {
  it.each(pages)('%s (%s)', async (_name, path) => {
    const page = await head(path);
    expect(page.status).toBe(200);
    const canonical = path === '/sections/news/archive' ? `${PUBLIC_URL}${path}` : `${PUBLIC_URL}${path === '/' ? '/' : path}`;
    expect(page.canonicals).toEqual([canonical]);
    expect(page.meta('og:url')).toBe(canonical);
    expect(page.meta('og:site_name')).toBe('The Colophon');
    expect(page.meta('og:title')).toBeTruthy();
    expect(page.meta('og:type')).toBe(['article', 'feature', 'recipe', 'premium article'].includes(_name) ? 'article' : 'website');
    expect(page.meta('twitter:card')).toMatch(/^summary(_large_image)?$/);
    expect(page.meta('twitter:title')).toBe(page.meta('og:title'));
    // A complete share card on every page type: a 1200x630 JPEG (its own image or the site's card).
    const image = page.meta('og:image');
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/images/.*w=1200&h=630.*fm=jpg`));
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(page.meta('og:image:alt')).toBeTruthy();
    expect(page.meta('og:description')).toBeTruthy();
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    // Robots tags are the Document's alone: none on an indexable page.
    expect(page.robots).toEqual([]);
  });

  it.each([
    ['print recipe', printRecipeUrl(released('recipeArticle')[0].slug.current, released('recipeArticle')[0].slug.current), 200],
    ['search', '/search?q=bread', 200],
    ['404', '/no-such-page-anywhere', 404],
  ])('%s: not indexed (one robots tag) but shared with a complete card', async (_name, path, status) => {
    const page = await head(path);
    expect(page.status).toBe(status);
    expect(page.robots).toEqual(['noindex']);
    expect(page.meta('og:title')).toBeTruthy();
    expect(page.meta('og:description')).toBeTruthy();
    expect(page.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/images/.*w=1200&h=630.*fm=jpg`));
    expect(page.meta('og:image:alt')).toBeTruthy();
    expect(page.meta('twitter:card')).toBe('summary_large_image');
  });

  it.each([
    ['an article with a hero', articleUrl(section, article.slug.current)],
    ["a page with the site's default card", '/contributors'],
  ])('the share image of %s is served as a 1200x630 JPEG', async (_name, path) => {
    const url = new URL((await head(path)).meta('og:image')!);
    const res = await request(app).get(url.pathname + url.search).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('drops tracking parameters from the canonical URL but keeps a page number', async () => {
    expect((await head('/sections/news?utm_source=x&fbclid=1&page=2')).canonicals).toEqual([`${PUBLIC_URL}/sections/news?page=2`]);
    expect((await head('/sections/news?page=1&utm_medium=y')).canonicals).toEqual([`${PUBLIC_URL}/sections/news`]);
    expect((await head('/sections/news/articles?page=3')).canonicals).toEqual([`${PUBLIC_URL}/sections/news/archive?page=3`]);
  });

  it('has exactly one noindex on the search page and on a 404', async () => {
    const search = await head('/search?q=bread');
    expect(search.robots).toEqual(['noindex']);
    expect(search.canonicals).toEqual([`${PUBLIC_URL}/search`]);
    const missing = await head('/sections/no-such-section');
    expect(missing.status).toBe(404);
    expect(missing.robots).toEqual(['noindex']);
  });
});

describe('articles', () => {
  it('carry article:* OpenGraph tags and NewsArticle and BreadcrumbList JSON-LD', async () => {
    const path = articleUrl(section, article.slug.current);
    const page = await head(path);
    expect(page.meta('article:published_time')).toBe(article.releaseDate ?? article._createdAt);
    expect(page.meta('article:section')).toBeTruthy();
    expect(page.all('article:tag')).toEqual(article.meta.tags);
    const news = page.ld.find((d) => d['@type'] === 'NewsArticle')!;
    expect(news).toMatchObject({
      '@context': 'https://schema.org',
      headline: expect.any(String),
      datePublished: article.releaseDate ?? article._createdAt,
      dateModified: expect.any(String),
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${PUBLIC_URL}${path}` },
      publisher: { '@type': 'Organization', name: 'The Colophon', logo: { '@type': 'ImageObject', url: `${PUBLIC_URL}/favicon.svg` } },
    });
    const images = news.image as string[];
    expect(images).toHaveLength(3);
    for (const [url, ratio] of images.map((u, i) => [u, ['w=1200&h=675', 'w=1200&h=900', 'w=1200&h=1200'][i]])) {
      expect(url.startsWith(`${PUBLIC_URL}/images/`)).toBe(true);
      expect(url).toContain(ratio);
    }
    const authors = news.author as { '@type': string; name: string; url: string }[];
    expect(authors.length).toBe(article.meta.authors.length);
    for (const a of authors) expect(a).toMatchObject({ '@type': 'Person', name: expect.any(String), url: expect.stringMatching(`^${PUBLIC_URL}/contributors/`) });
    expect(news.isAccessibleForFree).toBeUndefined();
    const crumbs = page.ld.find((d) => d['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { item: string }[]).map((c) => c.item)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/sections/${section}`, `${PUBLIC_URL}${path}`]);
  });

  it('mark a premium article as not free only when the paywall is on', async () => {
    const path = articleUrl(premium.section, premium.article.slug.current);
    const free = (await head(path)).ld.find((d) => d['@type'] === 'NewsArticle')!;
    expect(free.isAccessibleForFree).toBeUndefined();
    const paywalled = (await head(path, seoApp({ FEATURE_PAYWALL: 'on' }))).ld.find((d) => d['@type'] === 'NewsArticle')!;
    expect(paywalled.isAccessibleForFree).toBe(false);
    expect(paywalled.hasPart).toMatchObject({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.article-body__premium' });
  });
});

describe('the home page', () => {
  it('carries Organization and WebSite (with a search action) JSON-LD', async () => {
    const page = await head('/');
    const org = page.ld.find((d) => d['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name: 'The Colophon', url: `${PUBLIC_URL}/`, logo: { url: `${PUBLIC_URL}/favicon.svg` } });
    expect(org.sameAs).toEqual(expect.arrayContaining(['https://x.com/thecolophonmag']));
    const site = page.ld.find((d) => d['@type'] === 'WebSite')!;
    expect(site).toMatchObject({
      url: `${PUBLIC_URL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${PUBLIC_URL}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(page.doc.title).toBe('The Colophon');
    expect(page.doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe('/rss.xml');
  });
});

describe('root data for the browser', () => {
  it('carries the public origin and the third-party ids and URLs, nothing else of the config', async () => {
    const withIds = seoApp({ GTM_ID: 'GTM-TEST123', ADS_SCRIPT_URL: 'https://ads.example.test/ads.js', SESSION_SECRET: 'x'.repeat(40) });
    const page = await head('/', withIds);
    const root = (JSON.parse(page.doc.getElementById('__rr')!.textContent!) as { loaderData: { root: Record<string, unknown> } }).loaderData.root;
    expect(root.publicUrl).toBe(PUBLIC_URL);
    expect(root.thirdParty).toEqual({ gtmId: 'GTM-TEST123', adsScriptUrl: 'https://ads.example.test/ads.js' });
    expect(JSON.stringify(root)).not.toContain('x'.repeat(40));
    // No third-party script is in the server-rendered page: the browser adds them after hydration.
    expect(page.doc.querySelectorAll('script[src*="googletagmanager"], script[src*="ads.example"]')).toHaveLength(0);
  });
});

