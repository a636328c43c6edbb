/** Recipes: the recipes page, one recipe, lists by holiday and season, and the print view. */
import { isSeason, normaliseRecipe, normaliseRecipesPage } from '../../../shared/content/recipe.js';
import { strings } from '../../../shared/content/common.js';
import { articleSummary, holidaySummary, holidaySummaryList, recipeSummaryList } from '../../../shared/content/summaries.js';
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
import { documentError, loadList, notFound, param, type Loader, type ContentRequest } from './context.js';
import type { ARTICLE_WITH_RECIPE_QUERY_RESULT, HOLIDAYS_QUERY_RESULT, HOLIDAY_SUMMARY_QUERY_RESULT, RECIPES_PAGE_QUERY_RESULT, RECIPE_QUERY_RESULT } from '../../../shared/content/sanity.types.js';

export const recipes: Loader<'recipes'> = async (ctx) => {
  const [rawPage, list, rawHolidays] = await Promise.all([
    ctx.query<RECIPES_PAGE_QUERY_RESULT>(RECIPES_PAGE_QUERY),
    loadList(ctx, RECIPES_QUERY, {}, recipeSummaryList),
    ctx.query<HOLIDAYS_QUERY_RESULT>(HOLIDAYS_QUERY),
  ]);
  if (!rawPage) throw notFound(ctx, 'recipes page data');
  const page = normaliseRecipesPage(rawPage);
  if (!page) throw documentError('recipes page', 'title');
  return { page, recipes: list, holidays: holidaySummaryList(rawHolidays) };
};

async function loadRecipe(ctx: ContentRequest, slug: string) {
  const raw = await ctx.query<RECIPE_QUERY_RESULT>(RECIPE_QUERY, { slug });
  if (!raw) throw notFound(ctx, `recipe ${slug}`);
  return normaliseRecipe(raw);
}

export const recipe: Loader<'recipe'> = async (ctx) => ({ recipe: await loadRecipe(ctx, param(ctx, 'slug')) });

export const recipesByHoliday: Loader<'recipesByHoliday'> = async (ctx) => {
  const slug = param(ctx, 'slug');
  const raw = await ctx.query<HOLIDAY_SUMMARY_QUERY_RESULT>(HOLIDAY_SUMMARY_QUERY, { slug });
  if (!raw) throw notFound(ctx, `holiday ${slug}`);
  const holiday = holidaySummary(raw);
  if (!holiday) throw documentError(`holiday ${slug}`, 'slug');
  const recipeIds = strings(raw.recipeIds);
  const list = await loadList(ctx, RECIPES_BY_HOLIDAY_QUERY, { id: holiday.id, recipeIds }, recipeSummaryList);
  return { holiday, recipes: list };
};

export const recipesBySeason: Loader<'recipesBySeason'> = async (ctx) => {
  const season = ctx.params.slug;
  if (!isSeason(season)) throw notFound(ctx, `season ${season ?? ''}`);
  return { season, recipes: await loadList(ctx, RECIPES_BY_SEASON_QUERY, { season }, recipeSummaryList) };
};

/** The article slug must be an article listing the recipe, or the recipe's own slug. */
export const printRecipe: Loader<'printRecipe'> = async (ctx) => {
  const articleSlug = param(ctx, 'articleSlug');
  const found = await loadRecipe(ctx, param(ctx, 'recipeSlug'));
  if (articleSlug === found.slug) return { recipe: found, article: null };
  const raw = await ctx.query<ARTICLE_WITH_RECIPE_QUERY_RESULT>(ARTICLE_WITH_RECIPE_QUERY, { slug: articleSlug, recipeId: found.id });
  if (!raw) throw notFound(ctx, `article ${articleSlug} with recipe ${found.slug}`);
  const article = articleSummary(raw);
  if (!article) throw documentError(`article ${articleSlug}`, 'section');
  return { recipe: found, article };
};
