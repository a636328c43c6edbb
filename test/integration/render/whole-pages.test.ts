/**
 * Every page is sent whole (renderToPipeableStream piped at onAllReady), to a reader's browser as
 * to a crawler: one body with its Content-Length and ETag, never a chunked stream, and the same bytes
 * whoever asks; a missing page is a 404 for both. Why no page is streamed:
 * docs/decisions/streaming-vs-whole-pages.md.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { buildRealApp } from '../../support/real-app.js';
import { NOT_FOUND } from '../../../shared/messages.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ARTICLE = '/sections/news/articles/who-pays-for-the-transit-expansion';

let server: Server;
let base: string;
beforeAll(async () => {
  // The page cache off: every request below is a render of its own.
  const { app } = buildRealApp({ PAGE_CACHE: 'off' });
  server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

/** GET without compression: the status, the headers and the body as received. */
function get(path: string, userAgent: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: { 'user-agent': userAgent } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

describe('whole pages', () => {
  it.each([
    ['a browser', BROWSER],
    ['a crawler', GOOGLEBOT],
  ])('sends %s an article whole, with its length and ETag', async (_who, ua) => {
    const res = await get(ARTICLE, ua);
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/^<!DOCTYPE html>/);
    expect(res.body).toContain('</html>');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('gives a browser and a crawler the same bytes', async () => {
    const [reader, crawler] = await Promise.all([get(ARTICLE, BROWSER), get(ARTICLE, GOOGLEBOT)]);
    expect(reader.headers.etag).toBe(crawler.headers.etag);
    expect(reader.body).toBe(crawler.body);
  });

  it.each([
    ['a browser', BROWSER],
    ['a crawler', GOOGLEBOT],
  ])('answers a missing page with a 404 for %s', async (_who, ua) => {
    const res = await get(`/sections/no-such-section?${encodeURIComponent(ua.slice(0, 8))}`, ua);
    expect(res.status).toBe(404);
    expect(res.body).toContain(NOT_FOUND.title);
  });
});
