/**
 * Answering a page: the one module that does it (docs/architecture.md, "A request for a page").
 * Three ways in, one way through:
 * - `hit(req, res)`: a fresh page-cache hit, answered before the Express app sees the request
 *   (server/app.ts composes the request listener as `hit(req, res) || expressApp(req, res)`).
 * - `page`: the Express handler of every other page request (a content-managed redirect, else the
 *   page rendered, whole: docs/decisions/streaming-vs-whole-pages.md).
 * - `data`: the Express handler of `/_data/<path>`, the same page's data as JSON for a client-side
 *   navigation.
 * The last two go through `answer()`: the kept copy when it is fresh, else one render shared by
 * every request for the key (a bounded number at once: 503 past it), an expired copy (STALE) when
 * the render fails, the Cache-Control and X-Cache of the result, and the write.
 *
 * Why the hit path gives the same answer as the stack (docs/decisions/page-cache-before-express.md;
 * test/integration/render/cached-hits.test.ts compares status, headers and bytes both ways):
 * - Only `answer()` stores `page:` entries, for requests every earlier middleware and router let
 *   through; those decide on the method and path alone (none reads cookies or headers for a GET of
 *   a page path), and the content they read (redirects) lives in the same TTL window and is purged
 *   with the pages.
 * - Preview and personal pages are never stored; a request carrying the preview cookie is left to
 *   the stack (its signature is checked there), so an editor never gets the public copy.
 * - Only fresh entries are answered there: an expired one goes to the stack, which re-renders or
 *   serves it STALE.
 */
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isStatusError } from '../../shared/page-errors.js';
import { isPersonalPage } from '../../shared/billing.js';
import { isOfferPage } from '../../shared/offers.js';
import type { DataEnvelope, PageDataLoader } from '../../shared/page-data.js';
import { PREVIEW_COOKIE } from '../api/preview.js';
import { applySecurityHeaders, type HeaderList } from '../security.js';
import { renderFallbackErrorPage } from './fallback.js';
import {
  PageQueueFullError,
  prepare,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  sendCached,
  type PageAnswer,
  type PageCache,
  type RenderedResponse,
} from './page-cache.js';
import { keyUrl, withDropped, type PageKey, type PageKeyFor } from './page-key.js';
import type { RedirectTarget } from './redirects.js';
import type { RenderOptions, RenderResult } from './render.js';
import { originOf, requestUrl, sitePath, toFetchRequest } from './request.js';
import { ALL_KEY, collectKeys, keyHeaders } from '../content/keys.js';

export interface PageResponderDeps {
  /** server/render/render.ts: a page's HTML, and the data /_data answers. */
  renderer: {
    render(request: Request, loader: PageDataLoader, opts: RenderOptions): Promise<RenderResult>;
    loadRouteData(request: Request, loader: PageDataLoader): Promise<unknown>;
  };
  pageCache: PageCache;
  pageKey: PageKeyFor;
  /** The content loader of one request (its preview flag and content deadline are the request's). */
  loaderFor(req: ExpressRequest, res: ExpressResponse): PageDataLoader;
  /** The content-managed redirect of a URL, checked before the cache for pages and /_data alike. */
  redirectFor(url: URL, req: ExpressRequest, res: ExpressResponse): Promise<RedirectTarget | null>;
  /** Helmet's headers, precomputed: the hit path sets them as the stack's middleware would. */
  securityHeaders: HeaderList;
  /** Writes the access-log line of a hit (null when request logging is off). */
  logHit: ((req: IncomingMessage, res: ServerResponse, startedAt: number) => void) | null;
  /** Send the surrogate keys as Cache-Tag too (CACHE_TAG_HEADER=on), beside Surrogate-Key. */
  cacheTag?: boolean;
}

export interface PageResponder {
  /** Answers `req` when it is a fresh page-cache hit and returns true; otherwise touches nothing and returns false. */
  hit(req: IncomingMessage, res: ServerResponse): boolean;
  page: RequestHandler;
  data: RequestHandler;
}

/** What one request asks `answer()` for. */
interface Job {
  kind: 'page' | 'data';
  key: PageKey;
  /** Rendered for this request alone and kept nowhere (preview, a member's own page). */
  oneOff: boolean;
  /** Makes the answer. */
  produce(): Promise<RenderedResponse>;
}

/** A redirect response (a legacy URL's loader returns or throws one) as its envelope. */
function redirectEnvelope(value: unknown): DataEnvelope | null {
  if (!(value instanceof Response) || value.status < 300 || value.status >= 400) return null;
  const location = value.headers.get('Location');
  return location ? { redirect: { location, status: value.status } } : null;
}

/** The URL of a raw request as the page handler reads it (requestUrl's path: sitePath). */
function pathUrl(raw: string): URL | null {
  try {
    return new URL(`http://localhost${sitePath(raw)}`);
  } catch {
    return null;
  }
}

const notGetOrHead = (req: IncomingMessage) => req.method !== 'GET' && req.method !== 'HEAD';

