/** Recipe article. */
import type { RECIPE_QUERY_RESULT, RECIPES_PAGE_QUERY_RESULT } from './sanity.types.js';
import { authorRefs, image, listOf, portableText, seo, strings, type Item } from './common.js';
import { normaliseBlocks } from './blocks.js';
import { articleSummaryList, holidaySummaryList, recipeSummaryList } from './summaries.js';
import { recipeUrl } from './urls.js';

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const isSeason = (s: string | undefined): s is Season => (SEASONS as readonly string[]).includes(s ?? '');

type RawRecipe = NonNullable<RECIPE_QUERY_RESULT>;

function recipePart(raw: Item<RawRecipe['recipeParts']>) {
  return { key: raw._key, title: raw.title ?? undefined, ingredients: strings(raw.ingredients), steps: strings(raw.steps) };
}

export function normaliseRecipe(raw: RawRecipe) {
  const releaseDate = raw.releaseDate ?? undefined;
  const meta = {
    authors: authorRefs(raw.meta.authors),
    recipeAuthors: authorRefs(raw.meta.recipeAuthors),
    tags: strings(raw.meta.tags),
    brief: raw.meta.brief ?? undefined,
    categories: strings(raw.meta.categories),
    cuisine: raw.meta.cuisine ?? undefined,
  };
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    seo: seo(raw.seo),
    intro: portableText(raw.intro),
    heroImage: image(raw.heroImage),
    featuredImage: image(raw.featuredImage),
    body: normaliseBlocks(raw.body),
    recipeParts: listOf(raw.recipeParts, recipePart),
    recipeYield: raw.recipeYield ?? undefined,
    recipeTime: {
      prepMinutes: raw.recipeTime?.prepMinutes ?? undefined,
      cookMinutes: raw.recipeTime?.cookMinutes ?? undefined,
      totalMinutes: raw.recipeTime?.totalMinutes ?? undefined,
    },
    note: portableText(raw.note),
    relatedArticles: articleSummaryList(raw.relatedArticles),
    relatedRecipes: recipeSummaryList(raw.relatedRecipes),
    relatedHolidays: holidaySummaryList(raw.relatedHolidays),
    spring: raw.spring ?? false,
    summer: raw.summer ?? false,
    fall: raw.fall ?? false,
    winter: raw.winter ?? false,
    url: recipeUrl(raw.slug),
    meta: { ...meta, date: releaseDate ?? raw._createdAt, createdAt: raw._createdAt, updatedAt: raw._updatedAt, releaseDate },
  };
}
export type Recipe = ReturnType<typeof normaliseRecipe>;

/** The recipes page; none when the document has no title (the one field the page cannot do without). */
export function normaliseRecipesPage(raw: NonNullable<RECIPES_PAGE_QUERY_RESULT>) {
  if (raw.title === null) return undefined;
  return {
    title: raw.title,
    description: typeof raw.description === 'string' ? raw.description : undefined,
    heroImage: image(raw.heroImage),
    featuredRecipes: recipeSummaryList(raw.featuredRecipes),
  };
}
export type RecipesPage = NonNullable<ReturnType<typeof normaliseRecipesPage>>;
