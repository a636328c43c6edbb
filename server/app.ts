/**
 * createApp(deps): the site's request listener, every dependency injected, never listening
 * (server/main.ts listens; tests build one and drive it with supertest). It is
 * `pages.hit(req, res) || expressApp(req, res)`: a fresh page-cache hit is answered before the
 * Express app (docs/decisions/page-cache-before-express.md says why that is the same answer);
 * everything else, pages included, goes through the Express app below, in the order of its
 * `app.use` lines (the whole path: docs/architecture.md#a-request-for-a-page).
 */
import express, { type ErrorRequestHandler } from 'express';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { ContentService } from './content/types.js';
import { createRenderer } from './render/render.js';
import { createPageDataLoader } from './render/page-data-loader.js';
import { EMPTY_MANIFEST, type Manifest } from './render/manifest.js';
import { securityHeaderList, securityHeaders } from './security.js';
import { accessLogMiddleware, accessLogWriter } from './logger.js';
import { createPageResponder } from './render/page-responder.js';
import { renderFallbackErrorPage } from './render/fallback.js';
import { findRedirect } from './render/redirects.js';
import { createPageCache, pageCacheOptionsFor, ONE_SHOT_GZIP, STREAMED_BROTLI_QUALITY, type PageCache } from './render/page-cache.js';
import { createPageKeys } from './render/page-key.js';
import { createPreviewRouter, previewFlag, type PreviewDeps } from './api/preview.js';
import { memoryPreviewRevocations } from './accounts/preview-revocations.js';
import { createRevalidateRouter } from './api/revalidate.js';
import { withTimeout } from './timeout.js';
import { siteSettingsFor } from './site-config.js';
import type { Observability } from './observability.js';
import type { PurgeChannel } from './ops/purge-channel.js';
import { createEdgePurger, type EdgePurger } from './ops/edge-purge.js';
import { ALL_KEY } from './content/keys.js';
import type { LivePurge } from './content/live.js';
import { maskSecrets } from '../shared/secret-params.js';
import { statusOf } from './http/error-handler.js';

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
   * Answer fresh page-cache hits before the Express app (default true). False sends every
   * request through the app: the tests that compare the two answers use it.
   */
  cachedHits?: boolean;
  /**
   * Render the frame's shared parts once per content object (client/components/SharedHtml.tsx;
   * default true). False renders them in every page: the test that compares the two uses it.
   */
  sharedHtml?: boolean;
  /** Carries publish-webhook purges to and from the other replicas (with DATABASE_URL). */
  purges?: Pick<PurgeChannel, 'publish' | 'subscribe'>;
  /** Purges at the edge (Varnish, Fastly, Cloudflare; server/ops/edge-purge.ts); by default the one config describes. */
  edge?: EdgePurger;
  /**
   * Changes Sanity's Live Content API announces (server/content/live.ts): every process follows
   * them itself, so they are purged here and at the edge, not passed on to the other replicas.
   */
  liveChanges?: { subscribe(listener: LivePurge): void };
  /**
   * Where preview exits and refused preview secrets are kept, and the clock of preview cookies
   * (server/api/preview.ts). The server passes the accounts database's; by default this process's memory.
   */
  preview?: PreviewDeps;
}

declare module 'express-serve-static-core' {
  interface Locals {
    preview?: boolean;
    /** When this request stops waiting for content (a performance.now() time): see contentDeadline. */
    contentDeadline?: number;
  }
}

const READINESS_TIMEOUT_MS = 3000;

/** GET /readyz: every check answers within READINESS_TIMEOUT_MS, or the process says 503 (not ready). */
function readinessHandler(checks: Record<string, () => Promise<unknown>>): express.RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
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
  };
}

/** The last word on an error no route answered: JSON for /api and /_data, the fallback page elsewhere. */
function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = statusOf(err);
    const status = known !== undefined && known >= 400 && known < 500 ? known : 500;
    if (status >= 500) logger.error({ err, url: maskSecrets(req.originalUrl) }, 'request failed');
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
}

