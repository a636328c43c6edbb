/**
 * One way to render the app's components in tests, as RTK's renderWithProviders: a Redux store
 * (from preloadedState, or the test's own), React Router at a path, and the app's own route tree
 * (client/router/RouteTree.tsx) with the root route's frame data, as pages get them. Links move
 * the router, and the tree follows. renderWithProviders mounts in a DOM (jsdom tests);
 * renderToStringWithProviders is the server render.
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { matchRoutes, MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { RouteTree } from '../../client/router/RouteTree.js';
import { makeStore, type AppStore, type PreloadedState } from '../../client/store/index.js';
import type { FrameData } from '../../shared/frame-data.js';
import { frameData } from './frame-data.js';

export interface ProviderOptions {
  /** Where the router is: the page's path and query. */
  path?: string;
  preloadedState?: PreloadedState;
  /** The test's own store (e.g. made with a fake search API); preloadedState is then unused. */
  store?: AppStore;
  /** The root route's data (frame-data.ts's frameData unless given). */
  frame?: FrameData;
  /** The loader data of the route that renders `ui` (a page component's data). */
  data?: unknown;
  /** A route table of the test's own, rendered instead of `ui` (route Components, as in client/routes.tsx). */
  routes?: RouteObject[];
}

function AppRoutes({ routes, loaderData, onLocation }: { routes: RouteObject[]; loaderData: Record<string, unknown>; onLocation: (l: Location) => void }) {
  const location = useLocation();
  onLocation(location);
  const current = { pathname: location.pathname, search: location.search, hash: location.hash };
  const matches = matchRoutes(routes, current) ?? [];
  return <RouteTree state={{ location: current, matches, loaderData, errors: null, navigation: 'idle' }} />;
}

function setup(ui: ReactElement | null, options: ProviderOptions) {
  const store = options.store ?? makeStore(options.preloadedState);
  const Page = () => ui;
  // The root route's data is read by id (useRouteData('root')), so `ui` can be the one route, at any path.
  const routes = options.routes ?? [{ id: 'page', path: '*', Component: Page }];
  let location: Location | undefined;
  const element = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/page']}>
        <AppRoutes routes={routes} loaderData={{ root: options.frame ?? frameData, page: options.data }} onLocation={(l) => (location = l)} />
      </MemoryRouter>
    </Provider>
  );
  return { store, element, location: () => location! };
}

/** The server render of `ui` (or of `routes`) with the app's providers: its HTML and the store. */
export function renderToStringWithProviders(ui: ReactElement | null, options: ProviderOptions = {}) {
  const { store, element } = setup(ui, options);
  return { store, html: renderToString(element) };
}

/** `ui` (or `routes`) mounted in the document with the app's providers; unmount() when done. */
export async function renderWithProviders(ui: ReactElement | null, options: ProviderOptions = {}) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { store, element, location } = setup(ui, options);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    store,
    container,
    /** Where the router is now. */
    location,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}
