/**
 * Issue 52, dark mode and text size (docs/features/display.md), in Chromium at 390 and 1440 px:
 * - with the system in dark (emulated prefers-color-scheme), every page type (test/e2e/page-types.ts)
 *   is painted dark, has no axe color-contrast violation, and its buttons and badges read at 4.5:1
 *   (test/e2e/contrast.ts); its first screen is written to test-results/screenshots/dark/.
 * - a member who chooses dark on /account sees it at once; on a fresh browser (system light) they
 *   log in and the next page is dark from its first frame (no flash), in their text size; signed
 *   out it is the system's again. A member who chose light on a dark system gets light.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from './provided.js';
import { launchBrowser, waitForHydration } from './browser.js';
import { MIN_TEXT_CONTRAST, sampleContrast, type ContrastSample } from './contrast.js';
import { PAGE_TYPES } from './page-types.js';
import { DESKTOP, PHONE } from './viewports.js';
import { released, sampleArticle } from '../support/dataset.js';
import { DISPLAY } from '../../shared/display-messages.js';
import { DISPLAY_COOKIE } from '../../shared/display.js';

const base = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const OUT = 'test-results/screenshots/dark';
const PASSWORD = 'correct horse battery';
/** Buttons, links styled as buttons and badges: what axe often leaves 'incomplete' over layered backgrounds. */
const TARGETS = ['button', '.button', '[role="button"]', 'input[type="submit"]', '[class*="badge"]'].join(', ');
const { article, section } = sampleArticle((a) => !!a.hero.heroImage);
const ARTICLE = `/sections/${section}/articles/${article.slug.current}`;
/** Every page type, and every feature (each in its editors' colours, light ones too). */
const PAGES: [string, string][] = [
  ...PAGE_TYPES,
  ...released('featureArticle').map((f): [string, string] => [`feature-${f.slug.current}`, `/feature/${f.slug.current}`]),
];
/** Whole pages (lazy images scrolled in) where the first screen shows too little of them. */
const WHOLE = new Set(['home', 'article', 'section', 'podcast']);

interface AxeResult {
  violations: { id: string; nodes: { target: string[]; any: { message: string }[] }[] }[];
}

