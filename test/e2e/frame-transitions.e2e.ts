/**
 * The page frame in the browser, at a phone and a desktop width: a route change
 * fades the page out over 300 ms under the full-screen logo loader, then shows the next page; the
 * section navigation panel takes its named size's share of the viewport; a page served without its
 * base data shows the logo loader while the browser fetches it; and the donation page runs its
 * embed's allowlisted provider script.
 */
import http from 'node:http';
import type { Page, Route } from 'playwright-core';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';
import { poll } from '../support/poll.js';
import { sectionNavWidth } from '../../client/components/content/layout.js';
import { freePort } from '../support/free-port.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { createContentRoutes, createContentService } from '../../server/content/index.js';
import type { ContentService } from '../../server/content/types.js';
import { createLogger } from '../../server/logger.js';
import { readManifest } from '../../server/render/manifest.js';
import { ContentUnavailableError } from '../../shared/page-errors.js';
import { ERROR_PAGE } from '../../shared/messages.js';

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

/**
 * The section navigation panel's rendered width and the viewport's (100vw) width. A closed panel's
 * layer is a popover not shown (`display: none`, issue 48): it is shown for the measure and hidden
 * again in the same task (its toggle events coalesce, so the store sees no change).
 */
const sectionNav = (page: Page) =>
  page.evaluate(() => {
    const layer = document.getElementById('section-nav-layer')!;
    const shown = layer.matches(':popover-open');
    if (!shown) layer.showPopover();
    const width = document.getElementById('section-nav')!.getBoundingClientRect().width;
    if (!shown) layer.hidePopover();
    return { width, viewport: window.innerWidth };
  });

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
    await t.page.locator('main.page--leaving').waitFor({ state: 'attached' });
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

describe.each([
  ['phone', PHONE, 390],
  ['desktop', DESKTOP, 648],
])('section nav panel at the %s width', (name, viewport, expected) => {
  const t = pagePerTest({ viewport });

  it(`is its named size's share of the viewport (${expected} px)`, async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    if (name === 'desktop') {
      // The Sections button shows from MEDIUM up; the panel opens at the width it was measured at.
      await t.page.getByRole('button', { name: 'Sections' }).click();
      await poll(() => t.page.locator('#section-nav').getAttribute('class')).toContain('section-nav--open');
    }
    const { width, viewport: vw } = await sectionNav(t.page);
    expect(vw).toBe(viewport.width);
    expect(width).toBeCloseTo(expected, 0);
    expect(width).toBeCloseTo(sectionNavWidth(vw), 0);
    expect(t.problems).toEqual([]);
  });
});

describe('section nav panel across the breakpoints', () => {
  const t = pagePerTest({ viewport: DESKTOP });

  it('changes width at each named size, as the table says', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    const seen: Record<number, number> = {};
    // One width inside every breakpoint range (0-640, 640-768, ..., 1600+).
    for (const width of [390, 700, 800, 1000, 1100, 1440, 1700]) {
      await t.page.setViewportSize({ width, height: 900 });
      const { width: panel, viewport } = await sectionNav(t.page);
      expect(viewport).toBe(width);
      expect(panel).toBeCloseTo(sectionNavWidth(width), 0);
      seen[width] = Math.round(panel);
    }
    expect(seen).toEqual({ 390: 390, 700: 700, 800: 560, 1000: 600, 1100: 550, 1440: 648, 1700: 638 });
  });
});

/**
 * The app in this process over the built client (its manifest and /assets), with a content
 * service whose base data (loadRoot) fails while `failRoot` says so: the page the server then
 * sends is the bare error page with the root route's error in its hydration data.
 */
function appMissingBaseData() {
  const state = { failRoot: () => false, rootLoads: 0 };
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = testConfig({ PUBLIC_URL: base, PAGE_CACHE: 'off' });
    const content = createContentService({ config, logger: createLogger('silent') });
    const failing: ContentService = {
      ...content,
      loadRoot: (opts) => {
        state.rootLoads++;
        return state.failRoot() ? Promise.reject(new ContentUnavailableError()) : content.loadRoot(opts);
      },
    };
    const app = buildTestApp(failing, { config, contentRoutes: createContentRoutes(config), manifest: readManifest(config.clientBuildDir) });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { state, base: () => base };
}

