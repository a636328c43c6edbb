import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { RecipeCard } from '../../components/content/RecipeCard.js';
import { Seo } from '../../components/seo/Seo.js';
import { PaginatedRecipes } from './PaginatedRecipes.js';
import { RecipeFilters } from './RecipeFilters.js';
import './recipes.css';

/** /recipes: the recipe box (beige theme): featured recipes, ways in, then every recipe. */
export default function RecipesPage() {
  const { page, recipes, holidays } = usePageData() as PageDataMap['recipes'];
  return (
    <div className="recipes">
      <Seo title={page.title} description={page.description} image={page.heroImage} />
      {page.heroImage && (
        <div className="recipes__hero">
          <LazyImage image={page.heroImage} sizes="100vw" maxWidth={2400} priority decorative />
        </div>
      )}
      <div className="container">
        <header className="page-header list-header">
          <h1 className="list-header__title">{page.title}</h1>
          {page.description && <p className="page-header__dek">{page.description}</p>}
        </header>
        {page.featuredRecipes.length > 0 && (
          <section className="recipes__section" aria-labelledby="featured-recipes">
            <h2 id="featured-recipes" className="recipes__section-title">
              Featured
            </h2>
            <ul className="grid card-grid recipe-grid">
              {page.featuredRecipes.map((r) => (
                <li key={r.id}>
                  <RecipeCard recipe={r} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <RecipeFilters holidays={holidays} />
        <section className="recipes__section" aria-labelledby="all-recipes">
          <h2 id="all-recipes" className="recipes__section-title">
            All recipes <span className="meta">({recipes.total})</span>
          </h2>
          <PaginatedRecipes recipes={recipes} />
        </section>
      </div>
    </div>
  );
}
