/**
 * GET /_data/<path>: the page data of <path> as JSON, for client-side navigation. The same
 * loaders as the server render; redirects and statuses travel in the envelope (client/data.ts).
 * Outside preview the answers are cached like rendered pages.
 */
import { Router, type Request as ExpressRequest } from 'express';
import { isRouteErrorResponse, matchRoutes, type RouteObject } from 'react-router';
import type { DataEnvelope, ServerLoadContext } from '../../shared/page-data.js';
import type { RouteHandle } from '../../client/routes.js';
import type { RouteParams } from '../../shared/pages.js';
import { originOf } from '../render/request.js';
import { keyUrl, type PageKeyFor } from '../render/page-key.js';
import {
  PageQueueFullError,
  prepare,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  sendCached,
  type PageAnswer,
  type PageCache,
  type RenderedResponse,
} from '../render/page-cache.js';

export interface DataRouterDeps {
  routes: RouteObject[];
  pageCache: PageCache;
  /** The cache key (and the URL loaded) of a page URL: the same as the page's own (app.ts). */
  pageKey: PageKeyFor;
  contextFor(req: ExpressRequest): ServerLoadContext;
  /** Content-managed redirect of a path (server/render/redirects.ts): checked before routing, as for pages. */
  redirectFor?(url: URL, preview: boolean): Promise<{ location: string; status: number } | null>;
}

function isDataWithInit(value: unknown): value is { type: 'DataWithResponseInit'; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}

function envelopeForThrown(thrown: unknown): { status: number; body: DataEnvelope } {
  if (thrown instanceof Response) {
    const location = thrown.headers.get('Location');
    if (thrown.status >= 300 && thrown.status < 400 && location) {
      return { status: 200, body: { redirect: { location, status: thrown.status } } };
    }
    return { status: thrown.status, body: { error: { status: thrown.status, message: thrown.statusText } } };
  }
  // data(null, {status}) from the load context
  if (isDataWithInit(thrown)) {
    const status = thrown.init?.status ?? 500;
    return { status, body: { error: { status, message: thrown.init?.statusText ?? '' } } };
  }
  if (isRouteErrorResponse(thrown)) {
    return { status: thrown.status, body: { error: { status: thrown.status, message: thrown.statusText } } };
  }
  throw thrown;
}

async function envelopeFor(deps: DataRouterDeps, req: ExpressRequest, url: URL): Promise<{ status: number; body: DataEnvelope }> {
  const context = deps.contextFor(req);
  const request = new Request(url.href);
  try {
    if (url.pathname === '/__root') return { status: 200, body: { data: await context.loadRoot(request) } };
    const matches = matchRoutes(deps.routes, url.pathname) ?? [];
    const leaf = matches[matches.length - 1];
    const page = (leaf?.route.handle as RouteHandle | undefined)?.page;
    if (!leaf || !page) return { status: 404, body: { error: { status: 404, message: 'Not Found' } } };
    return { status: 200, body: { data: await context.loadPage(page, leaf.params as RouteParams, request) } };
  } catch (thrown) {
    return envelopeForThrown(thrown);
  }
}

export function createDataRouter(deps: DataRouterDeps): Router {
  const router = Router();
  router.get('/{*path}', async (req, res, next) => {
    try {
      const preview = res.locals.preview === true;
      const rest = req.path === '/index' ? '/' : req.path;
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const requested = new URL(`${originOf(req)}${rest.startsWith('/') ? rest : `/${rest}`}${query}`);
      // Content-managed redirects before the cache, as for pages: the visitor's own query travels.
      const redirect = requested.pathname === '/__root' ? null : await deps.redirectFor?.(requested, preview);
      if (redirect) {
        res.set({ 'Cache-Control': preview ? PRIVATE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL, 'X-Cache': 'MISS' });
        res.json({ redirect });
        return;
      }
      const key = deps.pageKey(requested);
      const url = preview ? requested : keyUrl(requested, key);
      const produce = async (): Promise<RenderedResponse> => {
        const { status, body } = await envelopeFor(deps, req, url);
        return { status, contentType: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify(body)) };
      };
      const answer: PageAnswer = preview
        ? { response: await prepare(await produce()), cache: 'MISS' }
        : await deps.pageCache.get(`data:${key.target}`, produce);
      const cacheControl = preview || answer.response.status >= 500 ? PRIVATE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
      sendCached(req, res, answer.response, cacheControl, answer.cache);
    } catch (err) {
      if (err instanceof PageQueueFullError) {
        res.status(503).set({ 'Retry-After': String(err.retryAfterSeconds), 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Cache': 'MISS' });
        res.json({ error: { status: 503, message: 'Service Unavailable' } });
        return;
      }
      next(err);
    }
  });
  return router;
}
