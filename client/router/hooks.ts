/**
 * The hooks pages and the frame read the router's state with, over client/router/state.ts. They do
 * what React Router's data hooks do (useLoaderData, useRouteLoaderData, useNavigation, useMatches,
 * useRouteError, Outlet), but under names of our own: the browser does not run React Router's data
 * router (docs/decisions/browser-router.md), so its hooks would type-check here and throw, or see
 * nothing, at run time. eslint.config.js refuses importing those from 'react-router' in client/.
 */
import { useContext } from 'react';
import { OutletContext, RouteErrorContext, RouteIdContext, RouteStateContext, type RouteState } from './state.js';

export function useRouteState(): RouteState {
  const state = useContext(RouteStateContext);
  if (!state) throw new Error('useRouteState must be used inside <RouteTree>');
  return state;
}

/** The loader data of the route rendering this component (React Router's useLoaderData). */
export function usePageData(): unknown {
  const state = useRouteState();
  const id = useContext(RouteIdContext);
  return id === null ? undefined : state.loaderData[id];
}

/** The loader data of the route with this id, e.g. 'root' (React Router's useRouteLoaderData). */
export function useRouteData(routeId: string): unknown {
  return useRouteState().loaderData[routeId];
}

/** 'loading' while a client-side navigation loads the next page, else 'idle' (React Router's useNavigation). */
export function usePageNavigation(): { state: RouteState['navigation'] } {
  return { state: useRouteState().navigation };
}

/** The error the error boundary route rendering this component shows (React Router's useRouteError). */
export function usePageError(): unknown {
  return useContext(RouteErrorContext);
}

export interface UiMatch {
  id: string;
  pathname: string;
  data: unknown;
  handle: unknown;
}

/** The matched routes, outermost first, with their data and handles (React Router's useMatches). */
export function usePageMatches(): UiMatch[] {
  const state = useRouteState();
  return state.matches.map((m) => ({ id: m.route.id!, pathname: m.pathname, data: state.loaderData[m.route.id!], handle: m.route.handle }));
}

/** Renders the child route (React Router's Outlet). */
export function PageOutlet() {
  return useContext(OutletContext);
}

/**
 * The shared parts' wrapper (client/components/SharedHtml.tsx) travels with these hooks: the parts
 * that use it (the frame's menus and footer lists, bodies, cards, share menus) all read the route
 * state too, and on its own esbuild gave it a chunk of its own, one more request on every page
 * with a body.
 */
export { SharedHtml } from '../components/SharedHtml.js';
