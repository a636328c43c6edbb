/**
 * createApp(deps): the Express application, every dependency injected, never listening
 * (server/main.ts listens; tests build one and drive it with supertest).
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { ContentService } from './content/types.js';
import { createRenderer, type StreamTarget } from './render/render.js';
import { isCrawler } from './render/crawler.js';
import { createPageDataLoader } from './render/page-data-loader.js';
import { EMPTY_MANIFEST, type Manifest } from './render/manifest.js';
import { securityHeaderList, securityHeaders } from './security.js';
import { accessLogRequest, accessLogResponse } from './logger.js';
import { createCachedHitHandler } from './render/cached-hits.js';
import { createDataRouter } from './api/page-data-router.js';
import { renderFallbackErrorPage } from './render/fallback.js';
import { findRedirect } from './render/redirects.js';
import { requestUrl, toFetchRequest } from './render/request.js';
import {
  createPageCache,
  pageCacheOptionsFor,
  PageQueueFullError,
  ONE_SHOT_GZIP,
  prepare,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  sendCached,
  type PageAnswer,
  type PageCache,
  type RenderedResponse,
} from './render/page-cache.js';
import { createPageKeys, keyUrl, withDropped } from './render/page-key.js';
import { createPreviewRouter, previewFlag } from './api/preview.js';
import { createRevalidateRouter } from './api/revalidate.js';
import { withTimeout } from './timeout.js';
import { siteSettingsFor } from './site-config.js';
import { isPersonalPage } from '../shared/billing.js';
import type { Observability } from './observability.js';
import type { PurgeChannel } from './ops/purge-channel.js';

export interface AppDeps {
  config: Config;
  logger: Logger;
  content: ContentService;
  manifest?: Manifest;
  /** Extra routers mounted before the pages (accounts, webhooks, admin), in order. */
  routers?: express.Router[];
  /** Extra static routes (content images and media) mounted early. */
  contentRoutes?: express.Router;
  /** Extra readiness checks for GET /readyz (the content source is always checked). */
  readiness?: Record<string, () => Promise<unknown>>;
  /** Rendered-page cache (default: one sized by config, on unless PAGE_CACHE=off). */
  pageCache?: PageCache;
  /** JSON error handler for /api, mounted last. */
  apiErrorHandler?: ErrorRequestHandler;
  /** Error reporting (server/observability.ts): page loader failures and 5xx errors. */
  observability?: Observability;
  /**
   * Answer fresh page-cache hits before the Express stack (default true). False sends every
   * request through the stack: the tests that compare the two answers use it.
   */
  cachedHits?: boolean;
  /**
   * Render the frame's shared parts once per content object (client/components/SharedHtml.tsx;
   * default true). False renders them in every page: the test that compares the two uses it.
   */
  sharedHtml?: boolean;
  /** Carries publish-webhook purges to and from the other replicas (with DATABASE_URL). */
  purges?: Pick<PurgeChannel, 'publish' | 'subscribe'>;
}

declare module 'express-serve-static-core' {
  interface Locals {
    preview?: boolean;
    /** When this request stops waiting for content (a performance.now() time): see contentDeadline. */
    contentDeadline?: number;
  }
}

const READINESS_TIMEOUT_MS = 3000;

/**
 * The access-log line of a hit answered before the stack: pino-http's shape, and the cache status.
 * (Only pages are hits: /healthz, which pino-http leaves out, is answered by the stack.)
 */
function hitLogger(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, startedAt: number) => {
    logger.info(
      { req: accessLogRequest(req), res: accessLogResponse(res), responseTime: Math.round(performance.now() - startedAt), cache: 'HIT' },
      'request completed',
    );
  };
}

