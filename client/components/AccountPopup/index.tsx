import { lazy, Suspense } from 'react';
import { useAuth } from '../../store/hooks.js';
import { loadChunkCss } from '../../chunk-css.js';
// The frame's popup styles stay in the main bundle; the lazy views' own CSS comes with their chunk.
import '../forms/forms.css';
import './account-popup.css';

const load = () =>
  Promise.all([import('./Popup.js'), loadChunkCss('client/components/AccountPopup/Popup.tsx')]).then(([mod]) => mod);
const Popup = lazy(load);

/** Fetches the popup's code ahead of a click (the 'Log in' button calls it on hover and focus). */
export function preloadAccountPopup(): void {
  void load();
}

/**
 * The reader account popup: one view at a time, none when closed. Its views and forms
 * are a separate chunk, loaded on first open, so pages do not carry them until a reader asks.
 */
export function AccountPopup() {
  const { view } = useAuth();
  if (view === 'none') return null;
  return (
    <Suspense fallback={null}>
      <Popup view={view} />
    </Suspense>
  );
}
