/** schema.org Recipe for a recipe page (pure: image URLs are resolved by the caller). */
import { toPlainText } from '@portabletext/react';
import type { Recipe } from '../../../shared/content/recipe.js';
import type { JsonLdValue } from './JsonLdScript.js';
import { isoDuration } from '../../../shared/duration.js';

export interface RecipeJsonLdOptions {
  /** Absolute or site-relative URLs of the recipe's images, best first. */
  images: string[];
  /** The recipe page's URL (absolute for search engines); defaults to its site path. */
  url?: string;
}

export interface RecipeTime {
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
}

/** Prep plus cook when no total is stored. */
export function totalMinutes(time: RecipeTime): number | undefined {
  if (time.totalMinutes !== undefined) return time.totalMinutes;
  if (time.prepMinutes === undefined && time.cookMinutes === undefined) return undefined;
  return (time.prepMinutes ?? 0) + (time.cookMinutes ?? 0);
}

export function recipeJsonLd(recipe: Recipe, { images, url }: RecipeJsonLdOptions): { [key: string]: JsonLdValue } {
  // The recipe's own authors when named (whose recipe it is), otherwise the article's writers.
  const people = recipe.meta.recipeAuthors.length > 0 ? recipe.meta.recipeAuthors : recipe.meta.authors;
  const description = recipe.seo.description ?? recipe.meta.brief ?? (toPlainText(recipe.intro) || undefined);
  const steps = recipe.recipeParts.flatMap((part) => part.steps);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url: url ?? recipe.url,
    image: images.length > 0 ? images : undefined,
    author: people.filter((p) => p.name !== '').map((p) => ({ '@type': 'Person', name: p.name })),
    datePublished: recipe.meta.date,
    dateModified: recipe.meta.updatedAt,
    description,
    prepTime: isoDuration(recipe.recipeTime.prepMinutes, 'minutes'),
    cookTime: isoDuration(recipe.recipeTime.cookMinutes, 'minutes'),
    totalTime: isoDuration(totalMinutes(recipe.recipeTime), 'minutes'),
    recipeYield: recipe.recipeYield,
    recipeCategory: recipe.meta.categories.length > 0 ? recipe.meta.categories : undefined,
    recipeCuisine: recipe.meta.cuisine,
    keywords: recipe.meta.tags.length > 0 ? recipe.meta.tags.join(', ') : undefined,
    recipeIngredient: recipe.recipeParts.flatMap((part) => part.ingredients),
    recipeInstructions: steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
  };
}
