/** Collections and columns, and the pages that list them. */
import type { COLLECTION_QUERY_RESULT, COLLECTIONS_QUERY_RESULT, COLUMN_QUERY_RESULT } from './sanity.types.js';
import { image, seo } from './common.js';
import { articleSummaryList, authorSummary } from './summaries.js';
import { collectionUrl, columnUrl } from './urls.js';

export function normaliseCollection(raw: NonNullable<COLLECTION_QUERY_RESULT>) {
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    description: raw.description ?? undefined,
    image: image(raw.image),
    featuredArticles: articleSummaryList(raw.featuredArticles),
    seo: seo(raw.seo),
    url: collectionUrl(raw.slug),
  };
}
export type Collection = ReturnType<typeof normaliseCollection>;

export function normaliseColumn(raw: NonNullable<COLUMN_QUERY_RESULT>) {
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    description: raw.description ?? undefined,
    image: image(raw.image),
    author: raw.author ? authorSummary(raw.author) : undefined,
    // The COLUMN projection carries no seo: the page's head uses its defaults.
    seo: seo(null),
    url: columnUrl(raw.slug),
  };
}
export type Column = ReturnType<typeof normaliseColumn>;

/** The description of a singleton page that only carries one (collectionsPage, columnistsPage); a plain string. */
export function pageDescription(page: COLLECTIONS_QUERY_RESULT['page']): string | undefined {
  return typeof page?.description === 'string' ? page.description : undefined;
}
