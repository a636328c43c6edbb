/**
 * The HTTP server around the app. Requests Node's own parser refuses before the app sees them
 * (headers over the size limit, malformed request lines, timeouts) get a short text message, like
 * every other 4xx, instead of Node's bare status line.
 *
 * It also bounds what one connection can make the process hold (docs/decisions/connection-limits.md):
 * - Node's own options: `maxRequestsPerSocket` (a connection's lifetime, as nginx's
 *   keepalive_requests), `timeout` (a socket with no read and no write for that long is destroyed:
 *   a reader that reads none of its response stops our writes, so it is closed), `keepAliveTimeout`,
 *   and the defaults of `headersTimeout` and `requestTimeout` for slow senders.
 * - What Node has no option for: pipelined requests. Node stops reading a connection whose
 *   responses are not being read, but only between reads: every request in one read (a 64 kB chunk
 *   holds 1,800 short GETs) is handed to the app at once, each response kept in memory until the
 *   ones before it are sent. Here a connection's requests run one at a time, as a browser's do
 *   (the next starts when the previous response is done), so a pipelining client costs what any
 *   other client costs; at most MAX_PIPELINED_PER_SOCKET wait, and past that the connection is
 *   closed. A client that reads none of its answers stalls its own queue until `timeout`.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** Behind a load balancer, keep idle connections open longer than it does (AWS ALB: 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * A connection on which nothing was read or written for this long is closed: a client that stops
 * reading its response (so our writes stop too) or an app that never answers. Longer than any
 * answer takes: content calls give up after CONTENT_TIMEOUT_MS (5 s), renders queue with a bound.
 */
export const SOCKET_IDLE_TIMEOUT_MS = 30_000;
/** Requests one connection may make over its life (nginx's keepalive_requests default); then Connection: close. */
export const MAX_REQUESTS_PER_SOCKET = 1000;
/**
 * Requests one connection may have waiting behind the one being answered. Browsers never pipeline;
 * a pipelining client may send 16 ahead, past the depth any client uses, and a flood of thousands
 * costs 16 small request objects, not thousands of responses.
 */
export const MAX_PIPELINED_PER_SOCKET = 16;

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

export interface HttpServerOptions {
  /** Requests one connection may have waiting (default MAX_PIPELINED_PER_SOCKET). */
  maxPipelinedPerSocket?: number;
  /** Idle time after which a connection is closed (default SOCKET_IDLE_TIMEOUT_MS). */
  socketIdleTimeoutMs?: number;
  /** Told once for each connection closed for too many pipelined requests (a log line). */
  onPipelineFlood?: (socket: Socket) => void;
}

/** A connection's request being answered, and those waiting their turn. */
interface Turns {
  busy: boolean;
  waiting: Array<[IncomingMessage, ServerResponse]>;
}

/**
 * Runs `listener` for one request of a connection at a time: a request that arrives while another
 * on its connection is being answered waits until that response is done or abandoned ('close'
 * fires for both); past `max` waiting, the connection is closed.
 */
function oneAtATime(listener: RequestListener, max: number, onFlood?: (socket: Socket) => void): RequestListener {
  const turns = new WeakMap<Socket, Turns>();
  const run = (socket: Socket, t: Turns, req: IncomingMessage, res: ServerResponse): void => {
    t.busy = true;
    res.once('close', () => {
      t.busy = false;
      const next = t.waiting.shift();
      // Requests that waited on a connection since closed have no one to answer.
      if (next && !socket.destroyed) run(socket, t, next[0], next[1]);
    });
    listener(req, res);
  };
  return (req, res) => {
    const socket = req.socket;
    // The rest of a flood's read, after its connection was closed: nothing to answer, nothing to run.
    if (socket.destroyed) return;
    let t = turns.get(socket);
    if (!t) turns.set(socket, (t = { busy: false, waiting: [] }));
    if (!t.busy) return run(socket, t, req, res);
    if (t.waiting.length >= max) {
      t.waiting.length = 0;
      onFlood?.(socket);
      socket.destroy();
      return;
    }
    t.waiting.push([req, res]);
  };
}

export function createHttpServer(app: RequestListener, options: HttpServerOptions = {}): Server {
  // Node refuses an HTTP/1.1 request without Host with a bare 400; the same refusal, with a message.
  const listener: RequestListener = (req, res) => {
    if (req.headers.host === undefined && req.httpVersion === '1.1') {
      const body = `${CLIENT_ERROR_MESSAGES[400]}\n`;
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
      res.end(body);
      return;
    }
    app(req, res);
  };
  const maxPipelined = options.maxPipelinedPerSocket ?? MAX_PIPELINED_PER_SOCKET;
  const server = createServer({ requireHostHeader: false }, oneAtATime(listener, maxPipelined, options.onPipelineFlood));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  // With no 'timeout' listener on the server, Node destroys a socket idle this long.
  server.timeout = options.socketIdleTimeoutMs ?? SOCKET_IDLE_TIMEOUT_MS;
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
