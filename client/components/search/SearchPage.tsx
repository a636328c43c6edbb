import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePageData } from '../../router/hooks.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { ArticleGrid } from '../content/ArticleGrid.js';
import { Seo } from '../seo/Seo.js';
import { SearchField } from './SearchField.js';
import { SearchResults } from './SearchResults.js';
import { SEARCH_LABELS as L } from './labels.js';
import { MAX_SEARCH_TERM } from '../../../shared/search-terms.js';
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
export function SearchPage() {
  const { recentArticles, results: firstPage } = usePageData() as PageDataMap['search'];
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, MAX_SEARCH_TERM);
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
    if (firstPage && firstPage.term === q.trim() && (state.searchTerm !== firstPage.term || state.status === 'IDLE')) {
      dispatch(searchActions.showResults(firstPage));
      return;
    }
    run(q);
    // `state` is read for the term it holds when ?q= changes, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, run, firstPage, dispatch]);

  const writeQuery = (value: string, event = false) => {
    written.current = value;
    if (event) submit(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true, preventScrollReset: true });
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
    state.searchTerm === term && state.status !== 'IDLE'
      ? state
      : firstPage?.term === term
        ? { searchTerm: term, status: 'FULFILLED' as const, results: firstPage.items, total: firstPage.total, errorMessage: null }
        : { ...state, searchTerm: term, status: 'PENDING' as const, results: [], total: 0 };
  return (
    <div className="container search-page">
      <Seo title={term ? `Search: ${term}` : 'Search'} description="Search the magazine's articles and podcast episodes." />
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
          <SearchResults state={shown} onLoadMore={more} headingLevel={2} showExcerpt />
        </section>
      ) : (
        recentArticles.length > 0 && (
          <section aria-labelledby="search-recent" className="search-page__recent">
            <h2 id="search-recent" className="search-page__title">
              {L.recent}
            </h2>
            <ArticleGrid articles={recentArticles} headingLevel={3} />
          </section>
        )
      )}
    </div>
  );
}
