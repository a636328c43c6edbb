/**
 * A client-side navigation's loads (client/router/load.ts): what React Router's data router did
 * for the app — keep the frame's data, load the new page's, follow redirects, turn a status into
 * the route's error.
 */
import { isRouteErrorResponse, matchRoutes, redirect, type RouteObject } from 'react-router';
import { PageStatusError } from '../../../shared/page-errors.js';
import { loadMatches } from '../../../client/router/load.js';
import type { RouteState } from '../../../client/router/state.js';

function setup(pageLoader: (url: URL) => unknown) {
  const calls: string[] = [];
  const Page = () => null;
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => (calls.push('root'), { frame: true }),
      shouldRevalidate: () => false,
      children: [
        { id: 'page', path: 'sections/:slug', loader: ({ request }) => (calls.push(`page ${new URL(request.url).pathname}`), pageLoader(new URL(request.url))) },
        { id: 'lazy', path: 'lazy', loader: () => 'lazy data', lazy: async () => ({ Component: Page }) },
      ],
    },
  ];
  const at = (path: string) => matchRoutes(routes, path)!;
  const current: RouteState = {
    location: { pathname: '/sections/news', search: '', hash: '' },
    matches: at('/sections/news'),
    loaderData: { root: { frame: 'from the server' }, page: 'news data' },
    errors: null,
    navigation: 'idle',
  };
  const load = (path: string) => loadMatches(current, at(path), new URL(path, 'http://localhost'), new AbortController().signal);
  return { routes, calls, load, Page };
}

describe('loadMatches', () => {
  it("keeps the frame's data and loads the new page's", async () => {
    const { calls, load } = setup((url) => `data of ${url.pathname}`);
    expect(await load('/sections/food')).toEqual({ kind: 'loaded', loaderData: { root: { frame: 'from the server' }, page: 'data of /sections/food' }, errors: null });
    expect(calls).toEqual(['page /sections/food']);
  });

  it('reloads the page when only the query string changes, and not for a new hash', async () => {
    const { calls, load } = setup(() => 'x');
    await load('/sections/news#comments');
    expect(calls).toEqual([]);
    await load('/sections/news?page=2');
    expect(calls).toEqual(['page /sections/news']);
  });

  it("reloads the page's data (not the frame's) for the same URL again: a link to the page on screen, the Studio's refresh in preview", async () => {
    const { calls, load } = setup(() => 'fresh data');
    expect(await load('/sections/news')).toMatchObject({ loaderData: { root: { frame: 'from the server' }, page: 'fresh data' } });
    expect(calls).toEqual(['page /sections/news']);
  });

  it('loads a lazy page module along with its data', async () => {
    const { routes, load, Page } = setup(() => 'x');
    expect(await load('/lazy')).toMatchObject({ kind: 'loaded', loaderData: { lazy: 'lazy data' } });
    expect(routes[0].children![1]).toMatchObject({ Component: Page, lazy: undefined });
  });

  it('follows a redirect a loader throws', async () => {
    const { load } = setup(() => {
      throw redirect('/sections/new-home', 301);
    });
    expect(await load('/sections/old')).toEqual({ kind: 'redirect', location: '/sections/new-home' });
  });

  it("turns a thrown status into the route's error", async () => {
    const { load } = setup(() => {
      throw new PageStatusError(404, 'Not Found');
    });
    const result = await load('/sections/nothing');
    expect(result.kind).toBe('loaded');
    const error = result.kind === 'loaded' ? result.errors?.page : undefined;
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });
});