export function createApp(deps: AppDeps): RequestListener {
  const { config, logger, content } = deps;
  // Access logs are info lines: at a quieter LOG_LEVEL nothing is done for them per request.
  const accessLog = logger.isLevelEnabled('info') ? accessLogWriter(logger) : null;
  const security = securityHeaderList(config);
  const renderer = createRenderer({ manifest: deps.manifest ?? EMPTY_MANIFEST, logger, sharedHtml: deps.sharedHtml });
  const pageCache = deps.pageCache ?? createPageCache(pageCacheOptionsFor(config));
  const site = siteSettingsFor(config);
  const reportError = deps.observability?.captureException;
  /**
   * The content reads of one request (its redirect lookup, then its page's data) share one
   * CONTENT_TIMEOUT_MS of waiting, counted from the first: a hanging source costs a reader one
   * timeout, not one per read made after another.
   */
  const contentDeadline = (res: express.Response): number => (res.locals.contentDeadline ??= performance.now() + config.CONTENT_TIMEOUT_MS);
  const loadOptions = (res: express.Response) => ({ preview: res.locals.preview === true, deadline: contentDeadline(res) });
  const pages = createPageResponder({
    renderer,
    pageCache,
    pageKey: createPageKeys(renderer.routes),
    loaderFor: (_req, res) =>
      createPageDataLoader(
        {
          content, flags: config.flags, logger, studioUrl: config.SANITY_STUDIO_URL, site, reportError, testPages: config.TEST_PAGES === 'on',
          offerView: res.locals.offerView,
        },
        loadOptions(res),
      ),
    redirectFor: (url, _req, res) => findRedirect(content, url, loadOptions(res), logger, config.flags),
    securityHeaders: security,
    logHit: accessLog && ((req, res, startedAt) => accessLog(req, res, startedAt, { cache: 'HIT' })),
    cacheTag: config.CACHE_TAG_HEADER === 'on',
  });
  // Purges by surrogate key (docs/decisions/edge-cache.md): only what was built from `keys`
  // (everything when absent or `all`), in this process's content and page caches.
  const purgeHere = (documentId?: string, keys?: readonly string[]) => {
    content.purge(documentId, keys);
    pageCache.purge(keys);
  };
  deps.purges?.subscribe(purgeHere);
  const edge = deps.edge ?? createEdgePurger({ config, logger });
  /**
   * The edge again, a moment after: another replica may have answered the edge's refetch from its
   * page cache before the channel's message reached it (the notification is taken by PostgreSQL
   * before the others act on it). Only with other replicas; a failure is logged by the purger.
   */
  const EDGE_REPURGE_MS = 500;
  const purgeEverywhere = async ({ documentId, keys }: { documentId: string | undefined; keys: readonly string[] }) => {
    const everything = keys.length === 0 || keys.includes(ALL_KEY);
    purgeHere(documentId, everything ? undefined : keys);
    await deps.purges?.publish({ documentId, keys: everything ? undefined : keys });
    if (!edge.configured) return;
    await edge.purge(keys, { documentId });
    if (deps.purges) setTimeout(() => edge.purge(keys, { documentId }).catch(() => undefined), EDGE_REPURGE_MS).unref();
  };
  deps.liveChanges?.subscribe((keys, reason) => {
    const everything = keys.includes(ALL_KEY);
    logger.info({ reason, keys: keys.slice(0, 32), keyCount: keys.length }, 'live content event: caches purged');
    purgeHere(undefined, everything ? undefined : keys);
    if (edge.configured) edge.purge(keys).catch(() => undefined);
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false); // pages get their own ETags; JSON APIs must not be cached by accident

  if (accessLog) app.use(accessLogMiddleware(accessLog, (url) => url === '/healthz'));
  app.use(securityHeaders(security));
  app.use(compression({ level: ONE_SHOT_GZIP.level, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY } } }));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get('/readyz', readinessHandler({ content: () => content.ping(), ...deps.readiness }));

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
  const preview = { ...deps.preview, revocations: deps.preview?.revocations ?? memoryPreviewRevocations(deps.preview?.now) };
  app.use(previewFlag(config, { ...preview, logger }));
  app.use(createPreviewRouter(config, logger, preview));
  for (const router of deps.routers ?? []) app.use(router);
  app.use(
    createRevalidateRouter({
      secret: config.SANITY_WEBHOOK_SECRET,
      logger,
      keysFor: content.changeKeys ? (id, body, operation) => content.changeKeys!(id, body, operation) : undefined,
      purge: purgeEverywhere,
    }),
  );

  app.use('/_data', pages.data);
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'not-found', message: 'No such API endpoint' } });
  });
  app.use(pages.page);

  if (deps.observability) app.use(deps.observability.errorHandler);
  if (deps.apiErrorHandler) app.use('/api', deps.apiErrorHandler);
  app.use(finalErrorHandler(logger));

  if (deps.cachedHits === false) return app;
  return (req, res) => {
    if (!pages.hit(req, res)) app(req, res);
  };
}
