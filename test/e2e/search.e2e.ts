/**
 * Search in the browser: the overlay the navigation opens (typing, highlights, load more, errors,
 * Escape) and the /search page whose URL holds the term.
 */
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { collectProblems, launchBrowser, waitForHydration } from './browser.js';

const baseUrl = inject('baseUrl');
const RESULTS = '.search-result';

describe('search', () => {
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
    problems = collectProblems(page);
  });
  afterEach(async () => {
    await page.close();
  });

  async function openOverlay(): Promise<void> {
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.locator('.nav [aria-label="Search"]').click();
    await page.getByRole('dialog').waitFor();
  }

  it('typing in the overlay shows highlighted results; load more appends 24; Escape closes it', async () => {
    await openOverlay();
    const field = page.getByRole('searchbox');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await field.pressSequentially('the', { delay: 20 });
    await expect.poll(() => page.locator(RESULTS).count()).toBe(24);
    expect((await page.locator(`${RESULTS} mark`).first().textContent())?.toLowerCase()).toBe('the');
    expect(await page.locator(`${RESULTS} .search-result__type`).first().textContent()).toMatch(/^(Article|Podcast episode)$/);
    expect(await page.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe('/search?q=the');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.locator(RESULTS).count()).toBe(48);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a result link navigates to the article and closes the overlay', async () => {
    await openOverlay();
    await page.getByRole('searchbox').fill('transit expansion');
    const first = page.locator(`${RESULTS} a`).first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('a failed search shows the error message', async () => {
    const message = 'Search is unavailable right now. Please try again.';
    await page.route('**/api/search**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message } }) }),
    );
    await openOverlay();
    await page.getByRole('searchbox').fill('transit');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(message);
    expect(await page.locator(RESULTS).count()).toBe(0);
  });

  it('the /search page keeps the term in the URL (replaced, not pushed) and survives a reload', async () => {
    await page.goto(`${baseUrl}/search?q=transit`);
    await waitForHydration(page);
    await expect.poll(() => page.locator(RESULTS).count()).toBeGreaterThan(0);
    const historyLength = await page.evaluate(() => history.length);

    const field = page.getByRole('searchbox');
    await field.fill('family');
    await page.waitForURL(`${baseUrl}/search?q=family`);
    await expect.poll(() => page.locator(`${RESULTS} mark`).first().textContent()).toMatch(/^family$/i);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('searchbox').inputValue()).toBe('family');
    await expect.poll(() => page.locator(RESULTS).count()).toBeGreaterThan(0);
    const titles = await page.locator(`${RESULTS} .search-result__title`).allTextContents();
    expect(titles.every((t) => /family/i.test(t))).toBe(true);

    await field.fill('');
    await page.waitForURL(`${baseUrl}/search`);
    await expect.poll(() => page.getByText('Recent stories').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('the search submit is pushed to the data layer', async () => {
    await page.goto(`${baseUrl}/search`);
    await waitForHydration(page);
    await page.getByRole('searchbox').fill('holiday');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'search').map((e) => e.search_term)))
      .toEqual(['holiday']);
  });
});
