import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
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
  /** Where 'search instead for …' leads: the results page for the term as typed (see literalTerm). */
  literalHref?: (term: string) => string;
  /** Called when a link of the results (a suggestion, 'search instead for') is followed: the overlay closes. */
  onFollow?: () => void;
  /**
   * The overlay's results: a listbox of options under its combobox field. An option's content is
   * presentational (so it holds no link): a click picks it, and the arrow keys in the field reach
   * it (`active`, its index, or -1). `busy`: a newer term is being searched while these show.
   */
  listbox?: {
    id: string;
    active: number;
    busy: boolean;
    onPick: (item: SearchResult, e: MouseEvent) => void;
    /** A 'Load more' page arrived, from index `from`: the overlay goes on from its first result. */
    onMoreArrived: (from: number) => void;
  };
}

/** The id of the listbox option at `index`. */
export const optionId = (listbox: string, index: number) => `${listbox}-option-${index}`;

/**
 * The term as typed, to search without corrections: each word the server corrected in quotes
 * (one quoted word is searched as itself), or the whole term when the words do not line up.
 */
export function literalTerm(term: string, corrected: string): string {
  const typed = term.trim().split(/\s+/);
  const searched = corrected.trim().split(/\s+/);
  if (typed.length !== searched.length) return `"${term.trim()}"`;
  return typed.map((w, i) => (w.toLowerCase() === searched[i].toLowerCase() || w.startsWith('"') ? w : `"${w}"`)).join(' ');
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

interface ItemProps {
  item: SearchResult;
  term: string;
  headingLevel: 2 | 3;
  showExcerpt: boolean;
  /** As an option of the overlay's listbox: its id, whether the arrows reached it, and what a click does. */
  option?: { id: string; selected: boolean; onPick: (e: MouseEvent) => void };
}

function ResultItem({ item, term, headingLevel, showExcerpt, option }: ItemProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const where = item.type === 'article' ? item.section?.title : item.type === 'podcastEpisode' ? item.podcast?.title : undefined;
  const date = formatDate(item.date);
  const meta = (
    <>
      <span className="search-result__type">{TYPE_LABEL[item.type] ?? L.article}</span>
      {where && <span>{where}</span>}
      {date && <time dateTime={item.date}>{date}</time>}
    </>
  );
  if (option) {
    // The title first, so a screen reader names the option by it; the type, place and date above
    // it on screen (column-reverse) as on the results page.
    return (
      // The field keeps focus (a press would move it to the option): the option is picked on click;
      // keys reach the options through the combobox field.
      <li
        id={option.id}
        role="option"
        aria-selected={option.selected}
        className={option.selected ? 'search-result search-result--option search-result--active' : 'search-result search-result--option'}
        data-url={item.url}
        onMouseDown={(e) => e.preventDefault()}
        onClick={option.onPick}
      >
        <span className="search-result__title">
          <HighlightedTitle title={item.title} term={term} />
        </span>
        <span className="search-result__meta">{meta}</span>
      </li>
    );
  }
  return (
    <li className="search-result">
      <p className="search-result__meta">{meta}</p>
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

/** 'Showing results for brisket · search instead for brisekt' (the second part searches the term as typed). */
function Corrected({ term, corrected, href, onFollow }: { term: string; corrected: string; href: (term: string) => string; onFollow?: () => void }) {
  return (
    <p className="search-results__corrected">
      {L.showingFor} <strong>{corrected}</strong>
      <span aria-hidden="true"> · </span>
      {L.searchInstead}{' '}
      <Link to={href(literalTerm(term, corrected))} onClick={onFollow}>
        {term}
      </Link>
    </p>
  );
}

/** Results of the search slice: the list, its status, the empty state, the error, and 'Load more'. */
export function SearchResults({ state, onLoadMore, headingLevel = 2, showExcerpt = false, seeAll, suggestionHref, literalHref, onFollow, listbox }: Props) {
  const { status, results, total, searchTerm, errorMessage } = state;
  const busy = status === 'PENDING' || listbox?.busy === true;
  const suggestions = suggestionHref && status === 'FULFILLED' && total === 0 ? (state.suggestions ?? []) : [];
  const corrected = literalHref && status !== 'PENDING' && results.length > 0 && state.corrected ? state.corrected : null;
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // Index of the first result a 'Load more' press asked for, until its page has arrived.
  const focusFrom = useRef<number | null>(null);
  const loadingMore = status === 'PENDING_MORE';

  // The page arrived: the reader goes on from its first result (the button may be gone now, and
  // focus left on <body> would send the next Tab to the top of the page). Not if they have moved
  // elsewhere meanwhile; if nothing new came, focus stays on the button. (In the overlay, the
  // options take no focus: the overlay moves its active option instead.)
  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || loadingMore) return;
    focusFrom.current = null;
    if (results.length <= from) return;
    const active = document.activeElement;
    if (listbox) {
      if (!active || active === document.body || active === moreRef.current) listbox.onMoreArrived(from);
      return;
    }
    if (active && active !== document.body && active !== moreRef.current) return;
    listRef.current?.children[from]?.querySelector<HTMLElement>('.search-result__title a')?.focus();
  }, [loadingMore, results.length, listbox]);

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
  // The overlay's live region: what a screen reader hears while the reader types in the field (the
  // visible line may be a link, which a live region would read as 'See all results').
  const announcement = !listbox
    ? null
    : busy
      ? L.searching
      : status === 'FULFILLED' && total === 0
        ? L.noResults(searchTerm)
        : results.length > 0
          ? [state.corrected ? L.announceCorrected(state.corrected) : '', L.announce(total)].filter(Boolean).join('. ')
          : '';
  return (
    <div className="search-results" aria-busy={busy || loadingMore}>
      {listbox && (
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      )}
      {corrected && <Corrected term={searchTerm} corrected={corrected} href={literalHref!} onFollow={onFollow} />}
      <p className="search-results__status" role={listbox ? undefined : 'status'}>
        {listbox?.busy ? L.searching : message}
      </p>
      {suggestions.length > 0 && (
        <p className="search-results__suggestions">
          {L.didYouMean}{' '}
          {suggestions.map((s, i) => (
            <span key={s}>
              {i > 0 && ', '}
              <Link to={suggestionHref!(s)} onClick={onFollow}>
                {s}
              </Link>
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
      {listbox ? (
        // Always in the page while the overlay is open, so the field's aria-controls names an element.
        <ul
          className={listbox.busy ? 'search-results__list search-results__list--stale' : 'search-results__list'}
          ref={listRef}
          id={listbox.id}
          role="listbox"
          aria-label={L.results}
          hidden={results.length === 0 || status === 'PENDING'}
        >
          {status !== 'PENDING' &&
            results.map((item, i) => (
              <ResultItem
                key={item.id}
                item={item}
                term={searchTerm}
                headingLevel={headingLevel}
                showExcerpt={false}
                option={{ id: optionId(listbox.id, i), selected: i === listbox.active, onPick: (e) => listbox.onPick(item, e) }}
              />
            ))}
        </ul>
      ) : (
        results.length > 0 &&
        status !== 'PENDING' && (
          <ul className="search-results__list" ref={listRef}>
            {results.map((item) => (
              <ResultItem key={item.id} item={item} term={searchTerm} headingLevel={headingLevel} showExcerpt={showExcerpt} />
            ))}
          </ul>
        )
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
