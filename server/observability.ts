/**
 * Server error reporting (the browser reports its own: client/thirdparty/sentry.ts). Sentry when SENTRY_DSN
 * is set; otherwise a no-op, and @sentry/node is never even loaded. The SDK's default integrations
 * also report uncaught exceptions and unhandled rejections.
 */
import type { ErrorRequestHandler } from 'express';
import type * as SentryNode from '@sentry/node';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { maskSecretsDeep } from '../shared/secret-params.js';
import { statusOf } from './http/error-handler.js';

export interface Observability {
  readonly enabled: boolean;
  captureException(err: unknown, context?: Record<string, unknown>): void;
  /** Sends what is queued (graceful shutdown); resolves false on timeout. */
  flush(timeoutMs?: number): Promise<boolean>;
  /** Reports server errors (5xx) and passes them on; mount after the routes, before the final handler. */
  errorHandler: ErrorRequestHandler;
}

/** Performance traces (not fixed by the spec): a tenth of requests. */
export const SERVER_TRACES_SAMPLE_RATE = 0.1;

const isServerError = (err: unknown) => {
  const status = statusOf(err);
  return status === undefined || status >= 500;
};

const noop: Observability = {
  enabled: false,
  captureException: () => undefined,
  flush: async () => true,
  errorHandler: (err, _req, _res, next) => next(err),
};

/** The part of @sentry/node used here (tests pass a fake). */
export type SentrySdk = Pick<typeof SentryNode, 'init' | 'captureException' | 'flush'>;

export async function createObservability(
  config: Pick<Config, 'SENTRY_DSN' | 'APP_ENV'>,
  logger: Pick<Logger, 'info' | 'error'>,
  loadSdk: () => Promise<SentrySdk> = () => import('@sentry/node'),
): Promise<Observability> {
  if (!config.SENTRY_DSN) return noop;
  let Sentry: SentrySdk;
  try {
    Sentry = await loadSdk();
    Sentry.init({
      dsn: config.SENTRY_DSN,
      environment: config.APP_ENV,
      tracesSampleRate: SERVER_TRACES_SAMPLE_RATE,
      // Same targets as the browser (client/thirdparty/sentry-options.ts): our own paths only, never third parties.
      tracePropagationTargets: ['localhost', /^\//, /^api\//],
      sendDefaultPii: false,
      // A request's URL and query string, a breadcrumb's address, a message quoting one: no gift
      // code, gift token, sign-in token or preview secret leaves for Sentry (shared/secret-params.ts).
      beforeSend: (event) => maskSecretsDeep(event),
      beforeSendTransaction: (event) => maskSecretsDeep(event),
      beforeBreadcrumb: (breadcrumb) => maskSecretsDeep(breadcrumb),
    });
  } catch (err) {
    // A bad DSN must not keep the magazine from starting.
    logger.error({ err }, 'error reporting disabled: Sentry could not start');
    return noop;
  }
  const sentry = Sentry;
  logger.info({ environment: config.APP_ENV }, 'error reporting on');
  return {
    enabled: true,
    captureException(err, context) {
      sentry.captureException(err, context ? { extra: maskSecretsDeep(context) } : undefined);
    },
    // The SDK's flush rejects when the ingest host is unreachable; shutting down must not fail on it.
    flush: (timeoutMs = 2000) => sentry.flush(timeoutMs).catch(() => false),
    errorHandler(err, req, _res, next) {
      if (isServerError(err)) sentry.captureException(err, { extra: { method: req.method, path: req.path } });
      next(err);
    },
  };
}
