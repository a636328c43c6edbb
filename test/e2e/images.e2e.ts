/**
 * Issue 18, what only a browser shows about images: at a phone's width and pixel ratio the browser
 * picks a srcset candidate that fits the displayed size (neither a desktop-sized file nor a blurry
 * one), the image pipeline answers it as WebP or AVIF (auto=format, Chromium's Accept), and the
 * LCP hero is preloaded with high priority so it starts before the stylesheet-blocked layout.
 */
import type { Response } from 'playwright-core';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { released, slugOf } from '../support/dataset.js';

const baseUrl = inject('baseUrl');
const withHero = released('article').find((a) => a.hero.heroImage && !a.isPremium)!;
const articlePath = `/sections/${slugOf(withHero.section._ref)}/articles/${withHero.slug.current}`;

describe('responsive images at 390 px, 3x', () => {
  const t = pagePerTest({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  it('the hero is a srcset candidate near its displayed pixels, served as WebP or AVIF, and preloaded with high priority', async () => {
    const images: Response[] = [];
    t.page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/images/')) images.push(r);
    });
    await t.page.goto(`${baseUrl}${articlePath}`);
    await waitForHydration(t.page);
    const hero = t.page.locator('main img[fetchpriority="high"]').first();
    await hero.evaluate((img: HTMLImageElement) => (img.complete ? null : new Promise((done) => img.addEventListener('load', done, { once: true }))));
    const facts = await hero.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width * window.devicePixelRatio,
      src: img.currentSrc,
      // Candidates are separated by a comma and a space; URLs may hold commas (rect=0,0,w,h).
      candidates: img.srcset.split(/,\s+/).map((c) => Number(c.trim().split(/\s+/)[1]?.replace('w', ''))),
    }));
    const chosen = Number(new URL(facts.src).searchParams.get('w'));
    const wider = facts.candidates.filter((w) => w >= facts.shown).sort((a, b) => a - b);
    // Sharp (it covers the displayed device pixels) but not a desktop file: at most one srcset step
    // above the smallest candidate that covers them (`sizes` is the layout's estimate, not the box).
    expect(chosen).toBeGreaterThanOrEqual(Math.min(facts.shown, Math.max(...facts.candidates)));
    expect(chosen).toBeLessThanOrEqual(wider[1] ?? Math.max(...facts.candidates));
    expect(chosen).toBeLessThan(Math.max(...facts.candidates));
    // The pipeline really resized it: the file is `w` device pixels wide.
    const decoded = await t.page.evaluate(async (src) => (await createImageBitmap(await (await fetch(src)).blob())).width, facts.src);
    expect(decoded).toBe(chosen);
    const response = images.find((r) => r.url() === facts.src);
    expect(response?.headers()['content-type']).toMatch(/^image\/(webp|avif)$/);
    const preload = await t.page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => ({ srcset: l.getAttribute('imagesrcset'), priority: l.getAttribute('fetchpriority') })),
    );
    expect(preload).toContainEqual({ srcset: await hero.getAttribute('srcset'), priority: 'high' });
  });
});
