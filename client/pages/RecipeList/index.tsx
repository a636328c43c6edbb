import { usePageData } from '../../router/hooks.js';
import { Link } from '../../components/Link.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { LazyImage } from '../../components/content/LazyImage.js';
import { Seo } from '../../components/seo/Seo.js';
import { formatDate } from '../../components/content/format.js';
import { PaginatedRecipes } from '../Recipes/PaginatedRecipes.js';
import { seasonLabel } from '../Recipes/RecipeFilters.js';
import './recipe-list.css';

type Data = PageDataMap['recipesByHoliday'] | PageDataMap['recipesBySeason'];

/** /recipes/by-holiday/:slug and /recipes/by-season/:slug: one filter of the recipe box. */
export default function RecipeListPage() {
  const data = usePageData() as Data;
  const holiday = 'holiday' in data ? data.holiday : null;
  const title = holiday ? `${holiday.title} recipes` : `${seasonLabel('season' in data ? data.season : '')} recipes`;
  const description = holiday
    ? (holiday.briefDescription ?? `Recipes for ${holiday.title}.`)
    : `Recipes for ${'season' in data ? data.season : 'the season'}: what to cook with what is fresh now.`;
  const art = holiday?.heroIllustration ?? holiday?.banner;
  return (
    <div className="container recipe-list">
      <Seo title={title} description={description} image={art} />
      <header className="page-header list-header recipe-list__header">
        <div>
          <p className="kicker list-header__kicker">
            <Link to="/recipes">Recipes</Link>
          </p>
          <h1 className="list-header__title">{title}</h1>
          <p className="page-header__dek">{description}</p>
          {holiday && (
            <p className="meta">
              <time dateTime={holiday.startDate}>{formatDate(holiday.startDate)}</time> ·{' '}
              <Link to={holiday.url}>About {holiday.title}</Link>
            </p>
          )}
          <p className="meta">
            {data.recipes.total} {data.recipes.total === 1 ? 'recipe' : 'recipes'}
          </p>
        </div>
        {art && (
          <div className="recipe-list__art">
            <LazyImage image={art} sizes="(min-width: 900px) 360px, 100vw" maxWidth={480} priority decorative />
          </div>
        )}
      </header>
      <PaginatedRecipes recipes={data.recipes} empty="No recipes here yet." headingLevel={2} />
    </div>
  );
}
