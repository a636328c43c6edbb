/**
 * Process entry: load config, build the app, listen, shut down gracefully on SIGTERM/SIGINT.
 * With WEB_CONCURRENCY above 1 this process becomes the cluster primary and each worker runs serve().
 */
import cluster from 'node:cluster';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, sessionSecretLine, withBoundPort, type Config } from './config.js';
import { chooseLogFormat, createLogger, startupLine, type Logger } from './logger.js';
import { createApp } from './app.js';
import { createHttpServer } from './http-server.js';
import { readManifest } from './render/manifest.js';
import { createContentService, createContentRoutes } from './content/index.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createAccounts, prepareEmbeddedFolder } from './accounts/index.js';
import { createJsonErrorHandler } from './http/error-handler.js';
import { dbPreviewRevocations } from './accounts/preview-revocations.js';
import { storesFor } from './http/rate-limit.js';
import { PREVIEW_ATTEMPT_LIMITS } from './api/preview.js';
import { createObservability } from './observability.js';
import { createSiteRouters } from './routers.js';
import { createMemberServices } from './services.js';
import { acquireDataLock, DataDirLockedError, type DataLock } from './accounts/data-lock.js';
import { openPurgeChannel } from './ops/purge-channel.js';
import { followLiveEvents, sanityLiveEvents, type LiveFollower, type LivePurge } from './content/live.js';
import { runPrimary } from './ops/cluster.js';
import { codeCacheLog, codeCacheState } from './code-cache.js';
import { startDailyGiftReminders } from './gifts/reminders.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** Start-up work no first page needs (search index, accounts database) starts after the first answer, or after this. */
const BACKGROUND_AFTER_MS = 500;
/** …and at the latest this long after serving began, whatever is in flight. */
const BACKGROUND_LATEST_MS = 5_000;

/** Until the app is built, requests (the port is bound first) get a polite 503. */
const starting: RequestListener = (_req, res) => {
  res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', 'Cache-Control': 'no-store' });
  res.end('The site is starting; try again in a moment.\n');
};

/** Exits with `err`'s message when it is one an operator can act on (bad config, folder in use). */
function exitOnKnown(err: unknown): void {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    exitOnKnown(err);
    throw err;
  }
}