/** WCAG relative luminance of a computed `rgb(...)` colour (0 black, 1 white). */
function luminance(css: string): number {
  const [r, g, b] = css.match(/[\d.]+/g)!.slice(0, 3).map(Number);
  const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const isDark = (css: string) => luminance(css) < 0.05;
const isLight = (css: string) => luminance(css) > 0.6;

/** The background painted behind the page (the app's, else the body's). */
const pageBackground = (page: Page) =>
  page.evaluate(() => {
    const app = document.querySelector('.app');
    const bg = app ? getComputedStyle(app).backgroundColor : '';
    return bg && bg !== 'rgba(0, 0, 0, 0)' ? bg : getComputedStyle(document.body).backgroundColor;
  });

let browser: Browser;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe-core's color-contrast violations on the page, as 'target: message'. */
async function contrastViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses an injected inline script.
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run(ctx: Document, o: object): Promise<AxeResult> } }).axe.run(document, { runOnly: ['color-contrast'] }),
  );
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.id}`));
}

async function open(page: Page, path: string): Promise<void> {
  // Third-party frames and scripts cannot load here; what is checked is our own paint.
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  await page.goto(base + path);
  await waitForHydration(page);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every page type in dark mode (%s)', (_name, viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport, colorScheme: 'dark' });
  });
  afterAll(async () => {
    await context?.close();
  });

  // Two pages at a time (jest.config.js: maxConcurrency), each in a page of its own.
  it.concurrent.each(PAGES)('%s (%s): dark, readable, screenshot', async (name, path) => {
    const page = await context.newPage();
    try {
      await open(page, path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');
      const bg = await pageBackground(page);
      // The podcasts' theme is black in both schemes; every page is dark here.
      expect({ path, bg, dark: isDark(bg) }).toEqual({ path, bg, dark: true });
      expect(await contrastViolations(page)).toEqual([]);
      const unreadable = (await sampleContrast(page, TARGETS)).filter((s: ContrastSample) => !(s.ratio >= MIN_TEXT_CONTRAST));
      expect(unreadable).toEqual([]);
      const whole = WHOLE.has(name) && viewport.width === PHONE.width;
      if (whole) {
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle').catch(() => undefined);
      }
      await page.screenshot({ path: `${OUT}/${name}-${viewport.width}.png`, fullPage: whole, timeout: 45_000 });
    } finally {
      await page.close();
    }
  }, 120_000);
});

describe('the menus and dialogs in dark mode (390 px)', () => {
  it('side menu, search overlay and log-in dialog are dark and readable', async () => {
    const context = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
    const page = await context.newPage();
    await open(page, '/');
    // The slide-ins and fades done: every finite animation or transition on the page has ended
    // (where a fixed 350 ms wait stood).
    const settled = () =>
      page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      );
    const check = async (name: string) => {
      await settled();
      expect({ name, violations: await contrastViolations(page) }).toEqual({ name, violations: [] });
      expect({ name, unreadable: (await sampleContrast(page, TARGETS)).filter((s) => !(s.ratio >= MIN_TEXT_CONTRAST)) }).toEqual({ name, unreadable: [] });
      await page.screenshot({ path: `${OUT}/${name}-390.png` });
    };
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#side-nav.side-nav--open').waitFor();
    await check('side-nav');
    await page.keyboard.press('Escape');
    await page.locator('#side-nav.side-nav--open').waitFor({ state: 'detached' });

    await page.locator('.nav').getByRole('link', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.type('bread', { delay: 20 });
    // The results are in (where a fixed 800 ms wait stood); check() then waits for their fade-in.
    await page.getByRole('dialog').getByRole('option').first().waitFor();
    await check('search-overlay');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.locator('.nav').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await check('log-in-dialog');
    await context.close();
  }, 60_000);
});

describe('a member\u2019s display, remembered on the server', () => {
  const email = `dark-${Date.now()}@example.com`;

  /** Sign-up or log-in through the API in this browser context (its cookies land in the context). */
  async function auth(context: BrowserContext, endpoint: 'sign-up' | 'login'): Promise<void> {
    const data = endpoint === 'sign-up' ? { email, password: PASSWORD, firstName: 'Dana', lastName: 'Dark' } : { email, password: PASSWORD };
    const res = await context.request.post(`${base}/api/auth/${endpoint}`, { data });
    expect(res.status()).toBe(endpoint === 'sign-up' ? 201 : 200);
  }
  const displayCookie = async (context: BrowserContext) => (await context.cookies(base)).find((c) => c.name === DISPLAY_COOKIE)?.value;

  /**
   * Opens `path` in a new page that notes, in its first animation frame (after the render-blocking
   * stylesheets, before the first paint) and at DOMContentLoaded, <html>'s scheme and the page's
   * background and body text size.
   */
  async function firstPaint(context: BrowserContext, path: string) {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const note = (key: string) => {
        const app = document.querySelector('.app');
        (window as unknown as Record<string, unknown>)[key] = {
          scheme: document.documentElement.getAttribute('data-scheme'),
          textSize: document.documentElement.getAttribute('data-text-size'),
          background: getComputedStyle(app ?? document.body).backgroundColor,
          fontSize: parseFloat(getComputedStyle(document.body).fontSize),
        };
      };
      requestAnimationFrame(() => note('__firstFrame'));
      document.addEventListener('DOMContentLoaded', () => note('__domContentLoaded'));
    });
    await open(page, path);
    type Noted = { scheme: string | null; textSize: string | null; background: string; fontSize: number };
    const [frame, loaded] = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return [w.__firstFrame, w.__domContentLoaded];
    }) as [Noted, Noted];
    return { page, frame, loaded };
  }

  it('chosen on /account on one device, it shows at once and is the first paint on another after logging in', async () => {
    // Device A: the system is light. The member signs up and chooses dark and a larger text size.
    const a = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    await auth(a, 'sign-up');
    expect(await displayCookie(a)).toBe('system.medium');
    const page = await a.newPage();
    await open(page, '/account');
    const card = page.getByRole('region', { name: DISPLAY.heading });
    await card.getByRole('radio', { name: DISPLAY.themes.system, exact: true }).waitFor();
    expect(isLight(await pageBackground(page))).toBe(true);
    const mediumSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));

    await card.getByRole('radio', { name: DISPLAY.themes.dark, exact: true }).check();
    // At once, before the server answers.
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-scheme'))).toBe('dark');
    expect(isDark(await pageBackground(page))).toBe(true);
    await card.getByRole('status').filter({ hasText: DISPLAY.saved }).waitFor();
    await card.getByRole('radio', { name: DISPLAY.textSizes.large, exact: true }).check();
    // Saved when the server's answer brought the new cookie.
    for (let i = 0; i < 50 && (await displayCookie(a)) !== 'dark.large'; i++) await page.waitForTimeout(100);
    expect(await displayCookie(a)).toBe('dark.large');
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThan(mediumSize * 1.1);
    await card.screenshot({ path: `${OUT}/account-display-1440.png` });
    await page.screenshot({ path: `${OUT}/account-member-1440.png` });
    await a.close();

    // Device B: a fresh browser, system light. Light before signing in.
    const b = await browser.newContext({ viewport: PHONE, colorScheme: 'light' });
    const before = await firstPaint(b, ARTICLE);
    expect(before.frame.scheme).toBeNull();
    expect(isLight(before.frame.background)).toBe(true);
    await before.page.close();

    await auth(b, 'login');
    expect(await displayCookie(b)).toBe('dark.large');
    const after = await firstPaint(b, ARTICLE);
    // Dark from the first frame: no flash of the light page.
    for (const noted of [after.frame, after.loaded]) {
      expect(noted.scheme).toBe('dark');
      expect(noted.textSize).toBe('large');
      expect(isDark(noted.background)).toBe(true);
      expect(noted.fontSize).toBeGreaterThan(before.frame.fontSize * 1.1);
    }
    await after.page.screenshot({ path: `${OUT}/article-member-dark-large-390.png` });
    // The page itself is the same cached bytes as for anyone: nothing of the member's in its HTML.
    const html = await (await b.request.get(base + ARTICLE)).text();
    expect(html).not.toMatch(/data-scheme=|data-text-size=/);

    // Signed out: the system's scheme again, from the first frame.
    const out = await b.request.post(`${base}/api/auth/logout`, { data: {} });
    expect(out.status()).toBe(200);
    expect(await displayCookie(b)).toBeUndefined();
    const signedOut = await firstPaint(b, ARTICLE);
    expect(signedOut.frame.scheme).toBeNull();
    expect(isLight(signedOut.frame.background)).toBe(true);
    await signedOut.page.close();
    await after.page.close();
    await b.close();
  }, 120_000);

  it('light chosen on a dark system wins; system follows the system', async () => {
    const c = await browser.newContext({ viewport: PHONE, colorScheme: 'dark' });
    await auth(c, 'login');
    const res = await c.request.patch(`${base}/api/account/preferences`, { data: { theme: 'light', textSize: 'medium' } });
    expect(res.status()).toBe(200);
    const light = await firstPaint(c, '/');
    expect(light.frame.scheme).toBe('light');
    expect(isLight(light.frame.background)).toBe(true);
    await light.page.close();
    await c.request.patch(`${base}/api/account/preferences`, { data: { theme: 'system' } });
    const system = await firstPaint(c, '/');
    expect(system.frame.scheme).toBeNull();
    expect(isDark(system.frame.background)).toBe(true);
    await system.page.close();
    await c.close();
  }, 60_000);
});
