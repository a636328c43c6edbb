/**
 * The frame's shared parts (client/components/SharedHtml.tsx) are rendered once per content object
 * and written into every later page as they are. A page must come out byte for byte as it does when
 * every part is rendered in place (what the browser hydrates against): this test renders a spread of
 * every kind of page from the sitemaps, plus the home page, search, a 404 and a preview, both ways.
 */
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { PREVIEW_COOKIE } from '../../../server/api/preview.js';
import { seoApp } from '../seo/helpers.js';
import { released, slugOf } from '../../support/dataset.js';
import { articleUrl } from '../../../shared/content/urls.js';

const PREVIEW_SECRET = 'preview-secret-for-shared-html';

// The page cache off: each request is a render of its own.
const app = (sharedHtml: boolean): RequestListener => seoApp({ PREVIEW_SECRET, PAGE_CACHE: 'off' }, undefined, { sharedHtml });

const shared = app(true);
const inPlace = app(false);

async function locs(path: string): Promise<string[]> {
  const res = await request(inPlace).get(path);
  expect(res.status).toBe(200);
  return [...res.text.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
}

/** The page as a reader's browser and as a crawler get it (the same whole page, whoever asks). */
async function page(target: RequestListener, path: string, crawler: boolean, cookie?: string) {
  let req = request(target).get(path).set('user-agent', crawler ? 'Googlebot/2.1' : 'Mozilla/5.0 Chrome/140.0.0.0 Safari/537.36');
  if (cookie) req = req.set('cookie', cookie);
  const res = await req;
  return { status: res.status, html: res.text };
}

describe('shared frame parts', () => {
  it('leave every kind of page byte-identical to rendering them in place', async () => {
    const sitemaps = await locs('/sitemap.xml');
    expect(sitemaps.length).toBeGreaterThan(5);
    const paths = ['/', '/search?q=transit', '/no-such-page-anywhere'];
    for (const sitemap of sitemaps) paths.push(...(await locs(sitemap)).slice(0, 3));
    expect(paths.length).toBeGreaterThan(30);
    // The parts are rendered on the shared app's first page; every later page reuses them.
    await page(shared, '/', false);
    // The search page lists results once that app's search index is built, which on a loaded
    // machine is not the same moment for both apps: wait until both have theirs.
    for (let i = 0; i < 60; i++) {
      const [a, b] = await Promise.all([page(shared, '/search?q=transit', false), page(inPlace, '/search?q=transit', false)]);
      if (a.html === b.html) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const differ: string[] = [];
    for (const [i, path] of paths.entries()) {
      const crawler = i % 2 === 1;
      const [a, b] = await Promise.all([page(shared, path, crawler), page(inPlace, path, crawler)]);
      if (a.status !== b.status || a.html !== b.html) differ.push(`${path} (${a.status} vs ${b.status})`);
    }
    expect(differ).toEqual([]);
  }, 180_000);

  it('keep article bodies, related cards and share menus per article: every kind of block, premium or not, twice, as rendered in place', async () => {
    const articles = released('article');
    const blockTypes = ['insetImage', 'pullQuote', 'imageCarousel', 'podcastPlayer', 'relatedRecipes', 'adSlot'];
    const picked = new Set<(typeof articles)[number]>();
    for (const type of blockTypes) {
      const withIt = articles.filter((a) => a.content.body.some((b) => b._type === type));
      expect(withIt.length).toBeGreaterThan(1);
      withIt.slice(0, 2).forEach((a) => picked.add(a));
    }
    articles.filter((a) => a.isPremium).slice(0, 3).forEach((a) => picked.add(a));
    const paths = [...picked].map((a) => articleUrl(slugOf(a.section._ref), a.slug.current));
    const differ: string[] = [];
    // Each page twice from the shared app: the render that keeps its parts, then one that reuses them.
    for (const round of [1, 2]) {
      for (const path of paths) {
        const [a, b] = await Promise.all([page(shared, path, false), page(inPlace, path, false)]);
        expect(a.status).toBe(200);
        if (a.html !== b.html) differ.push(`${path} (round ${round})`);
      }
    }
    expect(differ).toEqual([]);
  }, 120_000);

  it('leave a preview page (drafts, not shared) as it is rendered in place', async () => {
    const enter = await request(inPlace).get(`/api/preview?secret=${PREVIEW_SECRET}&slug=/`);
    const cookie = (enter.headers['set-cookie'] as unknown as string[] | undefined)?.find((c) => c.startsWith(`${PREVIEW_COOKIE}=`));
    expect(cookie).toBeDefined();
    const value = cookie!.split(';')[0];
    const [a, b] = await Promise.all([page(shared, '/', false, value), page(inPlace, '/', false, value)]);
    expect(a.status).toBe(200);
    expect(a.html).toContain('preview');
    expect(a.html).toBe(b.html);
  });
});
