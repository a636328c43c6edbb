import { JSDOM } from 'jsdom';
import { emptyElement, parentElement, textElement, xmlEscape } from '../../../server/seo/xml.js';
import { buildSitemaps, latest, newsArticles, newsSitemapXml, seoArticles, sitemapIndexXml, urlsetXml } from '../../../server/seo/sitemaps.js';
import { imageType, rssXml } from '../../../server/feeds/articles.js';
import { rfc822 } from '../../../server/feeds/rss.js';
import { robotsTxt } from '../../../server/seo/robots.js';
import type { ArticleRow, RssItem, SiteIndex } from '../../../server/seo/listings.js';

function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

const NASTY = `Fish & Chips <b>"quoted"</b> it's \u0001\u0008 done`;
const CLEAN = NASTY.split('\u0001').join('').split('\u0008').join('');

describe('xml writing', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(xmlEscape(NASTY)).toBe('Fish &amp; Chips &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; it&apos;s  done');
    const doc = parseXml(parentElement('root', [textElement('t', NASTY, { a: NASTY }), emptyElement('e', { b: '<&>' })]));
    expect(doc.getElementsByTagName('t')[0].textContent).toBe(CLEAN);
    expect(doc.getElementsByTagName('t')[0].getAttribute('a')).toBe(CLEAN);
    expect(doc.getElementsByTagName('e')[0].getAttribute('b')).toBe('<&>');
  });

  it('leaves out optional elements and attributes', () => {
    expect(textElement('t', undefined)).toBe('');
    expect(parentElement('p', ['', ''])).toBe('');
    expect(emptyElement('e', { a: undefined, b: 1 })).toBe('<e b="1"/>');
  });
});

const row = (over: Partial<ArticleRow>): ArticleRow => ({
  _id: 'a1',
  _type: 'article',
  title: 'A & B',
  slug: 'a-and-b',
  section: 'section-news',
  releaseDate: undefined,
  _createdAt: '2025-03-01T10:00:00Z',
  _updatedAt: '2025-03-02T10:00:00Z',
  isPremium: false,
  ...over,
});

const emptyDocuments = {
  sections: [{ _id: 'section-news', title: 'News', slug: 'news', _updatedAt: '2025-01-01T00:00:00Z' }],
  authors: [],
  podcasts: [{ _id: 'pod', slug: 'weekly', _updatedAt: '2025-01-01T00:00:00Z' }],
  episodes: [
    { slug: 'one', podcast: 'pod', _updatedAt: '2025-01-01T00:00:00Z' },
    { slug: 'orphan', podcast: 'future-podcast', _updatedAt: '2025-01-01T00:00:00Z' },
  ],
  recipes: [],
  holidays: [],
  collections: [],
  columns: [],
  teamMembers: [],
  pages: [{ slug: 'privacy-policy', _updatedAt: '2025-01-01T00:00:00Z' }, { slug: 'no-route', _updatedAt: '2025-01-01T00:00:00Z' }],
  singletons: [{ _id: 'subscriptionPage', _updatedAt: '2025-01-01T00:00:00Z' }],
  frontPage: undefined,
  tags: ['b', 'a', 'b'],
};

