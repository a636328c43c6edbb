/**
 * The frame's menus on a phone (390 px) and a desktop (1440 px), issue 14 part 1: every area of
 * the site reachable from the menus, Escape closing the panels, the account menu on phones, and
 * no 'Subscribe' call to action for members. Screenshots of the open menus land in
 * test-results/screenshots/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { ACCOUNT } from '../../shared/account-messages.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { released } from '../support/dataset.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const OUT = 'test-results/screenshots';
const PASSWORD = 'correct horse battery';

/** Areas of the site with an index page, and the editors' menus (navigation document). */
const navigation = released('navigation')[0]!;
const AREAS = ['/podcasts', '/recipes', '/encyclopedia', '/collections', '/columnists', '/contributors', '/newsletter', '/donate', '/subscribe'];
const MENU_URLS = [...new Set([...AREAS, ...navigation.mainMenu.map((m) => m.url), ...navigation.secondaryMenu!.map((m) => m.url)])];

let n = 0;
async function post(route: string, body: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}
/** A new member (Ada), premium when asked, signed in through the account popup. */
async function signIn(page: Page, premium: boolean): Promise<void> {
  const email = `frame-${Date.now()}-${++n}@example.com`;
  expect((await post('/api/auth/sign-up', { email, password: PASSWORD, firstName: 'Ada', lastName: 'Reader' })).status).toBe(201);
  if (premium) {
    const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
    const granted = await post('/api/admin/accounts/grant-premium', { email }, { 'x-colophon-admin-token': token });
    expect(await granted.json()).toMatchObject({ premium: true });
  }
  await page.goto(`${baseUrl}/newsletter`);
  await waitForHydration(page);
  await page.locator('.nav').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
  if (premium) {
    // A premium login reloads the page (the product: a premium user's popup closes and the page reloads).
    await page.waitForLoadState('load');
    await waitForHydration(page);
  } else {
    // A free account goes on to the next steps (a non-premium login moves to 'steps'); the reader closes them.
    await poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe(ACCOUNT.stepsTitle);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  }
  await page.locator('.account-menu').waitFor();
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('menus (%s)', (name, viewport) => {
  const t = pagePerTest({ viewport });

  it('the side menu reaches every area of the site, and a link in it navigates and closes it', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    // Nothing in the top bar is cut off at the viewport's edge.
    const rights = await t.page.locator('.nav__inner a, .nav__inner button').evaluateAll((els) =>
      els.filter((e) => e.getClientRects().length > 0).map((e) => Math.round(e.getBoundingClientRect().right)),
    );
    expect(Math.max(...rights)).toBeLessThanOrEqual(viewport.width);
    await t.page.getByRole('button', { name: 'Open menu' }).click();
    const panel = t.page.locator('#side-nav');
    await poll(() => panel.getAttribute('class')).toContain('side-nav--open');
    for (const url of MENU_URLS) {
      const link = panel.locator(`a[href="${url}"]`);
      expect({ url, count: await link.count() }).toEqual({ url, count: 1 });
      await link.scrollIntoViewIfNeeded();
      expect({ url, visible: await link.isVisible() }).toEqual({ url, visible: true });
    }
    mkdirSync(OUT, { recursive: true });
    await panel.evaluate((p) => p.scrollTo(0, 0));
    await t.page.waitForTimeout(300); // the panel's slide-in
    await t.page.screenshot({ path: `${OUT}/side-nav-${name}-${viewport.width}.png` });

    await panel.locator('a[href="/collections"]').click();
    await t.page.waitForURL(`${baseUrl}/collections`);
    await poll(() => panel.getAttribute('class')).not.toContain('side-nav--open');
    expect(t.problems).toEqual([]);
  });

  it('Escape closes the side menu and returns focus to the menu button', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await t.page.getByRole('button', { name: 'Open menu' }).click();
    const panel = t.page.locator('#side-nav');
    await poll(() => panel.getAttribute('class')).toContain('side-nav--open');
    await t.page.keyboard.press('Escape');
    await poll(() => panel.getAttribute('class')).not.toContain('side-nav--open');
    expect(await focused(t.page)).toBe('Open menu');
    expect(await t.page.evaluate(() => document.documentElement.classList.contains('scroll-lock'))).toBe(false);
  });

  it('a signed-in reader can open the account menu and log out; the control is named', async () => {
    await signIn(t.page, false);
    // Named as a button even where only its icon shows (below 640 px).
    const toggle = t.page.locator('.nav').getByRole('button', { name: 'Account: Ada', exact: true });
    expect(await toggle.isVisible()).toBe(true);
    await toggle.click();
    const panel = t.page.locator('.account-menu__panel');
    await poll(() => panel.isVisible()).toBe(true);
    expect(await panel.textContent()).toContain('Free account');
    const logOut = panel.getByRole('button', { name: ACCOUNT.logOut });
    expect(await logOut.isVisible()).toBe(true);
    const box = (await logOut.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await t.page.screenshot({ path: `${OUT}/account-menu-${name}-${viewport.width}.png` });
    await t.page.keyboard.press('Escape');
    await poll(() => panel.isVisible()).toBe(false);
    await toggle.click();
    await logOut.click();
    await poll(() => t.page.locator('.nav').getByRole('button', { name: 'Log in', exact: true }).count()).toBe(1);
  });

  it('a premium member sees no Subscribe call to action in the frame, their account instead', async () => {
    await signIn(t.page, true);
    await poll(() => t.page.locator('.logo__badge').count()).toBe(1);
    expect(await t.page.locator('.nav a[href="/subscribe"]').count()).toBe(0);
    await t.page.getByRole('button', { name: 'Open menu' }).click();
    await poll(() => t.page.locator('#side-nav').getAttribute('class')).toContain('side-nav--open');
    expect(await t.page.locator('#side-nav a[href="/subscribe"]').count()).toBe(0);
    expect(await t.page.locator('#side-nav').getByText('Subscribe', { exact: true }).count()).toBe(0);
    expect(await t.page.locator('.account-menu__toggle').isVisible()).toBe(true);
  });
});

describe('section navigation (desktop)', () => {
  const t = pagePerTest({ viewport: DESKTOP });

  it('Escape closes the section panel and returns focus to the Sections button', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await t.page.getByRole('button', { name: 'Sections' }).click();
    const panel = t.page.locator('#section-nav');
    await poll(() => panel.getAttribute('class')).toContain('section-nav--open');
    await t.page.waitForTimeout(900); // the section nav gets its active class 800 ms after opening
    await t.page.screenshot({ path: `${OUT}/section-nav-desktop-1440.png` });
    await t.page.keyboard.press('Escape');
    await poll(() => panel.getAttribute('class')).not.toContain('section-nav--open');
    expect(await focused(t.page)).toBe('Sections');
  });
});
