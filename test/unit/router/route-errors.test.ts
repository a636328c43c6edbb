/**
 * How a page's error reaches the reader's browser: a status the server rendered survives hydration
 * (the reader sees the same Page Not Found page after it), internal messages never reach the page,
 * and a client-side navigation turns /_data's envelope into the same redirect or error page.
 */
import { isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router';
import { ContentUnavailableError, deserializeRouteErrors, NotFoundError, serializeRouteErrors } from '../../../shared/page-errors.js';
import { pageLoader } from '../../../client/route-loaders.js';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';

afterEach(() => unstubAllGlobals());

/** Through the page's JSON, as the server writes it and the browser reads it. */
const hydrate = (errors: Record<string, unknown>) => deserializeRouteErrors(JSON.parse(JSON.stringify(serializeRouteErrors(errors))));

describe('route errors in the hydration data', () => {
  it('keep their status, so the browser shows the page the server rendered', () => {
    const errors = hydrate({ pages: new NotFoundError('section nothing'), root: new ContentUnavailableError() })!;
    expect(isRouteErrorResponse(errors.pages) && [errors.pages.status, errors.pages.statusText]).toEqual([404, 'Not Found']);
    expect(isRouteErrorResponse(errors.root) && errors.root.status).toBe(503);
  });

  it('never carry an internal message to the page', () => {
    const errors = hydrate({ pages: new Error('connect ECONNREFUSED 10.0.0.7:5432') })!;
    expect(isRouteErrorResponse(errors.pages)).toBe(false);
    expect(errors.pages.message).toBe('Unexpected error');
  });
});

describe('a page loader in the browser', () => {
  function answer(status: number, body: unknown) {
    stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  }
  const load = () => {
    const request = new Request('http://localhost/sections/news?page=2');
    return (pageLoader('section') as (args: LoaderFunctionArgs) => Promise<unknown>)({ request, params: { slug: 'news' }, context: undefined } as unknown as LoaderFunctionArgs);
  };

  it('returns the data of the envelope', async () => {
    answer(200, { data: { section: { slug: 'news' } } });
    await expect(load()).resolves.toEqual({ section: { slug: 'news' } });
  });

  it('throws the redirect of the envelope', async () => {
    answer(200, { redirect: { location: '/sections/new-news', status: 301 } });
    const thrown = await load().catch((e: unknown) => e);
    expect(thrown instanceof Response && [thrown.status, thrown.headers.get('Location')]).toEqual([301, '/sections/new-news']);
  });

  it('throws the status of an error envelope as the route error its boundary shows', async () => {
    answer(503, { error: { status: 503, message: 'Service Unavailable' } });
    const thrown = await load().catch((e: unknown) => e);
    expect(isRouteErrorResponse(thrown) && [thrown.status, thrown.statusText]).toEqual([503, 'Service Unavailable']);
  });

  it('throws the response status when the answer is not an envelope', async () => {
    stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const thrown = await load().catch((e: unknown) => e);
    expect(isRouteErrorResponse(thrown) && thrown.status).toBe(502);
  });
});
