/**
 * Pages stream (renderToPipeableStream; docs/decisions/streaming-vs-whole-pages.md): a reader's
 * browser gets the shell as soon as it is ready while the rest renders; a crawler gets the page
 * only when all of it is ready. Statuses stay right either way. The test page holds a part back for
 * SLOW_PART_MS (TEST_PAGES=on).
 */
import http from 'node:http';
import { createBrotliDecompress } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { buildRealApp } from '../support/real-app.js';
import { createPageCache, type PageCache } from '../../server/render/page-cache.js';
import { NOT_FOUND } from '../../shared/messages.js';
import { SLOW_PART_FALLBACK, SLOW_PART_MS, SLOW_PART_TEXT } from '../../client/pages/TestSlowStream/index.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Timed {
  status: number;
  headers: http.IncomingHttpHeaders;
  firstChunk: string;
  firstChunkMs: number;
  endMs: number;
  body: string;
  /** When (ms after the request) the body received so far first contained `text`. */
  seenAt(text: string): number;
}

let server: Server;
let base: string;
// Pages are cached on the parameters they read (none here): each test starts from an empty cache.
const pageCache: PageCache = createPageCache();
beforeEach(async () => {
  // A streamed answer ends before its render is stored: let the last test's render settle, so
  // this test's request starts a render of its own rather than joining that one in flight.
  for (let i = 0; i < 100 && pageCache.size === 0; i++) await new Promise((r) => setTimeout(r, 10));
  pageCache.purge();
});

beforeAll(async () => {
  const { app } = buildRealApp({ TEST_PAGES: 'on' }, { pageCache });
  server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Content cache and page chunk loaded once. As a crawler: its answer comes once the render has
  // settled, so no test's request joins this one's render in flight.
  await get('/__test/slow-stream', GOOGLEBOT);
});
afterAll(() => new Promise((r) => server.close(r)));

/** GET without compression, timing the first chunk and the end of the body. */
function get(path: string, userAgent: string): Promise<Timed> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: { 'user-agent': userAgent } }, (res) => {
        const chunks: Buffer[] = [];
        const arrivals: { ms: number; bytes: number }[] = [];
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          arrivals.push({ ms: performance.now() - start, bytes: (arrivals.at(-1)?.bytes ?? 0) + c.length });
        });
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const seenAt = (text: string) => {
            const end = raw.indexOf(text) + Buffer.byteLength(text);
            return raw.indexOf(text) < 0 ? Infinity : arrivals.find((a) => a.bytes >= end)!.ms;
          };
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            firstChunk: chunks[0]?.toString('utf8') ?? '',
            firstChunkMs: arrivals[0]?.ms ?? Infinity,
            endMs: performance.now() - start,
            body: raw.toString('utf8'),
            seenAt,
          });
        });
      })
      .on('error', reject);
  });
}

describe('streaming', () => {
  it('sends a browser the shell before the slow part has rendered, then the rest', async () => {
    const res = await get('/__test/slow-stream?reader', BROWSER);
    expect(res.status).toBe(200);
    expect(res.firstChunk).toMatch(/^<!DOCTYPE html>/);
    // The shell, its placeholder for the slow part included, well before the slow part itself.
    expect(res.seenAt(SLOW_PART_FALLBACK)).toBeLessThan(res.seenAt(SLOW_PART_TEXT) - SLOW_PART_MS / 2);
    expect(res.seenAt('</footer>')).toBeLessThan(res.seenAt(SLOW_PART_TEXT) - SLOW_PART_MS / 2);
    expect(res.body).toContain(SLOW_PART_TEXT);
    expect(res.headers['transfer-encoding']).toBe('chunked');
  });

  it('makes a crawler wait for the whole page, sent at once', async () => {
    const res = await get('/__test/slow-stream?crawler', GOOGLEBOT);
    expect(res.status).toBe(200);
    expect(res.firstChunkMs).toBeGreaterThanOrEqual(SLOW_PART_MS - 50);
    expect(res.body).toContain(SLOW_PART_TEXT);
    expect(res.body).not.toContain(SLOW_PART_FALLBACK);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('keeps the streamed page in the page cache: the next reader gets it whole, with an ETag', async () => {
    await get('/__test/slow-stream?again', BROWSER);
    const res = await get('/__test/slow-stream?again', BROWSER);
    expect(res.status).toBe(200);
    expect(res.firstChunkMs).toBeLessThan(SLOW_PART_MS);
    expect(res.headers.etag).toBeDefined();
    expect(res.body).toContain(SLOW_PART_TEXT);
  });

  it('streams to a browser that accepts Brotli in Brotli (STREAMED_BROTLI_QUALITY), the shell still first', async () => {
    const start = performance.now();
    const { encoding, text, seenAt } = await new Promise<{ encoding: string | undefined; text: string; seenAt: (t: string) => number }>(
      (resolve, reject) => {
        http
          .get(base + '/__test/slow-stream?brotli', { headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
            // Decoded as it arrives, so the time each part could be shown is known.
            const decoded: { ms: number; text: string }[] = [];
            let all = '';
            const inflate = createBrotliDecompress();
            inflate.on('data', (c: Buffer) => {
              all += c.toString('utf8');
              decoded.push({ ms: performance.now() - start, text: all });
            });
            inflate.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                text: all,
                seenAt: (t) => decoded.find((d) => d.text.includes(t))?.ms ?? Infinity,
              }),
            );
            inflate.on('error', reject);
            res.pipe(inflate);
          })
          .on('error', reject);
      },
    );
    expect(encoding).toBe('br');
    expect(text).toMatch(/^<!DOCTYPE html>/);
    expect(text).toContain(SLOW_PART_TEXT);
    expect(seenAt(SLOW_PART_FALLBACK)).toBeLessThan(seenAt(SLOW_PART_TEXT) - SLOW_PART_MS / 2);
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
