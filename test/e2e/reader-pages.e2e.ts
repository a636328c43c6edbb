/**
 * Issue 14 (part 2), what a reader sees on the production build in Chromium: each story once per
 * page, no half-empty modules or ad placeholders, one ask on screen at a time, first images never
 * lazy or broken, and a blackout screen that does not blame a valid address.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import type { Page } from 'playwright-core';
import { pagePerTest, waitForHydration } from './browser.js';
import { released, slugOf } from '../support/dataset.js';
import { freePort } from '../support/free-port.js';
import { startProdArgs } from '../../bench/start-command.mjs';
import type { ArticleDocument } from '../../tools/dataset/schema.js';
import { BLACKOUT, BLACKOUT_ERROR, BLACKOUT_UNAVAILABLE } from '../../shared/messages.js';

const baseUrl = inject('baseUrl');
const urlOf = (a: ArticleDocument) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`;
const fullWidthHero = released('article').find((a) => a.hero.heroImage && a.hero.heroType === 'full-width-image-with-half-width-header')!;
const noRelated = released('article').find((a) => !a.hideContinueReading && (a.relatedArticles ?? []).length === 0)!;
const withAd = released('article').find((a) => a.content.body.some((b) => b._type === 'adSlot'))!;

/** How many story cards (their title links) point at each article, in the page's main content. */
function storyCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const a of document.querySelectorAll<HTMLAnchorElement>('main :is(h2, h3, h4) a[href*="/articles/"]')) {
      const href = new URL(a.href).pathname;
      counts[href] = (counts[href] ?? 0) + 1;
    }
    return counts;
  });
}

describe('stories, modules and ads', () => {
  const t = pagePerTest({ viewport: { width: 1440, height: 900 } });

  it.each(['/', '/sections/news', '/sections/arts-letters', '/sections/holidays/hanukkah'])('%s shows each story once', async (path) => {
    await t.page.goto(baseUrl + path);
    await waitForHydration(t.page);
    const counts = await storyCounts(t.page);
    expect(Object.keys(counts).length).toBeGreaterThan(8);
    expect(Object.entries(counts).filter(([, n]) => n > 1)).toEqual([]);
    // No module is rendered without stories.
    const empty = await t.page.locator('main section.module').evaluateAll((els) => els.filter((el) => !el.querySelector('a[href*="/articles/"]')).length);
    expect(empty).toBe(0);
  });

  it("'Continue reading' is a full row of four, even when the editors picked none", async () => {
    await t.page.goto(baseUrl + urlOf(noRelated));
    await waitForHydration(t.page);
    const cards = t.page.locator('.continue-reading li');
    expect(await cards.count()).toBe(4);
    const links = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    expect(links).not.toContain(urlOf(noRelated));
    expect(new Set(links).size).toBe(4);
  });

  it('an article leaves no ad box in its text when no ads script is configured', async () => {
    await t.page.goto(baseUrl + urlOf(withAd));
    await waitForHydration(t.page);
    expect(await t.page.locator('.ad-slot, [data-ad-size]').count()).toBe(0);
    expect(await t.page.locator('main').textContent()).not.toMatch(/advertisement/i);
  });
});

describe('popups', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    describe(`at ${viewport.width} px`, () => {
      const t = pagePerTest({ viewport });

      it('the donation popup and the sticky newsletter bar never show together', async () => {
        await t.page.addInitScript(() => {
          window.__COLOPHON_POPUP_DELAY_MS__ = 1500;
        });
        await t.page.goto(`${baseUrl}/sections/news`);
        await waitForHydration(t.page);
        await t.page.mouse.wheel(0, 1500);
        const bar = t.page.locator('.scroll-cta');
        await poll(() => bar.isVisible()).toBe(true);
        const dialog = t.page.locator('.site-popup');
        await dialog.waitFor();
        await poll(() => bar.isVisible()).toBe(false);
        // The popup's close button is what a click there reaches: nothing lies over it.
        const close = dialog.getByRole('button', { name: 'Close' });
        const box = (await close.boundingBox())!;
        const hit = await t.page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.site-popup__close') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
        expect(hit).toBe(true);
        await close.click();
        await poll(() => dialog.count()).toBe(0);
        await poll(() => bar.isVisible()).toBe(true);
      });
    });
  }
});

