import { renderToStaticMarkup } from 'react-dom/server';
import {
  ARTICLE_IMAGE_SIZES,
  articleFacts,
  breadcrumbJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  podcastEpisodeJsonLd,
  podcastSeriesJsonLd,
  websiteJsonLd,
  type ArticleFacts,
  type SiteContext,
} from '../../../client/components/seo/jsonld.js';
import { JsonLd, serializeJsonLd } from '../../../client/components/seo/JsonLdScript.js';
import type { Article } from '../../../shared/content/article.js';
import type { Episode, Podcast } from '../../../shared/content/podcast.js';

const site: SiteContext = { publicUrl: 'https://mag.example/', siteName: 'The Colophon', images: { projectId: 'local', dataset: 'production', baseUrl: '' } };
const image = { id: 'image-abc123-2000x1000-jpg' };

const facts: ArticleFacts = {
  path: '/sections/news/articles/a-story',
  headline: 'A story',
  description: 'What happened',
  image,
  datePublished: '2026-11-14T10:00:00Z',
  dateModified: '2026-11-14T12:00:00Z',
  authors: [
    { name: 'Ruth Dror', slug: 'ruth-dror' },
    { name: '', slug: 'nobody' },
  ],
  section: 'News',
  tags: ['politics'],
  isPremium: true,
};

describe('newsArticleJsonLd', () => {
  it('has every property search engines require, all URLs absolute', () => {
    const ld = newsArticleJsonLd(facts, site, { paywall: false });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'A story',
      datePublished: '2026-11-14T10:00:00Z',
      dateModified: '2026-11-14T12:00:00Z',
      author: [{ '@type': 'Person', name: 'Ruth Dror', url: 'https://mag.example/contributors/ruth-dror' }],
      publisher: { '@type': 'Organization', name: 'The Colophon', logo: { '@type': 'ImageObject', url: 'https://mag.example/favicon.svg' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://mag.example/sections/news/articles/a-story' },
      articleSection: 'News',
    });
    const images = ld.image as string[];
    expect(images).toHaveLength(3);
    ARTICLE_IMAGE_SIZES.forEach((size, i) => {
      expect(images[i]).toMatch(/^https:\/\/mag\.example\/images\/local\/production\/abc123-2000x1000\.jpg\?/);
      expect(images[i]).toContain(`w=${size.width}&h=${size.height}`);
    });
    expect(ld.isAccessibleForFree).toBeUndefined();
    expect(ld.hasPart).toBeUndefined();
  });

  it('marks a premium article behind the paywall, naming the gated part', () => {
    const ld = newsArticleJsonLd(facts, site, { paywall: true });
    expect(ld.isAccessibleForFree).toBe(false);
    // The one element GatedBody renders around the gated part, for readers and members alike.
    expect(ld.hasPart).toEqual({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.article-body__premium' });
    expect(newsArticleJsonLd({ ...facts, isPremium: false }, site, { paywall: true }).isAccessibleForFree).toBeUndefined();
  });

  it("a headline is the story's: an SEO title's ' | {siteName}' suffix is left out", () => {
    const ld = newsArticleJsonLd({ ...facts, headline: `Why We Read | ${site.siteName}` }, site, { paywall: false });
    expect(ld.headline).toBe('Why We Read');
  });

  it('shortens a long headline at a word, and uses the publication date when never modified', () => {
    const ld = newsArticleJsonLd({ ...facts, headline: 'word '.repeat(40).trim(), dateModified: undefined, image: undefined }, site, { paywall: false });
    expect((ld.headline as string).length).toBeLessThanOrEqual(110);
    expect(ld.headline).toMatch(/word…$/);
    expect(ld.dateModified).toBe(facts.datePublished);
    expect(ld.image).toBeUndefined();
  });

  it('prefers the article’s SEO fields (articleFacts)', () => {
    const article = {
      url: '/sections/news/articles/a',
      title: 'Title',
      seo: { title: 'SEO title', description: 'SEO text' },
      excerpt: 'Excerpt',
      heroImage: undefined,
      featuredImage: image,
      date: '2026-01-01T00:00:00Z',
      meta: { updatedAt: '2026-01-02T00:00:00Z', tags: [] },
      authors: [],
      section: { title: 'News', slug: 'news' },
      isPremium: false,
    } as unknown as Article;
    expect(articleFacts(article)).toMatchObject({ headline: 'SEO title', description: 'SEO text', image, dateModified: '2026-01-02T00:00:00Z' });
  });
});

describe('site-wide JSON-LD', () => {
  it('Organization with logo and only absolute profiles', () => {
    expect(organizationJsonLd(site, ['https://x.com/mag', undefined, 'javascript:alert(1)'])).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://mag.example/#organization',
      url: 'https://mag.example/',
      logo: { url: 'https://mag.example/favicon.svg' },
      sameAs: ['https://x.com/mag'],
    });
    expect(organizationJsonLd(site).sameAs).toBeUndefined();
  });

  it('WebSite with a SearchAction on the search page', () => {
    expect(websiteJsonLd(site).potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://mag.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('BreadcrumbList numbers the crumbs from 1', () => {
    const ld = breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'News', path: '/sections/news' }], site);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://mag.example/' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://mag.example/sections/news' },
    ]);
  });
});

