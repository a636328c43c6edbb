/** The data hooks of React Router's data APIs, over client/router/state.ts. */
import { useContext } from 'react';
import { OutletContext, RouteErrorContext, RouteIdContext, RouteStateContext, type RouteState } from './state.js';

export function useRouteState(): RouteState {
  const state = useContext(RouteStateContext);
  if (!state) throw new Error('useRouteState must be used inside <RouteTree>');
  return state;
}

/** The loader data of the route rendering this component. */
export function useLoaderData(): unknown {
  const state = useRouteState();
  const id = useContext(RouteIdContext);
  return id === null ? undefined : state.loaderData[id];
}

export function useRouteLoaderData(routeId: string): unknown {
  return useRouteState().loaderData[routeId];
}

export function useNavigation(): { state: RouteState['navigation'] } {
  return { state: useRouteState().navigation };
}

/** The error the error boundary route rendering this component shows. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export interface UiMatch {
  id: string;
  pathname: string;
  data: unknown;
  handle: unknown;
}

export function useMatches(): UiMatch[] {
  const state = useRouteState();
  return state.matches.map((m) => ({ id: m.route.id!, pathname: m.pathname, data: state.loaderData[m.route.id!], handle: m.route.handle }));
}

/** Renders the child route. */
export function Outlet() {
  return useContext(OutletContext);
}
