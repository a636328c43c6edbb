import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Paginated } from '../../../shared/content/pagination.js';
import { fetchPageOfList } from '../../api/page-of-list.js';

export interface PaginatedState<T> {
  items: T[];
  /** Last page loaded so far. */
  page: number;
  hasNextPage: boolean;
  loading: boolean;
  error: boolean;
  loadMore: () => void;
}

/**
 * A list that accumulates pages: starts with the page the loader gave and
 * appends page N+1 fetched as JSON from /_data<path>?page=N+1 (the loader's own data).
 * `pick` takes the list out of that page data. Starts over when the page data changes.
 */
export function usePaginated<T extends { id: string }, D>(initial: Paginated<T>, pick: (data: D) => Paginated<T>): PaginatedState<T> {
  const location = useLocation();
  const [state, setState] = useState({ items: initial.items, page: initial.page, hasNextPage: initial.hasNextPage });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const abort = useRef<AbortController | null>(null);

  // New page data (another slug, or a ?page= link followed): start over from it.
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setState({ items: initial.items, page: initial.page, hasNextPage: initial.hasNextPage });
    setError(false);
    setLoading(false);
  }
  useEffect(() => () => abort.current?.abort(), [initial]);

  const loadMore = useCallback(() => {
    if (loading || !state.hasNextPage) return;
    const url = new URL(location.pathname, window.location.origin);
    url.searchParams.set('page', String(state.page + 1));
    const controller = new AbortController();
    abort.current = controller;
    setLoading(true);
    setError(false);
    fetchPageOfList<D>(url, controller.signal)
      .then((data) => {
        const next = pickRef.current(data);
        setState((prev) => {
          // Items published meanwhile shift pages; never show one twice.
          const seen = new Set(prev.items.map((i) => i.id));
          const fresh = next.items.filter((i) => !seen.has(i.id));
          return { items: [...prev.items, ...fresh], page: next.page, hasNextPage: next.hasNextPage };
        });
      })
      .catch((e: unknown) => {
        if (!(e instanceof DOMException && e.name === 'AbortError')) setError(true);
      })
      .finally(() => {
        if (abort.current === controller) setLoading(false);
      });
  }, [loading, state.hasNextPage, state.page, location.pathname]);

  return { ...state, loading, error, loadMore };
}
