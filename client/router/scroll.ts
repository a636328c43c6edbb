/**
 * Where a page opens after a client-side navigation: a pushed or replaced page at its top (or its
 * #hash target), a page reached by back/forward where the reader left it. The browser's own
 * restoration runs at popstate, before the page's data has loaded, so it is turned off and each
 * history entry's position is kept under a key in its history state (and in sessionStorage, so a
 * reload in between keeps them).
 */
const STORAGE_KEY = 'colophon:scroll';

export type PendingScroll = { kind: 'top'; hash: string } | { kind: 'restore'; key: string | null };

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions: Record<string, number> = typeof window === 'undefined' ? {} : readPositions();

function entryKey(): string | null {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : null;
}

export function newEntryState(): { key: string } {
  return { key: Math.random().toString(36).slice(2, 10) };
}

/** Takes over from the browser and gives the current entry a key. Returns that key. */
export function startScrollManagement(): string {
  window.history.scrollRestoration = 'manual';
  const key = entryKey();
  if (key) return key;
  const state = newEntryState();
  window.history.replaceState({ ...(window.history.state as object | null), ...state }, '');
  return state.key;
}

/** Remembers where the reader is on the entry they are leaving. */
export function savePosition(key: string): void {
  positions[key] = Math.round(window.scrollY);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: positions still hold for this page's lifetime.
  }
}

export function currentEntryKey(): string | null {
  return entryKey();
}

export function applyScroll(pending: PendingScroll): void {
  if (pending.kind === 'restore') {
    window.scrollTo(0, (pending.key && positions[pending.key]) || 0);
    return;
  }
  const id = pending.hash ? decodeURIComponent(pending.hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
