import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { released, slugOf } from '../support/dataset.js';

const baseUrl = inject('baseUrl');

describe('client-side navigation through the magazine', () => {
  const t = pagePerTest();

  it('home -> section -> article and back without a full reload, themes by path, no console errors', async () => {
    const pageViews = () => t.page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').length);
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    expect(await t.page.locator('.app').getAttribute('data-theme')).toBe('default');
    // A marker on window survives client-side navigation but not a full page load.
    await t.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await poll(pageViews).toBe(1);

    await t.page.locator('.nav__menu a[href^="/sections/"]').first().click();
    await t.page.waitForURL(/\/sections\/[^/]+$/);
    await t.page.waitForFunction(() => document.querySelector('.app')?.getAttribute('data-theme') === 'beige');
    await poll(pageViews).toBe(2);

    const article = t.page.locator('main a[href*="/articles/"]').first();
    await article.click();
    await t.page.waitForURL(/\/sections\/[^/]+\/articles\/[^/]+$/);
    await t.page.waitForFunction(() => document.querySelector('.app')?.getAttribute('data-theme') === 'default');
    await poll(() => t.page.locator('main h1').count()).toBeGreaterThan(0);
    // The article chunk's own stylesheet was loaded on the client-side navigation.
    const articleCssLoaded = await t.page.evaluate(() => {
      const map = JSON.parse(document.getElementById('__chunks')!.textContent!) as Record<string, string[]>;
      const hrefs = map['client/pages/Article/index.tsx'] ?? [];
      const links = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
      return hrefs.length > 0 && hrefs.every((h) => links.includes(h));
    });
    expect(articleCssLoaded).toBe(true);

    await t.page.goBack();
    await t.page.waitForURL(/\/sections\/[^/]+$/);
    expect(await t.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await poll(pageViews).toBe(4);
    expect(t.problems).toEqual([]);
  });

  it("loads the on-demand parts a page's data names before showing it (a podcast player, code and stylesheet)", async () => {
    const withPlayer = released('article').find((a) => a.content.body.some((b) => b._type === 'podcastPlayer'))!;
    const path = `/sections/${slugOf(withPlayer.section._ref)}/articles/${withPlayer.slug.current}`;
    await t.page.goto(`${baseUrl}/sections/news`);
    await waitForHydration(t.page);
    const playerCss = await t.page.evaluate(
      () => (JSON.parse(document.getElementById('__chunks')!.textContent!) as Record<string, string[]>)['client/components/audio/PodcastPlayer.tsx'] ?? [],
    );
    expect(playerCss.length).toBeGreaterThan(0);
    const stylesheets = () => t.page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
    expect((await stylesheets()).some((h) => playerCss.includes(h!))).toBe(false);
    await t.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    // A client-side navigation (the router follows history): the page's data comes from /_data.
    const data = t.page.waitForResponse((r) => r.url().includes('/_data/sections/'));
    await t.page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    expect(((await (await data).json()) as { data: { parts?: string[] } }).data.parts).toEqual(['podcastPlayer']);
    // The page renders with its player at once, styled: the part was loaded before it rendered.
    // (The article's own heading: the section's h1 stays on screen while the route changes.)
    await t.page.locator('main h1', { hasText: withPlayer.title }).first().waitFor();
    expect(await t.page.locator('main [aria-label^="Play "]').count()).toBeGreaterThan(0);
    expect(await stylesheets()).toEqual(expect.arrayContaining(playerCss));
    expect(await t.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    expect(t.problems).toEqual([]);
  });

  it('an unknown path shows Page Not Found with a 404 status and hydrates cleanly', async () => {
    const res = await t.page.goto(`${baseUrl}/this/does/not/exist/at-all`);
    expect(res?.status()).toBe(404);
    await waitForHydration(t.page);
    await poll(() => t.page.locator('h1').first().textContent()).toBe('Page Not Found');
    expect(t.problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  it('side nav and section nav: opening one closes the other, overlay closes, scroll locks', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await t.page.getByRole('button', { name: 'Open menu' }).click();
    await poll(() => t.page.locator('#side-nav').getAttribute('class')).toContain('side-nav--open');
    expect(await t.page.evaluate(() => document.documentElement.classList.contains('scroll-lock'))).toBe(true);
    await t.page.mouse.click(1200, 400); // the overlay beside the panel
    await poll(() => t.page.locator('#side-nav').getAttribute('class')).not.toContain('side-nav--open');
    expect(await t.page.evaluate(() => document.documentElement.classList.contains('scroll-lock'))).toBe(false);
  });
});
