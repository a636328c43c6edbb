import { Link } from '../../components/Link.js';
import type { Recipe } from '../../../shared/content/recipe.js';
import { ArticleGrid } from '../../components/content/ArticleGrid.js';
import { RecipeCard } from '../../components/content/RecipeCard.js';
import { formatDate } from '../../components/content/format.js';

/** Related articles, recipes and holidays under a recipe. */
export function RecipeRelated({ recipe }: { recipe: Recipe }) {
  const { relatedArticles, relatedRecipes, relatedHolidays } = recipe;
  if (relatedArticles.length + relatedRecipes.length + relatedHolidays.length === 0) return null;
  return (
    <div className="recipe-related no-print">
      {relatedRecipes.length > 0 && (
        <section aria-labelledby="related-recipes">
          <h2 id="related-recipes" className="recipe-related__title">
            More recipes
          </h2>
          <ul className="grid card-grid">
            {relatedRecipes.map((r) => (
              <li key={r.id}>
                <RecipeCard recipe={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {relatedHolidays.length > 0 && (
        <section aria-labelledby="related-holidays">
          <h2 id="related-holidays" className="recipe-related__title">
            For the holidays
          </h2>
          <ul className="recipe-related__holidays">
            {relatedHolidays.map((h) => (
              <li key={h.id}>
                <Link to={h.url}>{h.title}</Link>
                <span className="meta"> · {formatDate(h.startDate)}</span>
                <span className="meta">
                  {' '}
                  · <Link to={`/recipes/by-holiday/${encodeURIComponent(h.slug)}`}>{h.title} recipes</Link>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {relatedArticles.length > 0 && (
        <section aria-labelledby="related-articles">
          <h2 id="related-articles" className="recipe-related__title">
            Related stories
          </h2>
          <ArticleGrid articles={relatedArticles} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
