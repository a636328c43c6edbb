import type { Paginated } from '../../../shared/content/pagination.js';
import type { RecipeSummary } from '../../../shared/content/summaries.js';
import { LoadMore } from '../../components/content/LoadMore.js';
import { RecipeCard } from '../../components/content/RecipeCard.js';
import { usePaginated } from '../../components/content/usePaginated.js';

/** Every recipes page data (index, by holiday, by season) calls its list `recipes`. */
const pick = (data: { recipes: Paginated<RecipeSummary> }) => data.recipes;

/** A grid of recipe cards with 'Load more recipes'. */
export function PaginatedRecipes({
  recipes,
  empty = 'No recipes yet.',
  headingLevel = 3,
}: {
  recipes: Paginated<RecipeSummary>;
  empty?: string;
  /** Level of the cards' titles: 3 under a section heading, 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const state = usePaginated(recipes, pick);
  if (state.items.length === 0) return <p className="meta empty-list">{empty}</p>;
  return (
    <>
      <ul className="grid card-grid recipe-grid">
        {state.items.map((r) => (
          <li key={r.id}>
            <RecipeCard recipe={r} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <LoadMore state={state} firstPage={recipes.page} total={recipes.total} pageSize={recipes.pageSize} noun="recipes" />
    </>
  );
}
