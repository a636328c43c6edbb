/**
 * Requests no HTTP client library will send: raw bytes on a socket (malformed request lines, raw
 * invalid UTF-8, smuggling-shaped framing, headers over Node's limit). Each must get an answer below
 * 500 carrying a message, from the app or from server/http-server.ts, and the server must live on.
 */
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createHttpServer } from '../../../server/http-server.js';
import { buildFullApp, type FullApp } from './full-app.js';
import { problemWith } from './fuzz-check.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `raw`, reads until the server closes the connection. */
function exchange(port: number, raw: Buffer | string, finish = false): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      if (!text) return resolve(null);
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      let body = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked') body = body.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') });
    });
    // Not end() unless asked: a half-closed socket can lose an answer that comes later. The
    // requests say Connection: close; `finish` ends one that would wait for more (a short body).
    if (finish) socket.end(raw);
    else socket.write(raw);
  });
}

const line = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`;
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** Name, bytes, and whether the client ends its side after writing them. */
const RAW: [string, Buffer | string, boolean?][] = [
  ['raw UTF-8 in the path', bytes('GET /caf', [0xc3, 0xa9], ' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
  ['raw invalid UTF-8 (overlong /)', bytes('GET /sections/', [0xc0, 0xaf], ' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
  ['raw invalid UTF-8 in /_data', bytes('GET /_data/', [0xe0, 0x80], ' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
  ['HEAD with raw invalid UTF-8 (answer without a body)', bytes('HEAD /', [0xff, 0xfe], ' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
  ['raw NUL in the path', bytes('GET /a', [0x00], 'b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')],
  ['raw tab in the path', line('/\t/evil.example')],
  ['backslash prefix', line('/\\evil.example')],
  ['backslash traversal in media', line('/media/..\\..\\package.json')],
  ['absolute-form target', line('http://evil.example/sections/news')],
  ['absolute-form API target', line('http://evil.example/api/exit-preview?slug=//evil.example')],
  ['asterisk-form GET', line('*')],
  ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ['fragment sent on the wire', line('/sections/news#x')],
  ['no Host header (HTTP/1.1)', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['HTTP/1.0 without Host', 'GET /sections/news HTTP/1.0\r\n\r\n'],
  ['unknown HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ['lowercase method', 'get / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ['unknown method', 'BREW /sections/news HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ['garbage request line', 'hello there\r\n\r\n'],
  ['header without colon', line('/', 'NoColonHere\r\n')],
  ['header with space before colon', line('/', 'Accept : text/html\r\n')],
  ['obsolete line folding', line('/', 'X-A: a\r\n b\r\n')],
  ['NUL in a header value', bytes(line('/', 'X-A: a').slice(0, -2), [0x00], 'b\r\n\r\n')],
  ['headers over 16 KB', line('/', `Cookie: a=${'x'.repeat(20_000)}\r\n`)],
  ['8 KB path', line(`/sections/${'a'.repeat(8 * 1024)}`)],
  ['duplicate Content-Length', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}'],
  ['Content-Length and chunked (smuggling)', 'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /admin HTTP/1.1\r\n\r\n'],
  ['bad chunk size', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
  ['negative Content-Length', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n'],
  ['body shorter than Content-Length', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":', true],
  ['chunked JSON body', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{"\r\n0\r\n\r\n'],
];

describe('raw-socket requests', () => {
  let full: FullApp;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    full = await buildFullApp();
    server = createHttpServer(full.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await full.close();
  });

  it.each(RAW)('%s: answered below 500, with a message', async (...[_name, raw, finish]) => {
    const answer = await exchange(port, raw, finish);
    expect(answer).not.toBeNull();
    const { status, headers, body } = answer!;
    expect(status).toBeGreaterThanOrEqual(200);
    const [method = '', target = '/'] = (typeof raw === 'string' ? raw : raw.toString('latin1')).split(' ');
    if (method === 'HEAD') expect(body).toBe('');
    expect(problemWith(method.toUpperCase(), target, { status, contentType: headers['content-type'] ?? '', text: body, location: headers.location })).toBeNull();
  });

  it('still serves pages afterwards', async () => {
    const answer = await exchange(port, line('/sections/news'));
    expect(answer?.status).toBe(200);
  });
});
