/**
 * Compact list items (cards, teasers, lists). Page data carries these, never full bodies, so the
 * JSON sent to the browser stays small. Each normalises a *_SUMMARY projection of queries.ts, typed
 * by the result TypeGen generates for one query that uses it (the others give the same type).
 *
 * A card links to its document, so an item without what its URL needs (a slug, an article's
 * section, an episode's podcast) is left out of its list: a dangling reference, or an unfinished
 * draft in preview, which the Studio's validation has not yet held to the schema.
 */
import { authorRefs, image, lenientList, listOf, normaliserSchema, sectionRef, strings, type Item } from './common.js';
import type {
  ARTICLE_LINKS_QUERY_RESULT,
  COLLECTIONS_QUERY_RESULT,
  COLUMNISTS_QUERY_RESULT,
  CONTRIBUTORS_QUERY_RESULT,
  EPISODES_QUERY_RESULT,
  HOLIDAYS_QUERY_RESULT,
  RECENT_ARTICLES_QUERY_RESULT,
  RECIPES_QUERY_RESULT,
} from './sanity.types.js';
import { articleUrl, collectionUrl, columnUrl, contributorUrl, episodeUrl, holidayUrl, recipeUrl } from './urls.js';

type RawList<T> = readonly (T | null)[] | null | undefined;

type RawArticleSummary = Item<RECENT_ARTICLES_QUERY_RESULT>;

/** An article card. */
export function articleSummary(raw: RawArticleSummary) {
  if (raw.slug == null || !raw.section || raw.section.slug == null) return undefined;
  const section = sectionRef(raw.section);
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    isPremium: raw.isPremium ?? false,
    excerpt: raw.excerpt ?? undefined,
    dek: raw.dek ?? undefined,
    authors: authorRefs(raw.authors),
    section,
    image: image(raw.image),
    url: articleUrl(section.slug, raw.slug),
    date: raw.releaseDate ?? raw._createdAt,
  };
}
export type ArticleSummary = NonNullable<ReturnType<typeof articleSummary>>;
export const articleSummaryList = (raw: RawList<RawArticleSummary>): ArticleSummary[] => listOf(raw, articleSummary);

type RawRecipeSummary = Item<RECIPES_QUERY_RESULT['items']>;

function recipeSummary(raw: RawRecipeSummary) {
  if (raw.slug == null) return undefined;
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    brief: raw.brief ?? undefined,
    categories: strings(raw.categories),
    authors: authorRefs(raw.authors),
    image: image(raw.image),
    url: recipeUrl(raw.slug),
    date: raw.releaseDate ?? raw._createdAt,
  };
}
export type RecipeSummary = NonNullable<ReturnType<typeof recipeSummary>>;
export const recipeSummaryList = (raw: RawList<RawRecipeSummary>): RecipeSummary[] => listOf(raw, recipeSummary);

type RawHolidaySummary = Item<HOLIDAYS_QUERY_RESULT>;

export function holidaySummary(raw: RawHolidaySummary) {
  if (raw.slug == null) return undefined;
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    startDate: raw.startDate,
    endDate: raw.endDate,
    briefDescription: raw.briefDescription ?? undefined,
    banner: image(raw.banner),
    heroIllustration: image(raw.heroIllustration),
    url: holidayUrl(raw.slug),
  };
}
type HolidaySummaryOf = NonNullable<ReturnType<typeof holidaySummary>>;
/** Its images may be left out (as lists of holidays in tests and fixtures do). */
export type HolidaySummary = Omit<HolidaySummaryOf, 'banner' | 'heroIllustration'> & Partial<Pick<HolidaySummaryOf, 'banner' | 'heroIllustration'>>;
export const holidaySummaryList = (raw: RawList<RawHolidaySummary>): HolidaySummary[] => listOf(raw, holidaySummary);

type RawEpisodeSummary = Item<EPISODES_QUERY_RESULT['items']>;

/** An episode in a list; its date is releaseDate, then date, then createdAt. */
function episodeSummary(raw: RawEpisodeSummary) {
  if (raw.slug == null || !raw.podcast || raw.podcast.slug == null) return undefined;
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    dek: raw.dek ?? undefined,
    image: image(raw.image),
    podcast: { title: raw.podcast.title, slug: raw.podcast.slug },
    url: episodeUrl(raw.podcast.slug, raw.slug),
    date: raw.releaseDate ?? raw.date ?? raw._createdAt,
  };
}
export type EpisodeSummary = NonNullable<ReturnType<typeof episodeSummary>>;
export const episodeSummaryList = (raw: RawList<RawEpisodeSummary>): EpisodeSummary[] => listOf(raw, episodeSummary);

type RawAuthorSummary = Item<CONTRIBUTORS_QUERY_RESULT>;

export function authorSummary(raw: RawAuthorSummary) {
  if (raw.slug == null) return undefined;
  const firstName = raw.firstName ?? '';
  const lastName = raw.lastName ?? '';
  return {
    id: raw._id,
    firstName,
    lastName,
    slug: raw.slug,
    image: image(raw.image),
    name: `${firstName} ${lastName}`.trim(),
    url: contributorUrl(raw.slug),
  };
}
export type AuthorSummary = NonNullable<ReturnType<typeof authorSummary>>;
export const authorSummaryList = (raw: RawList<RawAuthorSummary>): AuthorSummary[] => listOf(raw, authorSummary);

type RawCollectionSummary = Item<COLLECTIONS_QUERY_RESULT['collections']>;

export function collectionSummary(raw: RawCollectionSummary) {
  if (raw.slug == null) return undefined;
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    description: raw.description ?? undefined,
    image: image(raw.image),
    url: collectionUrl(raw.slug),
  };
}
export type CollectionSummary = NonNullable<ReturnType<typeof collectionSummary>>;

type RawColumnSummary = Item<COLUMNISTS_QUERY_RESULT['columns']>;

export function columnSummary(raw: RawColumnSummary) {
  if (raw.slug == null) return undefined;
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    description: raw.description ?? undefined,
    image: image(raw.image),
    author: raw.author ? authorSummary(raw.author) : undefined,
    url: columnUrl(raw.slug),
  };
}
export type ColumnSummary = NonNullable<ReturnType<typeof columnSummary>>;

type RawArticleLink = Item<ARTICLE_LINKS_QUERY_RESULT>;

/** A text-only link to an article (the footer's newest stories); none without what its URL needs. */
function articleLink(raw: RawArticleLink) {
  if (raw.slug == null || !raw.section || raw.section.slug == null) return undefined;
  return { id: raw._id, title: raw.title, slug: raw.slug, url: articleUrl(raw.section.slug, raw.slug) };
}

/** Article links as a schema, for server/content/root.ts (the frame's data), which parses with schemas. */
export const articleLinks = lenientList(normaliserSchema(articleLink, 'article link'));
