/**
 * The page frame of spec §2 and §9 in the browser, at a phone and a desktop width: a route change
 * fades the page out over 300 ms under the full-screen logo loader, then shows the next page.
 */
import type { Page, Route } from 'playwright-core';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';
import { poll } from '../support/poll.js';

const baseUrl = inject('baseUrl');

/** Holds every /_data answer until release() (a slow network), so a navigation stays in flight. */
async function holdData(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let count = 0;
  await page.route('**/_data/**', async (route: Route) => {
    count++;
    await gate;
    await route.continue();
  });
  return { release, held: () => count };
}

const mainStyle = (page: Page) =>
  page.evaluate(() => {
    const s = getComputedStyle(document.getElementById('main')!);
    return { opacity: s.opacity, property: s.transitionProperty, duration: s.transitionDuration };
  });

/** The loader's box against the viewport, or null when there is none on screen. */
const loaderBox = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('.logo-loader');
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return { visible: s.visibility !== 'hidden' && s.display !== 'none', covers: r.left <= 0 && r.top <= 0 && r.right >= innerWidth && r.bottom >= innerHeight };
  });

/** From a section page, a click on its first article: a client-side navigation, its data held. */
async function startNavigation(page: Page) {
  await page.goto(`${baseUrl}/sections/news`);
  await waitForHydration(page);
  const oldTitle = await page.locator('main h1').first().textContent();
  const data = await holdData(page);
  const link = page.locator('main a[href*="/articles/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await poll(data.held).toBeGreaterThan(0);
  return { ...data, href, oldTitle };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('route change at the %s width', (_name, viewport) => {
  const t = pagePerTest({ viewport });

  it('fades the old page out to nothing over 300 ms under the full-screen logo loader, then shows the next page', async () => {
    const nav = await startNavigation(t.page);
    // The old page is still the one on screen (its data has not come), and it fades out.
    expect(t.page.url()).toBe(`${baseUrl}/sections/news`);
    expect(await t.page.locator('main h1').first().textContent()).toBe(nav.oldTitle);
    const leaving = await mainStyle(t.page);
    expect(leaving.property).toBe('opacity');
    expect(leaving.duration).toBe('0.3s');
    await poll(async () => (await mainStyle(t.page)).opacity).toBe('0');
    expect(await loaderBox(t.page)).toEqual({ visible: true, covers: true });
    expect(await t.page.locator('.logo-loader').getByText('Loading…').count()).toBe(1);

    nav.release();
    await t.page.waitForURL(`${baseUrl}${nav.href}`);
    await poll(() => loaderBox(t.page)).toBeNull();
    await poll(async () => (await mainStyle(t.page)).opacity).toBe('1');
    expect(await t.page.locator('main h1').first().textContent()).not.toBe(nav.oldTitle);
    expect(t.problems).toEqual([]);
  });
});

describe('route change with reduced motion', () => {
  const t = pagePerTest({ viewport: PHONE, reducedMotion: 'reduce' });

  it('the page goes at once (no 300 ms fade), the loader still shows', async () => {
    const nav = await startNavigation(t.page);
    const leaving = await mainStyle(t.page);
    expect(leaving.opacity).toBe('0');
    expect(parseFloat(leaving.duration)).toBeLessThan(0.01);
    expect(await loaderBox(t.page)).toEqual({ visible: true, covers: true });
    nav.release();
    await t.page.waitForURL(`${baseUrl}${nav.href}`);
  });
});
