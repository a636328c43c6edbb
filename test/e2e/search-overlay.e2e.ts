/**
 * The search overlay and /search by keyboard alone (issue 32 item 3), at a phone's and a desktop's
 * width: Enter in the field opens /search?q=, the arrow keys move through the results (the active
 * option of the field's listbox, issue 48: focus stays in the field) and Enter follows the one reached, the placeholder is not cut, one line under the field (the count or
 * 'See all results', never both), and 'Load more' on /search leaves focus where the reader is.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SEARCH_LABELS as L } from '../../shared/search-messages.js';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const RESULTS = '.search-result';
/** The overlay's results: options of the field's listbox. */
const OPTIONS = '[role="option"]';
const SCREENSHOTS = path.resolve('test-results/screenshots');
/** Many results (more than the overlay's first 24), and a handful (all shown at once). */
const MANY = 'the';
const FEW = 'shofar';

/** What has focus: its tag, type, label, href and (the start of) its text. */
function active(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      type: el?.getAttribute('type') ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      href: el?.getAttribute('href') ?? '',
      text: (el?.textContent ?? '').slice(0, 40),
    };
  });
}

/** Tab from the top of the page to the navigation's search button and press Enter. */
async function openOverlayByKeyboard(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const a = await active(page);
    if (a.tag === 'A' && a.label === 'Search') break;
  }
  expect(await active(page)).toMatchObject({ tag: 'A', label: 'Search' });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  await poll(() => active(page).then((a) => a.type)).toBe('search');
}

async function typeTerm(page: Page, term: string): Promise<void> {
  await page.keyboard.type(term, { delay: 20 });
  // The suite's first search meets a cold content cache: on a busy machine it takes over a second.
  await poll(() => page.locator(OPTIONS).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await poll(() => page.locator('.search-results__status').textContent()).not.toBe('Searching…');
  // The results are this term's (not the previous term's, still shown while the next one waits).
  await poll(() => page.locator(`${OPTIONS} mark`).first().textContent()).toMatch(new RegExp(`^${term}$`, 'i'));
}

/**
 * What the overlay shows as a line of text a sighted reader sees: texts of elements with a box,
 * outside the result list and the field ('Showing 5 of 5 results', 'See all results', '5 results').
 */
function overlayLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) return [];
    const lines: string[] = [];
    for (const el of dialog.querySelectorAll<HTMLElement>('p, a, button')) {
      if (el.closest('.search-results__list, .search-overlay__bar') || el.querySelector('p, a, button')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 1 && box.height > 1 && el.checkVisibility() && el.textContent?.trim()) lines.push(el.textContent.trim());
    }
    return lines;
  });
}