/** The browser's 503s (the served page, a failed /_data) are the point of these tests, not problems. */
const unexpected = (problems: string[]) => problems.filter((p) => !p.includes('status of 503'));

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('base data missing at the %s width', (_name, viewport) => {
  const t = pagePerTest({ viewport });
  const app = appMissingBaseData();

  it('the page served without its base data shows the full-screen logo loader while the browser fetches it, then the page', async () => {
    // Only the server's render fails; the browser's fetch of the base data (/_data/__root) succeeds.
    app.state.rootLoads = 0;
    app.state.failRoot = () => app.state.rootLoads === 1;
    const data = await holdData(t.page);
    const res = await t.page.goto(`${app.base()}/sections/news`);
    expect(res?.status()).toBe(503);
    expect(await res?.text()).toContain(ERROR_PAGE.title);
    // Hydrated as served, then the loader instead of the error page while the data is held.
    await poll(() => loaderBox(t.page), { timeout: 15000 }).toEqual({ visible: true, covers: true });
    await poll(data.held).toBeGreaterThan(0);
    expect(await t.page.getByRole('heading', { name: ERROR_PAGE.title }).count()).toBe(0);

    data.release();
    await waitForHydration(t.page);
    await poll(() => loaderBox(t.page)).toBeNull();
    expect(await t.page.locator('main h1').first().textContent()).not.toBe(ERROR_PAGE.title);
    expect(await t.page.locator('.nav').count()).toBe(1);
    expect(t.page.url()).toBe(`${app.base()}/sections/news`);
    expect(unexpected(t.problems)).toEqual([]);
  });

  it('shows the error page only when the fetch fails too, without reloading', async () => {
    app.state.failRoot = () => true;
    const data = await holdData(t.page);
    await t.page.goto(`${app.base()}/sections/news`);
    await poll(() => loaderBox(t.page), { timeout: 15000 }).toEqual({ visible: true, covers: true });
    await t.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    data.release();
    await poll(() => t.page.getByRole('heading', { name: ERROR_PAGE.title }).count()).toBe(1);
    expect(await loaderBox(t.page)).toBeNull();
    // The same document: no reload (which would fail the same way, again and again).
    expect(await t.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    t.problems.splice(0, t.problems.length, ...unexpected(t.problems));
  });
});

/** The donation provider's host in the dataset's embed code (tools/dataset/families/pages.ts). */
const PROVIDER = 'https://donate.colophon-giving.org';

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('donation embed script at the %s width', (_name, viewport) => {
  const t = pagePerTest({ viewport });

  it('inserts the allowlisted <script src> once after mount, where it runs, and removes it when the page is left', async () => {
    // The provider is never reached: its script is a stand-in that counts its runs, its form a blank page.
    await t.page.route(`${PROVIDER}/**`, (route) =>
      route.request().resourceType() === 'script'
        ? route.fulfill({ contentType: 'text/javascript', body: 'window.__providerScriptRuns = (window.__providerScriptRuns || 0) + 1;' })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Donation form</title>' }),
    );
    await t.page.goto(`${baseUrl}/donate`);
    await waitForHydration(t.page);
    const providerScripts = () =>
      t.page.evaluate((host) => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!).filter((src) => src.startsWith(`${host}/`)), PROVIDER);
    await poll(providerScripts).toEqual([`${PROVIDER}/embed/resize.js`]);
    // It ran (CSP script-src allows the host), once.
    await poll(() => t.page.evaluate(() => (window as unknown as { __providerScriptRuns?: number }).__providerScriptRuns)).toBe(1);
    // Nothing else of the embed code: no ad network's script.
    expect(await t.page.locator('script[src*="example-ads"]').count()).toBe(0);

    // A client-side navigation away: the script element goes with the page.
    await t.page.evaluate(() => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await t.page.waitForFunction(() => document.querySelector('.app')?.getAttribute('data-theme') === 'default');
    await poll(providerScripts).toEqual([]);
    expect(t.problems).toEqual([]);
  });
});

describe('route change with reduced motion', () => {
  const t = pagePerTest({ viewport: PHONE, reducedMotion: 'reduce' });

  it('the page goes at once (no 300 ms fade), the loader still shows', async () => {
    const nav = await startNavigation(t.page);
    // The data request can go out a frame before React marks the page as leaving: from that mark
    // on, the page must already be gone (a fade would still show it).
    await t.page.locator('main.page--leaving').waitFor({ state: 'attached' });
    const leaving = await mainStyle(t.page);
    expect(leaving.opacity).toBe('0');
    expect(parseFloat(leaving.duration)).toBeLessThan(0.01);
    expect(await loaderBox(t.page)).toEqual({ visible: true, covers: true });
    nav.release();
    await t.page.waitForURL(`${baseUrl}${nav.href}`);
  });
});
