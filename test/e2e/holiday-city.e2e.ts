/**
 * The holiday countdown without geolocation (issue 32, item 8): the spec's message, then a city the
 * reader picks instead; its sundown is the pure function's, shown in that city's clock; the choice
 * is remembered on the next visit and can be given up for the reader's own position. Phone (390 px)
 * and desktop (1440 px), production build in Chromium; the browser's own zone is New York, so a
 * time shown in the browser's zone instead of the city's would be caught.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { GEOLOCATION_ASK, GEOLOCATION_ERROR, HOLIDAY_CITY } from '../../shared/messages.js';
import { released } from '../support/dataset.js';
import { DESKTOP, PHONE } from './viewports.js';
import { cityById, HOLIDAY_CITY_KEY } from '../../client/components/holiday/cities.js';
import { holidayWindow } from '../../client/components/holiday/sundown.js';

const baseUrl = inject('baseUrl');
const OUT = 'test-results/screenshots';
const DAY_MS = 86_400_000;

// The next holiday still to come (at least two days off), so the countdown is counting.
const holiday = released('holiday')
  .filter((h) => Date.parse(h.startDate) - 2 * DAY_MS > Date.now())
  .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
const url = `${baseUrl}/sections/holidays/${holiday.slug.current}`;
const jerusalem = cityById('jerusalem')!;

/** '4:36': hour and minute of an instant on a city's clock (12-hour, as the page writes it). */
function clockTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).formatToParts(at);
  return `${parts.find((p) => p.type === 'hour')!.value}:${parts.find((p) => p.type === 'minute')!.value}`;
}

