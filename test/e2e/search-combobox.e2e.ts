/**
 * The search overlay as a screen reader meets it, and the words search shows (issue 48, reader
 * items 4 and 9), at a phone's and a desktop's width:
 * - the field is a combobox over a listbox of options (WAI-ARIA APG): aria-expanded, aria-controls,
 *   aria-activedescendant following Down and Up while focus stays in the field, aria-selected, a
 *   polite live region with the count; Enter follows the active option, or opens /search; after
 *   either, focus starts in the new page's main landmark (its h1), not on the header's search button;
 * - while a newer term is searched the previous results stay and the arrows move through them;
 * - axe finds nothing on the open overlay;
 * - 'brisekt' says 'Showing results for brisket · search instead for brisekt' (the overlay and
 *   /search), the second part searches the word as typed; a search with no results offers the
 *   suggestion, the sections and recent stories; no snippet ends in '.…'; the field's label and
 *   placeholder name recipes too.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SEARCH_LABELS as L } from '../../shared/search-messages.js';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = path.resolve('test-results/screenshots');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Many results; a handful; a misspelling of a word the dataset has (brisket). */
const MANY = 'the';
const FEW = 'shofar';
const TYPO = 'brisekt';
const FIXED = 'brisket';

async function openOverlay(page: Page, from = '/'): Promise<void> {
  await page.goto(`${baseUrl}${from}`);
  await waitForHydration(page);
  await page.locator('.nav [aria-label="Search"]').click();
  await page.getByRole('dialog').waitFor();
  await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('search-overlay-field');
}

/** The field's combobox state, the listbox's options and the live region's text. */
function combobox(page: Page) {
  return page.evaluate(() => {
    const field = document.getElementById('search-overlay-field')!;
    const listId = field.getAttribute('aria-controls') ?? '';
    const list = document.getElementById(listId);
    const options = [...(list?.querySelectorAll('[role="option"]') ?? [])];
    const live = document.querySelector('dialog [role="status"]');
    return {
      role: field.getAttribute('role'),
      expanded: field.getAttribute('aria-expanded'),
      autocomplete: field.getAttribute('aria-autocomplete'),
      listRole: list?.getAttribute('role') ?? null,
      active: field.getAttribute('aria-activedescendant'),
      focusInField: document.activeElement === field,
      options: options.map((o) => ({ id: o.id, selected: o.getAttribute('aria-selected'), url: o.getAttribute('data-url') })),
      live: live?.getAttribute('aria-live') === 'polite' || live?.getAttribute('role') === 'status' ? (live?.textContent ?? '') : null,
    };
  });
}

