/**
 * What only a browser shows for podcasts, recipes and holidays: the audio player playing the
 * dataset's WAV files, the mini player across client-side navigation, the sundown countdown with
 * and without geolocation, the printable recipe under print media, and the newsletter form.
 */
import type { Page } from 'playwright-core';
import { poll } from '../support/poll.js';
import { inject } from './provided.js';
import { GEOLOCATION_ASK, GEOLOCATION_ERROR, NEWSLETTER, VALIDATION } from '../../shared/messages.js';
import { collectProblems, pagePerTest, waitForHydration } from './browser.js';

const baseUrl = inject('baseUrl');

/** Page data straight from the server (GET /_data/<path>), to pick real documents. */
async function pageData<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/_data${path}`, { headers: { accept: 'application/json' } });
  return ((await res.json()) as { data: T }).data;
}

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));

/** An episode page path, reached like a reader: podcasts, a show, its first episode. */
async function openFirstEpisode(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/podcasts`);
  await waitForHydration(page);
  await page.locator('.podcast-tile__title a').first().click();
  await page.waitForURL(/\/podcasts\/[^/]+$/);
  await page.locator('.episode-row__title a').first().click();
  await page.waitForURL(/\/podcasts\/[^/]+\/[^/]+$/);
  await page.locator('.episode .audio-player').waitFor();
  return new URL(page.url()).pathname;
}

