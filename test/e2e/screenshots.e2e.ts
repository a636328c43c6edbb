/**
 * Screenshots of home, a section, an article, a holiday, subscribe, donate and the encyclopedia at
 * 390, 900 and 1440 px (whole pages but at 1440), and the first screen of every other page type
 * (test/e2e/page-types.ts) at 390 and 1440, written to test-results/screenshots/ (look at them
 * after `npm run test:e2e`). Each one must show a finished page: no horizontal overflow and no
 * broken images.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { inject } from './provided.js';
import { launchBrowser, waitForHydration } from './browser.js';
import { released, slugOf } from '../support/dataset.js';
import { PAGE_TYPES } from './page-types.js';

/**
 * The screenshot, for a person to look at (the page's checks come before it). A full-page capture
 * of a long page on a busy machine can take longer than Playwright's 30 s default. Twice in CI a
 * capture hung ('fonts loaded', then no frame: the holiday page, then a section, both at 1440 px),
 * the second try with animations stopped too: that renderer had stopped producing frames. So the
 * last try is the same page opened again in a new tab (`reopen`), a renderer of its own.
 */
async function capture(page: Page, options: { path: string; fullPage?: boolean }, reopen: () => Promise<Page>): Promise<void> {
  const timedOut = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';
  try {
    await page.screenshot({ ...options, timeout: 45_000 });
    return;
  } catch (err) {
    if (!timedOut(err)) throw err;
  }
  try {
    await page.screenshot({ ...options, animations: 'disabled', timeout: 20_000 });
    return;
  } catch (err) {
    if (!timedOut(err)) throw err;
  }
  console.warn(`screenshots.e2e: no frame to capture for ${options.path} in 65 s; opening the page again in a new tab`);
  await page.close();
  const fresh = await reopen();
  try {
    await fresh.screenshot({ ...options, animations: 'disabled', timeout: 60_000 });
  } finally {
    await fresh.close();
  }
}

const baseUrl = inject('baseUrl');
const article = released('article').find((a) => a.hero.heroImage && a.hero.heroType === 'full-width-image-with-half-width-header')!;
const PAGES: [string, string][] = [
  ['home', '/'],
  ['section', '/sections/arts-letters'],
  ['article', `/sections/${slugOf(article.section._ref)}/articles/${article.slug.current}`],
  ['holiday', '/sections/holidays/hanukkah'],
  ['subscribe', '/subscribe'],
  ['donate', '/donate'],
  ['encyclopedia', '/encyclopedia'],
];
const WIDTHS = [390, 900, 1440];
/** Every other page type: its first screen at the phone and desktop widths. */
const FIRST_SCREENS = PAGE_TYPES.filter(([name]) => !PAGES.some(([n]) => n === name));
const FIRST_SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const OUT = 'test-results/screenshots';

describe('screenshots at three widths', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function finished(page: Page): Promise<void> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const broken = await page.evaluate(() =>
      [...document.images].filter((img) => img.currentSrc && img.complete && img.naturalWidth === 0).map((img) => img.currentSrc),
    );
    expect(broken).toEqual([]);
  }

  for (const [name, path] of FIRST_SCREENS) {
    it.concurrent.each(FIRST_SCREEN_SIZES)(`${name} (${path}), first screen at $width px`, async (viewport) => {
      const open = async () => {
        const page = await browser.newPage({ viewport });
        await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
        await page.goto(baseUrl + path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        return page;
      };
      const page = await open();
      await finished(page);
      await capture(page, { path: `${OUT}/${name}-${viewport.width}.png` }, open);
      if (!page.isClosed()) await page.close();
    }, 300_000);
  }

  for (const [name, path] of PAGES) {
    it.concurrent.each(WIDTHS)(`${name} at %i px`, async (width) => {
      const open = async () => {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        // The provider frames cannot load here (no network): what a reader sees when they are blocked.
        await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
        await page.goto(baseUrl + path);
        await waitForHydration(page);
        // Bring every lazy image in, so the screenshot and the broken-image check see them all.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        return page;
      };
      const page = await open();
      await finished(page);
      await capture(page, { path: `${OUT}/${name}-${width}.png`, fullPage: width !== 1440 }, open);
      if (!page.isClosed()) await page.close();
    }, 300_000);
  }
});