describe('podcasts', () => {
  const podcast = {
    title: 'The Weekly',
    slug: 'weekly',
    url: '/podcasts/weekly',
    dek: 'Every week',
    description: [],
    image,
    seo: {},
    rssLink: undefined,
  } as unknown as Podcast;
  const episode = {
    title: 'No. 1',
    slug: 'no-1',
    url: '/podcasts/weekly/no-1',
    date: '2026-11-01T10:00:00Z',
    dek: undefined,
    description: [{ _type: 'block', _key: 'a', children: [{ _type: 'span', _key: 'b', text: 'About it', marks: [] }], markDefs: [], style: 'normal' }],
    image: undefined,
    seo: {},
    content: [{ _type: 'podcastPlayer', _key: 'p', slug: 'no-1', link: '/media/audio/a.wav', durationSeconds: 3725 }],
  } as unknown as Episode;

  it('PodcastSeries names its feed (ours when the podcast has none)', () => {
    expect(podcastSeriesJsonLd(podcast, site)).toMatchObject({
      '@type': 'PodcastSeries',
      name: 'The Weekly',
      url: 'https://mag.example/podcasts/weekly',
      description: 'Every week',
      webFeed: 'https://mag.example/podcasts/weekly/feed.xml',
    });
    expect(podcastSeriesJsonLd({ ...podcast, rssLink: 'https://feeds.example/weekly' }, site).webFeed).toBe('https://feeds.example/weekly');
  });

  it('PodcastEpisode with its audio, duration and series', () => {
    expect(podcastEpisodeJsonLd(episode, podcast, site)).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'No. 1',
      url: 'https://mag.example/podcasts/weekly/no-1',
      datePublished: '2026-11-01T10:00:00Z',
      description: 'About it',
      timeRequired: 'PT1H2M5S',
      associatedMedia: { '@type': 'MediaObject', contentUrl: 'https://mag.example/media/audio/a.wav', duration: 'PT1H2M5S' },
      partOfSeries: { '@type': 'PodcastSeries', name: 'The Weekly', url: 'https://mag.example/podcasts/weekly' },
      image: expect.stringContaining('w=1400&h=1400&fm=jpg'),
    });
  });
});

describe('serializeJsonLd and <JsonLd>', () => {
  it('cannot be closed or broken by the text it carries, and parses back to the same data', () => {
    const data = { headline: '</script><script>alert(1)</script> & <!-- \u2028\u2029', n: 1, skip: undefined };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ headline: data.headline, n: 1 });
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