export function createApp(deps: AppDeps): express.Express {
  const { config, logger, content } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false); // pages get their own ETags; JSON APIs must not be cached by accident

  const logRequests = logger.isLevelEnabled('info');
  const security = securityHeaderList(config);
  const renderer = createRenderer({ manifest: deps.manifest ?? EMPTY_MANIFEST, logger, sharedHtml: deps.sharedHtml });
  const pageCache = deps.pageCache ?? createPageCache(pageCacheOptionsFor(config));
  const pageKey = createPageKeys(renderer.routes);

  // Page-cache hits are answered before the Express stack (server/render/cached-hits.ts): app()
  // calls app.handle, so the hit path goes in front of it.
  if (deps.cachedHits !== false) {
    const answerHit = createCachedHitHandler({ pageCache, pageKey, securityHeaders: security, logHit: logRequests ? hitLogger(logger) : null });
    // (Express's typings leave out app.handle, its documented-in-source request entry point.)
    const entry = app as unknown as { handle(req: IncomingMessage, res: ServerResponse, callback?: unknown): void };
    const handle = entry.handle.bind(app);
    entry.handle = (req, res, callback) => answerHit(req, res) || handle(req, res, callback);
  }

  // Access logs are info lines: at a quieter LOG_LEVEL pino-http would do its per-request work
  // (a child logger, listeners, serialisers) for nothing: 6% of a cached page's cost.
  if (logRequests) {
    app.use(
      pinoHttp({
        logger,
        autoLogging: { ignore: (req) => req.url === '/healthz' },
        wrapSerializers: false,
        serializers: { req: accessLogRequest, res: accessLogResponse },
      }),
    );
  }
  app.use(securityHeaders(security));
  app.use(compression({ level: ONE_SHOT_GZIP.level }));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const checks = { content: () => content.ping(), ...deps.readiness };
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), READINESS_TIMEOUT_MS, () => new Error('readiness check timed out'));
          return [name, 'ok'] as const;
        } catch {
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const ready = results.every(([, r]) => r === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });

  // Hashed build output never changes: cache it for a year. Everything else briefly.
  const clientDir = config.clientBuildDir;
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  // Public files all have an extension; pages never do. Skipping the folder for pages saves a
  // stat() per page request (a seventh of a cached page's cost).
  const publicFiles = express.static(path.join(clientDir, 'public'), { maxAge: '1h', index: false });
  app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  if (deps.contentRoutes) app.use(deps.contentRoutes);

  app.use(cookieParser(config.sessionSecret));
  app.use(previewFlag());
  app.use(createPreviewRouter(config));

  for (const router of deps.routers ?? []) app.use(router);

  const purgeAll = () => {
    content.purge();
    pageCache.purge();
  };
  deps.purges?.subscribe(purgeAll);
  const purgeEverywhere = async (documentId: string | undefined) => {
    purgeAll();
    await deps.purges?.publish({ documentId });
  };
  app.use(createRevalidateRouter({ secret: config.SANITY_WEBHOOK_SECRET, logger, purge: purgeEverywhere }));
  const site = siteSettingsFor(config);
  const reportError = deps.observability?.captureException;
  /**
   * The content reads of one request (its redirect lookup, then its page's data) share one
   * CONTENT_TIMEOUT_MS of waiting, counted from the first: a hanging source costs a reader one
   * timeout, not one per read made after another.
   */
  const contentDeadline = (res: express.Response): number => (res.locals.contentDeadline ??= performance.now() + config.CONTENT_TIMEOUT_MS);
  const loadOptions = (res: express.Response) => ({ preview: res.locals.preview === true, deadline: contentDeadline(res) });
  const pageDataLoaderFor = (_req: express.Request, res: express.Response) =>
    createPageDataLoader(
      { content, flags: config.flags, logger, studioUrl: config.SANITY_STUDIO_URL, site, reportError, testPages: config.TEST_PAGES === 'on' },
      loadOptions(res),
    );

  app.use(
    '/_data',
    createDataRouter({
      loadRouteData: renderer.loadRouteData,
      pageCache,
      pageKey,
      loaderFor: (req) => pageDataLoaderFor(req, req.res!),
      redirectFor: (url, req) => findRedirect(content, url, loadOptions(req.res!), logger),
    }),
  );

  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'not-found', message: 'No such API endpoint' } });
  });

  // Content-managed redirects (spec §2): an exact path match sends the visitor on, query kept.
  const redirects: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = await findRedirect(content, requestUrl(req), loadOptions(res), logger);
    if (target) res.redirect(target.status, target.location);
    else next();
  };
  app.use(redirects);

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      // /_data is an API: its clients read JSON errors.
      if (req.path.startsWith('/_data/')) res.status(405).json({ error: { code: 'method-not-allowed', message: 'Method Not Allowed' } });
      else res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    try {
      const preview = res.locals.preview === true;
      const url = requestUrl(req);
      // The account page is one reader's: rendered per request, never cached or shared.
      const personal = isPersonalPage(url.pathname);
      // Outside preview the page is rendered for its key URL: what it reads, nothing a visitor added.
      const key = pageKey(url);
      // A reader's browser gets the page as React writes it; the render that streams is the one
      // this request started (concurrent requests for the URL wait for it whole, from the cache).
      let streamed = false;
      const stream =
        !preview && !personal && req.method === 'GET' && !isCrawler(req.get('user-agent'))
          ? (status: number): StreamTarget => {
              streamed = true;
              res.status(status);
              res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.setHeader('Vary', 'Accept-Encoding');
              res.setHeader('X-Cache', 'MISS');
              const compressed = res as express.Response & { flush?: () => void };
              return { write: (chunk) => res.write(chunk), flush: () => compressed.flush?.(), end: () => res.end() };
            }
          : undefined;
      const produce = async (): Promise<RenderedResponse> => {
        // A shared (cached) render must not be aborted by the one client that started it.
        const request = preview ? toFetchRequest(req, res, url) : new Request(keyUrl(url, key).href);
        const result = await renderer.render(request, pageDataLoaderFor(req, res), { preview, stream });
        if (result.kind === 'redirect') {
          return { status: result.status, contentType: 'text/plain', body: Buffer.alloc(0), location: result.location };
        }
        return { status: result.status, contentType: 'text/html; charset=utf-8', body: result.body, streamed };
      };
      const answer: PageAnswer = preview || personal
        ? { response: await prepare(await produce()), cache: 'MISS' }
        : await pageCache.get(`page:${key.target}`, produce);
      if (streamed) return; // sent and ended as it rendered
      // A redirect keeps the visitor's query (preview rendered the whole URL, so it has it already).
      const { location } = answer.response;
      const page = location && !preview ? { ...answer.response, location: withDropped(location, key.dropped) } : answer.response;
      sendCached(req, res, page, preview || personal || page.status >= 500 ? PRIVATE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL, answer.cache);
    } catch (err) {
      if (err instanceof PageQueueFullError) {
        res.status(503).set({ 'Retry-After': String(err.retryAfterSeconds), 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Cache': 'MISS' });
        res.type('html').send(renderFallbackErrorPage(503));
        return;
      }
      next(err);
    }
  });

  if (deps.observability) app.use(deps.observability.errorHandler);
  if (deps.apiErrorHandler) app.use('/api', deps.apiErrorHandler);

  const finalHandler: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status >= 500) (req.log ?? logger).error({ err, url: req.originalUrl }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    if (req.path.startsWith('/api/') || req.path.startsWith('/_data/')) {
      res.status(status).json({ error: { code: status >= 500 ? 'internal' : 'bad-request', message: status >= 500 ? 'Something went wrong' : 'Bad request' } });
      return;
    }
    res.status(status).type('html').send(renderFallbackErrorPage(status));
  };
  app.use(finalHandler);
  return app;
}
