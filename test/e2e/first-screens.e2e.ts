/**
 * Issue 48, what a reader minds on a few pages, at 390x844 and 1440x900: the top story's headline on
 * the home page's first screen, a way to pay on /subscribe and /donate when the provider's embed
 * does not load (and no empty grey box), the printable recipe's hero as wide as its text, unique
 * landmarks on holiday pages, and an episode's play button well inside the first screen.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { EMBED_PROVIDER as PROVIDER, pagePerConcurrentTest, waitForHydration } from './browser.js';
import { released, slugOf } from '../support/dataset.js';
import { DESKTOP, PHONE } from './viewports.js';
import { BILLING } from '../../shared/premium-messages.js';
import { EMBED } from '../../shared/embed-messages.js';

const baseUrl = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every request to the payment provider's hosts fails, as when a blocker or a network drops them. */
const blockProvider = (page: Page) => page.route(PROVIDER, (route) => route.abort());

/** The recipe the print test opens, and the episode with the longest title (the most lines above the player). */
const recipe = released('recipeArticle')[0]!;
const episode = [...released('podcastEpisode')].sort((a, b) => b.title.length - a.title.length)[0]!;
// Three holidays that have a featured story (the landmark that clashed), to keep the run short.
const holidays = released('holiday').filter((h) => !!h.featuredArticle).slice(0, 3);

/** Iframes a reader can see in the page's main content. */
const visibleFrames = (page: Page) => page.locator('main iframe').evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== 'hidden').length);

for (const viewport of [PHONE, DESKTOP]) {
  describe(`at ${viewport.width}x${viewport.height}`, () => {
    // Two tests at a time (test/e2e/jest.config.js: maxConcurrency), each with a context of its own.
    const withPage = pagePerConcurrentTest({ viewport });

    it.concurrent("home: the top story's headline is on the first screen, and the largest image painted is not lazy", () => withPage(async (t) => {
      await t.page.goto(`${baseUrl}/`);
      await waitForHydration(t.page);
      const headline = t.page.locator('main section.module').first().locator('.card__title').first();
      expect(await headline.textContent()).toBeTruthy();
      const box = (await headline.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // The LCP element, as the browser saw it: an image loaded eagerly with high priority.
      const lcp = await t.page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string | null; priority: string | null }>((resolve) => {
            new PerformanceObserver((list) => {
              const el = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
              resolve({ tag: el?.tagName ?? '', loading: el?.getAttribute('loading') ?? null, priority: el?.getAttribute('fetchpriority') ?? null });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      if (lcp.tag === 'IMG') expect(lcp).toEqual({ tag: 'IMG', loading: 'eager', priority: 'high' });
    }));

    it.concurrent('/subscribe with the provider blocked: every tier has a visible Subscribe link, and no empty frame shows', () => withPage(async (t) => {
      await blockProvider(t.page);
      await t.page.goto(`${baseUrl}/subscribe`);
      await waitForHydration(t.page);
      await poll(() => visibleFrames(t.page), { timeout: 10_000 }).toBe(0);
      const tiers = t.page.locator('.tier');
      expect(await tiers.count()).toBeGreaterThan(1);
      for (const tier of await tiers.all()) {
        const title = (await tier.locator('.tier__title').textContent())!;
        const link = tier.getByRole('link', { name: `${BILLING.subscribe}: ${title}` });
        expect(await link.isVisible()).toBe(true);
        expect(new URL((await link.getAttribute('href'))!, baseUrl).protocol).toMatch(/^https?:$/);
        // A button a thumb can hit, not a line of small print.
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(40);
      }
      expect(await t.page.locator('main .embed__fallback:visible').count()).toBe(0);
    }));

    it.concurrent('/donate with the provider blocked: a visible Donate link, and no empty frame shows', () => withPage(async (t) => {
      await blockProvider(t.page);
      await t.page.goto(`${baseUrl}/donate`);
      await waitForHydration(t.page);
      await poll(() => visibleFrames(t.page), { timeout: 10_000 }).toBe(0);
      const link = t.page.locator('.donate__form').getByRole('link', { name: EMBED.donate, exact: true });
      expect(await link.isVisible()).toBe(true);
      expect(new URL((await link.getAttribute('href'))!).hostname).toBe('donate.colophon-giving.org');
    }));

    it.concurrent('/subscribe and /donate without JavaScript, the provider blocked: the links are in the served page, no frame shows', () => withPage(async (t) => {
      const context = await t.browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await blockProvider(page);
      await page.goto(`${baseUrl}/subscribe`);
      for (const tier of await page.locator('.tier').all()) {
        const title = (await tier.locator('.tier__title').textContent())!;
        expect(await tier.getByRole('link', { name: `${BILLING.subscribe}: ${title}` }).isVisible()).toBe(true);
      }
      expect(await visibleFrames(page)).toBe(0);
      await page.goto(`${baseUrl}/donate`);
      expect(await page.locator('.donate__form').getByRole('link', { name: EMBED.donate, exact: true }).isVisible()).toBe(true);
      expect(await visibleFrames(page)).toBe(0);
      await context.close();
    }));

    it.concurrent('/subscribe and /donate: the provider’s form shows once its host answers, its button gives way', () => withPage(async (t) => {
      await t.page.route(PROVIDER, (route) =>
        route.request().resourceType() === 'script' ? route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }) : route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Provider form</p>' }),
      );
      for (const path of ['/subscribe', '/donate']) {
        await t.page.goto(baseUrl + path);
        await waitForHydration(t.page);
        await poll(() => t.page.locator('main .embed__item[data-embed="ready"]').count()).toBe(await t.page.locator('main .embed__item').count());
        const first = t.page.locator('main .embed__item').first();
        await first.scrollIntoViewIfNeeded();
        expect(await first.locator('iframe').isVisible()).toBe(true);
        expect(await first.locator('.embed__open').isVisible()).toBe(false);
      }
      expect(t.problems).toEqual([]);
    }));

    it.concurrent('printable recipe: the hero is as wide as the text', () => withPage(async (t) => {
      await t.page.goto(`${baseUrl}/articles/${recipe.slug.current}/print/${recipe.slug.current}`);
      await waitForHydration(t.page);
      const hero = (await t.page.locator('.print-recipe__image img').boundingBox())!;
      const text = (await t.page.locator('.print-recipe__header').boundingBox())!;
      expect(Math.abs(hero.width - text.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(hero.x - text.x)).toBeLessThanOrEqual(1);
    }));

    it.concurrent.each(holidays.map((h) => h.slug.current))('holiday %s: every landmark has a unique name (axe landmark rules)', (slug) => withPage(async (t) => {
      // The page's CSP allows no inline script: axe runs in a context that bypasses it.
      const context = await t.browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/sections/holidays/${slug}`);
      await waitForHydration(page);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'rule', values: ['landmark-unique', 'landmark-no-duplicate-main', 'landmark-one-main', 'region'] } });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      await context.close();
      expect(violations).toEqual([]);
    }));

    it.concurrent("episode: the play button is well inside the first screen", () => withPage(async (t) => {
      await t.page.goto(`${baseUrl}/podcasts/${slugOf(episode.podcast._ref)}/${episode.slug.current}`);
      await waitForHydration(t.page);
      const play = (await t.page.locator('.episode .audio-player__play').boundingBox())!;
      expect(play.y).toBeGreaterThanOrEqual(0);
      // A quarter of the screen to spare below it: not at the fold, where a reader must scroll to find it.
      expect(play.y + play.height).toBeLessThanOrEqual(viewport.height * 0.75);
    }));
  });
}
