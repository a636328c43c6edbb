/**
 * The errors a page loader throws to steer the response, and their one wire form. A status error
 * has the shape of React Router's ErrorResponse (status, statusText, data, internal), so
 * isRouteErrorResponse recognises it as it is: the server renders it, /_data sends it, the
 * browser rebuilds it, and error boundaries on both sides read it, with no translation between.
 */

/** The page answers with an HTTP status instead of its content (404, 500, 503). */
export class PageStatusError extends Error {
  readonly data = null;
  /** Not one of React Router's own errors (its 404 for no match, 405 for a method). */
  readonly internal = false;
  constructor(
    readonly status: number,
    readonly statusText: string,
    message = `${status} ${statusText}`,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PageStatusError';
  }
}

/** Content that does not exist (or is not released): a real 404 with the Page Not Found page. */
export class NotFoundError extends PageStatusError {
  constructor(what: string) {
    super(404, 'Not Found', `Not found: ${what}`);
    this.name = 'NotFoundError';
  }
}

/**
 * What a 503 for a failing content source tells clients (Retry-After, in seconds): crawlers and
 * CDNs come back then instead of taking the page for gone.
 */
export const CONTENT_RETRY_AFTER_SECONDS = 30;

/** The content service could not answer and nothing was cached: a fast 503 error page. */
export class ContentUnavailableError extends PageStatusError {
  constructor(cause?: unknown) {
    super(503, 'Service Unavailable', 'Content service unavailable', { cause });
    this.name = 'ContentUnavailableError';
  }
}

/** The content lives at another URL: a permanent (301) or temporary (302) redirect. */
export class RedirectError extends Error {
  constructor(
    readonly location: string,
    readonly status: 301 | 302 | 307 | 308 = 301,
  ) {
    super(`Redirect to ${location}`);
    this.name = 'RedirectError';
  }
}

/** A route error as JSON (in the page's hydration data). Internal messages never reach the page. */
export type SerializedRouteError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string };

/** Whether a thrown value is a status answer (ours, or React Router's own), as isRouteErrorResponse decides. */
export function isStatusError(value: unknown): value is Pick<PageStatusError, 'status' | 'statusText' | 'data' | 'internal'> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.statusText === 'string' && typeof v.internal === 'boolean' && 'data' in v;
}

/** Route errors by route id, for the hydration data. */
export function serializeRouteErrors(errors: Record<string, unknown> | null): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedRouteError> = {};
  for (const [id, err] of Object.entries(errors)) {
    out[id] = isStatusError(err)
      ? { __type: 'RouteErrorResponse', status: err.status, statusText: err.statusText, data: null, internal: false }
      : { __type: 'Error', message: 'Unexpected error' };
  }
  return out;
}

/** The route errors the server rendered, as the browser's error boundaries read them. */
export function deserializeRouteErrors(errors: Record<string, SerializedRouteError> | null): Record<string, Error> | null {
  if (!errors) return null;
  const out: Record<string, Error> = {};
  for (const [id, e] of Object.entries(errors)) {
    out[id] = e.__type === 'RouteErrorResponse' ? new PageStatusError(e.status, e.statusText) : new Error(e.message);
  }
  return out;
}
