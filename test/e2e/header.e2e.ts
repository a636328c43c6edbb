/**
 * The site header (issue 48): its controls work from the first paint on a throttled phone, before
 * hydration; the side menu and the Sections panel keep focus; the Sections panel lists what the
 * side menu's sections list does; at 200% text nothing scrolls sideways and the controls stay on
 * screen; the wordmark is centred. Screenshots land in test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { PAGE_TYPES } from './page-types.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const OUT = 'test-results/screenshots';
const ARTICLE = PAGE_TYPES.find(([name]) => name === 'article')![1];

/**
 * The phone of the issue: CPU 4× slower, a slow 3G network (400 ms, 400 kbit/s). The page's scripts
 * are also held back until `release()`, so the taps below surely come before hydration.
 */
async function throttledBeforeHydration(page: Page): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Navigates and resolves once the header is painted (first contentful paint, the control present). */
async function gotoPainted(page: Page, path: string, control: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    (sel) => performance.getEntriesByName('first-contentful-paint').length > 0 && !!document.querySelector(sel),
    control,
    { timeout: 30_000 },
  );
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const layerOpen = (page: Page, id: string) => page.evaluate((i) => document.getElementById(`${i}-layer`)!.matches(':popover-open'), id);

describe('a tap on the header before hydration (throttled phone)', () => {
  const phone = pagePerTest({ viewport: PHONE, isMobile: true, hasTouch: true });

  it('opens the side menu, which the store then knows once hydrated', async () => {
    const { page } = phone;
    const { release } = await throttledBeforeHydration(page);
    await gotoPainted(page, ARTICLE, '[aria-controls="side-nav"]');
    await page.locator('[aria-controls="side-nav"]').tap();
    await poll(() => page.locator('#side-nav a[href="/recipes"]').isVisible()).toBe(true);
    expect(await hydrated(page)).toBe(false);
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: `${OUT}/header-menu-before-hydration-390.png` });
    release();
    await waitForHydration(page);
    // Hydrated over the open menu: still open, the store's class on it, then closed by the store's own control.
    await poll(() => page.locator('#side-nav').getAttribute('class'), { timeout: 20_000 }).toContain('side-nav--open');
    expect(await layerOpen(page, 'side-nav')).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await poll(() => layerOpen(page, 'side-nav')).toBe(false);
    expect(await page.locator('#side-nav').getAttribute('class')).not.toContain('side-nav--open');
  });

  it('goes to search', async () => {
    const { page } = phone;
    const { release } = await throttledBeforeHydration(page);
    await gotoPainted(page, ARTICLE, '.nav a[aria-label="Search"]');
    await page.locator('.nav a[aria-label="Search"]').tap();
    await page.waitForURL(`${baseUrl}/search`, { timeout: 30_000, waitUntil: 'commit' });
    release();
  });

  it("goes to log in: /account opens the log-in dialog", async () => {
    const { page } = phone;
    const { release } = await throttledBeforeHydration(page);
    await gotoPainted(page, ARTICLE, '.account-menu__login');
    await page.locator('.account-menu__login').tap();
    await page.waitForURL(`${baseUrl}/account?log-in=1`, { timeout: 30_000, waitUntil: 'commit' });
    release();
    await waitForHydration(page);
    await poll(() => page.getByRole('dialog').getByLabel('Email', { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
  });

  const desktop = pagePerTest({ viewport: DESKTOP });
  it('opens the Sections panel (1440 px)', async () => {
    const { page } = desktop;
    const { release } = await throttledBeforeHydration(page);
    await gotoPainted(page, ARTICLE, '[aria-controls="section-nav"]');
    await page.locator('[aria-controls="section-nav"]').click();
    await poll(() => page.locator('#section-nav a[href="/sections/news"]').isVisible()).toBe(true);
    expect(await hydrated(page)).toBe(false);
    await page.screenshot({ path: `${OUT}/header-sections-before-hydration-1440.png` });
    release();
    await waitForHydration(page);
    await poll(() => page.locator('#section-nav').getAttribute('class'), { timeout: 20_000 }).toContain('section-nav--open');
  });
});

/** Whether the focused element is inside `#id`. */
const focusInside = (page: Page, id: string) => page.evaluate((i) => !!document.getElementById(i)?.contains(document.activeElement), id);

describe.each([
  ['phone', PHONE, ['side-nav']],
  ['desktop', DESKTOP, ['side-nav', 'section-nav']],
])('focus in the header panels (%s)', (_name, viewport, panels) => {
  const t = pagePerTest({ viewport });

  it.each(panels)('%s takes focus, keeps it through 20 Tabs either way, and Escape gives it back', async (id) => {
    await t.page.goto(`${baseUrl}${ARTICLE}`);
    await waitForHydration(t.page);
    const opener = t.page.locator(`[aria-controls="${id}"]`);
    await opener.focus();
    await t.page.keyboard.press('Enter');
    await poll(() => t.page.locator(`#${id}`).getAttribute('class')).toContain(`${id}--open`);
    expect(await focusInside(t.page, id)).toBe(true);
    for (let i = 0; i < 20; i++) {
      await t.page.keyboard.press('Tab');
      expect({ tab: i + 1, inside: await focusInside(t.page, id) }).toEqual({ tab: i + 1, inside: true });
    }
    for (let i = 0; i < 20; i++) {
      await t.page.keyboard.press('Shift+Tab');
      expect({ shiftTab: i + 1, inside: await focusInside(t.page, id) }).toEqual({ shiftTab: i + 1, inside: true });
    }
    await t.page.keyboard.press('Escape');
    await poll(() => layerOpen(t.page, id)).toBe(false);
    expect(await t.page.evaluate((i) => document.activeElement?.getAttribute('aria-controls') === i, id)).toBe(true);
    expect(t.problems).toEqual([]);
  });
});

describe('one list of sections (desktop)', () => {
  const t = pagePerTest({ viewport: DESKTOP });

  it('the Sections panel lists every section the side menu lists, Culture included', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    const hrefs = (sel: string) => t.page.locator(sel).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const side = await hrefs('#side-nav .side-nav__sections a');
    expect(side).toContain('/sections/culture');
    expect(await hrefs('#section-nav a')).toEqual(side);
  });
});

