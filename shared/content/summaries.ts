/**
 * Compact list items (cards, teasers, lists). Page data carries these, never full bodies, so the
 * JSON sent to the browser stays small. Each matches a *_SUMMARY projection in queries.ts.
 */
import { z } from 'zod';
import { AuthorRefSchema, SectionRefSchema, flag, image, lenientList, strings, text, withDefault } from './common.js';
import {
  articleUrl,
  collectionUrl,
  columnUrl,
  contributorUrl,
  episodeUrl,
  holidayUrl,
  podcastUrl,
  recipeUrl,
} from './urls.js';

const system = { _id: z.string(), _createdAt: z.string(), releaseDate: text };
const authors = lenientList(AuthorRefSchema);

export const ArticleSummarySchema = z
  .object({
    ...system,
    title: z.string(),
    slug: z.string(),
    isPremium: flag,
    excerpt: text,
    dek: text,
    authors,
    section: SectionRefSchema,
    image,
  })
  .transform(({ _id, _createdAt, releaseDate, ...a }) => ({
    id: _id,
    ...a,
    url: articleUrl(a.section.slug, a.slug),
    date: releaseDate ?? _createdAt,
  }));
export type ArticleSummary = z.output<typeof ArticleSummarySchema>;

export const RecipeSummarySchema = z
  .object({ ...system, title: z.string(), slug: z.string(), brief: text, categories: strings, authors, image })
  .transform(({ _id, _createdAt, releaseDate, ...r }) => ({
    id: _id,
    ...r,
    url: recipeUrl(r.slug),
    date: releaseDate ?? _createdAt,
  }));
export type RecipeSummary = z.output<typeof RecipeSummarySchema>;

export const HolidaySummarySchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    briefDescription: text,
    banner: image,
    heroIllustration: image,
  })
  .transform(({ _id, ...h }) => ({ id: _id, ...h, url: holidayUrl(h.slug) }));
export type HolidaySummary = z.output<typeof HolidaySummarySchema>;

export const PodcastSummarySchema = z
  .object({ _id: z.string(), title: z.string(), slug: z.string(), dek: text, image })
  .transform(({ _id, ...p }) => ({ id: _id, ...p, url: podcastUrl(p.slug) }));

/** Episode date: releaseDate, then date, then createdAt (spec §3). */
export const EpisodeSummarySchema = z
  .object({
    ...system,
    date: text,
    title: z.string(),
    slug: z.string(),
    dek: text,
    image,
    podcast: z.object({ title: z.string(), slug: z.string() }),
  })
  .transform(({ _id, _createdAt, releaseDate, date, ...e }) => ({
    id: _id,
    ...e,
    url: episodeUrl(e.podcast.slug, e.slug),
    date: releaseDate ?? date ?? _createdAt,
  }));
export type EpisodeSummary = z.output<typeof EpisodeSummarySchema>;

export const AuthorSummarySchema = z
  .object({ _id: z.string(), firstName: withDefault(z.string(), ''), lastName: withDefault(z.string(), ''), slug: z.string(), image })
  .transform(({ _id, ...a }) => ({
    id: _id,
    ...a,
    name: `${a.firstName} ${a.lastName}`.trim(),
    url: contributorUrl(a.slug),
  }));
export type AuthorSummary = z.output<typeof AuthorSummarySchema>;

export const CollectionSummarySchema = z
  .object({ _id: z.string(), title: z.string(), slug: z.string(), description: text, image })
  .transform(({ _id, ...c }) => ({ id: _id, ...c, url: collectionUrl(c.slug) }));
export type CollectionSummary = z.output<typeof CollectionSummarySchema>;

export const ColumnSummarySchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: text,
    image,
    author: AuthorSummarySchema.nullish().transform((a) => a ?? undefined),
  })
  .transform(({ _id, ...c }) => ({ id: _id, ...c, url: columnUrl(c.slug) }));
export type ColumnSummary = z.output<typeof ColumnSummarySchema>;

export const articleSummaries = lenientList(ArticleSummarySchema);
export const recipeSummaries = lenientList(RecipeSummarySchema);
export const episodeSummaries = lenientList(EpisodeSummarySchema);
