/**
 * What one connection can make the server hold (server/http-server.ts): its pipelined requests run
 * one at a time with a bounded queue, past which it is closed; a connection that reads none of its
 * answer is closed once nothing moves for the idle timeout. Raw sockets, since no HTTP client
 * pipelines or stops reading on purpose.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { RequestListener, Server } from 'node:http';
import { createHttpServer, MAX_PIPELINED_PER_SOCKET, MAX_REQUESTS_PER_SOCKET, SOCKET_IDLE_TIMEOUT_MS } from '../../../server/http-server.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(app: RequestListener, options: Parameters<typeof createHttpServer>[1] = {}): Promise<number> {
  const server = createHttpServer(app, options);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

/**
 * Writes `raw` at once and collects what comes back until the server closes the connection, `done`
 * says it has all it waits for, or `ms` pass.
 */
function exchange(port: number, raw: string, ms = 3000, done = (_text: string) => false): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, ms);
    socket.on('data', (d) => {
      text += d.toString('latin1');
      if (done(text)) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ text, closedByServer: false });
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      // After a destroy of our own, the promise is already settled and this changes nothing.
      resolve({ text, closedByServer: true });
    });
    socket.write(raw);
  });
}

describe('pipelined requests', () => {
  it('are answered in order, one at a time, when the client stays within the bound', async () => {
    let running = 0;
    let most = 0;
    const port = await listen((req, res) => {
      running++;
      most = Math.max(most, running);
      // An answer that takes a while, so overlapping requests would show.
      setTimeout(() => {
        running--;
        res.end(`answer to ${req.url}\n`);
      }, 20);
    });
    const raw = ['/a', '/b', '/c', '/d'].map(get).join('');
    const { text } = await exchange(port, raw, 3000, (t) => t.includes('answer to /d'));
    expect(text.match(/answer to \/\w/g)).toEqual(['answer to /a', 'answer to /b', 'answer to /c', 'answer to /d']);
    expect(most).toBe(1);
  });

  it('close the connection past the bound without running the flood', async () => {
    let calls = 0;
    const floods: string[] = [];
    const port = await listen(
      (req, res) => {
        calls++;
        setTimeout(() => res.end('ok\n'), 50);
      },
      { maxPipelinedPerSocket: 3, onPipelineFlood: (s) => floods.push(String(s.remoteAddress)) },
    );
    const { closedByServer } = await exchange(port, get('/').repeat(500));
    expect(closedByServer).toBe(true);
    // The one being answered and at most three waiting; none of the other 496.
    expect(calls).toBeLessThanOrEqual(4);
    expect(floods).toEqual(['127.0.0.1']);
  });

  it('keep the defaults the server is documented with', async () => {
    const server = createHttpServer(() => {});
    expect(MAX_PIPELINED_PER_SOCKET).toBe(16);
    expect(server.maxRequestsPerSocket).toBe(MAX_REQUESTS_PER_SOCKET);
    expect(server.timeout).toBe(SOCKET_IDLE_TIMEOUT_MS);
  });
});

describe('a client that reads nothing', () => {
  it('has its connection closed once nothing moves for the idle timeout', async () => {
    let closedAfter = 0;
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const port = await listen(
      (_req, res) => {
        const started = Date.now();
        res.on('close', () => (closedAfter = Date.now() - started));
        // Writes until the socket stops taking data (its reader reads nothing), as a large page or file would.
        const pump = () => {
          while (written < 256 * 1024 * 1024 && !res.destroyed) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      },
      { socketIdleTimeoutMs: 400 },
    );
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.pause();
    socket.write(get('/big'));
    const deadline = Date.now() + 10_000;
    while (!closedAfter && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    socket.destroy();
    expect(closedAfter).toBeGreaterThan(0);
    // It stopped at what the socket buffers hold, far short of the whole answer.
    expect(written).toBeLessThan(256 * 1024 * 1024);
  });
});
