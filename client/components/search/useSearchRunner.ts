import { useCallback, useEffect, useRef } from 'react';
import { trackSearch } from '../../analytics.js';
import { useAppDispatch, useSearch } from '../../store/hooks.js';
import { search, searchActions, searchMore } from '../../store/searchSlice.js';

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

  const run = useCallback(
    (raw: string) => {
      const term = raw.trim();
      const { searchTerm, status } = shown.current;
      if (term === searchTerm && status !== 'REJECTED' && status !== 'IDLE') return;
      inflight.current?.abort();
      inflight.current = null;
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
    (raw: string) => {
      const term = raw.trim();
      if (term) trackSearch(term);
      run(raw);
    },
    [run],
  );

  // Not tracked in `inflight`: aborting it would surface as a REJECTED state in the slice.
  const more = useCallback(() => {
    dispatch(searchMore());
  }, [dispatch]);

  return { state, run, submit, more };
}
