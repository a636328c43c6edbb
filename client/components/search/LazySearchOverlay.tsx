import { lazy, Suspense } from 'react';
import { useUi } from '../../store/hooks.js';
// The overlay's styles stay in the main bundle, so it never shows unstyled when its code arrives.
import './search.css';

const load = () => import('./SearchOverlay.js');
const Overlay = lazy(() => load().then((m) => ({ default: m.SearchOverlay })));

/** Fetches the overlay's code ahead of a click (the search button calls it on hover and focus). */
export function preloadSearchOverlay(): void {
  void load();
}

/**
 * The frame's search overlay: nothing, on the server and in the browser, until the navigation
 * opens it; its code (field, results, the search runner) is a chunk loaded on first open.
 */
export function LazySearchOverlay() {
  const { searchIsOpen } = useUi();
  if (!searchIsOpen) return null;
  return (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  );
}
