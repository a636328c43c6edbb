/**
 * Search as a reader meets it (issue 14 part 1): a reopened overlay does not append to the last
 * term, and /search?q= arrives with its first page of results (without JavaScript too, and with
 * no layout shift), the browser continuing from there.
 */
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const RESULTS = '.search-result';

describe('the search overlay, opened again', () => {
  const t = pagePerTest({ viewport: DESKTOP });

  it('after following a result, a new term replaces the previous one', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await t.page.locator('.nav [aria-label="Search"]').click();
    await t.page.getByRole('combobox').pressSequentially('Transit Expansion', { delay: 10 });
    const first = t.page.getByRole('option').first();
    await first.waitFor();
    const href = await first.getAttribute('data-url');
    await first.click();
    await t.page.waitForURL(`${baseUrl}${href}`);

    await t.page.locator('.nav [aria-label="Search"]').click();
    const field = t.page.getByRole('combobox');
    await poll(() => t.page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await t.page.keyboard.type('Shofar', { delay: 10 });
    expect(await field.inputValue()).toBe('Shofar');
    await poll(() => t.page.locator(`${RESULTS} mark`).first().textContent()).toMatch(/^shofar$/i);
    expect(t.problems).toEqual([]);
  });
});

describe('/search?q= rendered by the server', () => {
  describe('without JavaScript', () => {
    const t = pagePerTest({ viewport: PHONE, javaScriptEnabled: false });

    it('shows the first page of results', async () => {
      await t.page.goto(`${baseUrl}/search?q=new`);
      expect(await t.page.locator(RESULTS).count()).toBe(24);
      expect(await t.page.getByText('Searching…').count()).toBe(0);
      expect(await t.page.locator('.search-results__status').textContent()).toMatch(/^Showing 24 of \d+ results$/);
      expect(await t.page.getByRole('searchbox').inputValue()).toBe('new');
    });
  });

  describe('with JavaScript, on a phone', () => {
    const t = pagePerTest({ viewport: PHONE });

    it('no layout shift and no second request for the first page; Load more continues from it', async () => {
      await t.page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!e.hadRecentInput) w.__cls += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const searches: string[] = [];
      t.page.on('request', (r) => {
        if (r.url().includes('/api/search')) searches.push(new URL(r.url()).search);
      });
      await t.page.goto(`${baseUrl}/search?q=new`);
      expect(await t.page.locator(RESULTS).count()).toBe(24);
      await waitForHydration(t.page);
      await t.page.waitForTimeout(1000);
      expect(await t.page.locator(RESULTS).count()).toBe(24);
      expect(searches).toEqual([]);
      expect(await t.page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);

      await t.page.getByRole('button', { name: 'Load more' }).click();
      await poll(() => t.page.locator(RESULTS).count()).toBe(48);
      expect(searches).toEqual(['?term=new&offset=24']);
      expect(t.problems).toEqual([]);
    });
  });
});
