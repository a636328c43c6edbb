/**
 * schema.org structured data (JSON-LD) for the reading pages. Pure builders: content and site
 * settings in, plain objects out; every URL in them absolute (search engines ignore relative ones).
 */
import { podcastFeed } from '../audio/podcastLinks.js';
import { withoutSiteName } from './titles.js';
import { toPlainText } from '@portabletext/react';
import type { Article } from '../../../shared/content/article.js';
import type { FeatureArticle } from '../../../shared/content/feature.js';
import type { Episode, Podcast } from '../../../shared/content/podcast.js';
import { contributorUrl } from '../../../shared/content/urls.js';
import { PAYWALL_SELECTOR } from '../../../shared/content/paywall.js';
import { isoDuration } from '../../../shared/duration.js';
import { PODCAST_ARTWORK, imageUrl, type ImageConfig, type ImageOptions, type ImageSource } from '../../../shared/images.js';
import { absoluteUrl, origin } from '../../../shared/public-url.js';
import type { JsonLdObject } from './JsonLdScript.js';

const CONTEXT = 'https://schema.org';

export interface SiteContext {
  publicUrl: string;
  siteName: string;
  images: ImageConfig;
  /** Site path or URL of the publisher logo. */
  logo?: string;
  /** The site's default share card: the image of a story that has none (Google asks every Article for one). */
  defaultImage?: ImageSource;
}

/** The site's own mark; search engines accept SVG logos. */
export const DEFAULT_LOGO = '/favicon.svg';
/** Google asks for article images in these three aspect ratios, at least 1200 px wide. */
export const ARTICLE_IMAGE_SIZES = [
  { width: 1200, height: 675 },
  { width: 1200, height: 900 },
  { width: 1200, height: 1200 },
] as const;
/** Google shows at most this much of a headline. */
export const HEADLINE_MAX = 110;

const orgId = (site: SiteContext) => `${origin(site.publicUrl)}/#organization`;
const logoOf = (site: SiteContext): JsonLdObject => ({ '@type': 'ImageObject', url: absoluteUrl(site.publicUrl, site.logo ?? DEFAULT_LOGO) });

/** `image` cropped to `size`, absolute. */
export function imageAt(site: SiteContext, image: ImageSource, size: ImageOptions & { width: number; height: number }): string {
  return absoluteUrl(site.publicUrl, imageUrl(site.images, image, size));
}

export function organizationJsonLd(site: SiteContext, sameAs: (string | undefined)[] = []): JsonLdObject {
  const profiles = sameAs.filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': orgId(site),
    name: site.siteName,
    url: `${origin(site.publicUrl)}/`,
    logo: logoOf(site),
    sameAs: profiles.length > 0 ? profiles : undefined,
  };
}

/** The site, with the search box search engines may offer (target: the search page). */
export function websiteJsonLd(site: SiteContext): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin(site.publicUrl)}/#website`,
    name: site.siteName,
    url: `${origin(site.publicUrl)}/`,
    publisher: { '@id': orgId(site) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin(site.publicUrl)}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** What NewsArticle needs of an article or a feature article. */
export interface ArticleFacts {
  /** Site path of the article. */
  path: string;
  headline: string;
  description?: string;
  image?: ImageSource;
  datePublished: string;
  dateModified?: string;
  authors: { name: string; slug: string }[];
  section?: string;
  tags?: string[];
  isPremium: boolean;
}

export const articleFacts = (a: Article): ArticleFacts => ({
  path: a.url,
  headline: a.seo.title ?? a.title,
  description: a.seo.description ?? a.excerpt ?? a.dek,
  image: a.seo.image ?? a.heroImage ?? a.featuredImage,
  datePublished: a.date,
  dateModified: a.meta.updatedAt,
  authors: a.authors,
  section: a.section.title,
  tags: a.meta.tags,
  isPremium: a.isPremium,
});

