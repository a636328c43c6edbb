/**
 * The page cache's Brotli copies (server/render/page-cache.ts): made once per kept page, counted in
 * the cache's byte bound, dropped when the entry they were made for is gone; and how an
 * Accept-Encoding header picks the coding.
 */
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { createPageCache, preferredEncoding, type RenderedResponse } from '../../../server/render/page-cache.js';

/** A page-sized body (about 60 kB of HTML that compresses as a page does). */
function page(n: number): RenderedResponse {
  const paragraphs = Array.from({ length: 400 }, (_, i) => `<p id="p${n}-${i}">Paragraph ${i} of page ${n}: ${((i * 7919 + n * 104729) % 1000003).toString(36)} words.</p>`);
  return { status: 200, contentType: 'text/html; charset=utf-8', body: Buffer.from(`<!DOCTYPE html><html><body>${paragraphs.join('')}</body></html>`) };
}

async function untilBrotli(peek: () => { br?: Buffer | null } | undefined): Promise<Buffer> {
  for (let i = 0; i < 500; i++) {
    const br = peek()?.br;
    if (br) return br;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('no Brotli copy after 5 s');
}

const req = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

describe('the page cache keeps a Brotli copy', () => {
  it('adds it after the render, once, with the same bytes as the page', async () => {
    const cache = createPageCache();
    let renders = 0;
    const produce = async () => {
      renders++;
      return page(1);
    };
    const first = await cache.get('page:/a', produce);
    expect(first.cache).toBe('MISS');
    // The readers of the render get the gzip: the Brotli copy comes later.
    expect(first.response.br ?? null).toBeNull();
    const br = await untilBrotli(() => cache.peek('page:/a'));
    expect(brotliDecompressSync(br).equals(page(1).body)).toBe(true);
    expect(br.length).toBeLessThan(first.response.gzip!.length);
    const again = await cache.get('page:/a', produce);
    expect(again.cache).toBe('HIT');
    expect(again.response.br).toBe(br);
    expect(renders).toBe(1);
  });

  it('counts it in the byte bound: pages that fit gzipped alone do not all fit with their Brotli copies', async () => {
    const probe = createPageCache();
    await probe.get('page:/probe', async () => page(0));
    const gzipBytes = probe.peek('page:/probe')!.gzip!.length;
    const brBytes = (await untilBrotli(() => probe.peek('page:/probe'))).length;
    // Room for three pages' gzips, not for three pages' gzips and Brotli copies.
    const cache = createPageCache({ maxBytes: 3 * (gzipBytes + 256) + Math.floor(brBytes / 2) });
    for (const n of [1, 2, 3]) {
      await cache.get(`page:/${n}`, async () => page(n));
      await untilBrotli(() => cache.peek(`page:/${n}`));
    }
    // The oldest pages made room for the newer copies.
    expect(cache.peek('page:/1')).toBeUndefined();
    expect(cache.peek('page:/3')?.br).toBeTruthy();
  });

  it('drops a copy whose entry was purged before it was ready', async () => {
    const cache = createPageCache();
    await cache.get('page:/gone', async () => page(5));
    cache.purge();
    await new Promise((r) => setTimeout(r, 300));
    expect(cache.peek('page:/gone')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('makes none with the cache off', async () => {
    const cache = createPageCache({ enabled: false });
    const answer = await cache.get('page:/off', async () => page(6));
    await new Promise((r) => setTimeout(r, 100));
    expect(answer.response.br ?? null).toBeNull();
  });
});

describe('preferredEncoding', () => {
  it.each<[string | undefined, 'br' | 'gzip' | null]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    [undefined, null],
    ['', null],
    ['identity', null],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.0, GZIP', 'gzip'],
    ['br;q=0.4, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['x-gzip', null],
  ])('Accept-Encoding %p: %p', (header, coding) => {
    expect(preferredEncoding(req(header))).toBe(coding);
  });
});
