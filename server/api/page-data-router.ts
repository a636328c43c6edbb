/**
 * GET /_data/<path>: the page data of <path> as JSON, for client-side navigation. The same
 * loaders as the server render; redirects and statuses travel in the envelope (client/route-loaders.ts).
 * Outside preview the answers are cached like rendered pages.
 */
import { Router, type Request as ExpressRequest } from 'express';
import { isStatusError } from '../../shared/page-errors.js';
import type { DataEnvelope, PageDataLoader } from '../../shared/page-data.js';
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
  /** The page route's data for a URL, as the page render loads it (server/render/render.ts). */
  loadRouteData(request: Request, loader: PageDataLoader): Promise<unknown>;
  pageCache: PageCache;
  /** The cache key (and the URL loaded) of a page URL: the same as the page's own (app.ts). */
  pageKey: PageKeyFor;
  loaderFor(req: ExpressRequest): PageDataLoader;
  /**
   * Content-managed redirect of a path (server/render/redirects.ts): checked before routing, as for
   * pages (preview and the request's content deadline come from `req`, as the loader's do).
   */
  redirectFor?(url: URL, req: ExpressRequest): Promise<{ location: string; status: number } | null>;
}

type Answer = { status: number; body: DataEnvelope };

/** A redirect response (a legacy URL's loader returns or throws one) as its envelope. */
function redirectEnvelope(value: unknown): Answer | null {
  if (!(value instanceof Response) || value.status < 300 || value.status >= 400) return null;
  const location = value.headers.get('Location');
  return location ? { status: 200, body: { redirect: { location, status: value.status } } } : null;
}

/** The one translation of a loader's outcome into the envelope: data, a redirect, or an error status. */
async function envelopeFor(deps: DataRouterDeps, req: ExpressRequest, url: URL): Promise<Answer> {
  const loader = deps.loaderFor(req);
  const request = new Request(url.href);
  try {
    const data = url.pathname === '/__root' ? await loader.loadRoot(request) : await deps.loadRouteData(request, loader);
    return redirectEnvelope(data) ?? { status: 200, body: { data } };
  } catch (thrown) {
    const redirect = redirectEnvelope(thrown);
    if (redirect) return redirect;
    if (isStatusError(thrown)) return { status: thrown.status, body: { error: { status: thrown.status, message: thrown.statusText } } };
    throw thrown;
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
      const redirect = requested.pathname === '/__root' ? null : await deps.redirectFor?.(requested, req);
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
