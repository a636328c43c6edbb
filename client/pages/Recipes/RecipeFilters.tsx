import { Link } from '../../components/Link.js';
import { SEASONS } from '../../../shared/content/recipe.js';
import type { HolidaySummary } from '../../../shared/content/summaries.js';

export const seasonLabel = (season: string) => season.charAt(0).toUpperCase() + season.slice(1);
export const byHolidayUrl = (slug: string) => `/recipes/by-holiday/${encodeURIComponent(slug)}`;
export const bySeasonUrl = (season: string) => `/recipes/by-season/${encodeURIComponent(season)}`;

/** The ways into the recipe box: by season and by holiday. */
export function RecipeFilters({ holidays }: { holidays: HolidaySummary[] }) {
  return (
    <nav className="recipe-filters" aria-label="Browse recipes">
      <div>
        <h2 className="recipe-filters__title">By season</h2>
        <ul className="recipe-filters__list">
          {SEASONS.map((s) => (
            <li key={s}>
              <Link to={bySeasonUrl(s)}>{seasonLabel(s)}</Link>
            </li>
          ))}
        </ul>
      </div>
      {holidays.length > 0 && (
        <div>
          <h2 className="recipe-filters__title">By holiday</h2>
          <ul className="recipe-filters__list">
            {holidays.map((h) => (
              <li key={h.id}>
                <Link to={byHolidayUrl(h.slug)}>{h.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
