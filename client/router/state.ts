/**
 * The page's routing state, rendered the same way on the server and in the browser
 * (client/router/RouteTree.tsx). React Router matches routes and links; the data-router layer
 * (createBrowserRouter and its loaders, fetchers, actions, revalidation) stays out of the browser,
 * where it weighed twice what the app uses of it: data for a navigation comes from /_data through
 * each route's loader, run by loadMatches (client/router/load.ts) from the navigator of
 * client/router/BrowserRoutes.tsx.
 */
import { createContext, type ReactNode } from 'react';
import type { Location, Params, RouteObject } from 'react-router';

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

export interface RouteState {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  matches: RouteMatch[];
  /** Loader data by route id. */
  loaderData: Record<string, unknown>;
  /** Errors by route id (the route whose loader failed, or the boundary that shows it). */
  errors: Record<string, unknown> | null;
  /** 'loading' while a client-side navigation fetches its data and page chunk. */
  navigation: 'idle' | 'loading';
}

export const RouteStateContext = createContext<RouteState | null>(null);
/** The id of the route whose component is rendering. */
export const RouteIdContext = createContext<string | null>(null);
/** What <PageOutlet/> renders: the child route's element. */
export const OutletContext = createContext<ReactNode>(null);
/** The error an error boundary route shows. */
export const RouteErrorContext = createContext<unknown>(undefined);
