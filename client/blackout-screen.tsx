/**
 * The pre-launch blackout screen as a part of the frame loaded on demand: its flag is off in every
 * environment, so its code stays out of every page's JS (the 130 kB budget) and loads only where
 * the flag is on. Where its code comes from is registered once at start: the server passes the
 * component in its bundle (server/render/render.ts), the browser entry an import of its chunk
 * (entry.tsx), which loads it before hydrating a page whose frame data has the flag on, as the
 * server rendered it. Its stylesheet stays in the entry's, so the served screen is styled at once.
 */
import { lazy, Suspense, type LazyExoticComponent } from 'react';
import type { Blackout } from './components/Blackout.js';
import './components/blackout.css';

type Screen = typeof Blackout;
type Source = { component: Screen } | { load: () => Promise<Screen> };

let screen: Screen | null = null;
let load: (() => Promise<Screen>) | null = null;
let lazyScreen: LazyExoticComponent<Screen> | null = null;

export function registerBlackout(source: Source): void {
  if ('component' in source) screen = source.component;
  else load = source.load;
}

/** Loads the screen's code (the browser, before hydrating a page that shows it). */
export async function loadBlackout(): Promise<void> {
  if (!screen && load) screen = await load();
}

/** The blackout screen: at once when loaded; otherwise (a frame whose flag was not known at start) once its code arrives. */
export function BlackoutScreen() {
  if (screen) {
    const Loaded = screen;
    return <Loaded />;
  }
  if (!load) throw new Error('The blackout screen is not registered (registerBlackout)');
  const source = load;
  lazyScreen ??= lazy(() => source().then((component) => ((screen = component), { default: component })));
  const Later = lazyScreen;
  return (
    <Suspense fallback={null}>
      <Later />
    </Suspense>
  );
}
