/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * A page whose base data is missing: the server could not load the frame's data and sent
 * the error page. The browser hydrates that as served, then shows the full-screen logo loader while
 * it fetches the base data and the page's again, and the page once they are in; the error page
 * comes back only when that fetch fails too.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { BrowserRoutes } from '../../../client/router/BrowserRoutes.js';
import { useRouteData, usePageData, PageOutlet } from '../../../client/router/hooks.js';
import { RootErrorBoundary } from '../../../client/components/ErrorViews.js';
import type { RouteState } from '../../../client/router/state.js';
import { ContentUnavailableError } from '../../../shared/page-errors.js';
import { ERROR_PAGE } from '../../../shared/messages.js';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Deferred {
  promise: Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}
function deferred(): Deferred {
  const d = {} as Deferred;
  d.promise = new Promise((resolve, reject) => Object.assign(d, { resolve, reject }));
  return d;
}

function Frame() {
  const root = useRouteData('root') as { site: string } | undefined;
  if (!root) throw new Error('Missing base data for this route');
  return (
    <div className="frame">
      {root.site}
      <PageOutlet />
    </div>
  );
}
const PageView = () => <h1>{String(usePageData())}</h1>;

let container: HTMLDivElement;
let reactRoot: Root;
let rootLoad: Deferred;
let pageLoad: Deferred;
let rootCalls = 0;

async function mount(initial: Pick<RouteState, 'loaderData' | 'errors'>) {
  rootLoad = deferred();
  pageLoad = deferred();
  rootCalls = 0;
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => (rootCalls++, rootLoad.promise),
      Component: Frame,
      ErrorBoundary: RootErrorBoundary,
      shouldRevalidate: () => false,
      children: [{ id: 'page', path: 'sections/:slug', loader: () => pageLoad.promise, Component: PageView }],
    },
  ];
  window.history.replaceState(null, '', '/sections/news');
  const location = { pathname: '/sections/news', search: '', hash: '' };
  const matches = [
    { route: routes[0], params: {}, pathname: '/' },
    { route: routes[0].children![0], params: { slug: 'news' }, pathname: '/sections/news' },
  ];
  stubGlobal('scrollTo', () => {}); // jsdom has no layout; the router scrolls to the top
  container = document.body.appendChild(document.createElement('div'));
  reactRoot = createRoot(container);
  await act(async () => reactRoot.render(<BrowserRoutes routes={routes} initial={{ location, matches, navigation: 'idle', ...initial }} />));
}

afterEach(() => {
  act(() => reactRoot.unmount());
  container.remove();
  unstubAllGlobals();
});

const loader = () => container.querySelector('.logo-loader');
const heading = () => container.querySelector('h1')?.textContent;

describe('base data missing for the hydrated page', () => {
  it('shows the full-screen logo loader while it fetches the base data, then the page', async () => {
    await mount({ loaderData: {}, errors: { root: new ContentUnavailableError() } });
    expect(loader()).not.toBeNull();
    expect(heading()).toBeUndefined();
    expect(container.querySelector('main')?.getAttribute('aria-busy')).toBe('true');
    expect(rootCalls).toBe(1);
    await act(async () => {
      rootLoad.resolve({ site: 'The Colophon' });
      pageLoad.resolve('News');
    });
    expect(loader()).toBeNull();
    expect(container.querySelector('.frame')?.textContent).toBe('The ColophonNews');
    expect(heading()).toBe('News');
  });

  it('shows the error page only when that fetch fails too', async () => {
    await mount({ loaderData: {}, errors: { root: new ContentUnavailableError() } });
    expect(loader()).not.toBeNull();
    await act(async () => {
      rootLoad.reject(new ContentUnavailableError());
      pageLoad.resolve('News');
    });
    expect(loader()).toBeNull();
    expect(heading()).toBe(ERROR_PAGE.title);
  });

  it('fetches nothing again when the base data is there', async () => {
    await mount({ loaderData: { root: { site: 'The Colophon' }, page: 'News' }, errors: null });
    expect(loader()).toBeNull();
    expect(heading()).toBe('News');
    expect(rootCalls).toBe(0);
  });
});