export const featureFacts = (f: FeatureArticle): ArticleFacts => ({
  path: f.url,
  headline: f.seo.title ?? f.title,
  description: f.seo.description ?? f.dek,
  image: f.seo.image ?? f.heroImage,
  datePublished: f.date,
  authors: f.authors,
  section: f.section?.title,
  isPremium: f.isPremium,
});

function articleImages(site: SiteContext, image: ImageSource | undefined): string[] | undefined {
  return image ? ARTICLE_IMAGE_SIZES.map((size) => imageAt(site, image, size)) : undefined;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * NewsArticle. A premium article behind the paywall says so (isAccessibleForFree false, with the
 * gated part named), which is how search engines tell a paywall from cloaking. `paywall`: this
 * page's body was cut (its data has a gate); the selector names the element the page renders then.
 */
export function newsArticleJsonLd(a: ArticleFacts, site: SiteContext, options: { paywall: boolean }): JsonLdObject {
  const url = absoluteUrl(site.publicUrl, a.path);
  const gated = a.isPremium && options.paywall;
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: truncate(withoutSiteName(a.headline, site.siteName), HEADLINE_MAX),
    description: a.description,
    image: articleImages(site, a.image ?? site.defaultImage),
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    author: a.authors
      .filter((p) => p.name !== '')
      .map((p) => ({ '@type': 'Person', name: p.name, url: absoluteUrl(site.publicUrl, contributorUrl(p.slug)) })),
    publisher: { '@type': 'Organization', '@id': orgId(site), name: site.siteName, logo: logoOf(site) },
    articleSection: a.section,
    keywords: a.tags && a.tags.length > 0 ? a.tags : undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    isAccessibleForFree: gated ? false : undefined,
    hasPart: gated
      ? { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: PAYWALL_SELECTOR }
      : undefined,
  };
}

/** Home > ... > this page; each crumb with its absolute URL. */
export function breadcrumbJsonLd(crumbs: { name: string; path: string }[], site: SiteContext): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(site.publicUrl, c.path) })),
  };
}


const plain = (blocks: Podcast['description']) => toPlainText(blocks).trim() || undefined;

/** PodcastSeries for a podcast page; webFeed is the podcast's own feed, else ours. */
export function podcastSeriesJsonLd(podcast: Podcast, site: SiteContext): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'PodcastSeries',
    name: podcast.title,
    url: absoluteUrl(site.publicUrl, podcast.url),
    description: podcast.seo.description ?? podcast.dek ?? plain(podcast.description),
    image: podcast.image ? imageAt(site, podcast.image, PODCAST_ARTWORK) : undefined,
    webFeed: absoluteUrl(site.publicUrl, podcastFeed(podcast)),
    publisher: { '@type': 'Organization', '@id': orgId(site), name: site.siteName },
  };
}

/** PodcastEpisode for an episode page, with its audio when the episode has a player. */
export function podcastEpisodeJsonLd(episode: Episode, podcast: Podcast, site: SiteContext): JsonLdObject {
  const player = episode.content.find((b) => b._type === 'podcastPlayer' && b.slug === episode.slug);
  const audio = player?._type === 'podcastPlayer' ? player : undefined;
  const image = episode.seo.image ?? episode.image ?? podcast.image;
  return {
    '@context': CONTEXT,
    '@type': 'PodcastEpisode',
    name: episode.title,
    url: absoluteUrl(site.publicUrl, episode.url),
    datePublished: episode.date,
    description: episode.seo.description ?? episode.dek ?? plain(episode.description),
    image: image ? imageAt(site, image, PODCAST_ARTWORK) : undefined,
    timeRequired: isoDuration(audio?.durationSeconds),
    associatedMedia: audio
      ? { '@type': 'MediaObject', contentUrl: absoluteUrl(site.publicUrl, audio.link), duration: isoDuration(audio.durationSeconds) }
      : undefined,
    partOfSeries: { '@type': 'PodcastSeries', name: podcast.title, url: absoluteUrl(site.publicUrl, podcast.url) },
  };
}
