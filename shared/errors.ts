/** Errors a page loader throws to steer the response; the SSR layer maps them to statuses. */

/** Content that does not exist (or is not released): a real 404 with the Page Not Found page. */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor(what: string) {
    super(`Not found: ${what}`);
    this.name = 'NotFoundError';
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

/** The content service could not answer and nothing was cached: a fast 503 error page. */
export class ContentUnavailableError extends Error {
  readonly status = 503;
  constructor(cause?: unknown) {
    super('Content service unavailable', { cause });
    this.name = 'ContentUnavailableError';
  }
}