export function createPageResponder(deps: PageResponderDeps): PageResponder {
  const { renderer, pageCache, pageKey } = deps;
  const cacheTag = deps.cacheTag === true;
  /**
   * Makes an answer and the surrogate keys of what it read (server/content/keys.ts): the content
   * layer records into the collector this opens, so the keys are those of this very render.
   */
  const keyed = (produce: () => Promise<RenderedResponse>) => async (): Promise<RenderedResponse> => {
    const { value, keys } = await collectKeys(produce);
    return { ...value, keys };
  };

  /** The kept, shared or one-off answer of `job`, sent. */
  async function answer(req: ExpressRequest, res: ExpressResponse, job: Job): Promise<void> {
    let result: PageAnswer;
    try {
      result = job.oneOff
        ? { response: await prepare(await job.produce()), cache: 'MISS' }
        : await pageCache.get(`${job.kind}:${job.key.target}`, keyed(job.produce));
    } catch (err) {
      if (!(err instanceof PageQueueFullError)) throw err;
      res.status(503).set({ 'Retry-After': String(err.retryAfterSeconds), 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Cache': 'MISS' });
      if (job.kind === 'data') res.json({ error: { status: 503, message: 'Service Unavailable' } });
      else res.type('html').send(renderFallbackErrorPage(503));
      return;
    }
    // A redirect keeps the visitor's query (a one-off render had the whole URL, so it has it already).
    const { location } = result.response;
    const response = location && !job.oneOff ? { ...result.response, location: withDropped(location, job.key.dropped) } : result.response;
    const cacheControl = job.oneOff || response.status >= 500 ? PRIVATE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
    sendCached(req, res, response, cacheControl, result.cache, cacheTag);
  }

  const hit: PageResponder['hit'] = (req, res) => {
    if (notGetOrHead(req)) return false;
    if (req.headers.cookie?.includes(PREVIEW_COOKIE)) return false;
    // The APIs are never pages: not even a key to compute.
    if (req.url?.startsWith('/api/') || req.url?.startsWith('/_data/')) return false;
    const startedAt = deps.logHit ? performance.now() : 0;
    const url = pathUrl(req.url ?? '/');
    if (!url) return false;
    const key = pageKey(url);
    const page = pageCache.peek(`page:${key.target}`);
    if (!page) return false;
    applySecurityHeaders(res, deps.securityHeaders);
    const kept = page.location ? { ...page, location: withDropped(page.location, key.dropped) } : page;
    sendCached(req, res, kept, PUBLIC_PAGE_CACHE_CONTROL, 'HIT', cacheTag);
    deps.logHit?.(req, res, startedAt);
    return true;
  };

  const page: RequestHandler = async (req, res, next) => {
    if (notGetOrHead(req)) {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    try {
      const url = requestUrl(req);
      const redirect = await deps.redirectFor(url, req, res);
      if (redirect) return res.redirect(redirect.status, redirect.location);
      const preview = res.locals.preview === true;
      // The account page is one reader's: rendered per request, never cached or shared.
      // So is an offer's page: its offer may end or be used up at any moment (shared/offers.ts).
      const oneOff = preview || isPersonalPage(url.pathname) || isOfferPage(url.pathname);
      // Outside preview the page is rendered for its key URL: what it reads, nothing a visitor added.
      const key = pageKey(url);
      const produce = async (): Promise<RenderedResponse> => {
        // A shared (cached) render must not be aborted by the one client that started it.
        const request = preview ? toFetchRequest(req, res, url) : new Request(keyUrl(url, key).href);
        const result = await renderer.render(request, deps.loaderFor(req, res), { preview });
        if (result.kind === 'redirect') {
          return { status: result.status, contentType: 'text/plain', body: Buffer.alloc(0), location: result.location };
        }
        return { status: result.status, contentType: 'text/html; charset=utf-8', body: result.body };
      };
      await answer(req, res, { kind: 'page', key, oneOff, produce });
    } catch (err) {
      next(err);
    }
  };

  const data: RequestHandler = async (req, res, next) => {
    if (notGetOrHead(req)) {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).json({ error: { code: 'method-not-allowed', message: 'Method Not Allowed' } });
      return;
    }
    try {
      const preview = res.locals.preview === true;
      const rest = req.path === '/index' ? '/' : req.path;
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const requested = new URL(`${originOf(req)}${rest.startsWith('/') ? rest : `/${rest}`}${query}`);
      // Content-managed redirects before the cache, as for pages: the visitor's own query travels.
      const redirect = requested.pathname === '/__root' ? null : await deps.redirectFor(requested, req, res);
      if (redirect) {
        res.set({ 'Cache-Control': preview ? PRIVATE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL, 'X-Cache': 'MISS' });
        // Redirects are site-wide documents: purged with everything (`all`).
        if (!preview) for (const [name, value] of keyHeaders([ALL_KEY], cacheTag)) res.setHeader(name, value);
        res.json({ redirect });
        return;
      }
      const key = pageKey(requested);
      const url = preview ? requested : keyUrl(requested, key);
      const produce = async (): Promise<RenderedResponse> => {
        const { status, body } = await envelopeFor(url, deps.loaderFor(req, res));
        return { status, contentType: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify(body)) };
      };
      await answer(req, res, { kind: 'data', key, oneOff: preview || isOfferPage(requested.pathname), produce });
    } catch (err) {
      next(err);
    }
  };

  /** The one translation of a loader's outcome into the envelope: data, a redirect, or an error status. */
  async function envelopeFor(url: URL, loader: PageDataLoader): Promise<{ status: number; body: DataEnvelope }> {
    const request = new Request(url.href);
    try {
      const value = url.pathname === '/__root' ? await loader.loadRoot(request) : await renderer.loadRouteData(request, loader);
      const redirect = redirectEnvelope(value);
      return { status: 200, body: redirect ?? { data: value } };
    } catch (thrown) {
      const redirect = redirectEnvelope(thrown);
      if (redirect) return { status: 200, body: redirect };
      if (isStatusError(thrown)) return { status: thrown.status, body: { error: { status: thrown.status, message: thrown.statusText } } };
      throw thrown;
    }
  }

  return { hit, page, data };
}
