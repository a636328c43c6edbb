import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../Link.js';
import type { PaginatedState } from './usePaginated.js';
import './pagination.css';

interface Props {
  state: Pick<PaginatedState<unknown>, 'page' | 'hasNextPage' | 'loading' | 'error' | 'loadMore'>;
  /** First page the loader rendered (a ?page=N visit starts at N). */
  firstPage: number;
  total: number;
  pageSize: number;
  /** What the button loads ('stories', 'articles'). */
  noun?: string;
}

/**
 * `?page=N` of the current path. A list page reads nothing else (shared/page-query.ts), and the
 * server renders it without the visitor's other parameters: the links must match on both sides.
 */
function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}

/**
 * 'Load more' appends the next page in place; the plain page links beside it work without
 * JavaScript and give crawlers every page.
 */
export function LoadMore({ state, firstPage, total, pageSize, noun = 'stories' }: Props) {
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  /** The list the button adds to (rendered just before it) and how many items it had, per click. */
  const asked = useRef<{ list: Element; count: number; button: Element | null } | null>(null);

  // The reader goes on from the first item just added, where they were: focus() scrolls only if
  // it is out of view. Not if they moved focus elsewhere meanwhile, or if nothing came (an error).
  useLayoutEffect(() => {
    const pending = asked.current;
    if (!pending || state.loading) return;
    asked.current = null;
    const first = pending.list.children[pending.count];
    const link = first?.querySelector<HTMLElement>('h2 a, h3 a, h4 a') ?? first?.querySelector<HTMLElement>('a:not([tabindex="-1"])');
    const stillHere = document.activeElement === pending.button || document.activeElement === document.body;
    if (link && stillHere) link.focus();
  }, [state.loading, state.page]);

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const showPrev = firstPage > 1;
  if (!state.hasNextPage && !showPrev) return null;
  const loadMore = (event: { currentTarget: Element }) => {
    // aria-disabled, not disabled, while loading: a focused button that becomes disabled drops
    // the reader's focus to the top of the page.
    if (state.loading) return;
    const list = root.current?.previousElementSibling;
    if (list) asked.current = { list, count: list.children.length, button: event.currentTarget };
    state.loadMore();
  };
  return (
    <div className="load-more" ref={root}>
      {state.hasNextPage && (
        <button
          type="button"
          className="button load-more__button"
          onClick={loadMore}
          aria-disabled={state.loading || undefined}
          aria-busy={state.loading}
        >
          {state.loading ? 'Loading…' : `Load more ${noun}`}
        </button>
      )}
      <p className="load-more__status" role="status">
        {state.error ? 'Could not load more. Please try again.' : ''}
      </p>
      <nav className="pagination" aria-label="Pages">
        {showPrev && (
          <Link to={pageHref(pathname, firstPage - 1)} rel="prev">
            ← Previous page
          </Link>
        )}
        <span className="pagination__count">{`Page ${state.page} of ${pageCount}`}</span>
        {state.hasNextPage && (
          <Link to={pageHref(pathname, state.page + 1)} rel="next">
            Next page →
          </Link>
        )}
      </nav>
    </div>
  );
}
