import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { ArticleGrid } from '../content/ArticleGrid.js';
import { Seo } from '../seo/Seo.js';
import { SearchField } from './SearchField.js';
import { SearchResults } from './SearchResults.js';
import { SEARCH_LABELS as L } from './labels.js';
import { MAX_SEARCH_TERM, searchTypeOf, type SearchTypeFilter } from '../../../shared/search-terms.js';
import { Link } from '../Link.js';
import { useFrameData } from '../../root-data.js';
import { useDebounced } from './useDebounced.js';
import { useSearchRunner } from './useSearchRunner.js';
import { useAppDispatch } from '../../store/hooks.js';
import { searchActions } from '../../store/searchSlice.js';
import './search.css';

/**
 * The /search page body. The term lives in ?q= (replaced, not pushed, as the reader types), so a
 * results page can be shared and survives a reload; the search itself follows ?q=. With no term
 * it suggests recent stories from the loader.
 */
/** The type filters of the results page, 'All' first. */
const FILTERS: ReadonlyArray<[SearchTypeFilter | null, string]> = [
  [null, L.allTypes],
  ['article', L.articles],
  ['recipe', L.recipes],
  ['episode', L.episodes],
];

function RecentStories({ articles }: { articles: PageDataMap['search']['recentArticles'] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="search-recent" className="search-page__recent">
      <h2 id="search-recent" className="search-page__title">
        {L.recent}
      </h2>
      <ArticleGrid articles={articles} headingLevel={3} />
    </section>
  );
}

/** After a search with no results (and its 'Did you mean …'): somewhere to go, recent stories and the sections. */
function NoResults({ recentArticles }: { recentArticles: PageDataMap['search']['recentArticles'] }) {
  const { content } = useFrameData();
  return (
    <div className="search-page__none">
      <p className="search-page__help">{L.noResultsHelp}</p>
      {content.sections.length > 0 && (
        <nav aria-labelledby="search-sections" className="search-page__sections">
          <h2 id="search-sections" className="search-page__title">
            {L.sections}
          </h2>
          <ul>
            {content.sections.map((s) => (
              <li key={s.slug}>
                <Link to={`/sections/${s.slug}`}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <RecentStories articles={recentArticles} />
    </div>
  );
}

export function SearchPage() {
  const { recentArticles, results: firstPage } = usePageData() as PageDataMap['search'];
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, MAX_SEARCH_TERM);
  const type = searchTypeOf(params);
  const { state, run, submit, more } = useSearchRunner();
  const dispatch = useAppDispatch();
  const [input, setInput] = useState(q);
  // What this page last wrote to ?q=; any other change (back, forward, a link) resets the field.
  const written = useRef(q);

  useEffect(() => {
    if (q !== written.current) {
      written.current = q;
      setInput(q);
    }
    // The server's first page for this term becomes the store's results; 'Load more' goes on from it.
    // (So does a term the store holds but is not searching: one the closing overlay aborted.)
    const samePage = firstPage && firstPage.term === q.trim() && (firstPage.type ?? null) === type;
    if (samePage && (state.searchTerm !== firstPage.term || state.type !== type || state.status === 'IDLE')) {
      dispatch(searchActions.showResults(firstPage));
      return;
    }
    run(q, type);
    // `state` is read for the term it holds when ?q= changes, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, type, run, firstPage, dispatch]);

  const writeQuery = (value: string, event = false) => {
    written.current = value;
    if (event) submit(value, type);
    setParams(value.trim() ? { q: value, ...(type ? { type } : {}) } : {}, { replace: true, preventScrollReset: true });
  };
  const debounced = useDebounced(writeQuery);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    debounced.cancel();
    writeQuery(input, true);
  };

  const term = q.trim();
  // Until the store holds this term (after hydration, or right after the URL changed), show the
  // server's first page for it, or else the term as pending (the same on server and client).
  const shown =
    state.searchTerm === term && state.type === type && state.status !== 'IDLE'
      ? state
      : firstPage?.term === term && (firstPage.type ?? null) === type
        ? {
            searchTerm: term,
            status: 'FULFILLED' as const,
            results: firstPage.items,
            total: firstPage.total,
            errorMessage: null,
            type,
            suggestions: firstPage.suggestions ?? [],
            corrected: firstPage.corrected ?? null,
          }
        : { ...state, searchTerm: term, type, status: 'PENDING' as const, results: [], total: 0, suggestions: [], corrected: null };
  /** The results page's own URL for a term and a filter (links work without JavaScript too). */
  const href = (t: string, filter: SearchTypeFilter | null) => `/search?${new URLSearchParams({ q: t, ...(filter ? { type: filter } : {}) })}`;
  return (
    <div className="container search-page">
      <Seo title={term ? `Search: ${term}` : 'Search'} description={L.description} />
      <header className="page-header search-page__header">
        <h1 className="search-page__heading">Search</h1>
        <SearchField
          id="search-page-field"
          value={input}
          onChange={(value) => {
            setInput(value);
            debounced.schedule(value);
          }}
          onSubmit={onSubmit}
        />
      </header>
      {term ? (
        <section aria-label={L.results}>
          <nav className="search-page__filter" aria-label={L.filter}>
            <ul>
              {FILTERS.map(([filter, label]) => (
                <li key={filter ?? 'all'}>
                  <Link to={href(term, filter)} aria-current={filter === type ? 'page' : undefined} className="search-page__filter-link">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SearchResults
            state={shown}
            onLoadMore={more}
            headingLevel={2}
            showExcerpt
            suggestionHref={(s) => href(s, type)}
            literalHref={(t) => href(t, type)}
          />
          {shown.status === 'FULFILLED' && shown.total === 0 && <NoResults recentArticles={recentArticles} />}
        </section>
      ) : (
        <RecentStories articles={recentArticles} />
      )}
    </div>
  );
}