async function serve(initial: Config, logger: Logger): Promise<void> {
  let config = initial;
  // PGlite admits one process: take its folder before anything else, or say who holds it.
  let lock: DataLock | undefined;
  try {
    if (!config.DATABASE_URL) lock = acquireDataLock(config.dataDir, { role: 'server', port: config.PORT || null });
  } catch (err) {
    exitOnKnown(err);
    throw err;
  }
  let handler: RequestListener = starting;
  const server = createHttpServer((req, res) => handler(req, res), {
    onPipelineFlood: (socket) => logger.warn({ remoteAddress: socket.remoteAddress }, 'closed a connection: too many pipelined requests waiting'),
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  // A single process binds first: PORT=0 picks a port, and a defaulted PUBLIC_URL must name the
  // one really bound. A cluster worker binds once it can serve, so the primary never hands it a
  // connection it would answer 'starting' while its siblings are ready.
  const bindFirst = !cluster.isWorker;
  if (bindFirst) {
    await listen();
    const requestedPort = config.PORT;
    config = withBoundPort(config, (server.address() as AddressInfo).port);
    if (requestedPort === 0) lock?.setPort(config.PORT);
  }
  const observability = await createObservability(config, logger);
  const content = createContentService({ config, logger });
  // The site name goes into account emails; the content may be unreachable at start-up.
  const siteName = await content
    .loadRoot({ preview: false })
    .then((root) => root.siteName)
    .catch(() => undefined);
  const offset = config.TEST_CLOCK_OFFSET_MS;
  const accounts = await createAccounts({ config, logger, siteName, ...(offset ? { now: () => new Date(Date.now() + offset) } : {}) });
  // Preview exits and refused preview secrets are shared through the accounts database, as sign-in limits are.
  const preview = {
    revocations: dbPreviewRevocations(accounts.db),
    stores: storesFor(accounts.db, PREVIEW_ATTEMPT_LIMITS),
    now: () => accounts.now().getTime(),
  };
  // Built once: the routers use them, and this process also delivers the newsletter queue.
  const services = createMemberServices({ config, accounts, query: (groq, params) => content.query(groq, params), logger, images: content.images });
  // Listening before serving: a replica that cannot hear purges would serve stale pages.
  const purges = config.DATABASE_URL ? await openPurgeChannel(config.DATABASE_URL, logger) : undefined;
  // Sanity's Live Content API, followed by each process (server/content/live.ts): a publish purges without a webhook.
  const liveListeners: LivePurge[] = [];
  let live: LiveFollower | undefined;
  if (config.CONTENT_SOURCE === 'sanity' && config.SANITY_PROJECT_ID && config.SANITY_LIVE === 'on') {
    const events = await sanityLiveEvents({ projectId: config.SANITY_PROJECT_ID, dataset: config.SANITY_DATASET, apiHost: config.SANITY_API_HOST });
    live = followLiveEvents(events, (keys, reason) => liveListeners.forEach((l) => l(keys, reason)), logger, () => content.syncTagged(), !!config.SANITY_WEBHOOK_SECRET);
  }
  const app = createApp({
    config,
    logger,
    content,
    manifest: readManifest(config.clientBuildDir),
    contentRoutes: createContentRoutes(config),
    routers: createSiteRouters({ config, logger, content, accounts, services }),
    apiErrorHandler: createJsonErrorHandler(logger),
    observability,
    readiness: { database: () => accounts.db.query('SELECT 1') },
    purges,
    liveChanges: { subscribe: (listener) => void liveListeners.push(listener) },
    preview,
  });
  // Start-up work no first page needs waits for the first answer: the search index's one large
  // query holds the event loop for a few hundred milliseconds and opening PGlite compiles its
  // WebAssembly, which the first reader would otherwise wait out (bench/README.md, First start).
  // It starts as soon as a request has been answered and none is in flight, or BACKGROUND_AFTER_MS
  // after serving began if no request came (BACKGROUND_LATEST_MS at most). A search before the
  // index is built builds it or waits for it; a sign-up before the database is open opens it.
  let releaseBackground: () => void = () => {};
  const background = new Promise<void>((resolve) => (releaseBackground = resolve));
  let inFlight = 0;
  handler = (req, res) => {
    inFlight++;
    res.once('close', () => {
      if (--inFlight === 0) releaseBackground();
    });
    app(req, res);
  };
  // Every BACKGROUND_AFTER_MS: none in flight, or BACKGROUND_LATEST_MS past (a request left open
  // must not hold the index and the database back for good).
  const servingSince = performance.now();
  const check = setInterval(() => {
    if (inFlight === 0 || performance.now() - servingSince >= BACKGROUND_LATEST_MS) releaseBackground();
  }, BACKGROUND_AFTER_MS).unref();
  // Gifts are redeemed by signed-in members: with readers signing in, a week before a gift ends its
  // recipient is reminded, daily from once the database is open (server/gifts/reminders.ts; every
  // replica runs it, one reminder per gift is sent).
  let stopping = false;
  let stopReminders: (() => void) | undefined;
  const startReminders = () => {
    if (!stopping) stopReminders = startDailyGiftReminders({ accounts, publicUrl: config.PUBLIC_URL, logger });
  };
  void background.then(() => {
    clearInterval(check);
    handler = app;
    content.searchIndex
      .warm()
      .then(() => logger.info({ ...content.searchIndex.stats() }, 'search index ready'))
      .catch((err: unknown) => logger.warn({ err }, 'search index: first build failed; the next search tries again'));
  });
  if (!bindFirst) await listen();
  if (config.flags.login && !config.DATABASE_URL) {
    // Readers can sign up: make the folder (initdb, in a child process) at once, then open and
    // migrate the database here, so the first sign-up finds it ready instead of waiting for it.
    const started = performance.now();
    Promise.all([prepareEmbeddedFolder(config), background])
      .then(([ms]) => {
        if (ms > 0) logger.info({ ms }, 'accounts: embedded database folder created');
        return accounts.db.query('SELECT 1');
      })
      .then(() => logger.info({ ms: Math.round(performance.now() - started) }, 'accounts: database open and migrated, ready for the first sign-up'))
      .catch((err: unknown) => logger.warn({ err }, 'accounts: opening the embedded database failed; the first sign-up will try again'))
      .finally(() => startReminders());
  } else if (config.flags.login) {
    void background.then(() => startReminders());
  }
  // The newsletter queue is worked once the first pages are out. An embedded database nobody has
  // made yet holds no send: the worker then starts with the first send this process queues (no other
  // process can write to it), so a site without members never opens it for this.
  void background.then(() => {
    const embeddedUnmade = !config.DATABASE_URL && !config.flags.login && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
    return services.newsletterSending
      .start({ lazy: embeddedUnmade })
      .catch((err: unknown) => logger.error({ err }, 'newsletter queue: the worker did not start; sends wait in the queue'));
  });
  logger.info({ port: config.PORT, appEnv: config.APP_ENV, contentSource: config.CONTENT_SOURCE }, startupLine(config));

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopReminders?.();
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    // The newsletter batch in progress ends after its messages in flight and goes back to the queue.
    const sendingStopped = services.newsletterSending.stop().catch((err: unknown) => logger.warn({ err }, 'newsletter queue: stopping failed'));
    server.close(() => {
      logger.info('all connections closed');
      // The database closes before the lock goes (with the process): nothing is written unlocked.
      live?.stop();
      void sendingStopped.then(() =>
        Promise.allSettled([accounts.close(), purges?.close(), observability.flush(2000)]).finally(() => process.exit(0)),
      );
    });
    // Keep-alive sockets go idle as their last response ends: close them as they do, so the
    // process exits as soon as the in-flight work is done rather than at the grace deadline.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger.warn('grace period over, closing remaining connections');
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

const config = configOrExit();
const logger = createLogger(config.LOG_LEVEL, { async: true, format: chooseLogFormat(config, process.stdout.isTTY === true) });
// Said once, by the primary or the single process: a cluster's workers load the same cache.
const codeCache = codeCacheState();
if (codeCache && !cluster.isWorker) {
  const { level, msg } = codeCacheLog(codeCache);
  logger[level]({ codeCache }, msg);
}
// Where cookies' signing secret came from, never the secret (a cluster needs SESSION_SECRET: nothing to say).
const secretLine = sessionSecretLine(config);
if (secretLine) logger.info({ sessionSecretSource: config.sessionSecretSource }, secretLine);
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  runPrimary({ workers: config.WEB_CONCURRENCY, logger, graceMs: SHUTDOWN_GRACE_MS + 2000 });
} else {
  serve(config, logger).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