/** The placeholder's text width in the placeholder's own font, and the room the input gives it. */
function placeholderFit(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const input = document.querySelector<HTMLInputElement>(sel)!;
    const style = getComputedStyle(input, '::placeholder');
    const box = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = ctx.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
    return { placeholder: input.placeholder, text: Math.ceil(text), room, fontSize: style.fontSize };
  }, selector);
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`search by keyboard alone, ${name} (${viewport.width}×${viewport.height})`, () => {
    const t = pagePerTest({ viewport });

    it('Down and Up move through the results, Enter follows the one reached', async () => {
      await openOverlayByKeyboard(t.page);
      await typeTerm(t.page, MANY);
      const hrefs = await t.page.locator(OPTIONS).evaluateAll((options) => options.map((o) => o.getAttribute('data-url')));
      expect(hrefs.length).toBeGreaterThan(2);
      /** The url of the option the field's aria-activedescendant names ('' for none); focus stays in the field. */
      const reached = () =>
        t.page.evaluate(() => {
          const field = document.activeElement!;
          const id = field.getAttribute('aria-activedescendant');
          return { type: field.getAttribute('type'), url: id ? document.getElementById(id)?.getAttribute('data-url') : '' };
        });

      await t.page.keyboard.press('ArrowDown');
      expect(await reached()).toEqual({ type: 'search', url: hrefs[0] });
      await t.page.keyboard.press('ArrowDown');
      await t.page.keyboard.press('ArrowDown');
      expect((await reached()).url).toBe(hrefs[2]);
      await t.page.keyboard.press('ArrowUp');
      expect((await reached()).url).toBe(hrefs[1]);
      // The result reached is in view, not under the sticky bar with the field.
      const inView = await t.page.evaluate(() => {
        const li = document.getElementById(document.activeElement!.getAttribute('aria-activedescendant')!)!.getBoundingClientRect();
        const bar = document.querySelector('.search-overlay__bar')!.getBoundingClientRect();
        return li.top >= bar.bottom - 1 && li.bottom <= window.innerHeight + 1;
      });
      expect(inView).toBe(true);
      await t.page.keyboard.press('ArrowUp');
      await t.page.keyboard.press('ArrowUp');
      expect(await reached()).toEqual({ type: 'search', url: '' });
      await t.page.keyboard.press('ArrowDown');
      await t.page.keyboard.press('ArrowDown');
      expect((await reached()).url).toBe(hrefs[1]);

      await t.page.keyboard.press('Enter');
      await t.page.waitForURL(`${baseUrl}${hrefs[1]}`);
      await poll(() => t.page.getByRole('dialog').count()).toBe(0);
      expect(t.problems).toEqual([]);
    });

    it('Enter in the field opens /search?q=term with its results, and the overlay closes', async () => {
      await openOverlayByKeyboard(t.page);
      await t.page.keyboard.type('transit', { delay: 20 });
      await t.page.keyboard.press('Enter');
      await t.page.waitForURL(`${baseUrl}/search?q=transit`);
      await poll(() => t.page.getByRole('dialog').count()).toBe(0);
      await poll(() => t.page.locator(`.search-page ${RESULTS}`).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await t.page.locator('#search-page-field').inputValue()).toBe('transit');
      const titles = await t.page.locator(`.search-page ${RESULTS} .search-result__title`).allTextContents();
      // Title matches first, then the stories that have the word elsewhere (full text, issue 33).
      expect(/transit/i.test(titles[0])).toBe(true);
      const others = titles.findIndex((title) => !/transit/i.test(title));
      expect(others === -1 || titles.slice(others).every((title) => !/transit/i.test(title))).toBe(true);
      expect(await t.page.locator('.search-page .search-results__status').textContent()).toMatch(/^Showing \d+ of \d+ results?$/);
      // A client-side navigation: the page was not loaded again.
      expect(await t.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(await t.page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'search').map((e) => e.search_term))).toEqual(['transit']);
      expect(t.problems).toEqual([]);
    });

    it('Enter while the overlay is still searching lands on results, not on a search left pending', async () => {
      await t.page.route('**/api/search**', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue().catch(() => {});
      });
      await openOverlayByKeyboard(t.page);
      await t.page.keyboard.type('family', { delay: 20 });
      await poll(() => t.page.locator('.search-results__status').textContent()).toBe('Searching…');
      await t.page.keyboard.press('Enter');
      await t.page.waitForURL(`${baseUrl}/search?q=family`);
      await poll(() => t.page.locator(`.search-page ${RESULTS}`).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await t.page.locator('.search-page .search-results__status').textContent()).toMatch(/^Showing \d+ of \d+ results?$/);
    });

    it('the placeholder fits the field; one line under it: the count, or See all results', async () => {
      await openOverlayByKeyboard(t.page);
      const fit = await placeholderFit(t.page, '#search-overlay-field');
      expect(fit.placeholder).toBe(L.placeholder);
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      expect(parseFloat(fit.fontSize)).toBeGreaterThanOrEqual(16); // under 16 px, iOS zooms into a focused field
      mkdirSync(SCREENSHOTS, { recursive: true });
      await t.page.screenshot({ path: path.join(SCREENSHOTS, `search-overlay-${name}-empty.png`) });

      await typeTerm(t.page, MANY);
      expect(await overlayLines(t.page)).toEqual(['See all results', 'Load more']);
      const all = t.page.getByRole('link', { name: 'See all results' });
      expect(await all.getAttribute('href')).toBe(`/search?q=${MANY}`);
      await t.page.screenshot({ path: path.join(SCREENSHOTS, `search-overlay-${name}.png`) });

      await t.page.keyboard.press('Control+A');
      await t.page.keyboard.press('Backspace');
      await typeTerm(t.page, FEW);
      const count = await t.page.locator(RESULTS).count();
      expect(count).toBeLessThan(24);
      expect(await overlayLines(t.page)).toEqual([`${count} ${count === 1 ? 'result' : 'results'}`]);

      // On /search, the field's placeholder fits too.
      await t.page.keyboard.press('Escape');
      await poll(() => t.page.getByRole('dialog').count()).toBe(0);
      await t.page.goto(`${baseUrl}/search`);
      const page = await placeholderFit(t.page, '#search-page-field');
      expect(page.text).toBeLessThanOrEqual(page.room);
      expect(t.problems).toEqual([]);
    });

    it("'Load more' on /search keeps focus with the reader: on the first new result, the page not scrolled to the top", async () => {
      await t.page.goto(`${baseUrl}/search?q=${MANY}`);
      await waitForHydration(t.page);
      expect(await t.page.locator(RESULTS).count()).toBe(24);
      // By keyboard: Tab from the field through the results to the button.
      await t.page.locator('#search-page-field').waitFor();
      for (let i = 0; i < 80; i++) {
        await t.page.keyboard.press('Tab');
        if ((await active(t.page)).text === 'Load more') break;
      }
      expect(await active(t.page)).toMatchObject({ tag: 'BUTTON', text: 'Load more' });
      const before = await t.page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(0);

      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await t.page.route('**/api/search**', async (route) => {
        await held;
        await route.continue();
      });
      await t.page.keyboard.press('Enter');
      // While the page loads, focus stays on the button (a disabled one would drop it on <body>).
      await poll(() => active(t.page)).toMatchObject({ tag: 'BUTTON', text: 'Loading…' });
      release();
      await poll(() => t.page.locator(RESULTS).count()).toBe(48);
      const where = await t.page.evaluate(() => {
        const items = [...document.querySelectorAll('.search-results__list > li')];
        const at = items.findIndex((li) => li.contains(document.activeElement));
        return { at, tag: document.activeElement?.tagName, scrollY: window.scrollY };
      });
      expect(where).toMatchObject({ at: 24, tag: 'A' });
      expect(where.scrollY).toBeGreaterThan(0);
      expect(where.scrollY).toBeGreaterThanOrEqual(before - 1);

      // The next Tab goes on to the second new result, not to the top of the page.
      await t.page.keyboard.press('Tab');
      expect(
        await t.page.evaluate(() => [...document.querySelectorAll('.search-results__list > li')].findIndex((li) => li.contains(document.activeElement))),
      ).toBe(25);
      expect(t.problems).toEqual([]);
    });
  });
}
