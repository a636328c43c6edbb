/**
 * The browser's router: React Router's <Router> (links, useLocation, useNavigate, useSearchParams)
 * over the browser history, with a navigator that loads a page's data and chunk before it shows
 * the new location (client/router/load.ts), and the same RouteTree as the server.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPath, matchRoutes, Router, type Navigator, type RouteObject, type To } from 'react-router';
import { loadMatches } from './load.js';
import { RouteTree } from './RouteTree.js';
import type { RouteState } from './state.js';
import { focusPageStart, type PendingFocus } from './focus.js';
import { applyScroll, currentEntryKey, newEntryState, savePosition, startScrollManagement, type PendingScroll } from './scroll.js';

interface Props {
  routes: RouteObject[];
  initial: RouteState;
}

interface NavigateOptions {
  replace?: boolean;
  /** The browser already moved (back/forward): only the page follows. */
  pop?: boolean;
  /**
   * The page on screen is missing its base data (the frame's data failed on the server): load it
   * and the page's again for the same URL. If nothing loads, the error page stays: no reload.
   */
  recover?: boolean;
}

export function BrowserRoutes({ routes, initial }: Props) {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  current.current = state;
  // The history entry on screen, and where the next rendered page should be scrolled to.
  const entry = useRef<string | null>(null);
  const pendingScroll = useRef<PendingScroll | null>(null);
  // Where focus goes once the next page is rendered (client/router/focus.ts); null: it stays.
  const pendingFocus = useRef<PendingFocus | null>(null);

  const { navigator, followHistory, recover } = useMemo(() => {
    let latest: AbortController | null = null;

    async function navigate(to: To, opts: NavigateOptions): Promise<void> {
      const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      latest?.abort();
      const controller = (latest = new AbortController());
      const location = { pathname: url.pathname, search: url.search, hash: url.hash };
      const matches = matchRoutes(routes, location) ?? [];
      setState((s) => ({ ...s, navigation: 'loading' }));
      let result;
      try {
        result = await loadMatches(current.current, matches, url, controller.signal);
      } catch {
        if (controller.signal.aborted) return;
        // Recovering the page the browser just loaded: loading it again would loop.
        if (opts.recover) setState((s) => ({ ...s, navigation: 'idle' }));
        // Nothing loaded (offline, chunk missing): let the browser load the page itself.
        else window.location.assign(url.href);
        return;
      }
      if (controller.signal.aborted) return;
      if (result.kind === 'redirect') {
        await navigate(result.location, { replace: true });
        return;
      }
      const path = createPath(location);
      if (opts.pop) {
        pendingScroll.current = { kind: 'restore', key: currentEntryKey() };
      } else {
        if (entry.current && !opts.replace) savePosition(entry.current);
        const next = newEntryState();
        window.history[opts.replace ? 'replaceState' : 'pushState'](next, '', path);
        pendingScroll.current = { kind: 'top', hash: url.hash };
      }
      entry.current = currentEntryKey();
      // Another page: focus starts at its content. The same page with other parameters: only a
      // reader outside its content (the overlay's Enter) is moved; a replaced URL (the /search
      // page's field writing ?q= as the reader types) keeps focus where it is.
      const samePage = location.pathname === current.current.location.pathname;
      pendingFocus.current = !samePage ? 'page' : opts.replace || opts.recover ? null : 'keep-in-main';
      setState({ location, matches, loaderData: result.loaderData, errors: result.errors, navigation: 'idle' });
    }

    const navigator: Navigator = {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      encodeLocation: (to) => {
        const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
        return { pathname: url.pathname, search: url.search, hash: url.hash };
      },
      go: (delta) => window.history.go(delta),
      push: (to) => void navigate(to, {}),
      replace: (to) => void navigate(to, { replace: true }),
    };
    // Back/forward: the page follows the URL the browser moved to. The entry left behind keeps
    // its position (the page on screen is still the one the reader scrolled).
    const followHistory = () => {
      if (entry.current) savePosition(entry.current);
      entry.current = null;
      void navigate(window.location.pathname + window.location.search + window.location.hash, { pop: true });
    };
    const recover = () => void navigate(window.location.pathname + window.location.search + window.location.hash, { replace: true, recover: true });
    return { navigator, followHistory, recover };
  }, [routes]);

  // Base data missing for the hydrated page: it was served with the error page, hydrated
  // as served, and now shows the full-screen logo loader (RootErrorBoundary, while the navigation
  // loads) as the base data is fetched again; the error page returns only if that fails too.
  useEffect(() => {
    if (current.current.loaderData.root === undefined) recover();
  }, [recover]);

  useEffect(() => {
    entry.current = startScrollManagement();
  }, []);

  useLayoutEffect(() => {
    const pending = pendingScroll.current;
    pendingScroll.current = null;
    if (pending) applyScroll(pending);
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    // A #hash target is where the reader asked to be: the browser's own focus rules apply.
    if (focus && !(pending?.kind === 'top' && pending.hash)) focusPageStart(focus);
  }, [state]);

  useEffect(() => {
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [followHistory]);

  return (
    <Router location={state.location} navigator={navigator}>
      <RouteTree state={state} />
    </Router>
  );
}
