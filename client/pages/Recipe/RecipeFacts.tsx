import type { Recipe } from '../../../shared/content/recipe.js';
import { isoDuration } from '../../components/seo/iso-duration.js';
import { timeRows } from './recipeTime.js';
import './recipe-parts.css';

/** Yield and times of a recipe, as a definition list. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const rows = timeRows(recipe.recipeTime);
  if (!recipe.recipeYield && rows.length === 0) return null;
  return (
    <dl className="recipe-facts">
      {recipe.recipeYield && (
        <div>
          <dt>Yield</dt>
          <dd>{recipe.recipeYield}</dd>
        </div>
      )}
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            <time dateTime={isoDuration(row.minutes)}>{row.value}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
