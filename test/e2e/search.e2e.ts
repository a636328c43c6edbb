/**
 * Search in the browser: the overlay the navigation opens (typing, highlights, load more, errors,
 * Escape) and the /search page whose URL holds the term.
 */
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';

const baseUrl = inject('baseUrl');
const RESULTS = '.search-result';

describe('search', () => {
  const t = pagePerTest();

  async function openOverlay(): Promise<void> {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await t.page.locator('.nav [aria-label="Search"]').click();
    await t.page.getByRole('dialog').waitFor();
  }

  it('typing in the overlay shows highlighted results; load more appends 24; Escape closes it', async () => {
    await openOverlay();
    const field = t.page.getByRole('combobox');
    await poll(() => t.page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await field.pressSequentially('the', { delay: 20 });
    // The suite's first search meets a cold content cache: on a busy machine it takes over a second.
    await poll(() => t.page.locator(RESULTS).count(), { timeout: 10_000 }).toBe(24);
    expect((await t.page.locator(`${RESULTS} mark`).first().textContent())?.toLowerCase()).toBe('the');
    expect(await t.page.locator(`${RESULTS} .search-result__type`).first().textContent()).toMatch(/^(Article|Podcast episode)$/);
    expect(await t.page.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe('/search?q=the');

    await t.page.getByRole('button', { name: 'Load more' }).click();
    await poll(() => t.page.locator(RESULTS).count()).toBe(48);

    await t.page.keyboard.press('Escape');
    await poll(() => t.page.getByRole('dialog').count()).toBe(0);
    expect(t.problems).toEqual([]);
  });

  it('a click on a result navigates to the article and closes the overlay', async () => {
    await openOverlay();
    await t.page.getByRole('combobox').fill('transit expansion');
    const first = t.page.getByRole('option').first();
    await first.waitFor();
    const href = await first.getAttribute('data-url');
    await first.click();
    await t.page.waitForURL(`${baseUrl}${href}`);
    await poll(() => t.page.getByRole('dialog').count()).toBe(0);
  });

  it('a failed search shows the error message', async () => {
    const message = 'Search is unavailable right now. Please try again.';
    await t.page.route('**/api/search**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message } }) }),
    );
    await openOverlay();
    await t.page.getByRole('combobox').fill('transit');
    await poll(() => t.page.getByRole('alert').textContent()).toBe(message);
    expect(await t.page.locator(RESULTS).count()).toBe(0);
  });

  it('the /search page keeps the term in the URL (replaced, not pushed) and survives a reload', async () => {
    await t.page.goto(`${baseUrl}/search?q=transit`);
    await waitForHydration(t.page);
    await poll(() => t.page.locator(RESULTS).count()).toBeGreaterThan(0);
    const historyLength = await t.page.evaluate(() => history.length);

    const field = t.page.getByRole('searchbox');
    await field.fill('family');
    await t.page.waitForURL(`${baseUrl}/search?q=family`);
    await poll(() => t.page.locator(`${RESULTS} mark`).first().textContent()).toMatch(/^family$/i);
    expect(await t.page.evaluate(() => history.length)).toBe(historyLength);

    await t.page.reload();
    await waitForHydration(t.page);
    expect(await t.page.getByRole('searchbox').inputValue()).toBe('family');
    await poll(() => t.page.locator(RESULTS).count()).toBeGreaterThan(0);
    const titles = await t.page.locator(`${RESULTS} .search-result__title`).allTextContents();
    // Title matches first, then the stories that have the word elsewhere (full text, issue 33).
    expect(/family/i.test(titles[0])).toBe(true);
    const others = titles.findIndex((title) => !/family/i.test(title));
    expect(others === -1 || titles.slice(others).every((title) => !/family/i.test(title))).toBe(true);

    await field.fill('');
    await t.page.waitForURL(`${baseUrl}/search`);
    await poll(() => t.page.getByText('Recent stories').count()).toBe(1);
    expect(t.problems).toEqual([]);
  });

  it('the results page filters by type, shows each result’s type and snippet, and suggests terms when nothing is found', async () => {
    await t.page.goto(`${baseUrl}/search?q=challah`);
    await waitForHydration(t.page);
    await poll(() => t.page.locator(RESULTS).count()).toBeGreaterThan(0);
    expect(await t.page.locator(`${RESULTS} .search-result__excerpt mark`).count()).toBeGreaterThan(0);
    await t.page.getByRole('navigation', { name: 'Type of result' }).getByRole('link', { name: 'Recipes', exact: true }).focus();
    await t.page.keyboard.press('Enter');
    await t.page.waitForURL(`${baseUrl}/search?q=challah&type=recipe`);
    await poll(async () => [...new Set(await t.page.locator(`${RESULTS} .search-result__type`).allTextContents())]).toEqual(['Recipe']);
    expect(await t.page.getByRole('navigation', { name: 'Type of result' }).getByRole('link', { name: 'Recipes', exact: true }).getAttribute('aria-current')).toBe('page');

    await t.page.goto(`${baseUrl}/search?q=khachapuriiz`);
    await waitForHydration(t.page);
    await poll(() => t.page.getByText('Did you mean').count()).toBe(1);
    await t.page.getByRole('link', { name: 'khachapuri', exact: true }).click();
    await t.page.waitForURL(`${baseUrl}/search?q=khachapuri`);
    await poll(() => t.page.locator(`${RESULTS} .search-result__title`).first().textContent()).toMatch(/Khachapuri/);
    expect(t.problems).toEqual([]);
  });

  it('the search submit is pushed to the data layer', async () => {
    await t.page.goto(`${baseUrl}/search`);
    await waitForHydration(t.page);
    await t.page.getByRole('searchbox').fill('holiday');
    await t.page.keyboard.press('Enter');
    await poll(() => t.page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'search').map((e) => e.search_term)))
      .toEqual(['holiday']);
  });
});