describe('podcasts, recipes and holidays in the browser', () => {
  const t = pagePerTest();

  it('the player plays the local audio file, seeks, changes speed and reports play and complete', async () => {
    await openFirstEpisode(t.page);
    const player = t.page.locator('.episode .audio-player');
    const play = player.locator('.audio-player__play');
    const elapsed = player.locator('.audio-player__elapsed');
    const seek = player.getByRole('slider');
    expect(await play.getAttribute('aria-label')).toMatch(/^Play /);

    await play.click();
    await poll(() => player.getAttribute('data-state')).toBe('playing');
    await poll(() => play.getAttribute('aria-label')).toMatch(/^Pause /);
    // The file really plays: time moves on.
    await poll(() => elapsed.textContent(), { timeout: 5000 }).toContain('0:01');
    expect(await dataLayer(t.page)).toContain('podcast_play');

    // Speed cycles 1x -> 1.25x -> 1.5x -> 2x -> 1x, on the button and on the media element.
    const rate = player.locator('.audio-player__rate');
    for (const label of ['1.25x', '1.5x', '2x', '1x']) {
      await rate.click();
      expect(await rate.textContent()).toBe(label);
      expect(await rate.getAttribute('aria-label')).toContain(label);
    }

    // Keyboard: pause with Space on the focused button, seek back to the start with Home.
    await play.focus();
    await t.page.keyboard.press('Space');
    await poll(() => player.getAttribute('data-state')).toBe('paused');
    await seek.focus();
    await t.page.keyboard.press('Home');
    await poll(() => elapsed.textContent()).toContain('0:00');
    // Seek bar: jump to 2 s.
    await seek.fill('2');
    await poll(() => elapsed.textContent()).toContain('0:02');
    expect(await seek.getAttribute('aria-valuetext')).toMatch(/^2 seconds of /);

    // The episode is an MP3 of at least 30 s: skip forward 30 s to near its end, and playing on
    // completes the episode.
    await player.getByRole('button', { name: 'Forward 30 seconds' }).click();
    await poll(() => seek.inputValue().then(Number)).toBeGreaterThanOrEqual(31);
    await seek.fill(String(Math.floor(Number(await seek.getAttribute('max'))) - 2));
    await play.click();
    await poll(() => dataLayer(t.page), { timeout: 8000 }).toContain('podcast_complete');
    const end = Number(await seek.inputValue());
    await player.getByRole('button', { name: 'Back 15 seconds' }).click();
    await poll(() => seek.inputValue().then((v) => Math.round(end - Number(v)))).toBe(15);
    expect(t.problems).toEqual([]);
  });

  it('keeps playing across client-side navigation, with the mini player linking back', async () => {
    const episodePath = await openFirstEpisode(t.page);
    const title = (await t.page.locator('.episode h1').textContent())!;
    await t.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    expect(await t.page.locator('.mini-player').count()).toBe(0); // not on the episode's own page
    await t.page.locator('.episode .audio-player__play').click();
    await poll(() => t.page.locator('.episode .audio-player').getAttribute('data-state')).toBe('playing');

    await t.page.locator('.episode__more').click(); // back to the show, client-side
    await t.page.waitForURL(/\/podcasts\/[^/]+$/);
    // The frame renders <MiniPlayer/> (client/app.tsx); without it this times out.
    const mini = t.page.getByRole('region', { name: 'Now playing' });
    await mini.waitFor({ timeout: 5000 });
    expect(await mini.getByRole('link').first().textContent()).toBe(title);
    expect(await mini.getByRole('link').first().getAttribute('href')).toBe(episodePath);
    expect(await t.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);

    // Still the same audio, still playing (the dataset's clips last a few seconds): pause it from here.
    const button = mini.locator('.mini-player__play');
    expect(await button.getAttribute('aria-label')).toBe(`Pause ${title}`);
    await button.click();
    await poll(() => button.getAttribute('aria-label')).toBe(`Play ${title}`);
    await mini.getByRole('link').first().click();
    await t.page.waitForURL((url) => url.pathname === episodePath);
    await poll(() => t.page.locator('.mini-player').count()).toBe(0);
    expect(t.problems).toEqual([]);
  });

  it('counts down to sundown with a granted position, in the reader’s time zone', async () => {
    const { holidays } = await pageData<{ holidays: { slug: string; startDate: string }[] }>('/recipes');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const upcoming = holidays.filter((h) => h.startDate > tomorrow).sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
    expect(upcoming).toBeDefined();
    const located = await t.browser.newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: 40.7128, longitude: -74.006 },
      timezoneId: 'America/New_York',
    });
    const p = await located.newPage();
    const seen = collectProblems(p);
    await p.goto(`${baseUrl}/sections/holidays/${upcoming.slug}`);
    await waitForHydration(p);
    const countdown = p.locator('.countdown');
    await poll(() => countdown.getAttribute('data-status')).toBe('located');
    await p.locator('.countdown__clock').waitFor();
    // 'begins at sundown, Friday, December 4 at 4:28 PM EST'
    expect(await p.locator('.countdown__at').textContent()).toMatch(/\d{1,2}:\d{2}\s?[AP]M E[SD]T/);
    const seconds = () => p.locator('.countdown__unit').nth(3).locator('.countdown__value').textContent();
    const first = await seconds();
    await poll(seconds, { timeout: 3000 }).not.toBe(first);
    expect(await p.locator('[aria-live="polite"]', { hasText: 'begins in' }).textContent()).toMatch(/begins in .*(day|hour|minute)/);
    expect(seen).toEqual([]);
    await located.close();
  });

  it('in polar night and under the midnight sun, says which it is instead of counting down, in the same reserved space', async () => {
    const { holidays } = await pageData<{ holidays: { slug: string; title: string; startDate: string }[] }>('/recipes');
    // Tromsø: no sunrise from late November to mid January, no sunset from late May to late July.
    const eveMonth = (h: { startDate: string }) => new Date(Date.parse(h.startDate.slice(0, 10)) - 86_400_000).getUTCMonth();
    const cases = [
      { holiday: holidays.find((h) => eveMonth(h) === 11), words: 'The sun does not rise where you are on' },
      { holiday: holidays.find((h) => eveMonth(h) === 5 || eveMonth(h) === 6), words: 'The sun does not set where you are on' },
    ].filter((c) => c.holiday);
    expect(cases.length).toBeGreaterThan(0);
    for (const { holiday, words } of cases) {
      const tromso = await t.browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 69.65, longitude: 18.96 }, timezoneId: 'Europe/Oslo', viewport: { width: 390, height: 844 } });
      const p = await tromso.newPage();
      await p.goto(`${baseUrl}/sections/holidays/${holiday!.slug}`);
      const box = p.locator('.countdown');
      const before = await box.boundingBox();
      await waitForHydration(p);
      await poll(() => box.getAttribute('data-status')).toBe('located');
      const text = (await box.textContent())?.trim() ?? '';
      expect(text).toMatch(new RegExp(`on \\w+, \\w+ \\d+, the eve of ${holiday!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\((polar night|midnight sun)\\)`));
      expect(text).toContain(words);
      expect(text).toMatch(/so there is no sundown to count down to\.$/);
      expect((await box.boundingBox())?.height).toBe(before?.height);
      await box.screenshot({ path: `test-results/screenshots/countdown-${holiday!.slug}-tromso-390.png` });
      await tromso.close();
    }
  });

  it('shows exactly the location message when geolocation is denied, in the same reserved space', async () => {
    const { holidays } = await pageData<{ holidays: { slug: string }[] }>('/recipes');
    await t.page.goto(`${baseUrl}/sections/holidays/${holidays[0].slug}`);
    const box = t.page.locator('.countdown');
    const before = await box.boundingBox(); // server render: the placeholder
    await waitForHydration(t.page);
    // The position is asked for only when the reader chooses to see local times.
    await box.getByRole('button', { name: GEOLOCATION_ASK }).click();
    await poll(() => box.getAttribute('data-status')).toBe('denied');
    // The message, and beside it a city to pick instead (test/e2e/holiday-city.e2e.ts).
    expect((await box.locator('.countdown__message').textContent())?.trim()).toBe(GEOLOCATION_ERROR);
    expect(await box.locator('select').count()).toBe(1);
    const after = await box.boundingBox();
    expect(after?.height).toBe(before?.height);
  });

  it('prints a recipe without navigation or footer, nothing cut off', async () => {
    const { recipes } = await pageData<{ recipes: { items: { slug: string }[] } }>('/recipes');
    const slug = recipes.items[0].slug;
    await t.page.goto(`${baseUrl}/articles/${slug}/print/${slug}`);
    await waitForHydration(t.page);
    expect(await t.page.locator('.print-recipe__print').isVisible()).toBe(true);
    await t.page.emulateMedia({ media: 'print' });
    expect(await t.page.locator('.nav').isVisible()).toBe(false);
    expect(await t.page.locator('.footer').count()).toBe(0);
    expect(await t.page.locator('.print-recipe__print').isVisible()).toBe(false);
    expect(await t.page.locator('.print-recipe__toolbar').isVisible()).toBe(false);
    expect(await t.page.locator('h1').isVisible()).toBe(true);
    expect(await t.page.locator('.ingredients li').first().isVisible()).toBe(true);
    // Nothing wider than the page.
    const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const pdf = await t.page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    expect(t.problems).toEqual([]);
  });
  it('newsletter form: invalid email, a failing endpoint, then success', async () => {
    await t.page.goto(`${baseUrl}/newsletter`);
    await waitForHydration(t.page);
    const email = t.page.getByRole('textbox', { name: 'Email address' });
    const submit = t.page.getByRole('button', { name: 'Sign up' });
    await email.fill('not-an-email');
    await submit.click();
    await poll(() => t.page.locator('.text-field__error').textContent()).toBe(VALIDATION.newsletterInvalid);
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    // Whatever the endpoint answers when it fails (here a 500), the reader may simply retry.
    await t.page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, body: '{}' }));
    await email.fill('reader@example.com');
    await submit.click();
    await poll(() => t.page.locator('.text-field__error').textContent()).toBe(VALIDATION.newsletterWidgetInvalid);

    let body: unknown;
    await t.page.unroute('**/api/newsletter');
    await t.page.route('**/api/newsletter', async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    await submit.click();
    await poll(() => t.page.locator('.newsletter-form__success').textContent()).toBe(NEWSLETTER.success('The Colophon'));
    expect(body).toEqual({ email: 'reader@example.com' });
    expect(await t.page.getByText(NEWSLETTER.subscribed).count()).toBe(1);
  });
});