describe('sitemaps', () => {
  const index: SiteIndex = {
    articles: [
      row({ _id: 'new', slug: 'dup', releaseDate: '2026-11-14T10:00:00Z', _createdAt: '2026-11-01T00:00:00Z' }),
      row({ _id: 'old', slug: 'dup', _createdAt: '2024-01-01T00:00:00Z' }),
      row({ _id: 'f', _type: 'featureArticle', slug: 'feat', section: undefined, _createdAt: '2024-05-01T00:00:00Z' }),
      row({ _id: 'lost', slug: 'lost', section: 'section-gone' }),
    ],
    documents: emptyDocuments,
  };

  it('lists an article once under its newest-created owner, features at /feature, none without a section', () => {
    expect(seoArticles(index).map((a) => a.path)).toEqual(['/sections/news/articles/dup', '/feature/feat']);
  });

  it('groups articles by year and leaves out what has no page', () => {
    const sitemaps = buildSitemaps(index, { subscriptionPage: false });
    expect([...sitemaps.keys()]).toEqual(['articles-2026', 'articles-2024', 'sections', 'contributors', 'podcasts', 'pages']);
    expect(sitemaps.get('podcasts')!.map((e) => e.path)).toEqual(['/podcasts', '/podcasts/weekly', '/podcasts/weekly/one']);
    const pages = sitemaps.get('pages')!.map((e) => e.path);
    expect(pages).toContain('/privacy-policy');
    expect(pages).not.toContain('/no-route');
    expect(pages).not.toContain('/subscribe');
    expect(pages.filter((p) => p.startsWith('/tags/'))).toEqual(['/tags/a', '/tags/b']);
    expect(buildSitemaps(index, { subscriptionPage: true }).get('pages')!.map((e) => e.path)).toContain('/subscribe');
  });

  it('news: only the two days up to now', () => {
    expect(newsArticles(index, new Date('2026-11-15T12:00:00Z')).map((a) => a.path)).toEqual(['/sections/news/articles/dup']);
    expect(newsArticles(index, new Date('2026-11-20T12:00:00Z'))).toEqual([]);
    // Released later than 'now': not yet news.
    expect(newsArticles(index, new Date('2026-11-14T09:00:00Z'))).toEqual([]);
  });

  it('writes well-formed sitemap XML with absolute, escaped URLs', () => {
    const urlset = parseXml(urlsetXml([{ path: '/tags/a%26b', lastmod: '2025-01-01T00:00:00.000Z' }, { path: '/x?a=1&b=2' }], 'https://mag.example/'));
    expect([...urlset.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual(['https://mag.example/tags/a%26b', 'https://mag.example/x?a=1&b=2']);
    expect(urlset.getElementsByTagName('lastmod')).toHaveLength(1);
    const sitemaps = buildSitemaps(index, { subscriptionPage: false });
    const idx = parseXml(sitemapIndexXml(sitemaps, 'https://mag.example'));
    expect(idx.getElementsByTagName('sitemap')).toHaveLength(sitemaps.size);
    const news = parseXml(newsSitemapXml(seoArticles(index), { publicUrl: 'https://mag.example', siteName: 'Fish & Co', paywall: false }));
    expect(news.getElementsByTagName('news:name')[0].textContent).toBe('Fish & Co');
    expect(news.getElementsByTagName('news:title')[0].textContent).toBe('A & B');
  });

  it('marks premium articles news:access Subscription only while the paywall gates them', () => {
    const articles = seoArticles({ ...index, articles: [row({}), row({ _id: 'a2', slug: 'paid', isPremium: true })] });
    const access = (paywall: boolean) =>
      [...parseXml(newsSitemapXml(articles, { publicUrl: 'https://mag.example', siteName: 'Mag', paywall })).getElementsByTagName('url')].map(
        (u) => u.getElementsByTagName('news:access')[0]?.textContent ?? null,
      );
    expect(access(true)).toEqual([null, 'Subscription']);
    expect(access(false)).toEqual([null, null]);
  });

  it('latest() picks the later time, in whole seconds', () => {
    expect(latest('2025-01-01T00:00:00.500Z', undefined, '2024-01-01T00:00:00Z')).toBe('2025-01-01T00:00:00Z');
    expect(latest(undefined, 'not a date')).toBeUndefined();
  });
});

describe('rss', () => {
  const item: RssItem = {
    _id: 'article-1',
    title: 'Bread & <Salt>',
    slug: 'bread',
    releaseDate: '2026-11-14T10:00:00Z',
    _createdAt: '2026-11-01T00:00:00Z',
    _updatedAt: '2026-11-14T10:00:00Z',
    excerpt: 'A "loaf"',
    section: { title: 'Food & Drink', slug: 'food' },
    authors: [{ firstName: 'Ruth', lastName: 'Dror', slug: 'ruth-dror' }],
    image: { id: 'image-abc-1500x1000-png', alt: 'A loaf', crop: undefined, hotspot: undefined },
  };

  it('is well-formed RSS 2.0 with absolute links, RFC 822 dates and Media RSS images', () => {
    const xml = rssXml({ title: 'Mag', description: 'All', path: '/', selfPath: '/rss.xml' }, [item], {
      publicUrl: 'https://mag.example',
      images: { projectId: 'local', dataset: 'production', baseUrl: '' },
    });
    const doc = parseXml(xml);
    const get = (name: string) => doc.getElementsByTagName(name)[0];
    expect(get('rss').getAttribute('version')).toBe('2.0');
    expect(get('item').getElementsByTagName('title')[0].textContent).toBe('Bread & <Salt>');
    expect(get('item').getElementsByTagName('link')[0].textContent).toBe('https://mag.example/sections/food/articles/bread');
    expect(get('pubDate').textContent).toBe('Sat, 14 Nov 2026 10:00:00 GMT');
    expect(get('dc:creator').textContent).toBe('Ruth Dror');
    expect(get('category').textContent).toBe('Food & Drink');
    expect(get('media:content').getAttribute('url')).toMatch(/^https:\/\/mag\.example\/images\/local\/production\/abc-1500x1000\.png\?.*w=1200&h=675/);
    expect(get('media:content').getAttribute('type')).toBe('image/png');
    expect(get('media:description').textContent).toBe('A loaf');
    expect(get('atom:link').getAttribute('href')).toBe('https://mag.example/rss.xml');
  });

  it('rfc822 and imageType', () => {
    expect(rfc822('nope')).toBeUndefined();
    expect(imageType('image-x-10x10-jpg')).toBe('image/jpeg');
    expect(imageType('image-x-10x10-svg')).toBe('image/svg+xml');
  });
});

describe('robots.txt', () => {
  it('allows all but /api/, /_data/ and /search and points at the sitemap index (which lists the news sitemap while it has articles)', () => {
    expect(robotsTxt('https://mag.example/')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /_data/',
        'Disallow: /search',
        '',
        'Sitemap: https://mag.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
