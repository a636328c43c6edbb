import { useLoaderData, useSearchParams } from 'react-router';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { ArticleGrid } from '../../components/content/ArticleGrid.js';
import { Seo } from '../../components/content/Seo.js';
import { TextField } from '../../components/forms/TextField.js';
import './search.css';

/** Longest query the form sends (the search service bounds it too). */
const MAX_QUERY = 200;

/**
 * /search: a plain GET form (works before and without JavaScript) and recent stories to start from.
 * The interactive search (store slice, results) plugs in here later.
 */
export default function SearchPage() {
  const { recentArticles } = useLoaderData() as PageDataMap['search'];
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY);
  return (
    <div className="container search-page">
      <Seo title={query ? `Search: ${query}` : 'Search'} description="Search the magazine's articles and podcast episodes." />
      <header className="page-header list-header">
        <h1 className="list-header__title">Search</h1>
        <form className="search-page__form" action="/search" method="get" role="search">
          <TextField
            // Remount with the URL's query so the field follows back/forward navigation.
            key={query}
            label="Search articles and podcast episodes"
            hideLabel
            name="q"
            type="search"
            defaultValue={query}
            maxLength={MAX_QUERY}
            required
            placeholder="Search articles and episodes"
            autoComplete="off"
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
      </header>
      {recentArticles.length > 0 && (
        <section aria-labelledby="search-recent" className="search-page__recent">
          <h2 id="search-recent" className="search-page__title">
            Recent stories
          </h2>
          <ArticleGrid articles={recentArticles} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
