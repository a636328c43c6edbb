/**
 * Which URLs each sitemap lists (pure: data in, site paths out), and the sitemap XML itself.
 * Every path here is one a page route answers with 200 (test/integration/seo checks them).
 */
import {
  articleUrl,
  collectionUrl,
  columnUrl,
  contributorUrl,
  episodeUrl,
  featureUrl,
  holidayUrl,
  podcastUrl,
  recipeUrl,
  sectionUrl,
  tagUrl,
  teamMemberUrl,
} from '../../shared/content/urls.js';
import type { FeatureFlags } from '../../shared/flags.js';
import { absoluteUrl } from '../../shared/public-url.js';
import { isGated } from '../members/access.js';
import type { ArticleRow, SiteIndex } from './listings.js';
import { parentElement, textElement, XML_DECLARATION } from './xml.js';

export interface SitemapEntry {
  /** Site path ('/sections/news'); made absolute when written. */
  path: string;
  /** ISO time of the last change, when known. */
  lastmod?: string;
}

/** The protocol's cap on URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Google News lists articles of the last two days, at most 1,000 of them. */
export const NEWS_WINDOW_MS = 2 * 86_400_000;
export const NEWS_MAX_URLS = 1000;
/** Where the Google News sitemap is served; the index lists it while it has entries. */
export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';
const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
/** Generic pages with a route of their own (client/routes.tsx); others have no address. */
const ROUTED_PAGES: Record<string, string> = {
  'privacy-policy': '/privacy-policy',
  'terms-of-service': '/terms-of-service',
  newsletter: '/newsletter',
};

