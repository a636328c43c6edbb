import { useCallback, useEffect, useRef } from 'react';
import { trackSearch } from '../../analytics.js';
import { useAppDispatch, useSearch } from '../../store/hooks.js';
import { search, searchActions, searchMore } from '../../store/searchSlice.js';
import type { SearchTypeFilter } from '../../../shared/search-terms.js';

interface Abortable {
  abort(): void;
}

/**
 * Runs searches through the store: one at a time (a newer term aborts the older request), none
 * for a term already shown, and a reset for an empty term.
 */
export function useSearchRunner() {
  const dispatch = useAppDispatch();
  const state = useSearch();
  const shown = useRef(state);
  const inflight = useRef<Abortable | null>(null);
  useEffect(() => {
    shown.current = state;
  });
  useEffect(() => () => inflight.current?.abort(), []);

  /** Searches `raw` among `type` (the results page's filter; null, as the overlay asks: every type). */
  const run = useCallback(
    (raw: string, type: SearchTypeFilter | null = null) => {
      const term = raw.trim();
      const { searchTerm, status, type: shownType } = shown.current;
      if (term === searchTerm && type === shownType && status !== 'REJECTED' && status !== 'IDLE') return;
      inflight.current?.abort();
      inflight.current = null;
      if (type !== shownType) {
        dispatch(searchActions.setType(type));
        shown.current = { ...shown.current, type };
      }
      if (!term) {
        dispatch(searchActions.reset());
        return;
      }
      inflight.current = dispatch(search(term));
    },
    [dispatch],
  );

  /** An explicit submit: the search runs now, and the data layer hears of it. */
  const submit = useCallback(
    (raw: string, type: SearchTypeFilter | null = null) => {
      const term = raw.trim();
      if (term) trackSearch(term);
      run(raw, type);
    },
    [run],
  );

  // Not tracked in `inflight`: aborting it would surface as a REJECTED state in the slice.
  const more = useCallback(() => {
    dispatch(searchMore());
  }, [dispatch]);

  return { state, run, submit, more };
}
