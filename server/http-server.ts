/**
 * The HTTP server around the app. Requests Node's own parser refuses before the app sees them
 * (headers over the size limit, malformed request lines, timeouts) get a short text message, like
 * every other 4xx (design §8), instead of Node's bare status line.
 */
import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Behind a load balancer, keep idle connections open longer than it does (AWS ALB: 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** The message of each status this server answers for the parser (exported for tests). */
export const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Bad request: this request could not be read.',
  408: 'The request took too long to arrive.',
  413: 'Request too large.',
  431: 'Request headers too large.',
};

/** The raw response for a request the parser refused with `code` (no body for a HEAD request). */
export function clientErrorResponse(code: string | undefined, head = false): string {
  const status = (code && STATUS_BY_CODE[code]) || 400;
  const body = `${CLIENT_ERROR_MESSAGES[status]}\n`;
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    head ? '' : body,
  ].join('\r\n');
}

export function createHttpServer(app: RequestListener): Server {
  // Node refuses an HTTP/1.1 request without Host with a bare 400; the same refusal, with a message.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    if (req.headers.host === undefined && req.httpVersion === '1.1') {
      const body = `${CLIENT_ERROR_MESSAGES[400]}\n`;
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
      res.end(body);
      return;
    }
    app(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex & { bytesWritten?: number }) => {
    // Nothing can be said on a reset socket, or once a response has started on it.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket.bytesWritten ?? 0) > 0) {
      socket.destroy();
      return;
    }
    // The parser gives no method; the packet's first bytes do (a HEAD answer must have no body).
    const head = err.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.end(clientErrorResponse(err.code, head));
  });
  return server;
}
