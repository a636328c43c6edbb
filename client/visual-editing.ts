/**
 * The Studio's overlays in preview (docs/decisions/visual-editing.md): @sanity/visual-editing
 * outlines what the page's stega-encoded text and `data-sanity` attributes name, and a click opens
 * that field in the Presentation tool. Built on its own (build.mjs: with its own copy of React, so
 * readers' bundles are untouched) and loaded only by preview pages (server/render/render.ts).
 *
 * It talks to our navigator (client/router/BrowserRoutes.tsx) through the browser's history only:
 * the navigator moves with pushState/replaceState, which are reported to the Presentation tool, and
 * it follows `popstate`, which is how the Presentation tool's navigation and refresh reach it — a
 * `popstate` at the same address loads the page's data again (client/router/load.ts), from
 * /_data, never cached in preview.
 */
import { enableVisualEditing, type HistoryAdapter, type HistoryRefresh } from '@sanity/visual-editing';

const here = () => window.location.pathname + window.location.search + window.location.hash;

/** Makes the navigator show the page at the address the history is at now. */
const follow = () => window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));

/** Resolves once the navigation `follow()` started has rendered (the page stops being busy), or after 10 s. */
function settled(): Promise<void> {
  const main = document.getElementById('main');
  if (!main) return Promise.resolve();
  return new Promise((resolve) => {
    let sawBusy = false;
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      const busy = main.getAttribute('aria-busy') === 'true';
      if (busy) sawBusy = true;
      else if (sawBusy) done();
    });
    observer.observe(main, { attributes: true, attributeFilter: ['aria-busy'] });
    const timer = setTimeout(done, 10_000);
  });
}

const { pushState, replaceState } = window.history;

const history: HistoryAdapter = {
  subscribe(navigate) {
    window.history.pushState = function (...args: Parameters<History['pushState']>) {
      pushState.apply(this, args);
      navigate({ type: 'push', url: here() });
    };
    window.history.replaceState = function (...args: Parameters<History['replaceState']>) {
      replaceState.apply(this, args);
      navigate({ type: 'replace', url: here() });
    };
    const onPop = () => navigate({ type: 'pop', url: here() });
    window.addEventListener('popstate', onPop);
    // Where the page is now (as @sanity/visual-editing's own framework adapters report it).
    navigate({ type: 'push', url: here() });
    return () => {
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
      window.removeEventListener('popstate', onPop);
    };
  },
  update(update) {
    if (update.type === 'pop') {
      window.history.back();
      return;
    }
    const url = new URL(update.url, window.location.href);
    if (url.origin !== window.location.origin || url.pathname + url.search + url.hash === here()) return;
    // A new entry carries no scroll key: the navigator shows the page from its top.
    (update.type === 'push' ? pushState : replaceState).call(window.history, null, '', url.pathname + url.search + url.hash);
    follow();
  },
};

// A refresh is not a route change: the page stays on screen, without the fade-out and the logo
// loader of a navigation (client/styles/frame.css), while its new data loads.
const quiet = document.createElement('style');
quiet.textContent =
  'html[data-refreshing] .page--leaving{opacity:1;transition:none}html[data-refreshing] .logo-loader{display:none}';
document.head.append(quiet);

/** A draft changed, or the editor pressed refresh: the page's data is loaded again and shown, without a reload. */
function refresh(payload: HistoryRefresh): false | Promise<void> {
  if (payload.source !== 'manual' && payload.source !== 'mutation') return false;
  const root = document.documentElement;
  root.dataset.refreshing = '';
  const rendered = settled().finally(() => delete root.dataset.refreshing);
  follow();
  return rendered;
}

enableVisualEditing({ history, refresh });
