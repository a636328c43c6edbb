/**
 * Brotli for kept pages (server/render/page-cache.ts): a kept page is compressed with Brotli once,
 * after it is stored, and sent to clients whose Accept-Encoding takes `br`; gzip to the others that
 * take gzip, the plain HTML to the rest; a 304 for either of the page's ETags. Answers are read
 * raw (nothing inflated by the client), from the hit path and through the Express stack.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp } from '../../server/app.js';
import { createContentService } from '../../server/content/index.js';
import { createLogger } from '../../server/logger.js';
import { createPageCache } from '../../server/render/page-cache.js';
import { steadyClock } from '../support/steady-clock.js';
import { testConfig } from '../support/app.js';

const ARTICLE = '/sections/news/articles/who-pays-for-the-transit-expansion';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** The page as a `br` client gets it once the Brotli copy is ready (it is made off the request path). */
async function untilBrotli(server: Server, path: string): Promise<Raw> {
  for (let i = 0; i < 250; i++) {
    const res = await raw(server, path, { 'accept-encoding': 'br' });
    if (res.headers['content-encoding'] === 'br') return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no Brotli copy of ${path} after 5 s`);
}

describe('Brotli for kept pages', () => {
  let fast: Server;
  let stack: Server;
  let html: string;
  let gzipEtag: string;
  let brEtag: string;

  beforeAll(async () => {
    const config = testConfig({});
    const content = createContentService({ config, logger: createLogger('silent') });
    const pageCache = createPageCache({ clock: steadyClock });
    // Two apps over one page cache: hits answered before the stack, and every request through it.
    fast = http.createServer(createApp({ config, logger: createLogger('silent'), content, pageCache }));
    stack = http.createServer(createApp({ config, logger: createLogger('silent'), content, pageCache, cachedHits: false }));
    await Promise.all([fast, stack].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))));
  });
  afterAll(() => {
    fast.close();
    stack.close();
  });

  it('serves the gzip until the Brotli copy is made, then Brotli bytes of exactly the same HTML', async () => {
    // The render: kept; its readers get the gzip, the Brotli copy is made after.
    const first = await raw(fast, ARTICLE, { 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('gzip');
    html = gunzipSync(first.body).toString('utf8');
    expect(html).toContain('<h1 class="article-header__title">Who Pays for the Transit Expansion?</h1>');
    gzipEtag = String(first.headers.etag);

    const br = await untilBrotli(fast, ARTICLE);
    expect(br.status).toBe(200);
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    // Smaller than the gzip, and its own validator: different bytes, different ETag.
    expect(br.body.length).toBeLessThan(first.body.length);
    brEtag = String(br.headers.etag);
    expect(brEtag).not.toBe(gzipEtag);
  });

  const cases: Array<[string, string, string | undefined]> = [
    ['a browser (gzip, deflate, br, zstd)', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['no Accept-Encoding', '', undefined],
    ['identity only', 'identity', undefined],
    ['br refused (q=0)', 'gzip, br;q=0', 'gzip'],
    ['br weighed below gzip', 'br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br weighed above gzip', 'gzip;q=0.5, br', 'br'],
    ['any coding (*)', '*', 'br'],
    ['gzip refused, nothing else', 'gzip;q=0', undefined],
    ['br only', 'br', 'br'],
  ];

  it.each(cases)('%s: the hit and the stack answer %s with the same coding and HTML', async (_name, acceptEncoding, coding) => {
    for (const server of [fast, stack]) {
      const res = await raw(server, ARTICLE, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBe(coding === 'br' ? brEtag : gzipEtag);
      const text = coding === 'br' ? brotliDecompressSync(res.body) : coding === 'gzip' ? gunzipSync(res.body) : res.body;
      expect(text.toString('utf8')).toBe(html);
    }
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const get = await raw(fast, ARTICLE, { 'accept-encoding': 'br' });
    const head = await raw(fast, ARTICLE, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers.etag).toBe(brEtag);
    expect(head.body.length).toBe(0);
  });

  it('answers 304 to If-None-Match with either ETag of the page, and 200 to another', async () => {
    for (const server of [fast, stack]) {
      const brMatch = await raw(server, ARTICLE, { 'accept-encoding': 'br', 'if-none-match': brEtag });
      expect(brMatch.status).toBe(304);
      expect(brMatch.body.length).toBe(0);
      const gzipMatch = await raw(server, ARTICLE, { 'accept-encoding': 'gzip', 'if-none-match': gzipEtag });
      expect(gzipMatch.status).toBe(304);
      // A client that kept the gzip and now takes br: the page has not changed.
      const switched = await raw(server, ARTICLE, { 'accept-encoding': 'br', 'if-none-match': gzipEtag });
      expect(switched.status).toBe(304);
      const other = await raw(server, ARTICLE, { 'accept-encoding': 'br', 'if-none-match': '"not-this-page"' });
      expect(other.status).toBe(200);
      expect(other.headers['content-encoding']).toBe('br');
      // A reload (Cache-Control: no-cache) gets the page, not a 304.
      const reload = await raw(server, ARTICLE, { 'accept-encoding': 'br', 'if-none-match': brEtag, 'cache-control': 'no-cache' });
      expect(reload.status).toBe(200);
    }
  });
});
