/**
 * Issue 32: the desktop main menu is one line. At 1080, 1280 and 1440 px on every kind of page,
 * every item of the main menu has the same top offset (no second line); from 1280 up the whole
 * menu shows without scrolling. Narrower than that the line scrolls sideways, and on a phone
 * (390 px) the menu collapses into the side menu. Screenshots of the header at 390 and 1440
 * land in test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { released, sampleArticle } from '../support/dataset.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const OUT = 'test-results/screenshots';
const { article, section } = sampleArticle();
const feature = released('featureArticle')[0]!;
const recipe = released('recipeArticle')[0]!;
const PAGES = [
  '/',
  `/sections/${section}`,
  `/sections/${section}/articles/${article.slug.current}`,
  `/feature/${feature.slug.current}`,
  '/recipes',
  `/recipes/${recipe.slug.current}`,
  '/encyclopedia',
  '/podcasts',
];

async function menuLine(page: Page) {
  return page.evaluate(() => {
    const ul = document.querySelector('.nav__menu ul')!;
    const items = [...ul.querySelectorAll('li')];
    return {
      count: items.length,
      tops: [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().top)))],
      overflow: ul.scrollWidth - ul.clientWidth,
    };
  });
}

describe.each([1080, 1280, 1440])('the main menu at %i px', (width) => {
  const t = pagePerTest({ viewport: { width, height: 900 } });

  it('is one line on every kind of page', async () => {
    mkdirSync(OUT, { recursive: true });
    for (const url of PAGES) {
      await t.page.goto(baseUrl + url);
      await waitForHydration(t.page);
      expect(await t.page.locator('.nav__menu').isVisible()).toBe(true);
      const line = await menuLine(t.page);
      expect(line.count).toBeGreaterThan(10);
      expect({ url, tops: line.tops }).toEqual({ url, tops: [line.tops[0]] });
      // From 1280 up every item shows; narrower, the line may scroll sideways but never wraps.
      if (width >= 1280) expect({ url, overflow: line.overflow }).toEqual({ url, overflow: 0 });
    }
    if (width === 1440) await t.page.screenshot({ path: `${OUT}/main-menu-1440.png`, clip: { x: 0, y: 0, width, height: 140 } });
  });
});

describe('the main menu on a phone (390 px)', () => {
  const t = pagePerTest({ viewport: PHONE });

  it('collapses into the side menu, which lists every item', async () => {
    await t.page.goto(baseUrl + '/');
    await waitForHydration(t.page);
    expect(await t.page.locator('.nav__menu').isVisible()).toBe(false);
    const items = await t.page.locator('.nav__menu li').allTextContents();
    await t.page.screenshot({ path: `${OUT}/main-menu-390.png`, clip: { x: 0, y: 0, width: PHONE.width, height: 140 } });
    await t.page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const panel = t.page.locator('.side-nav');
    await panel.waitFor({ state: 'visible' });
    const inPanel = await panel.locator('a').allTextContents();
    for (const item of items) expect(inPanel.map((s) => s.trim())).toContain(item.trim());
  });
});
