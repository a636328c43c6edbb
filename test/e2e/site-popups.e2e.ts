import type { Browser, Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { launchBrowser, waitForHydration } from './browser.js';
import { ofType } from '../support/dataset.js';

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
