import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from '../Link.js';
import { SEARCH_ERROR } from '../../../shared/messages.js';
import type { SearchResult, SearchState } from '../../store/searchSlice.js';
import { formatDate } from '../content/format.js';
import { HighlightedTitle } from './HighlightedTitle.js';
import { SEARCH_LABELS as L } from './labels.js';
import './search.css';

interface Props {
  state: SearchState;
  onLoadMore: () => void;
  /** Heading level of each result title (2 in the overlay, 3 under the page's own h2). */
  headingLevel?: 2 | 3;
  showExcerpt?: boolean;
  /**
   * The overlay's way to the results page. Given, the status line is one clear line: the link
   * while more results remain than are shown, the total once all are shown (no 'Showing X of Y'
   * beside a link to see them all).
   */
  seeAll?: { href: string; onFollow: () => void };
  /** Where a 'Did you mean …' term leads (the results page); absent, no suggestions are shown. */
  suggestionHref?: (term: string) => string;
}

const TYPE_LABEL: Record<SearchResult['type'], string> = { article: L.article, podcastEpisode: L.podcastEpisode, recipe: L.recipe };

/** A snippet's text with its matched words in <mark> elements (text only: never parsed as HTML). */
function SnippetText({ snippet }: { snippet: NonNullable<SearchResult['snippet']> }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of snippet.highlights) {
    if (start < at || end > snippet.text.length || end <= start) continue;
    if (start > at) parts.push(snippet.text.slice(at, start));
    parts.push(<mark key={start}>{snippet.text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < snippet.text.length) parts.push(snippet.text.slice(at));
  return <>{parts}</>;
}

function ResultItem({ item, term, headingLevel, showExcerpt }: { item: SearchResult; term: string; headingLevel: 2 | 3; showExcerpt: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const where = item.type === 'article' ? item.section?.title : item.type === 'podcastEpisode' ? item.podcast?.title : undefined;
  const date = formatDate(item.date);
  return (
    <li className="search-result">
      <p className="search-result__meta">
        <span className="search-result__type">{TYPE_LABEL[item.type] ?? L.article}</span>
        {where && <span>{where}</span>}
        {date && <time dateTime={item.date}>{date}</time>}
      </p>
      <Heading className="search-result__title">
        <Link to={item.url}>
          <HighlightedTitle title={item.title} term={term} />
        </Link>
      </Heading>
      {showExcerpt && item.snippet ? (
        <p className="search-result__excerpt">
          <SnippetText snippet={item.snippet} />
        </p>
      ) : (
        showExcerpt && item.excerpt && <p className="search-result__excerpt">{item.excerpt}</p>
      )}
    </li>
  );
}

/** Results of the search slice: the list, its status, the empty state, the error, and 'Load more'. */
export function SearchResults({ state, onLoadMore, headingLevel = 2, showExcerpt = false, seeAll, suggestionHref }: Props) {
  const { status, results, total, searchTerm, errorMessage } = state;
  const suggestions = suggestionHref && status === 'FULFILLED' && total === 0 ? (state.suggestions ?? []) : [];
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // Index of the first result a 'Load more' press asked for, until its page has arrived.
  const focusFrom = useRef<number | null>(null);
  const loadingMore = status === 'PENDING_MORE';

  // The page arrived: the reader goes on from its first result (the button may be gone now, and
  // focus left on <body> would send the next Tab to the top of the page). Not if they have moved
  // elsewhere meanwhile; if nothing new came, focus stays on the button.
  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || loadingMore) return;
    focusFrom.current = null;
    if (results.length <= from) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== moreRef.current) return;
    listRef.current?.children[from]?.querySelector<HTMLElement>('.search-result__title a')?.focus();
  }, [loadingMore, results.length]);

  const allShown = results.length >= total;
  let message: ReactNode =
    status === 'PENDING'
      ? L.searching
      : status === 'FULFILLED' && total === 0
        ? L.noResults(searchTerm)
        : results.length > 0
          ? L.count(results.length, total)
          : '';
  if (seeAll && status !== 'PENDING' && results.length > 0) {
    message = allShown ? (
      L.total(total)
    ) : (
      <Link to={seeAll.href} onClick={seeAll.onFollow}>
        {L.seeAll}
      </Link>
    );
  }
  return (
    <div className="search-results" aria-busy={status === 'PENDING' || loadingMore}>
      <p className="search-results__status" role="status">
        {message}
      </p>
      {suggestions.length > 0 && (
        <p className="search-results__suggestions">
          {L.didYouMean}{' '}
          {suggestions.map((s, i) => (
            <span key={s}>
              {i > 0 && ', '}
              <Link to={suggestionHref!(s)}>{s}</Link>
            </span>
          ))}
          ?
        </p>
      )}
      {status === 'REJECTED' && (
        <p className="search-results__error" role="alert">
          {errorMessage || SEARCH_ERROR}
        </p>
      )}
      {results.length > 0 && status !== 'PENDING' && (
        <ul className="search-results__list" ref={listRef}>
          {results.map((item) => (
            <ResultItem key={item.id} item={item} term={searchTerm} headingLevel={headingLevel} showExcerpt={showExcerpt} />
          ))}
        </ul>
      )}
      {results.length > 0 && !allShown && status !== 'PENDING' && (
        // aria-disabled, not disabled, while loading: a disabled button drops focus to <body>.
        <button
          ref={moreRef}
          type="button"
          className="button search-results__more"
          onClick={() => {
            if (loadingMore) return;
            focusFrom.current = results.length;
            onLoadMore();
          }}
          aria-disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? L.loadingMore : L.loadMore}
        </button>
      )}
    </div>
  );
}
