/**
 * The Express stack's access log (server/logger.ts, accessLogMiddleware): one line per request when
 * its response is done, with its status and time, none for the paths it skips (the health check),
 * and a "request aborted" line when the client hangs up before the answer was written.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { accessLogMiddleware, accessLogWriter } from '../../../server/logger.js';

type Line = Record<string, unknown> & { msg?: string };

function logged() {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

/** A server whose /slow answers after 10 s (its head at once), /missing 404, anything else 200. */
function serve(logger: pino.Logger): Promise<Server> {
  const log = accessLogMiddleware(accessLogWriter(logger), (url) => url === '/healthz');
  const server = http.createServer((req, res) =>
    log(req, res, () => {
      if (req.url === '/slow') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first part');
        setTimeout(() => res.end('rest'), 10_000).unref();
        return;
      }
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.end('ok');
    }),
  );
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const get = (server: Server, path: string, headers: Record<string, string> = {}) =>
  new Promise<void>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    http.get({ host: '127.0.0.1', port, path, headers }, (res) => res.resume().on('end', resolve)).on('error', reject);
  });

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('access log of the Express stack', () => {
  it('writes one line per answered request with its method, path, status and time; none for /healthz; no cookie', async () => {
    const { lines, logger } = logged();
    const server = await serve(logger);
    try {
      await get(server, '/api/search?term=challah', { cookie: 'colophon_session=secret-value', 'user-agent': 'Reader/1.0' });
      await get(server, '/missing');
      await get(server, '/healthz');
      await until(() => lines.length >= 2);
      expect(lines.map((l) => l.msg)).toEqual(['request completed', 'request completed']);
      expect(lines[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/search?term=challah', userAgent: 'Reader/1.0' }, res: { statusCode: 200 } });
      expect(typeof lines[0]!.responseTime).toBe('number');
      expect(lines[1]).toMatchObject({ req: { url: '/missing' }, res: { statusCode: 404 } });
      expect(JSON.stringify(lines)).not.toContain('secret-value');
      expect(lines.some((l) => JSON.stringify(l).includes('/healthz'))).toBe(false);
    } finally {
      server.close();
    }
  });

  it('says "request aborted" when the client goes before the answer is written', async () => {
    const { lines, logger } = logged();
    const server = await serve(logger);
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/slow' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
      });
      await until(() => lines.length >= 1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: 'request aborted', req: { url: '/slow' }, res: { statusCode: 200 } });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