describe('first images', () => {
  const t = pagePerTest({ viewport: { width: 1440, height: 900 } });
  const pages = ['/', '/sections/arts-letters', urlOf(fullWidthHero), '/sections/holidays/hanukkah'];

  /** Images on the first screen that Chromium would draw as broken: no src, or a src that failed. */
  const brokenOnFirstScreen = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('main img')]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.getBoundingClientRect().bottom > 0)
        .filter((img) => {
          const i = img as HTMLImageElement;
          return !i.getAttribute('src') || (i.complete && i.naturalWidth === 0);
        })
        .map((img) => img.outerHTML.slice(0, 120)),
    );

  it.each(pages)('%s: the first image is eager, and nothing on the first screen is broken before hydration', async (path) => {
    // Before the scripts run (blocked here) and while the images are slow to arrive.
    await t.page.route('**/*.js', (r) => r.abort());
    await t.page.route('**/images/**', async (r) => {
      await new Promise((res) => setTimeout(res, 1500));
      await r.continue().catch(() => undefined);
    });
    await t.page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' });
    await t.page.waitForTimeout(300);
    expect(await brokenOnFirstScreen(t.page)).toEqual([]);
    const first = t.page.locator('main img').first();
    expect(await first.getAttribute('loading')).toBe('eager');
    expect(await first.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('blackout screen with no forms endpoint', () => {
  const t = pagePerTest({ viewport: { width: 1440, height: 900 } });
  let blackoutUrl = '';
  let stop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ url: blackoutUrl, stop } = await startServer({ FEATURE_BLACKOUT_SCREEN: 'on', FORMS_ENDPOINT: '' }));
  });
  afterAll(() => stop());

  it('does not blame a valid address, has a visible submit button and a title', async () => {
    await t.page.goto(blackoutUrl);
    await waitForHydration(t.page);
    expect(await t.page.title()).toBe(`${BLACKOUT.title} | The Colophon`);
    const button = t.page.getByRole('button', { name: 'Submit' });
    const [fg, bg] = await button.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.color, s.backgroundColor];
    });
    expect(contrast(fg, bg)).toBeGreaterThan(7);
    // The screen is black: the button must stand out from it, too.
    expect(contrast(bg, 'rgb(11, 11, 11)')).toBeGreaterThan(7);
    await t.page.getByRole('textbox').fill('Valid.Person@Example.com');
    await button.click();
    const alert = t.page.getByRole('alert');
    await poll(() => alert.textContent()).toBe(BLACKOUT_UNAVAILABLE);
    expect(await t.page.textContent('main')).not.toContain(BLACKOUT_ERROR);
  });

  it('still says “Please enter a valid email” for an invalid one', async () => {
    await t.page.goto(blackoutUrl);
    await waitForHydration(t.page);
    await t.page.getByRole('textbox').fill('not-an-address');
    await t.page.getByRole('button', { name: 'Submit' }).click();
    await poll(() => t.page.getByRole('alert').textContent()).toBe(BLACKOUT_ERROR);
  });
});

/** WCAG contrast ratio of two computed `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A second production server with its own env (the suite's shared one has the blackout off). */
async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'colophon-e2e-blackout-'));
  const child = spawn(process.execPath, startProdArgs(), {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('subscribe and donate when the provider frames cannot load', () => {
  const t = pagePerTest({ viewport: { width: 1440, height: 900 } });

  it.each(['/donate', '/subscribe'])('%s offers a link to the provider for each frame', async (path) => {
    // Blocked, as by a content blocker or a network that refuses the provider's host.
    await t.page.route(/^https:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    await t.page.goto(baseUrl + path);
    await waitForHydration(t.page);
    const frames = await t.page.locator('main iframe').evaluateAll((fs) => fs.map((f) => (f as HTMLIFrameElement).src));
    expect(frames.length).toBeGreaterThan(0);
    // The frame itself stays hidden, and its button opens the same form on the provider's site
    // (issue 48; test/e2e/first-screens.e2e.ts checks the buttons at both widths).
    for (const src of frames) {
      await poll(() => t.page.locator(`main a[href="${src}"]:visible`).count()).toBe(1);
    }
  });
});
