/** The browser tab says what the page's heading says, in the same casing (issue 14). */
import { released } from '../../support/dataset.js';
import { pagesApp, render } from './helpers.js';

const app = pagesApp();
const holidays = released('holiday').filter((h) => h.tag);

/** The tab title without the site name after it. */
const tabTitle = (title: string) => title.replace(/ \| [^|]+$/, '');

describe('tab titles', () => {
  it.each(holidays.map((h) => [h.tag!, h.title]))('/tags/%s reads as the holiday, %s, in the tab and the heading', async (tag, title) => {
    const page = await render(app, `/tags/${encodeURIComponent(tag)}`);
    expect(page.status).toBe(200);
    expect(page.main.querySelector('h1')?.textContent).toBe(title);
    expect(tabTitle(page.title)).toBe(title);
  });

  it('spells an ordinary slug tag as words, the same in the tab and the heading', async () => {
    const tag = 'new-york';
    const page = await render(app, `/tags/${tag}`);
    expect(page.status).toBe(200);
    expect(page.main.querySelector('h1')?.textContent).toBe('New York');
    expect(tabTitle(page.title)).toBe('New York');
  });

  it.each(holidays.map((h) => [h.slug.current, h.title]))('holiday pages about %s carry the heading’s casing into the tab', async (slug, title) => {
    for (const path of [`/sections/holidays/${slug}`, `/recipes/by-holiday/${slug}`]) {
      const page = await render(app, path);
      if (page.status === 404) continue;
      const heading = page.main.querySelector('h1')?.textContent ?? '';
      expect(heading).toContain(title);
      expect(tabTitle(page.title)).toContain(title);
    }
  });
});
