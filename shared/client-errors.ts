/**
 * React's error reports from the browser (client/report-error.ts) to the server's log
 * (server/api/client-errors.ts) when no Sentry DSN is configured: a hydration mismatch or an
 * error React recovered from must not go unnoticed.
 */
export const CLIENT_ERRORS_PATH = '/api/client-errors';

/** Which of hydrateRoot's callbacks saw the error. */
export const REACT_ERROR_KINDS = ['recoverable', 'uncaught', 'caught'] as const;
export type ReactErrorKind = (typeof REACT_ERROR_KINDS)[number];

/** Field limits: a whole report stays under the 10 kB JSON body cap of the API. */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 3000, url: 1000 } as const;

export interface ClientErrorReport {
  kind: ReactErrorKind;
  message: string;
  stack?: string;
  componentStack?: string;
  /** The page's path and query string. */
  url: string;
}

/** The console line a report also prints; the browser tests fail on any (test/e2e/browser.ts). */
export const REACT_ERROR_CONSOLE_PREFIX = '[react error]';
