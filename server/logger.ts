import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { maskSecrets } from '../shared/secret-params.js';

export interface LoggerOptions {
  /**
   * Write through an asynchronous destination (pino.destination with sync: false): a log line
   * no longer blocks the response that wrote it on a write to stdout. Lines are gathered into
   * writes of about ASYNC_LOG_BATCH_BYTES (a busy server writes once per dozen requests instead of
   * once per request), written at the latest ASYNC_LOG_FLUSH_MS after they were logged, and
   * flushed on exit (pino registers that itself). The server's choice; tests and CLIs keep
   * synchronous writes, so nothing is lost when they stop abruptly.
   */
  async?: boolean;
  /** `json` (one object a line, for machines) or `pretty` (coloured lines, for a person at a terminal). */
  format?: LogFormat;
}

export type LogFormat = 'json' | 'pretty';

/**
 * Which format the server logs in. LOG_FORMAT, when set, decides. Otherwise a person is reading
 * when stdout is a terminal (`npm start` in a shell), so lines are pretty; with APP_ENV=prod they
 * stay JSON even then (an operator attached to a production container with `docker run -t` or
 * `kubectl attach` still gets what the log shipper parses). Tests, CI, pipes and containers have no
 * terminal on stdout and get JSON; the Docker image also sets LOG_FORMAT=json.
 */
export function chooseLogFormat(settings: { LOG_FORMAT?: LogFormat; APP_ENV: string }, stdoutIsTTY: boolean): LogFormat {
  if (settings.LOG_FORMAT) return settings.LOG_FORMAT;
  return stdoutIsTTY && settings.APP_ENV !== 'prod' ? 'pretty' : 'json';
}

/**
 * What a person reads when the server is up: where, which build (NODE_ENV is fixed in the bundle:
 * `npm start` runs the production build, `npm run dev` the development one) and which APP_ENV, said
 * as the feature flags it picks, so `dev` is not mistaken for development mode.
 */
export function startupLine(config: { PUBLIC_URL: string; APP_ENV: string; CONTENT_SOURCE: string }, nodeEnv = process.env.NODE_ENV): string {
  const build = nodeEnv === 'production' ? 'production build' : 'development build';
  return `Colophon listening on ${config.PUBLIC_URL} — ${build}, APP_ENV=${config.APP_ENV} (feature flags: ${config.APP_ENV}), content: ${config.CONTENT_SOURCE}`;
}

/** An access-log line (the stack's, or a page-cache hit's) as one short line: `GET /x 200 12 ms`. */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const msg = String(log[messageKey] ?? '');
  if (!req || !res) return msg;
  const cache = typeof log.cache === 'string' ? ` ${log.cache}` : '';
  return `${req.method} ${req.url} ${res.statusCode} ${String(log.responseTime)} ms${cache}`;
}

/**
 * pino-pretty as an in-process stream (not a worker transport: the server bundle and its
 * functions stay in one thread), loaded only when asked for, so JSON servers never load it.
 */
function prettyStream(): DestinationStream {
  const require = createRequire(import.meta.url);
  const pretty = require('pino-pretty') as typeof PinoPretty;
  return pretty(prettyOptions());
}

/**
 * pino-pretty's options: local time, no pid or host, access-log lines on one line, and without the
 * fields the start-up and outbox lines already say in words (port, appEnv, contentSource, dir).
 */
export function prettyOptions(): PinoPretty.PrettyOptions {
  return {
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime,cache,port,appEnv,contentSource,dir',
    messageFormat: prettyMessage,
  };
}

export const ASYNC_LOG_BATCH_BYTES = 4096;
export const ASYNC_LOG_FLUSH_MS = 250;

export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const settings = {
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  if (options.format === 'pretty' && level !== 'silent') return pino(settings, prettyStream());
  if (!options.async || level === 'silent') return pino(settings);
  const destination = pino.destination({ dest: 1, sync: false, minLength: ASYNC_LOG_BATCH_BYTES });
  // A quiet server's last lines would otherwise wait in the batch for the next ones.
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // destroyed (the process is exiting): pino's exit hook has flushed what was left
    }
  }, ASYNC_LOG_FLUSH_MS).unref();
  return pino(settings, destination);
}

/**
 * What an access-log line says of a request: the same shape from the Express stack
 * (accessLogMiddleware) and from the page-cache hit path (server/render/page-responder.ts, `hit`). Not every header: the ones an
 * operator reads (who asked, from where); cookies and authorization never, and the URL and Referer
 * without the values of secret-bearing parameters (shared/secret-params.ts: `?code=…`).
 */
export function accessLogRequest(req: IncomingMessage): Record<string, unknown> {
  return {
    method: req.method,
    url: maskSecrets(req.url),
    remoteAddress: req.socket?.remoteAddress,
    userAgent: req.headers['user-agent'],
    referer: maskSecrets(req.headers.referer),
  };
}

export function accessLogResponse(res: ServerResponse): Record<string, unknown> {
  return { statusCode: res.statusCode };
}

/**
 * Writes a request's access-log line. `cache`: HIT on the page-cache hit path; `aborted`: the
 * client went before the response was all written.
 */
export type AccessLogWriter = (req: IncomingMessage, res: ServerResponse, startedAt: number, how?: { cache?: string; aborted?: boolean }) => void;

export function accessLogWriter(logger: Logger): AccessLogWriter {
  // Without the root logger's redaction: an access line's `req` is built here and holds no headers
  // to remove (accessLogRequest), but a `req` key made pino clone it on every line to look for
  // them, about a tenth of a cached hit's CPU (bench/README.md, issue 37).
  const access = logger.child({}, { redact: [] });
  return (req, res, startedAt, how) => {
    const responseTime = Math.round(performance.now() - startedAt);
    const line = { req: accessLogRequest(req), res: accessLogResponse(res), responseTime, ...(how?.cache ? { cache: how.cache } : {}) };
    access.info(line, how?.aborted ? 'request aborted' : 'request completed');
  };
}

/**
 * The access log of the Express stack: a line when each response is done (its 'close', which comes
 * after 'finish', or alone when the client went first), except for the paths `skip` names (the
 * health check a balancer polls). Our own, not pino-http: its per-request child logger, id and
 * listeners cost about 160 µs of CPU on every request, logged or not (bench/README.md, Search).
 */
export function accessLogMiddleware(write: AccessLogWriter, skip: (url: string | undefined) => boolean) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (!skip(req.url)) {
      const startedAt = performance.now();
      res.once('close', () => write(req, res, startedAt, { aborted: !res.writableFinished }));
    }
    next();
  };
}

export type { Logger };
