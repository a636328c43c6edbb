/**
 * Reader flows that hold on every screen (issue 14, part 1): where a new page opens, client-side
 * redirects, the holiday page's location request. Phone (390 px) and desktop (1440 px),
 * production build in Chromium.
 */
import type { Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { GEOLOCATION_ASK, GEOLOCATION_ERROR, HOLIDAY_CITY } from '../../shared/messages.js';
import { released } from '../support/dataset.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** A marker on window survives client-side navigation but not a full page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 7));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 7);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('where a new page opens (%s)', (_name, viewport) => {
  const t = pagePerTest({ viewport });

  it('a story clicked far down the home page opens at its top; Back returns to where the reader was', async () => {
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await mark(t.page);
    await t.page.evaluate(() => window.scrollTo(0, 3000));
    await poll(() => scrollY(t.page)).toBe(3000);
    // A story link in view at y=3000.
    const story = t.page.locator('main a[href*="/articles/"]').filter({ visible: true });
    const inView = await story.evaluateAll((links) =>
      links.findIndex((a) => {
        const r = a.getBoundingClientRect();
        return r.top > 0 && r.bottom < window.innerHeight && r.width > 0;
      }),
    );
    expect(inView).toBeGreaterThanOrEqual(0);
    await story.nth(inView).click();
    await t.page.waitForURL(/\/sections\/[^/]+\/articles\/[^/]+$/);
    await t.page.locator('main h1').first().waitFor();
    await poll(() => scrollY(t.page)).toBe(0);
    expect(await t.page.locator('main h1').first().evaluate((h) => h.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    await t.page.goBack();
    await t.page.waitForURL(`${baseUrl}/`);
    await poll(() => scrollY(t.page)).toBe(3000);
    expect(await marked(t.page)).toBe(true);
  });

  it('a footer link opens its page at the top', async () => {
    await t.page.goto(`${baseUrl}/sections/news`);
    await waitForHydration(t.page);
    await mark(t.page);
    const terms = t.page.locator('footer a[href="/terms-of-service"]');
    await terms.scrollIntoViewIfNeeded();
    expect(await scrollY(t.page)).toBeGreaterThan(500);
    await terms.click();
    await t.page.waitForURL(`${baseUrl}/terms-of-service`);
    await t.page.locator('main h1').first().waitFor();
    await poll(() => scrollY(t.page)).toBe(0);
    expect(await marked(t.page)).toBe(true);
  });
});

describe('content-managed redirects on client-side navigation', () => {
  const t = pagePerTest({ viewport: DESKTOP });

  it('a client-side navigation to every redirect `from` lands on its `to`, without a full reload', async () => {
    const redirects = released('redirect');
    expect(redirects.length).toBeGreaterThan(3);
    // A redirect may lead to /donate, whose provider script (an allowlisted host) is inserted
    // after mount: no network here, so it gets an empty script instead of a failed lookup.
    await t.page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await t.page.goto(`${baseUrl}/`);
    await waitForHydration(t.page);
    await mark(t.page);
    for (const r of redirects.slice(0, 4)) {
      // The router follows the URL the way Back/Forward or an in-app link would (no page load).
      await t.page.evaluate((from) => {
        history.pushState(null, '', from);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, r.from);
      await t.page.waitForURL(`${baseUrl}${r.to}`);
      await poll(() => t.page.locator('main h1').first().textContent()).not.toBe('Page Not Found');
      expect(await marked(t.page)).toBe(true);
    }
    expect(t.problems).toEqual([]);
  });
});

describe('the holiday countdown', () => {
  const t = pagePerTest({ viewport: PHONE });

  it('asks for the position only when the reader chooses to see local times', async () => {
    await t.page.addInitScript(() => {
      const w = window as unknown as { __asked: number };
      w.__asked = 0;
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (ok, fail, options) => {
        w.__asked += 1;
        original(ok, fail, options);
      };
    });
    const asked = () => t.page.evaluate(() => (window as unknown as { __asked: number }).__asked);
    const holiday = released('holiday')[0]!;
    await t.page.goto(`${baseUrl}/sections/holidays/${holiday.slug.current}`);
    await waitForHydration(t.page);
    const box = t.page.locator('.countdown');
    await t.page.waitForTimeout(500);
    expect(await asked()).toBe(0);
    expect(await box.textContent()).not.toContain(GEOLOCATION_ERROR);

    await box.getByRole('button', { name: GEOLOCATION_ASK }).click();
    await poll(asked).toBe(1);
    // Headless Chromium refuses the position without a granted permission: the product's message
    // for it, 'Enable location services to see upcoming times.', and beside it a city to pick
    // instead (test/e2e/holiday-city.e2e.ts).
    await poll(() => box.locator('.countdown__message').textContent()).toBe(GEOLOCATION_ERROR);
    expect(await box.getByLabel(HOLIDAY_CITY.choose).isVisible()).toBe(true);
  });
});
