import type { Browser, Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { launchBrowser, waitForHydration } from './browser.js';
import { ofType } from '../support/dataset.js';
import { TYPING_PAUSE_MS } from '../../client/components/sitePopupMoment.js';
import { pagePerTest } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const settings = ofType('globalSettings')[0]!;

describe('donation and email sign-up popups from global settings', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
    await page.addInitScript(() => {
      window.__COLOPHON_POPUP_DELAY_MS__ = 50;
    });
  });
  afterEach(async () => {
    await page.close();
  });

  it('shows the active donation popup, and once dismissed it stays away', async () => {
    expect(settings.donationPopup?.isActive).toBe(true);
    await page.goto(`${baseUrl}/sections/news`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: settings.donationPopup!.title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(settings.donationPopup!.description);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await poll(() => dialog.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.site-popup').count()).toBe(0);
  });

  it('never covers the donate page itself', async () => {
    await page.goto(`${baseUrl}/donate`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.site-popup').count()).toBe(0);
  });
});

/**
 * Never over an open dialog, never while the reader types (issue 48): the popup waits for the
 * dialog to close and the typing to stop, then opens; at desktop the page behind it dims as behind
 * the account dialog. The popup's delay is shortened (its setting) instead of waiting 12 s.
 */
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the donation popup waits for a quiet moment (%s)', (name, viewport) => {
  const t = pagePerTest({ viewport });
  // Long enough for the dialog to be open (and the typing under way) before the popup falls due.
  const DELAY = 2500;
  const popup = () => t.page.locator('.site-popup');

  beforeEach(async () => {
    await t.page.addInitScript((delay) => {
      window.__COLOPHON_POPUP_DELAY_MS__ = delay;
    }, DELAY);
  });

  it('does not open over the log-in dialog while the reader types, and opens once both are over', async () => {
    await t.page.goto(`${baseUrl}/sections/news`);
    await waitForHydration(t.page);
    await t.page.locator('.account-menu__login').click();
    const dialog = t.page.locator('dialog.account-popup[open]');
    await dialog.waitFor();
    const email = dialog.getByLabel('Email', { exact: true });
    // Typing across the moment the popup falls due, and on past it.
    await email.pressSequentially('reader@example.com', { delay: 120 });
    await t.page.waitForTimeout(1500);
    expect(await popup().count()).toBe(0);
    await t.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await popup().waitFor({ timeout: TYPING_PAUSE_MS + 5000 });
    expect(await popup().getByRole('heading').textContent()).toBe(settings.donationPopup!.title);
    // The same dimming as the site's dialogs at desktop; none on a phone.
    const backdrop = t.page.locator('.site-popup__backdrop');
    if (name === 'desktop') {
      expect(await backdrop.isVisible()).toBe(true);
      expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0.55)');
    } else {
      expect(await backdrop.isVisible()).toBe(false);
    }
    await t.page.waitForTimeout(400); // its fade-in
    await t.page.screenshot({ path: `test-results/screenshots/site-popup-${name}.png` });
    // The backdrop's click dismisses it at desktop; the close button everywhere.
    if (name === 'desktop') await t.page.mouse.click(20, viewport.height - 20);
    else await popup().getByRole('button', { name: 'Close' }).click();
    await popup().waitFor({ state: 'detached' });
  });

  it('does not open while the reader types in a field of the page, and opens after they stop', async () => {
    await t.page.goto(`${baseUrl}/sections/news`);
    await waitForHydration(t.page);
    // A field of the page itself, outside any dialog.
    await t.page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'text';
      input.id = 'typing';
      input.setAttribute('aria-label', 'Note');
      document.querySelector('main')!.prepend(input);
    });
    await t.page.locator('#typing').pressSequentially('a long thought typed slowly', { delay: 130 });
    expect(await popup().count()).toBe(0);
    await t.page.locator('#typing').blur();
    await popup().waitFor({ timeout: TYPING_PAUSE_MS + 5000 });
  });
});
