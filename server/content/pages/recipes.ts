/** Recipes: the recipes page, one recipe, lists by holiday and season, and the print view. */
import { z } from 'zod';
import { RecipeSchema, RecipesPageSchema, isSeason } from '../../../shared/content/recipe.js';
import { lenientList } from '../../../shared/content/common.js';
import { ArticleSummarySchema, HolidaySummarySchema, recipeSummaries } from '../../../shared/content/summaries.js';
import {
  ARTICLE_WITH_RECIPE_QUERY,
  HOLIDAYS_QUERY,
  HOLIDAY_SUMMARY_QUERY,
  RECIPES_BY_HOLIDAY_QUERY,
  RECIPES_BY_SEASON_QUERY,
  RECIPES_PAGE_QUERY,
  RECIPES_QUERY,
  RECIPE_QUERY,
} from '../queries.js';
import { loadList, notFound, param, parseDocument, type Loader, type ContentRequest } from './context.js';
import type { ARTICLE_WITH_RECIPE_QUERY_RESULT, HOLIDAYS_QUERY_RESULT, HOLIDAY_SUMMARY_QUERY_RESULT, RECIPES_PAGE_QUERY_RESULT, RECIPE_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

export const recipes: Loader<'recipes'> = async (ctx) => {
  const [rawPage, list, rawHolidays] = await Promise.all([
    ctx.query<RECIPES_PAGE_QUERY_RESULT>(RECIPES_PAGE_QUERY),
    loadList(ctx, RECIPES_QUERY, {}, recipeSummaries),
    ctx.query<HOLIDAYS_QUERY_RESULT>(HOLIDAYS_QUERY),
  ]);
  if (!rawPage) throw notFound(ctx, 'recipes page data');
  return {
    page: parseDocument(RecipesPageSchema, rawPage, 'recipes page'),
    recipes: list,
    holidays: lenientList(HolidaySummarySchema).parse(rawHolidays),
  };
};

async function loadRecipe(ctx: ContentRequest, slug: string) {
  const raw = await ctx.query<RECIPE_QUERY_RESULT>(RECIPE_QUERY, { slug });
  if (!raw) throw notFound(ctx, `recipe ${slug}`);
  return parseDocument(RecipeSchema, raw, `recipe ${slug}`);
}

export const recipe: Loader<'recipe'> = async (ctx) => ({ recipe: await loadRecipe(ctx, param(ctx, 'slug')) });

const RecipeIds = z.object({ recipeIds: z.array(z.string()).nullish().catch(undefined) });

export const recipesByHoliday: Loader<'recipesByHoliday'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<HOLIDAY_SUMMARY_QUERY_RESULT>(HOLIDAY_SUMMARY_QUERY, { slug });
  if (!raw) throw notFound(ctx, `holiday ${slug}`);
  const holiday = parseDocument(HolidaySummarySchema, raw, `holiday ${slug}`);
  const recipeIds = RecipeIds.parse(raw).recipeIds ?? [];
  const list = await loadList(ctx, RECIPES_BY_HOLIDAY_QUERY, { id: holiday.id, recipeIds }, recipeSummaries);
  return { holiday, recipes: list };
};

export const recipesBySeason: Loader<'recipesBySeason'> = async (ctx) => {
  const season = ctx.params.slug;
  if (!isSeason(season)) throw notFound(ctx, `season ${season ?? ''}`);
  return { season, recipes: await loadList(ctx, RECIPES_BY_SEASON_QUERY, { season }, recipeSummaries) };
};

/** The article slug must be an article listing the recipe, or the recipe's own slug. */
export const printRecipe: Loader<'printRecipe'> = async (ctx) => {
  const articleSlug = param(ctx, 'articleSlug');
  const found = await loadRecipe(ctx, param(ctx, 'recipeSlug'));
  if (articleSlug === found.slug) return { recipe: found, article: null };
  const raw = await ctx.query<ARTICLE_WITH_RECIPE_QUERY_RESULT>(ARTICLE_WITH_RECIPE_QUERY, { slug: articleSlug, recipeId: found.id });
  if (!raw) throw notFound(ctx, `article ${articleSlug} with recipe ${found.slug}`);
  return { recipe: found, article: parseDocument(ArticleSummarySchema, raw, `article ${articleSlug}`) };
};
