/**
 * The one place a failure becomes an HTTP answer (docs/architecture.md#services-and-domain-errors):
 * a domain error's kind (server/domain-errors.ts) maps to a status here, body-parser and database
 * outages are classified, and the JSON error middleware of the API answers every one as
 * `{error: {code, message}}` (docs/architecture.md#an-api-call); nothing internal (stack, SQL,
 * library text) ever leaves.
 */
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { DomainError, type DomainErrorKind } from '../domain-errors.js';
import { MESSAGES } from '../accounts/response-texts.js';
import { maskSecrets } from '../../shared/secret-params.js';

/** The status of each kind of domain error. */
export const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'unsupported-media-type': 415,
  'too-many': 429,
  upstream: 502,
  unavailable: 503,
};

/** Errors raised by body-parser (Express's json/raw parsers), keyed by their `type`. */
const BODY_PARSER_ERRORS: Record<string, [number, string, string]> = {
  'entity.parse.failed': [400, 'invalid-input', MESSAGES.invalidJson],
  'entity.verify.failed': [400, 'invalid-input', MESSAGES.invalidJson],
  'entity.too.large': [413, 'payload-too-large', MESSAGES.tooLarge],
  'encoding.unsupported': [415, 'unsupported-media-type', MESSAGES.unsupportedEncoding],
  'charset.unsupported': [415, 'unsupported-media-type', MESSAGES.unsupportedEncoding],
  'request.aborted': [400, 'invalid-input', MESSAGES.invalidJson],
  'request.size.invalid': [400, 'invalid-input', MESSAGES.invalidJson],
};

/** Socket-level failures (Node's net errors) reaching the database. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** Postgres SQLSTATEs that mean "no usable connection" (class 08) or a server going away. */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
/** node-postgres, pg-pool and PGlite say it in words only. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|PGlite is closed|Database could not be opened)/;

/**
 * True when `err` (or one of its causes) says the database cannot be reached: the reader can do
 * nothing about it and should try again later (503), unlike a bug (500).
 */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * The status an error is answered with where it does not say (a domain error by its kind), or the
 * status it carries itself (Express internals, content errors); undefined when neither: a bug, 500.
 * The final error handler (server/app.ts) and error reporting (server/observability.ts) ask here too.
 */
export function statusOf(err: unknown): number | undefined {
  if (err instanceof DomainError) return STATUS_OF_KIND[err.kind];
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function errorBody(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}

function classify(err: unknown): [number, string, string] {
  if (err instanceof DomainError) return [STATUS_OF_KIND[err.kind], err.code, err.message];
  const type = (err as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && BODY_PARSER_ERRORS[type]) return BODY_PARSER_ERRORS[type];
  // Other client errors from Express internals (http-errors with expose=true): keep the status only.
  const status = (err as { status?: unknown; expose?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return [status, 'invalid-input', 'Bad request'];
  if (isConnectionError(err)) return [503, 'unavailable', MESSAGES.unavailable];
  return [500, 'internal', MESSAGES.internal];
}

/** Builds the error middleware; mount it after the API routers. */
export function createJsonErrorHandler(logger?: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const [status, code, message] = classify(err);
    const log = logger;
    // Our own 5xx (mail down, not configured) and a database out of reach are expected conditions;
    // anything else is a bug.
    const url = maskSecrets(req.originalUrl);
    if (status >= 500 && err instanceof DomainError) log?.warn({ err, url }, err.message);
    else if (status === 503) log?.warn({ err, url }, 'database unavailable');
    else if (status >= 500) {
      if (log) log.error({ err, url }, 'API request failed');
      else console.error('API request failed', url, err);
    }
    // Never stored; a router that already said so more strictly (private, no-store) keeps its header.
    const own = res.get('Cache-Control');
    res.status(status).set('Cache-Control', own?.includes('no-store') ? own : 'no-store').json(errorBody(code, message));
  };
}

/** The error middleware without a logger: an unexpected error goes to the console. */
export const jsonErrorHandler: ErrorRequestHandler = createJsonErrorHandler();