describe('the wordmark', () => {
  const t = pagePerTest({ viewport: { width: 720, height: 900 } });

  it.each([720, 1440])('is centred at %i px, with room on both sides', async (width) => {
    await t.page.setViewportSize({ width, height: 900 });
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    const m = await t.page.evaluate(() => {
      const logo = document.querySelector('.logo')!.getBoundingClientRect();
      const rects = [...document.querySelectorAll('.nav__left > *, .nav__right > *, .nav__right form > *')]
        .filter((e) => e.getClientRects().length > 0 && e.tagName !== 'FORM')
        .map((e) => e.getBoundingClientRect());
      const leftEdge = Math.max(...rects.filter((r) => r.right <= logo.left).map((r) => r.right));
      const rightEdge = Math.min(...rects.filter((r) => r.left >= logo.right).map((r) => r.left));
      return { offCentre: Math.abs((logo.left + logo.right) / 2 - innerWidth / 2), left: logo.left - leftEdge, right: rightEdge - logo.right };
    });
    mkdirSync(OUT, { recursive: true });
    await t.page.screenshot({ path: `${OUT}/header-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
    expect(m.offCentre).toBeLessThanOrEqual(2);
    expect(Math.min(m.left, m.right)).toBeGreaterThanOrEqual(40);
  });
});

describe('200% text on a phone', () => {
  const t = pagePerTest({ viewport: PHONE });

  it.each(PAGE_TYPES)('%s: nothing scrolls sideways, the header controls are on screen', async (name, path) => {
    // The browser's text size setting at 200% (default font size 32 px instead of 16).
    const cdp = await t.context.newCDPSession(t.page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await t.page.goto(`${baseUrl}${path}`);
    await waitForHydration(t.page);
    expect(await t.page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    const m = await t.page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      controls: [...document.querySelectorAll('.nav__inner a, .nav__inner button')]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { name: e.getAttribute('aria-label') ?? e.textContent, inside: r.left >= 0 && r.right <= innerWidth && r.width >= 24 };
        }),
    }));
    if (name === 'article') {
      mkdirSync(OUT, { recursive: true });
      await t.page.screenshot({ path: `${OUT}/header-200-text-${name}-390.png` });
    }
    expect({ name, scrollWidth: m.scrollWidth }).toEqual({ name, scrollWidth: PHONE.width });
    expect(m.controls.length).toBeGreaterThanOrEqual(4); // menu, wordmark, search, log in
    expect(m.controls.filter((c) => !c.inside)).toEqual([]);
  });
});
