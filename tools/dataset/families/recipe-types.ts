/** The shape of the recipe bank: a dish, its base recipe and the variations built on it. */
import type { Season } from '../text/holidays.js';

export interface DishPart {
  title?: string;
  ingredients: readonly string[];
  steps: readonly string[];
}

/**
 * Where a variation's extra step goes in the base recipe's last part (its own part with `part`):
 * at the start, at the end, after step `after` (0-based), or in place of `count` steps (1 unless
 * said) from `replace`. Unset, it goes after the next-to-last step. The place matters: a step
 * that says 'before mixing' must come before the mixing.
 */
export type StepPlacement = 'start' | 'end' | { after: number; part?: number } | { replace: number; count?: number; part?: number };

export type Variant = readonly [title: string, extraIngredient: string, extraStep: string, at?: StepPlacement];

export interface Dish {
  intro: string;
  /** The cooking tradition (schema.org recipeCuisine), e.g. 'Ashkenazi Jewish', 'Persian'. */
  cuisine: string;
  /** [recipe title, extra ingredient, extra step, where the step goes] for each variation. */
  variants: readonly Variant[];
  parts: readonly DishPart[];
  yield: string;
  prep: number;
  cook: number;
  /** Minutes of rising, chilling or standing named in the steps (overnight aside): part of the total, neither prep nor cook. */
  wait?: number;
  categories: readonly string[];
  seasons: readonly Season[];
  holidays: readonly string[];
  tags: readonly string[];
}
