/** Collections and columns (spec §3), and the pages that list them. */
import { z } from 'zod';
import { SeoSchema, defaulted, image, text } from './common.js';
import { AuthorSummarySchema, articleSummaries } from './summaries.js';
import { collectionUrl, columnUrl } from './urls.js';

export const CollectionSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: text,
    image,
    featuredArticles: articleSummaries,
    seo: SeoSchema,
  })
  .transform(({ _id, ...c }) => ({ id: _id, ...c, url: collectionUrl(c.slug) }));
export type Collection = z.output<typeof CollectionSchema>;

export const ColumnSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: text,
    image,
    author: AuthorSummarySchema.nullish().transform((a) => a ?? undefined),
    seo: SeoSchema,
  })
  .transform(({ _id, ...c }) => ({ id: _id, ...c, url: columnUrl(c.slug) }));
export type Column = z.output<typeof ColumnSchema>;

/** Singleton pages that only carry a description (collectionsPage, columnistsPage). */
export const DescriptionPageSchema = defaulted(z.object({ description: text }));
