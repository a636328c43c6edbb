/**
 * Runs the loaders (and loads the lazy page chunks) of a client-side navigation, as React Router's
 * data router did: a route keeps its data unless it is new, its params or the query string changed,
 * or its shouldRevalidate says otherwise; a thrown redirect sends the reader on; anything else thrown
 * (a status error from /_data, client/route-loaders.ts) becomes the route's error, shown by its nearest error boundary.
 */
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import type { RouteMatch, RouteState } from './state.js';

export type LoadResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'loaded'; loaderData: Record<string, unknown>; errors: Record<string, unknown> | null };

/** A route's lazy part (its page component), loaded once and kept on the route. */
export async function resolveLazy(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  const loaded = await route.lazy();
  Object.assign(route, { ...loaded, lazy: undefined });
}

function needsLoad(current: RouteState, match: RouteMatch, url: URL): boolean {
  const id = match.route.id!;
  const previous = current.matches.find((m) => m.route.id === id);
  // A route without data yet (its first load failed, e.g. the frame's base data on the server) loads.
  if (!previous || !(id in current.loaderData) || (current.errors && id in current.errors)) return true;
  const currentUrl = new URL(current.location.pathname + current.location.search, url);
  // The same address again (a link to the page on screen; in preview, the Studio's refresh:
  // client/visual-editing.ts) loads again, as in React Router's data router; a hash change does not.
  const defaultShouldRevalidate =
    currentUrl.href + current.location.hash === url.href ||
    previous.pathname !== match.pathname || currentUrl.search !== url.search || JSON.stringify(previous.params) !== JSON.stringify(match.params);
  if (!match.route.shouldRevalidate) return defaultShouldRevalidate;
  const args = { currentUrl, nextUrl: url, currentParams: previous.params, nextParams: match.params, defaultShouldRevalidate };
  return match.route.shouldRevalidate(args as ShouldRevalidateFunctionArgs);
}

export async function loadMatches(current: RouteState, matches: RouteMatch[], url: URL, signal: AbortSignal): Promise<LoadResult> {
  const loaderData: Record<string, unknown> = {};
  const errors: Record<string, unknown> = {};
  let redirectTo: string | null = null;
  await Promise.all(
    matches.map(async (match) => {
      const route = match.route;
      const id = route.id!;
      const load = async () => {
        if (!route.loader || typeof route.loader !== 'function') return;
        if (!needsLoad(current, match, url)) {
          loaderData[id] = current.loaderData[id];
          return;
        }
        const args = { request: new Request(url.href, { signal }), params: match.params, context: undefined };
        loaderData[id] = await route.loader(args as unknown as LoaderFunctionArgs);
      };
      try {
        await Promise.all([load(), resolveLazy(route)]);
      } catch (thrown) {
        if (thrown instanceof Response && thrown.headers.has('Location')) redirectTo ??= thrown.headers.get('Location');
        else errors[id] = thrown;
      }
    }),
  );
  if (redirectTo !== null) return { kind: 'redirect', location: redirectTo };
  return { kind: 'loaded', loaderData, errors: Object.keys(errors).length ? errors : null };
}
