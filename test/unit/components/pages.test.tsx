/** Each page renders its data on the server (the HTML crawlers and first paint get). */
import type { ComponentType } from 'react';
import ArticlePage from '../../../client/pages/Article/index.js';
import HomePage from '../../../client/pages/Home/index.js';
import SectionPage from '../../../client/pages/Section/index.js';
import SectionArchivePage from '../../../client/pages/SectionArchive/index.js';
import TagPage from '../../../client/pages/Tag/index.js';
import ContributorsPage from '../../../client/pages/Contributors/index.js';
import CollectionsPage from '../../../client/pages/Collections/index.js';
import FeaturePage from '../../../client/pages/Feature/index.js';
import type { HeroType } from '../../../shared/content/schema-types.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { article, page, summaries } from './fixtures.js';
import { image } from '../../support/frame-data.js';
import { renderToStringWithProviders } from '../../support/render.js';

const renderPage = (Page: ComponentType, data: unknown, path: string) => renderToStringWithProviders(<Page />, { data, path }).html;

describe('Article page', () => {
  const html = renderPage(ArticlePage, { article: article() }, '/sections/food/articles/the-honey-cake');

  it('renders title, dek, PREMIUM badge with caption, linked authors, date and tags', () => {
    expect(html).toContain('The Honey Cake &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('It was supposed to disappear.');
    expect(html).toContain('PREMIUM');
    expect(html).toContain('Members only');
    expect(html).toContain('href="/contributors/talia-bloom"');
    expect(html).toContain('March 4, 2025');
    expect(html).toContain('href="/tags/baking"');
  });

  it('renders notes, featured quote and fact, teaser link and continue reading', () => {
    expect(html).toContain('An editor’s note.');
    expect(html).toContain('An end note.');
    expect(html).toContain('A quote worth featuring');
    expect(html).toContain('A fact worth knowing');
    expect(html).toContain('href="https://partner.example/full-story"');
    expect(html).toContain('Continue reading');
    expect(html).toContain('href="/sections/news/articles/story-10"');
  });

  it('marks fiction and high-def articles, shows progress and share, titles the document', () => {
    expect(html).toContain('article--fiction');
    expect(html).toContain('article--high-def');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Share on X');
    expect(html).toContain('<title>The Honey Cake &lt;script&gt; | The Colophon</title>');
    expect(html).toContain('<meta name="description" content="SEO description"/>');
  });

  it('places hotspots on the hero and drops unsafe hotspot links', () => {
    expect(html).toContain('hotspot--dark');
    expect(html).toContain('left:20%;top:70%');
    expect(html).not.toContain('javascript:');
  });

  it('loads the hero eagerly with high priority', () => {
    expect(html).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/i);
  });

  it.each<HeroType>([
    'full-width-image-with-half-width-header',
    'half-width-header-with-image',
    'no-image',
    'no-image-centered-text',
    'full-width-header-with-image',
  ])('renders the %s hero layout', (heroType) => {
    const a = article();
    const out = renderPage(ArticlePage, { article: { ...a, hero: { ...a.hero, heroType } } }, '/sections/food/articles/x');
    expect(out).toContain(`hero--${heroType}`);
    expect(out.includes('hero__figure')).toBe(!heroType.startsWith('no-image'));
  });

  it('hides continue reading when the article asks', () => {
    const out = renderPage(ArticlePage, { article: article({ hideContinueReading: true }) }, '/sections/food/articles/x');
    expect(out).not.toContain('Continue reading');
  });
});

describe('Home page', () => {
  const layouts = ['lead-story', 'three-up', 'four-grid', 'list', 'feature-left', 'feature-right'];
  const data: PageDataMap['home'] = {
    frontPage: {
      id: 'fp',
      title: 'Edition',
      releaseDate: '2025-01-01T00:00:00Z',
      modules: layouts.map((layout, i) => ({ key: `m${i}`, title: `Module ${layout}`, layout, teaserType: 'teaser-text-sm', articles: summaries(4, i * 10) })),
      holiday: {
        id: 'h',
        title: 'Hanukkah',
        slug: 'hanukkah',
        startDate: '2025-12-14',
        endDate: '2025-12-22',
        briefDescription: 'Lights',
        url: '/sections/holidays/hanukkah',
      },
      featuredImage: image(),
      featuredLink: '/sections/holidays/hanukkah',
      showTagline: true,
      taglineText: 'New writing on life and ideas.',
    },
    latestArticles: summaries(2, 90),
  };

  it('renders one module per layout, the tagline, the featured image link and the holiday', () => {
    const html = renderPage(HomePage, data, '/home');
    for (const layout of layouts) expect(html).toContain(`module--${layout}`);
    expect(html).toContain('New writing on life and ideas.');
    expect(html).toContain('Explore Hanukkah');
    expect(html).toMatch(/<a[^>]*href="\/sections\/holidays\/hanukkah"[^>]*class="home__featured-link"|class="home__featured-link"[^>]*href="\/sections\/holidays\/hanukkah"/);
  });

  it('shows latest stories only with the flag', () => {
    expect(renderPage(HomePage, data, '/home')).not.toContain('Latest stories');
  });
});

