/**
 * With the page cache off (PAGE_CACHE=off) nothing is kept, but every page is still prepared: its
 * gzip and ETag are what the reader receives, gzipped at the faster level.
 */
import { gzipSync } from 'node:zlib';
import { createPageCache, KEPT_GZIP, ONE_SHOT_GZIP } from '../../../server/render/page-cache.js';

const html = Buffer.from(`<!doctype html><html><body>${'<p>A paragraph of the story.</p>'.repeat(200)}</body></html>`);
const page = async () => ({ status: 200, contentType: 'text/html; charset=utf-8', body: html });

describe('page cache off', () => {
  it('prepares a page: its gzip and ETag are the answer', async () => {
    const cache = createPageCache({ enabled: false });
    const { response } = await cache.get('page:/a', page);
    expect(response.gzip?.length).toBeGreaterThan(0);
    expect(response.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  describe('gzip level', () => {
    // Varied text, so that the levels compress it differently.
    const words = ['transit', 'budget', 'council', 'riders', 'fare', 'bond', 'tunnel', 'vote', 'city', 'state'];
    let seed = 7;
    const text = Array.from({ length: 6000 }, () => words[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % words.length]).join(' ');
    const story = Buffer.from(`<!doctype html><html><body><p>${text}</p></body></html>`);
    const whole = async () => ({ status: 200, contentType: 'text/html; charset=utf-8', body: story });

    it('differs between the two levels for this body (else the tests below prove nothing)', () => {
      expect(gzipSync(story, { level: ONE_SHOT_GZIP.level }).equals(gzipSync(story, { level: KEPT_GZIP.level }))).toBe(false);
    });

    it('is the faster one for a page compressed for one response (cache off)', async () => {
      const { response } = await createPageCache({ enabled: false }).get('page:/b', whole);
      expect(response.gzip?.equals(gzipSync(story, { level: ONE_SHOT_GZIP.level }))).toBe(true);
    });

    it('is the smaller one for a page the cache keeps', async () => {
      const { response } = await createPageCache({ enabled: true }).get('page:/b', whole);
      expect(response.gzip?.equals(gzipSync(story, { level: KEPT_GZIP.level }))).toBe(true);
    });
  });
});
