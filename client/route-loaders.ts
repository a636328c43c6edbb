/**
 * One loader for every page. On the server, React Router's static handler passes a
 * PageDataLoader (requestContext) and the loader calls the content layer directly; in the
 * browser, the loader fetches the same data as JSON from GET /_data/<path> (client/api/page-data.ts)
 * (docs/architecture.md#a-client-side-navigation).
 */
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import type { PageId, RouteParams } from '../shared/pages.js';
import { PageStatusError } from '../shared/page-errors.js';
import { ROOT_DATA_PATH, type PageDataLoader } from '../shared/page-data.js';
import { dataUrlFor, fetchEnvelope } from './api/page-data.js';
import { loadParts, partsOf } from './on-demand.js';

function isServerLoader(context: unknown): context is PageDataLoader {
  return typeof context === 'object' && context !== null && 'loadPage' in context;
}

/**
 * A page's loader. In the browser it loads the on-demand parts the page's data names (`parts`,
 * client/on-demand.tsx) before the page renders; on the server the renderer's PageDataLoader names
 * them (server/render/render.ts).
 */
export function pageLoader(id: PageId): LoaderFunction {
  return ({ params, request, context }: LoaderFunctionArgs) => {
    if (isServerLoader(context)) return context.loadPage(id, params as RouteParams, request);
    return fetchEnvelope(dataUrlFor(new URL(request.url)), request.signal).then(async (data) => {
      await loadParts(partsOf(data));
      return data;
    });
  };
}

export const rootLoader: LoaderFunction = ({ request, context }) => {
  if (isServerLoader(context)) return context.loadRoot(request);
  return fetchEnvelope(ROOT_DATA_PATH, request.signal);
};

/**
 * The no-match route. The server sends a content-managed redirect before routing; in the browser
 * the path is asked of /_data, which answers that redirect (an in-app link to /give lands on
 * /donate) or the 404.
 */
export const notFoundLoader: LoaderFunction = async ({ request, context }) => {
  if (!isServerLoader(context)) await fetchEnvelope(dataUrlFor(new URL(request.url)), request.signal);
  throw new PageStatusError(404, 'Not Found');
};

/** A page only browser tests use: it exists when the server says so (TEST_PAGES=on), else 404. */
export const testPageLoader: LoaderFunction = ({ request, context }) => {
  if (!isServerLoader(context)) return fetchEnvelope(dataUrlFor(new URL(request.url)), request.signal);
  if (!context.testPages) throw new PageStatusError(404, 'Not Found');
  return null;
};

/** Routes that exist only to answer a status (/tags, /404, /500, /_error). */
const STATUS_TEXT = { 404: 'Not Found', 500: 'Internal Server Error' } as const;

export function statusLoader(status: 404 | 500): LoaderFunction {
  return () => {
    throw new PageStatusError(status, STATUS_TEXT[status]);
  };
}

/**
 * /offer/:code: the offer's page data, from the offers service on the server (server/offers/router.ts
 * puts it on the request) and from /_data in the browser; an unknown, ended or used-up offer is a 404.
 */
export const offerLoader: LoaderFunction = ({ params, request, context }) => {
  if (isServerLoader(context)) {
    if (!context.loadOffer) throw new PageStatusError(404, 'Not Found');
    return context.loadOffer(params.code ?? '');
  }
  return fetchEnvelope(dataUrlFor(new URL(request.url)), request.signal);
};
