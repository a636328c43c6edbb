/**
 * Reports the errors React hands to hydrateRoot's callbacks: to Sentry when a DSN is configured,
 * otherwise to the server's log (POST /api/client-errors). Each is also written to the console,
 * where the browser tests collect it. Hydration mismatches used to go unnoticed; not any more.
 */
import type { ErrorInfo } from 'react';
import {
  CLIENT_ERROR_LIMITS as L,
  REACT_ERROR_CONSOLE_PREFIX,
  type ClientErrorReport,
  type ReactErrorKind,
} from '../shared/client-errors.js';
import type { SentryClientConfig } from '../shared/thirdparty/config.js';
import { sendClientError } from './api/client-errors.js';

const cut = (s: string | undefined, max: number) => (s === undefined ? undefined : s.slice(0, max));

/** What the browser knows of an error, within the API's limits. */
export function toReport(kind: ReactErrorKind, error: unknown, info: ErrorInfo, url: string): ClientErrorReport {
  const err = error instanceof Error ? error : null;
  return {
    kind,
    message: cut(err ? err.message : String(error), L.message) ?? '',
    stack: cut(err?.stack, L.stack),
    componentStack: cut(info.componentStack ?? undefined, L.stack),
    url: cut(url, L.url) ?? '/',
  };
}

/** hydrateRoot's onRecoverableError / onUncaughtError / onCaughtError, for one page load. */
export function reactErrorReporter(sentry: SentryClientConfig | undefined) {
  return (kind: ReactErrorKind) => (error: unknown, info: ErrorInfo) => {
    const report = toReport(kind, error, info, location.pathname + location.search);
    console.error(`${REACT_ERROR_CONSOLE_PREFIX} ${kind}: ${report.message}`);
    if (sentry) {
      // The SDK is its own chunk: fetched only when there is something to report.
      void import('./thirdparty/sentry.js').then((m) => m.captureReactError(sentry, error, report)).catch(() => undefined);
      return;
    }
    sendClientError(report);
  };
}
