/**
 * Browser entry: react-dom hydrates the server-rendered page with the same routes, data and store.
 * Whatever React reports while doing so (a hydration mismatch, an error it recovered from or one no
 * boundary caught) goes to error reporting (client/report-error.ts), never only to the console.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadParts, partsOf, registerParts } from './on-demand.js';
import { loadBlackout, registerBlackout } from './blackout-screen.js';
import { loadPreviewBar, registerPreviewBar } from './preview-bar.js';
import { Provider } from 'react-redux';
import { matchRoutes } from 'react-router';
import { BrowserRoutes } from './router/BrowserRoutes.js';
import { resolveLazy } from './router/load.js';
import type { RouteState } from './router/state.js';
import { deserializeRouteErrors } from '../shared/page-errors.js';
import type { FrameData } from '../shared/frame-data.js';
import type { HydrationData } from '../shared/page-data.js';
import { reactErrorReporter } from './report-error.js';
import { createRoutes } from './routes.js';
import { makeStore, type PreloadedState } from './store/index.js';
import { GIFT_REDEEM_PATH } from '../shared/constants.js';

function readJson<T>(id: string): T {
  const el = document.getElementById(id);
  if (!el?.textContent) throw new Error(`Missing #${id} data`);
  return JSON.parse(el.textContent) as T;
}

/**
 * Resolves once the browser has painted the server's HTML (or after 100 ms, for a background tab
 * that paints nothing): the reader sees the page before hydration takes the main thread for a
 * while, which on a slow phone is the difference between a first paint in one second or in three.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

// Where the browser gets the on-demand parts' code (client/on-demand.tsx): their own chunks.
registerParts({
  gate: { load: () => import('./components/paywall/GatedBody.js').then((m) => m.GatedBody) },
  podcastPlayer: { load: () => import('./components/audio/PodcastPlayer.js').then((m) => m.PodcastPlayer) },
  imageCarousel: { load: () => import('./components/content/body/ImageCarousel.js').then((m) => m.ImageCarousel) },
});
registerBlackout({ load: () => import('./components/Blackout.js').then((m) => m.Blackout) });
registerPreviewBar({ load: () => import('./components/PreviewBar.js').then((m) => m.PreviewBar) });

async function main(): Promise<void> {
  // What brought the reader, when a newsletter's link, a gift link, a gift's redemption link or an offer did
  // (kept in this tab only); its code loads only then, outside every page's budget.
  if (/[?&](ref|gift)=/.test(window.location.search) || window.location.pathname === GIFT_REDEEM_PATH || window.location.pathname.startsWith('/offer/')) {
    void import('./members/attribution.js').then((m) => m.noteArrival(window.location));
  }
  const hydration = readJson<HydrationData>('__rr');
  const store = makeStore(readJson<PreloadedState>('__state'));
  const routes = createRoutes();
  const location = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
  const matches = matchRoutes(routes, location) ?? [];
  const frame = hydration.loaderData.root as FrameData | undefined;
  // The page modules the server rendered must be loaded before hydration, or it would mismatch.
  await Promise.all([
    ...matches.map((m) => resolveLazy(m.route)),
    // The parts the server rendered for this page (its data names them).
    loadParts(Object.values(hydration.loaderData).flatMap(partsOf)),
    // The pre-launch screen, where the server rendered it.
    frame?.flags.blackoutScreen ? loadBlackout() : undefined,
    // The editors' bar, on preview pages.
    frame?.preview ? loadPreviewBar() : undefined,
  ]);
  const initial: RouteState = { location, matches, loaderData: hydration.loaderData, errors: deserializeRouteErrors(hydration.errors), navigation: 'idle' };
  await afterFirstPaint();
  const report = reactErrorReporter(frame?.thirdParty?.sentry);
  // As React Router's own client entry: hydration in a transition is rendered in slices that yield
  // to the browser between them (a click or a key is handled at once, and no single long task holds
  // the main thread), where a plain hydrateRoot renders the whole page in one task.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <Provider store={store}>
          <BrowserRoutes routes={routes} initial={initial} />
        </Provider>
      </StrictMode>,
      {
        onRecoverableError: report('recoverable'),
        onUncaughtError: report('uncaught'),
        onCaughtError: report('caught'),
      },
    );
  });
}

void main();
