/** What only a browser shows of the reading experience (issue 'Reading experience'). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { released, slugOf } from '../support/dataset.js';
import type { ArticleDocument } from '../../tools/dataset/schema.js';

const baseUrl = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const urlOf = (a: ArticleDocument) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`;
const withCarousel = released('article').find(
  (a) => a.content.body.some((b) => b._type === 'imageCarousel') && a.content.body.length > 8,
)!;
const longArticle = released('article').find((a) => a.content.body.length >= 14)!;

describe('reading experience in Chromium', () => {
  const t = pagePerTest({ viewport: { width: 1280, height: 800 } });

  it('the reading progress bar follows the scroll', async () => {
    await t.page.goto(baseUrl + urlOf(longArticle));
    await waitForHydration(t.page);
    const value = () => t.page.locator('.progress-bar').getAttribute('aria-valuenow').then(Number);
    expect(await value()).toBeLessThan(5);
    await t.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await poll(value).toBeGreaterThan(20);
    const half = await value();
    await t.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await poll(value).toBeGreaterThan(half);
    expect(t.problems).toEqual([]);
  });

  it('an image below the fold loads only when scrolled near, then turns eager', async () => {
    // Home: long enough (about 5,900 px at this size) that its last lazy image lies beyond the
    // distance at which Chromium starts native lazy loads (1,250 px or more past the viewport); the
    // news archive, at about 3,400 px, no longer is.
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    // A handle, not a locator: the element turns eager once it is in view.
    const lazy = (await t.page.$$('main img[loading="lazy"]')).at(-1)!;
    // Valid markup from the start (real src and srcset), but the browser has not loaded it yet.
    expect(await lazy.getAttribute('src')).toMatch(/^\/images\//);
    expect(await lazy.getAttribute('srcset')).toMatch(/ 640w/);
    expect(await lazy.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    await lazy.scrollIntoViewIfNeeded();
    // Its first request may be the first of this size, resized by the server then (seconds on a busy machine).
    await poll(() => lazy.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await poll(() => lazy.getAttribute('loading')).toBe('eager');
    expect(await lazy.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/.*[?&]w=\d+/);
    expect(await lazy.getAttribute('width')).toMatch(/^\d+$/);
    expect(await lazy.getAttribute('height')).toMatch(/^\d+$/);
  });

  it("'Load more' appends 18 stories and disappears at the end", async () => {
    await t.page.goto(`${baseUrl}/sections/sports/archive`);
    await waitForHydration(t.page);
    const items = t.page.locator('main .card-grid > li, main .card-list > li');
    const button = t.page.locator('.load-more__button');
    let count = await items.count();
    expect(count).toBe(18);
    for (let i = 0; i < 40 && (await button.count()) > 0; i++) {
      await button.click();
      await poll(() => items.count()).toBeGreaterThan(count);
      const next = await items.count();
      expect(next - count).toBeLessThanOrEqual(18);
      if ((await button.count()) > 0) expect(next - count).toBe(18);
      count = next;
    }
    expect(await button.count()).toBe(0);
    expect(count).toBeGreaterThan(18);
  });

  it.each(['/sections/sports/archive', '/recipes', '/podcasts/the-colophon-weekly'])(
    "'Load more' by keyboard on %s: focus stays on the button while loading, then goes to the first new item, and the page does not jump",
    async (path) => {
      await t.page.goto(baseUrl + path);
      await waitForHydration(t.page);
      const button = t.page.locator('.load-more__button');
      // The list the button adds to, marked: the button goes once the last page is in.
      await t.page.evaluate(() => document.querySelector('.load-more')!.previousElementSibling!.setAttribute('data-test-list', ''));
      const list = t.page.locator('[data-test-list]');
      const before = await list.locator(':scope > li').count();
      // What has focus, and how many items the list has: on a failure, says which went wrong.
      const focusAndCount = () =>
        t.page.evaluate(() => {
          const el = document.activeElement;
          const focused = el ? el.tagName.toLowerCase() + (el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : '') : 'none';
          return { focused, items: document.querySelector('[data-test-list]')!.children.length };
        });
      await button.focus();
      expect(await focusAndCount()).toEqual({ focused: 'button.button.load-more__button', items: before });
      // Held, so the loading state can be seen.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await t.page.route('**/_data/**', async (route) => {
        await held;
        await route.continue();
      });
      await t.page.keyboard.press('Enter');
      await poll(() => button.getAttribute('aria-busy')).toBe('true');
      expect(await focusAndCount()).toEqual({ focused: 'button.button.load-more__button', items: before });
      const scrollWhileLoading = await t.page.evaluate(() => window.scrollY);
      expect(scrollWhileLoading).toBeGreaterThan(0);
      release();
      await poll(() => list.locator(':scope > li').count()).toBeGreaterThan(before);
      // Focus is on a link inside the first item just added, and the page was not sent to the top.
      await poll(() =>
        t.page.evaluate((n) => {
          const list = document.querySelector('[data-test-list]')!;
          return list.children[n]?.contains(document.activeElement) && document.activeElement?.tagName === 'A';
        }, before),
      ).toBe(true);
      expect(await t.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await t.page.unroute('**/_data/**');
    },
  );

  it("share 'copy link' puts the URL on the clipboard and confirms it", async () => {
    await t.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await t.page.goto(baseUrl + urlOf(longArticle));
    await waitForHydration(t.page);
    await t.page.getByRole('button', { name: 'Copy link' }).first().click();
    await poll(() => t.page.locator('.share__copied--visible').count()).toBeGreaterThan(0);
    const copied = await t.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(baseUrl + urlOf(longArticle));
    const shares = await t.page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'share').length);
    expect(shares).toBe(1);
  });

  it('the section panel opens, gets its active class after 800 ms, and closes with scroll lock released', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await t.page.getByRole('button', { name: 'Sections' }).click();
    const panel = t.page.locator('#section-nav');
    await poll(() => panel.getAttribute('class')).toContain('section-nav--open');
    expect(await panel.getAttribute('class')).not.toContain('section-nav--active');
    await poll(() => panel.getAttribute('class'), { timeout: 3000 }).toContain('section-nav--active');
    expect(await t.page.evaluate(() => document.documentElement.classList.contains('scroll-lock'))).toBe(true);
    await t.page.getByRole('button', { name: 'Close sections' }).click();
    await poll(() => panel.getAttribute('class')).not.toContain('section-nav--open');
    expect(await t.page.evaluate(() => document.documentElement.classList.contains('scroll-lock'))).toBe(false);
  });

  it('the carousel moves by button and by keyboard', async () => {
    await t.page.goto(baseUrl + urlOf(withCarousel));
    await waitForHydration(t.page);
    const carousel = t.page.locator('.carousel').first();
    await carousel.scrollIntoViewIfNeeded();
    const status = carousel.locator('.carousel__status');
    const first = await status.textContent();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await poll(() => status.textContent()).not.toBe(first);
    const second = await status.textContent();
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await t.page.keyboard.press('ArrowRight');
    await poll(() => status.textContent()).not.toBe(second);
    await t.page.keyboard.press('ArrowLeft');
    await poll(() => status.textContent()).toBe(second);
  });

  it.each([
    ['home', '/'],
    ['section', '/sections/news'],
    ['article', 'ARTICLE'],
  ])('axe-core finds no serious or critical violations on the %s page', async (_name, path) => {
    const ctx = await t.browser.newContext({ bypassCSP: true });
    const p = await ctx.newPage();
    await p.goto(baseUrl + (path === 'ARTICLE' ? urlOf(longArticle) : path));
    await waitForHydration(p);
    await p.addScriptTag({ content: axeSource });
    const violations = await p.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
    });
    await ctx.close();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