describe('Section pages', () => {
  const section = {
    id: 's',
    type: 'section',
    title: 'News',
    slug: 'news',
    description: 'Reporting.',
    images: { dark: image({ id: 'image-logo-600x120-svg' }) },
    modules: [{ key: 'm', title: 'Editors’ picks', layout: 'lead-story', teaserType: 'teaser-text-sm', articles: summaries(2) }],
    sideNavOrder: 1,
    hideInSideNav: false,
    seo: {},
    contentTabs: [
      { key: 't1', title: 'Latest', layout: 'grid', articles: summaries(2, 20) },
      { key: 't2', title: 'Essays', layout: 'carousel', articles: summaries(2, 30) },
    ],
    url: '/sections/news',
  } as unknown as PageDataMap['section']['section'];

  it('renders logo, tabs, modules, articles and the archive link', () => {
    const html = renderPage(SectionPage, { section, articles: page(18, 40) }, '/sections/news');
    expect(html).toContain('alt="News"');
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain('Editors’ picks');
    expect(html).toContain('href="/sections/news/archive"');
    expect(html).toContain('Load more stories');
    expect(html).toContain('href="/sections/news?page=2"');
  });

  it('archive: title, stories and page links', () => {
    const html = renderPage(SectionArchivePage, { section, articles: page(18, 40, 2) }, '/sections/news/archive?page=2');
    expect(html).toContain('News archive');
    expect(html).toContain('href="/sections/news/archive"');
    expect(html).toContain('href="/sections/news/archive?page=3"');
    expect(html).toContain('Page 2 of 3');
  });
});

describe('List pages', () => {
  it('tag page', () => {
    const html = renderPage(TagPage, { tag: 'baking', label: 'Baking', articles: page(3, 3) }, '/tags/baking');
    expect(html).toMatch(/<h1[^>]*>Baking<\/h1>/);
    expect(html).toContain('3 stories');
    expect(html).not.toContain('Load more');
  });

  it('contributors grouped A–Z by last name', () => {
    const person = (first: string, last: string) => ({ id: last, firstName: first, lastName: last, slug: last.toLowerCase(), name: `${first} ${last}`, url: `/contributors/${last.toLowerCase()}` });
    const html = renderPage(ContributorsPage, { contributors: [person('Zoe', 'Singer'), person('Ari', 'Baruch'), person('Tova', 'Ábel')] }, '/contributors');
    expect(html.indexOf('id="letter-A"')).toBeLessThan(html.indexOf('id="letter-B"'));
    expect(html.indexOf('id="letter-B"')).toBeLessThan(html.indexOf('id="letter-S"'));
    expect(html).toContain('href="/contributors/singer"');
  });

  it('collections page shows at most 12', () => {
    const collections = Array.from({ length: 14 }, (_, i) => ({ id: `c${i}`, title: `Collection ${i}`, slug: `c${i}`, url: `/collections/c${i}` }));
    const html = renderPage(CollectionsPage, { description: 'Gathered.', collections }, '/collections');
    expect(html).toContain('Collection 11');
    expect(html).not.toContain('Collection 12<');
  });
});

describe('Feature page', () => {
  const feature = {
    id: 'f',
    title: 'The Last Summer',
    slug: 'the-last-summer',
    isPremium: false,
    showBadgeCaption: false,
    hideHeadline: true,
    dek: 'A dek',
    authors: [{ name: 'Lena Schwartz', slug: 'lena-schwartz' }],
    section: { title: 'History', slug: 'history' },
    heroImage: image(),
    mobileHeroImage: image({ id: 'image-mob-800x1200-jpg', metadata: { width: 800, height: 1200, aspectRatio: 2 / 3, lqip: undefined } }),
    useArticleHeaderHero: false,
    isHighDefImage: false,
    featuredContent: {},
    body: [],
    seo: {},
    backgroundColor: '#1d2340',
    progressBarColor: '#ff0000',
    bodyTextColor: '#f4f1de',
    footerLogoTheme: 'light',
    hideContinueReading: false,
    url: '/feature/the-last-summer',
    date: '2025-07-14T00:00:00Z',
  } as unknown as PageDataMap['feature']['feature'];

  it('paints its colours, hides the headline visually, art-directs the hero and themes its footer', () => {
    const html = renderPage(FeaturePage, { feature }, '/feature/the-last-summer');
    expect(html).toContain('--paper:#1d2340');
    expect(html).toContain('--ink:#f4f1de');
    expect(html).toContain('background-color:#ff0000');
    expect(html).toContain('<h1 class="visually-hidden">The Last Summer</h1>');
    expect(html).toMatch(/<source media="\(max-width: 767px\)"/);
    expect(html).toContain('feature-footer--light');
  });
});