async function typeAndWait(page: Page, term: string): Promise<void> {
  await page.keyboard.type(term, { delay: 20 });
  // The suite's first search meets a cold content cache: on a busy machine it takes over a second.
  await poll(() => page.getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await poll(() => combobox(page).then((c) => c.live), { timeout: 10_000 }).toMatch(/results?, use/);
  await poll(() => page.locator('[role="option"] mark').first().textContent()).toMatch(new RegExp(`^${term}$`, 'i'));
}

/** Where focus is: inside #main, its tag, and whether it is the header's search button. */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return { inMain: !!el && !!document.getElementById('main')?.contains(el), tag: el?.tagName ?? '', headerSearch: !!el?.closest('.nav') };
  });
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`the search combobox and its words, ${name} (${viewport.width}×${viewport.height})`, () => {
    // bypassCSP: axe is injected as an inline script.
    const t = pagePerTest({ viewport, bypassCSP: true });

    it('is a combobox over a listbox: Down and Up move aria-activedescendant, a live region counts, Enter follows the option and focus starts in main', async () => {
      await openOverlay(t.page);
      const empty = await combobox(t.page);
      expect(empty).toMatchObject({ role: 'combobox', expanded: 'false', autocomplete: 'list', listRole: 'listbox', active: null, focusInField: true });

      await typeAndWait(t.page, MANY);
      const shown = await combobox(t.page);
      expect(shown).toMatchObject({ role: 'combobox', expanded: 'true', listRole: 'listbox', active: null, focusInField: true });
      expect(shown.options.length).toBe(24);
      expect(shown.options.every((o) => o.selected === 'false')).toBe(true);
      const total = Number((await t.page.locator('.search-results__status').textContent())?.match(/\d+/)?.[0] ?? NaN);
      // 'See all results' stands in the visible line: the count is in the live region.
      expect(shown.live).toMatch(new RegExp(`^\\d+ results, use the up and down arrows to choose$`));
      expect(Number.isNaN(total) || shown.live!.startsWith(`${total} `)).toBe(true);

      await t.page.keyboard.press('ArrowDown');
      let c = await combobox(t.page);
      expect(c.active).toBe(c.options[0].id);
      expect(c.options[0].selected).toBe('true');
      expect(c.focusInField).toBe(true);
      await t.page.keyboard.press('ArrowDown');
      await t.page.keyboard.press('ArrowDown');
      c = await combobox(t.page);
      expect(c.active).toBe(c.options[2].id);
      expect(c.options.filter((o) => o.selected === 'true').map((o) => o.id)).toEqual([c.options[2].id]);
      await t.page.keyboard.press('ArrowUp');
      c = await combobox(t.page);
      expect(c.active).toBe(c.options[1].id);
      // The active option is in view, clear of the sticky bar with the field.
      const inView = await t.page.evaluate((id) => {
        const li = document.getElementById(id)!.getBoundingClientRect();
        const bar = document.querySelector('.search-overlay__bar')!.getBoundingClientRect();
        return li.top >= bar.bottom - 1 && li.bottom <= window.innerHeight + 1;
      }, c.options[1].id);
      expect(inView).toBe(true);
      await t.page.keyboard.press('ArrowUp');
      await t.page.keyboard.press('ArrowUp');
      expect((await combobox(t.page)).active).toBeNull();
      await t.page.keyboard.press('ArrowDown');
      await t.page.keyboard.press('ArrowDown');
      c = await combobox(t.page);
      expect(c.active).toBe(c.options[1].id);

      mkdirSync(SCREENSHOTS, { recursive: true });
      await t.page.screenshot({ path: path.join(SCREENSHOTS, `search-combobox-${name}-active.png`) });

      await t.page.keyboard.press('Enter');
      await t.page.waitForURL(`${baseUrl}${c.options[1].url}`);
      await poll(() => t.page.getByRole('dialog').count()).toBe(0);
      // Focus starts at the new page's content, not on the header's search button.
      await poll(() => focusPlace(t.page)).toEqual({ inMain: true, tag: 'H1', headerSearch: false });
      expect(t.problems).toEqual([]);
    });

    it('Enter with no option active opens /search with focus on its heading; a click on an option follows it', async () => {
      await openOverlay(t.page);
      await typeAndWait(t.page, FEW);
      await t.page.keyboard.press('Enter');
      await t.page.waitForURL(`${baseUrl}/search?q=${FEW}`);
      await poll(() => focusPlace(t.page)).toEqual({ inMain: true, tag: 'H1', headerSearch: false });
      expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe('Search');

      // From /search, the overlay again: a click on an option.
      await t.page.locator('.nav [aria-label="Search"]').click();
      await t.page.getByRole('dialog').waitFor();
      await poll(() => t.page.evaluate(() => document.activeElement?.id)).toBe('search-overlay-field');
      await t.page.keyboard.press('Backspace');
      await typeAndWait(t.page, 'transit');
      const option = t.page.getByRole('option').first();
      const url = await option.getAttribute('data-url');
      await option.click();
      await t.page.waitForURL(`${baseUrl}${url}`);
      await poll(() => focusPlace(t.page)).toEqual({ inMain: true, tag: 'H1', headerSearch: false });
      expect(t.problems).toEqual([]);
    });

    it('any client-side navigation starts focus at the new page’s h1; the /search field keeps focus while it writes ?q=', async () => {
      await t.page.goto(`${baseUrl}/`);
      await waitForHydration(t.page);
      const story = t.page.locator('#main :is(h2, h3) a[href^="/sections/"]').first();
      const href = await story.getAttribute('href');
      await story.click();
      await t.page.waitForURL(`${baseUrl}${href}`);
      await poll(() => focusPlace(t.page), { timeout: 10_000 }).toEqual({ inMain: true, tag: 'H1', headerSearch: false });
      // No ring drawn around the heading (it is not a control).
      expect(await t.page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');

      await t.page.goto(`${baseUrl}/search`);
      await waitForHydration(t.page);
      await t.page.locator('#search-page-field').focus();
      await t.page.keyboard.type(FEW, { delay: 20 });
      await t.page.waitForURL(`${baseUrl}/search?q=${FEW}`);
      await poll(() => t.page.locator('.search-page .search-result').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await t.page.evaluate(() => document.activeElement?.id)).toBe('search-page-field');
      expect(t.problems).toEqual([]);
    });

    it('while a newer term is searched, the last results stay, the arrows move through them, and the live region says so', async () => {
      await openOverlay(t.page);
      await typeAndWait(t.page, FEW);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await t.page.route('**/api/search**', async (route) => {
        await held;
        await route.continue().catch(() => {});
      });
      await t.page.keyboard.type(' blast', { delay: 20 });
      await poll(() => combobox(t.page).then((c) => c.live), { timeout: 3000 }).toBe(L.searching);
      const during = await combobox(t.page);
      expect(during.options.length).toBeGreaterThan(0);
      expect(await t.page.locator('.search-results').getAttribute('aria-busy')).toBe('true');
      await t.page.keyboard.press('ArrowDown');
      expect((await combobox(t.page)).active).toBe(during.options[0].id);
      release();
      await poll(() => combobox(t.page).then((c) => c.live), { timeout: 10_000 }).not.toBe(L.searching);
      // The new results replace the list: no option stays active.
      expect((await combobox(t.page)).active).toBeNull();
      expect(t.problems).toEqual([]);
    });

    it('axe finds no violations on the open overlay, with results and an active option', async () => {
      await openOverlay(t.page);
      await typeAndWait(t.page, FEW);
      await t.page.keyboard.press('ArrowDown');
      await t.page.addScriptTag({ content: axeSource });
      const violations = await t.page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run({ include: [['dialog[open]']] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
        return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
    });

    it(`'${TYPO}' says 'Showing results for ${FIXED} · search instead for ${TYPO}', in the overlay and on /search`, async () => {
      await openOverlay(t.page);
      await t.page.keyboard.type(TYPO, { delay: 20 });
      const line = t.page.locator('dialog .search-results__corrected');
      await poll(() => line.textContent(), { timeout: 10_000 }).toBe(`${L.showingFor} ${FIXED} · ${L.searchInstead} ${TYPO}`);
      expect(await combobox(t.page).then((c) => c.live)).toMatch(new RegExp(`^${L.announceCorrected(FIXED)}\\. \\d+ results?, use`));
      await t.page.screenshot({ path: path.join(SCREENSHOTS, `search-combobox-${name}-corrected-overlay.png`) });

      await t.page.keyboard.press('Enter');
      await t.page.waitForURL(`${baseUrl}/search?q=${TYPO}`);
      const pageLine = t.page.locator('.search-page .search-results__corrected');
      await poll(() => pageLine.textContent(), { timeout: 10_000 }).toBe(`${L.showingFor} ${FIXED} · ${L.searchInstead} ${TYPO}`);
      expect(await t.page.locator('.search-page .search-result__title').first().textContent()).toMatch(/brisket/i);
      await t.page.screenshot({ path: path.join(SCREENSHOTS, `search-combobox-${name}-corrected-page.png`) });

      // 'search instead for brisekt': the word as typed, in quotes (the search takes it as itself).
      const literal = pageLine.getByRole('link', { name: TYPO, exact: true });
      expect(await literal.getAttribute('href')).toBe(`/search?q=${encodeURIComponent(`"${TYPO}"`)}`);
      await literal.click();
      await t.page.waitForURL(`${baseUrl}/search?q=${encodeURIComponent(`"${TYPO}"`)}`);
      await poll(() => t.page.locator('.search-page .search-results__status').textContent(), { timeout: 10_000 }).toBe(L.noResults(`"${TYPO}"`));
      expect(await t.page.locator('.search-page .search-results__corrected').count()).toBe(0);
      expect(t.problems).toEqual([]);
    });

    it('a search with no results offers the suggestion, the sections and recent stories', async () => {
      await t.page.goto(`${baseUrl}/search?q=${encodeURIComponent(`"${TYPO}"`)}`);
      await waitForHydration(t.page);
      const results = t.page.getByRole('region', { name: L.results });
      expect(await results.locator('.search-results__status').textContent()).toBe(L.noResults(`"${TYPO}"`));
      expect(await results.locator('.search-results__suggestions').textContent()).toBe(`${L.didYouMean} ${FIXED}?`);
      expect(await results.getByRole('link', { name: FIXED, exact: true }).getAttribute('href')).toBe(`/search?q=${FIXED}`);
      expect(await results.locator('.search-page__help').textContent()).toBe(L.noResultsHelp);
      const sections = results.getByRole('navigation', { name: L.sections });
      expect(await sections.getByRole('link').count()).toBeGreaterThan(3);
      expect(await sections.getByRole('link').first().getAttribute('href')).toMatch(/^\/sections\/[\w-]+$/);
      const recent = results.getByRole('region', { name: L.recent });
      expect(await recent.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await t.page.screenshot({ path: path.join(SCREENSHOTS, `search-combobox-${name}-no-results.png`), fullPage: true });

      // The suggestion leads to its results.
      await results.getByRole('link', { name: FIXED, exact: true }).click();
      await t.page.waitForURL(`${baseUrl}/search?q=${FIXED}`);
      await poll(() => t.page.locator('.search-page .search-result').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await t.page.locator('.search-page__help').count()).toBe(0);
      expect(t.problems).toEqual([]);
    });

    it('no snippet ends in a full stop and an ellipsis; the field names recipes too', async () => {
      await t.page.goto(`${baseUrl}/search?q=${MANY}`);
      await waitForHydration(t.page);
      const excerpts = await t.page.locator('.search-page .search-result__excerpt').allTextContents();
      expect(excerpts.length).toBeGreaterThan(10);
      expect(excerpts.filter((e) => /[.!?]["”’)]?…$/.test(e) || /^…[.!?,;:]/.test(e))).toEqual([]);
      const field = t.page.locator('#search-page-field');
      expect(await field.getAttribute('placeholder')).toBe(L.placeholder);
      // Recipes are found, and the words say so (no 'articles and episodes').
      expect(await t.page.locator('label[for="search-page-field"]').textContent()).toMatch(/recipes/);
      expect(await t.page.locator('meta[name="description"]').getAttribute('content')).toMatch(/recipes/);
      expect(await t.page.locator('meta[name="description"]').getAttribute('content')).toBe(L.description);
    });
  });
}
