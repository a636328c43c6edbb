import { useCallback, useEffect, useRef } from 'react';

/** Typing pauses this long before a search runs (or the URL follows the field). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface Debounced<A extends unknown[]> {
  /** Calls `fn` once calls stop for `ms`, with the last arguments. */
  schedule(...args: A): void;
  /** Drops a scheduled call. */
  cancel(): void;
}

/** A debounced `fn` that always calls the latest `fn`, and never fires after unmount. */
export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, ms = SEARCH_DEBOUNCE_MS): Debounced<A> {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), ms);
    },
    [ms],
  );
  return { schedule, cancel };
}