/** The later of two ISO times (either may be missing); normalised to whole seconds. */
export function latest(...times: (string | undefined)[]): string | undefined {
  const ms = times.map((t) => (t ? Date.parse(t) : NaN)).filter((t) => !Number.isNaN(t));
  return ms.length === 0 ? undefined : new Date(Math.max(...ms)).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Publication date of an article: releaseDate, else createdAt. */
export const articleDate = (a: ArticleRow): string => a.releaseDate ?? a._createdAt;

export interface SeoArticle {
  title: string;
  path: string;
  date: string;
  lastmod?: string;
  isPremium: boolean;
}

/**
 * Articles with their canonical paths. A slug shared by two articles opens the newest-created one
 * (the article loader's rule), so only that one is listed.
 */
export function seoArticles(index: SiteIndex): SeoArticle[] {
  const sectionSlugs = new Map(index.documents.sections.map((s) => [s._id, s.slug]));
  const owner = new Map<string, ArticleRow>();
  for (const a of index.articles) {
    const key = `${a._type}:${a.slug}`;
    const seen = owner.get(key);
    if (!seen || a._createdAt > seen._createdAt) owner.set(key, a);
  }
  return index.articles.flatMap((a) => {
    if (owner.get(`${a._type}:${a.slug}`) !== a) return [];
    const section = a.section ? sectionSlugs.get(a.section) : undefined;
    if (a._type === 'article' && !section) return [];
    const path = a._type === 'article' ? articleUrl(section!, a.slug) : featureUrl(a.slug);
    return [{ title: a.title, path, date: articleDate(a), lastmod: latest(a._updatedAt, articleDate(a)), isPremium: a.isPremium }];
  });
}

/** Sitemap names ('articles-2024', 'sections', ...) with their entries; empty ones left out. */
export function buildSitemaps(index: SiteIndex, flags: Pick<FeatureFlags, 'subscriptionPage'>): Map<string, SitemapEntry[]> {
  const d = index.documents;
  const sitemaps = new Map<string, SitemapEntry[]>();
  for (const a of seoArticles(index)) {
    const name = `articles-${new Date(a.date).getUTCFullYear()}`;
    const entries = sitemaps.get(name) ?? [];
    entries.push({ path: a.path, lastmod: a.lastmod });
    sitemaps.set(name, entries);
  }
  const singleton = (id: string) => d.singletons.find((s) => s._id === id);
  const releasedPodcasts = new Map(d.podcasts.map((p) => [p._id, p.slug]));
  const newest = (items: { _updatedAt: string }[]) => latest(...items.map((i) => i._updatedAt));
  const groups: [string, SitemapEntry[]][] = [
    ['sections', d.sections.map((s) => ({ path: sectionUrl(s.slug), lastmod: latest(s._updatedAt) }))],
    [
      'contributors',
      [{ path: '/contributors', lastmod: newest(d.authors) }, ...d.authors.map((a) => ({ path: contributorUrl(a.slug), lastmod: latest(a._updatedAt) }))],
    ],
    [
      'podcasts',
      [
        ...(d.podcasts.length > 0 ? [{ path: '/podcasts', lastmod: newest(d.podcasts) }] : []),
        ...d.podcasts.map((p) => ({ path: podcastUrl(p.slug), lastmod: latest(p._updatedAt) })),
        ...d.episodes.flatMap((e) => {
          const podcast = releasedPodcasts.get(e.podcast);
          return podcast ? [{ path: episodeUrl(podcast, e.slug), lastmod: latest(e._updatedAt) }] : [];
        }),
      ],
    ],
    [
      'recipes',
      singleton('recipesPage')
        ? [
            { path: '/recipes', lastmod: latest(singleton('recipesPage')?._updatedAt, newest(d.recipes)) },
            ...SEASONS.map((s) => ({ path: `/recipes/by-season/${s}` })),
            ...d.holidays.map((h) => ({ path: `/recipes/by-holiday/${encodeURIComponent(h.slug)}` })),
            ...d.recipes.map((r) => ({ path: recipeUrl(r.slug), lastmod: latest(r._updatedAt) })),
          ]
        : [],
    ],
    ['pages', pages(index, flags)],
  ];
  for (const [name, entries] of groups) if (entries.length > 0) sitemaps.set(name, entries);
  return sitemaps;
}

function pages(index: SiteIndex, flags: Pick<FeatureFlags, 'subscriptionPage'>): SitemapEntry[] {
  const d = index.documents;
  const singleton = (id: string) => d.singletons.find((s) => s._id === id)?._updatedAt;
  const entries: SitemapEntry[] = [{ path: '/', lastmod: latest(d.frontPage?._updatedAt, d.frontPage?.releaseDate) }];
  for (const p of d.pages) if (ROUTED_PAGES[p.slug]) entries.push({ path: ROUTED_PAGES[p.slug], lastmod: latest(p._updatedAt) });
  if (singleton('donationPage')) entries.push({ path: '/donate', lastmod: latest(singleton('donationPage')) });
  // The subscription page answers 404 while its flag is off (off in prod by default, shared/flags.ts).
  if (flags.subscriptionPage && singleton('subscriptionPage')) entries.push({ path: '/subscribe', lastmod: latest(singleton('subscriptionPage')) });
  if (singleton('encyclopediaPage')) entries.push({ path: '/encyclopedia', lastmod: latest(singleton('encyclopediaPage')) });
  entries.push({ path: '/collections', lastmod: latest(singleton('collectionsPage')) });
  entries.push(...d.collections.map((c) => ({ path: collectionUrl(c.slug), lastmod: latest(c._updatedAt) })));
  entries.push({ path: '/columnists', lastmod: latest(singleton('columnistsPage')) });
  entries.push(...d.columns.map((c) => ({ path: columnUrl(c.slug), lastmod: latest(c._updatedAt) })));
  entries.push(...d.holidays.map((h) => ({ path: holidayUrl(h.slug), lastmod: latest(h._updatedAt) })));
  entries.push(...d.teamMembers.map((m) => ({ path: teamMemberUrl(m.slug), lastmod: latest(m._updatedAt) })));
  entries.push(...[...new Set(d.tags)].sort().map((t) => ({ path: tagUrl(t) })));
  return entries;
}

/** Articles of the Google News window (the two days up to `now`), newest first. */
export function newsArticles(index: SiteIndex, now: Date): SeoArticle[] {
  const to = now.getTime();
  const from = to - NEWS_WINDOW_MS;
  return seoArticles(index)
    .filter((a) => {
      const t = Date.parse(a.date);
      return t >= from && t <= to;
    })
    .slice(0, NEWS_MAX_URLS);
}

export function urlsetXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries
    .slice(0, SITEMAP_MAX_URLS)
    .map((e) => parentElement('url', [textElement('loc', absoluteUrl(publicUrl, e.path)), textElement('lastmod', e.lastmod)]));
  return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** The index of the typed sitemaps, and of the news sitemap when `news` has articles (an empty one is invalid). */
export function sitemapIndexXml(sitemaps: Map<string, SitemapEntry[]>, publicUrl: string, news: SeoArticle[] = []): string {
  const listed: [string, (string | undefined)[]][] = [...sitemaps].map(([name, entries]) => [`/sitemaps/${name}.xml`, entries.map((e) => e.lastmod)]);
  if (news.length > 0) listed.push([NEWS_SITEMAP_PATH, news.map((a) => a.lastmod ?? a.date)]);
  const items = listed.map(([path, lastmods]) =>
    parentElement('sitemap', [textElement('loc', absoluteUrl(publicUrl, path)), textElement('lastmod', latest(...lastmods))]),
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}

/**
 * `paywall`: the flag. An article the public reader gets only the teaser of (the access rule,
 * server/members/access.ts: premium, flag on) is marked `news:access` Subscription.
 */
export function newsSitemapXml(articles: SeoArticle[], options: { publicUrl: string; siteName: string; paywall: boolean }): string {
  const urls = articles.map((a) =>
    parentElement('url', [
      textElement('loc', absoluteUrl(options.publicUrl, a.path)),
      parentElement('news:news', [
        parentElement('news:publication', [textElement('news:name', options.siteName), textElement('news:language', 'en')]),
        ...(isGated({ premium: a.isPremium }, { paywall: options.paywall }) ? [textElement('news:access', 'Subscription')] : []),
        textElement('news:publication_date', latest(a.date)),
        textElement('news:title', a.title),
      ]),
    ]),
  );
  const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"';
  return `${XML_DECLARATION}<urlset ${ns}>${urls.join('')}</urlset>\n`;
}
