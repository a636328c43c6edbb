/**
 * Issue 32: the title is on the first screen, whatever the hero layout. For one story of every
 * hero layout the dataset uses (the one with the longest title: the worst case) and for every
 * released feature with a hidden headline, at the phone and the desktop size, after load with the
 * page scrolled to the top: the h1's box ends inside the viewport; or, where the headline is hidden
 * (hideHeadline), the h1 is in the DOM and the hero art, which carries the title, is visible in
 * the first viewport. Screenshots go to test-results/screenshots/hero-<layout>-<phone|desktop>.png:
 * look at them.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { ArticleDocument, FeatureArticleDocument } from '../../tools/dataset/schema.js';
import { inject } from './provided.js';
import { launchBrowser, waitForHydration } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';
import { released, slugOf } from '../support/dataset.js';
import { DEFAULT_HERO_TYPE } from '../../shared/content/article.js';

const baseUrl = inject('baseUrl');
const OUT = 'test-results/screenshots';

/** The layout the page renders (ArticleHero falls back to 'no-image' for an image layout without an image). */
function articleLayout(a: ArticleDocument): string {
  const type = a.hero.heroType ?? DEFAULT_HERO_TYPE;
  return a.hero.heroImage || type === 'no-image-centered-text' ? type : 'no-image';
}

function featureLayout(f: FeatureArticleDocument): string {
  if (f.hideHeadline) return 'feature-hidden-headline';
  return f.useArticleHeaderHero || !f.heroImage ? 'feature-article-header' : 'feature-full-bleed';
}

interface Case {
  layout: string;
  /** The screenshot's name: hero-<shot>-<phone|desktop>.png. */
  shot: string;
  path: string;
  title: string;
  hiddenHeadline: boolean;
}

/** One story per layout (the longest title), and every released feature whose headline is hidden. */
function cases(): Case[] {
  const best = new Map<string, Case>();
  const hidden: Case[] = [];
  const offer = (c: Case) => {
    const known = best.get(c.layout);
    if (!known || c.title.length > known.title.length) best.set(c.layout, c);
  };
  for (const a of released('article')) {
    if (a.isPremium) continue; // the paywall is not what this is about
    const layout = articleLayout(a);
    offer({ layout, shot: layout, path: `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`, title: a.title, hiddenHeadline: false });
  }
  for (const f of released('featureArticle')) {
    const layout = featureLayout(f);
    const c = { layout, shot: layout, path: `/feature/${f.slug.current}`, title: f.title, hiddenHeadline: Boolean(f.hideHeadline) };
    if (c.hiddenHeadline) hidden.push({ ...c, shot: hidden.length === 0 ? layout : `${layout}-${f.slug.current}` });
    else offer(c);
  }
  return [...best.values(), ...hidden].sort((a, b) => a.shot.localeCompare(b.shot));
}

const CASES = cases();
const SIZES = [
  ['phone', PHONE, 3],
  ['desktop', DESKTOP, 1],
] as const;

describe('the title is in the first viewport, for every hero layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('covers every hero layout of the dataset, including a feature with a hidden headline', () => {
    const layouts = CASES.map((c) => c.layout);
    for (const layout of [
      'full-width-header-with-image',
      'full-width-image-with-half-width-header',
      'half-width-header-with-image',
      'no-image',
      'no-image-centered-text',
      'feature-hidden-headline',
    ]) {
      expect(layouts).toContain(layout);
    }
  });

  for (const c of CASES) {
    for (const [size, viewport, scale] of SIZES) {
      it(`${c.layout} at ${size} (${viewport.width}x${viewport.height}): ${c.path}`, async () => {
        const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
        const page = await context.newPage();
        await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
        await page.goto(baseUrl + c.path);
        await waitForHydration(page);
        await page.waitForLoadState('load');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${OUT}/hero-${c.shot}-${size}.png`, timeout: 90_000 });

        const h1 = page.locator('article h1').first();
        await expect(h1.textContent()).resolves.toBe(c.title); // in the DOM, hidden or not
        if (c.hiddenHeadline) {
          // The art carries the title: the hero image must be visible on the first screen.
          const box = await page.locator('.feature__picture img').boundingBox();
          expect(box).not.toBeNull();
          const visible = Math.min(box!.y + box!.height, viewport.height) - Math.max(box!.y, 0);
          expect(visible).toBeGreaterThan(Math.min(box!.height, viewport.height) * 0.9);
          const shown = await page.locator('.feature__picture img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
          expect(shown).toBe(true);
        } else {
          const box = await h1.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.y).toBeGreaterThanOrEqual(0);
          expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
        }
        await context.close();
      }, 120_000);
    }
  }
});