/** Counts calls for the position, across reloads of the page. */
async function countAsks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __asked: number };
    w.__asked = 0;
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (ok, fail, options) => {
      w.__asked += 1;
      original(ok, fail, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __asked: number }).__asked);
}

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), HOLIDAY_CITY_KEY);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the holiday countdown with a city instead of a position (%s)', (name, viewport) => {
  // No geolocation permission: headless Chromium refuses the position, as a reader who said no.
  const t = pagePerTest({ viewport, timezoneId: 'America/New_York', permissions: [] });

  it('offers a city after the refusal, counts down to its sundown in its own clock, and remembers it', async () => {
    const asked = await countAsks(t.page);
    await t.page.goto(url);
    await waitForHydration(t.page);
    const box = t.page.locator('.countdown');
    await box.getByRole('button', { name: GEOLOCATION_ASK }).click();
    await poll(() => box.locator('.countdown__message').textContent(), { timeout: 5000 }).toBe(GEOLOCATION_ERROR);

    const select = box.getByLabel(HOLIDAY_CITY.choose);
    mkdirSync(OUT, { recursive: true });
    await box.scrollIntoViewIfNeeded();
    await t.page.screenshot({ path: `${OUT}/holiday-city-denied-${name}.png` });
    await select.selectOption(jerusalem.id);
    const at = box.locator('time.countdown__at');
    await at.waitFor();
    expect(await box.locator('.countdown__lead').textContent()).toContain(`${holiday.title} begins at sundown in Jerusalem,`);
    await box.locator('.countdown__clock').waitFor();

    // The instant is the pure function's, and the words are Jerusalem's clock, not New York's.
    const expected = holidayWindow(holiday.startDate, holiday.endDate, jerusalem.lat, jerusalem.lng)!.start;
    expect(await at.getAttribute('datetime')).toBe(expected.toISOString());
    const words = (await at.textContent())!;
    expect(words).toContain(clockTime(expected, jerusalem.timeZone));
    expect(words).toContain('PM');
    expect(words).not.toContain(clockTime(expected, 'America/New_York'));
    expect(await stored(t.page)).toBe(jerusalem.id);

    // Part of the page at 390 px: nothing sticks out of the box or the page.
    const overflow = await t.page.evaluate(() => {
      const box = document.querySelector('.countdown')!.getBoundingClientRect();
      const inside = [...document.querySelectorAll('.countdown *')].every((el) => {
        const r = el.getBoundingClientRect();
        return r.width === 0 || (r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
      });
      return { page: document.documentElement.scrollWidth - window.innerWidth, inside };
    });
    expect(overflow).toEqual({ page: 0, inside: true });
    await box.scrollIntoViewIfNeeded();
    await t.page.screenshot({ path: `${OUT}/holiday-city-${name}.png` });

    // The next visit: the city without asking again, and no mismatch on the way (afterEach).
    await t.page.reload();
    await waitForHydration(t.page);
    await poll(() => box.getAttribute('data-status')).toBe('city');
    await box.locator('.countdown__clock').waitFor();
    expect(await box.locator('time.countdown__at').getAttribute('datetime')).toBe(expected.toISOString());
    expect(await box.getByLabel(HOLIDAY_CITY.change).inputValue()).toBe(jerusalem.id);
    expect(await asked()).toBe(0);

    // Another city is another sundown, in its own clock.
    const buenosAires = cityById('buenos-aires')!;
    await box.getByLabel(HOLIDAY_CITY.change).selectOption(buenosAires.id);
    const there = holidayWindow(holiday.startDate, holiday.endDate, buenosAires.lat, buenosAires.lng)!.start;
    await poll(() => box.locator('time.countdown__at').getAttribute('datetime')).toBe(there.toISOString());
    expect(await box.locator('time.countdown__at').textContent()).toContain(clockTime(there, buenosAires.timeZone));
    expect(await stored(t.page)).toBe(buenosAires.id);
    expect(t.problems).toEqual([]);
  });

  it('"Use my location" forgets the city and asks for the position again', async () => {
    await t.page.addInitScript((key) => localStorage.setItem(key, 'london'), HOLIDAY_CITY_KEY);
    const asked = await countAsks(t.page);
    await t.page.goto(url);
    await waitForHydration(t.page);
    const box = t.page.locator('.countdown');
    await poll(() => box.locator('.countdown__lead').textContent()).toContain('in London');

    await box.getByRole('button', { name: HOLIDAY_CITY.useLocation }).click();
    await poll(asked, { timeout: 5000 }).toBe(1);
    await poll(() => box.locator('.countdown__message').textContent(), { timeout: 5000 }).toBe(GEOLOCATION_ERROR);
    expect(await box.getByLabel(HOLIDAY_CITY.choose).inputValue()).toBe('');
    expect(await stored(t.page)).toBeNull();
  });

  it('shrugs off a stored value that is no city on the list', async () => {
    await t.page.addInitScript((key) => localStorage.setItem(key, '{"id":"atlantis"}'), HOLIDAY_CITY_KEY);
    await t.page.goto(url);
    await waitForHydration(t.page);
    const box = t.page.locator('.countdown');
    await poll(() => stored(t.page)).toBeNull();
    expect(await box.getAttribute('data-status')).toBe('idle');
    expect(await box.getByRole('button', { name: GEOLOCATION_ASK }).isVisible()).toBe(true);
    expect(t.problems).toEqual([]);
  });
});

describe('the holiday countdown where the position is allowed (no regression)', () => {
  const newYork = { latitude: 40.7128, longitude: -74.006 };
  const t = pagePerTest({ viewport: PHONE, timezoneId: 'America/New_York', permissions: ['geolocation'], geolocation: newYork });

  it('counts down to sundown where the reader is, in the browser clock, with no city picker', async () => {
    await t.page.goto(url);
    await waitForHydration(t.page);
    const box = t.page.locator('.countdown');
    await poll(() => box.getAttribute('data-status'), { timeout: 5000 }).toBe('located');
    const at = box.locator('time.countdown__at');
    await at.waitFor();
    const expected = holidayWindow(holiday.startDate, holiday.endDate, newYork.latitude, newYork.longitude)!.start;
    expect(await at.getAttribute('datetime')).toBe(expected.toISOString());
    expect(await at.textContent()).toContain(clockTime(expected, 'America/New_York'));
    expect(await box.locator('.countdown__lead').textContent()).toContain(`${holiday.title} begins at sundown,`);
    expect(await box.locator('select').count()).toBe(0);
    expect(t.problems).toEqual([]);
  });
});
