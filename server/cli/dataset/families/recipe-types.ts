/** The shape of the recipe bank: a dish, its base recipe and the variations built on it. */
import type { Season } from '../text/holidays.js';

export interface DishPart {
  title?: string;
  ingredients: readonly string[];
  steps: readonly string[];
}

export interface Dish {
  intro: string;
  /** [recipe title, extra ingredient, extra step] for each variation. */
  variants: readonly (readonly [string, string, string])[];
  parts: readonly DishPart[];
  yield: string;
  prep: number;
  cook: number;
  categories: readonly string[];
  seasons: readonly Season[];
  holidays: readonly string[];
  tags: readonly string[];
}
