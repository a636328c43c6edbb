/** Collections and columns, and the pages that list them. */
import { listOf } from '../../../shared/content/common.js';
import { normaliseCollection, normaliseColumn, pageDescription } from '../../../shared/content/collection.js';
import { articleSummaryList, collectionSummary, columnSummary } from '../../../shared/content/summaries.js';
import {
  ARTICLES_BY_COLLECTION_QUERY,
  ARTICLES_BY_COLUMN_QUERY,
  COLLECTIONS_QUERY,
  COLLECTION_QUERY,
  COLUMNISTS_QUERY,
  COLUMN_QUERY,
} from '../queries.js';
import { loadList, notFound, param, type Loader } from './context.js';
import type { COLLECTIONS_QUERY_RESULT, COLLECTION_QUERY_RESULT, COLUMNISTS_QUERY_RESULT, COLUMN_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

export const collections: Loader<'collections'> = async (ctx) => {
  const raw = await ctx.query<COLLECTIONS_QUERY_RESULT>(COLLECTIONS_QUERY);
  return {
    description: pageDescription(raw.page),
    collections: listOf(raw.collections, collectionSummary),
  };
};

export const collection: Loader<'collection'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<COLLECTION_QUERY_RESULT>(COLLECTION_QUERY, { slug });
  if (!raw) throw notFound(ctx, `collection ${slug}`);
  const found = normaliseCollection(raw);
  const articles = await loadList(ctx, ARTICLES_BY_COLLECTION_QUERY, { id: found.id }, articleSummaryList);
  return { collection: found, articles };
};

export const columnists: Loader<'columnists'> = async (ctx) => {
  const raw = await ctx.query<COLUMNISTS_QUERY_RESULT>(COLUMNISTS_QUERY);
  return {
    description: pageDescription(raw.page),
    columns: listOf(raw.columns, columnSummary),
  };
};

export const column: Loader<'column'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<COLUMN_QUERY_RESULT>(COLUMN_QUERY, { slug });
  if (!raw) throw notFound(ctx, `column ${slug}`);
  const found = normaliseColumn(raw);
  const articles = await loadList(ctx, ARTICLES_BY_COLUMN_QUERY, { id: found.id }, articleSummaryList);
  return { column: found, articles };
};
