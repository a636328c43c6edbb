/** Recipe article (spec §3). */
import { z } from 'zod';
import { AuthorRefSchema, SeoSchema, defaulted, flag, image, lenientList, opt, portableText, strings, text } from './common.js';
import { blocks } from './blocks.js';
import { HolidaySummarySchema, articleSummaries, recipeSummaries } from './summaries.js';
import { recipeUrl } from './urls.js';

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const isSeason = (s: string | undefined): s is Season => (SEASONS as readonly string[]).includes(s ?? '');

const RecipePartSchema = z
  .object({ _key: z.string(), title: text, ingredients: strings, steps: strings })
  .transform(({ _key, ...p }) => ({ key: _key, ...p }));

export const RecipeSchema = z
  .object({
    _id: z.string(),
    _createdAt: z.string(),
    _updatedAt: z.string(),
    releaseDate: text,
    title: z.string(),
    slug: z.string(),
    seo: SeoSchema,
    meta: z.object({
      authors: lenientList(AuthorRefSchema),
      recipeAuthors: lenientList(AuthorRefSchema),
      tags: strings,
      brief: text,
      categories: strings,
      cuisine: text,
    }),
    intro: portableText,
    heroImage: image,
    featuredImage: image,
    body: blocks,
    recipeParts: lenientList(RecipePartSchema),
    recipeYield: text,
    recipeTime: defaulted(
      z.object({ prepMinutes: opt(z.number()), cookMinutes: opt(z.number()), totalMinutes: opt(z.number()) }),
    ),
    note: portableText,
    relatedArticles: articleSummaries,
    relatedRecipes: recipeSummaries,
    relatedHolidays: lenientList(HolidaySummarySchema),
    spring: flag,
    summer: flag,
    fall: flag,
    winter: flag,
  })
  .transform(({ _id, _createdAt, _updatedAt, releaseDate, meta, ...r }) => ({
    id: _id,
    ...r,
    url: recipeUrl(r.slug),
    meta: { ...meta, date: releaseDate ?? _createdAt, createdAt: _createdAt, updatedAt: _updatedAt, releaseDate },
  }));
export type Recipe = z.output<typeof RecipeSchema>;

export const RecipesPageSchema = z.object({
  title: z.string(),
  description: text,
  heroImage: image,
  featuredRecipes: recipeSummaries,
});
export type RecipesPage = z.output<typeof RecipesPageSchema>;
