import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';

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
}

export const ASYNC_LOG_BATCH_BYTES = 4096;
export const ASYNC_LOG_FLUSH_MS = 250;

export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const settings = {
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
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
 * What an access-log line says of a request: the same shape from pino-http (the Express stack)
 * and from the page-cache hit path (server/render/page-responder.ts, `hit`). Not every header: the ones an
 * operator reads (who asked, from where); cookies and authorization never.
 */
export function accessLogRequest(req: IncomingMessage): Record<string, unknown> {
  return {
    id: (req as { id?: unknown }).id,
    method: req.method,
    url: req.url,
    remoteAddress: req.socket?.remoteAddress,
    userAgent: req.headers['user-agent'],
    referer: req.headers.referer,
  };
}

export function accessLogResponse(res: ServerResponse): Record<string, unknown> {
  return { statusCode: res.statusCode };
}

export type { Logger };
