/** Holiday pages over the generated dataset. */
import { GEOLOCATION_ASK, GEOLOCATION_ERROR } from '../../../shared/messages.js';
import { released } from '../../support/dataset.js';
import { expectSizedImages, images, pagesApp, render, texts, usDate } from './helpers.js';

const app = pagesApp();
const holiday = released('holiday').find((h) => h.heroIllustrationMobile && h.storyGroupOne && h.tag) ?? released('holiday')[0];

describe('/sections/holidays/:slug', () => {
  it('renders the banner, the art-directed hero, dates, descriptions and the countdown placeholder', async () => {
    const page = await render(app, `/sections/holidays/${holiday.slug.current}`);
    expect(page.status).toBe(200);
    expect(page.title).toContain(holiday.seo?.title ?? holiday.title);
    expect(page.title).toMatch(/The Colophon$/);
    expect(page.main.querySelector('h1')?.textContent).toBe(holiday.title);
    expect(page.main.querySelector('.holiday__dates')?.textContent).toContain(usDate(holiday.startDate));
    if (holiday.briefDescription) expect(page.main.textContent).toContain(holiday.briefDescription);
    expect(images(page.main, '.holiday__banner img')).toHaveLength(1);
    const picture = page.main.querySelector('picture.holiday__hero')!;
    expect(picture.querySelector('source')?.getAttribute('media')).toMatch(/max-width/);
    expect(picture.querySelector('img')?.getAttribute('alt')).toBeTruthy();
    // The server knows nothing of the reader's position: an invitation to show local times, in a reserved box.
    const countdown = page.main.querySelector('.countdown')!;
    expect(countdown.getAttribute('data-status')).toBe('idle');
    expect(countdown.querySelector('button')?.textContent).toBe(GEOLOCATION_ASK);
    expect(countdown.textContent).not.toContain(GEOLOCATION_ERROR);
    expectSizedImages(page.main);
  });

  it('renders the story groups, content tabs, related recipes and tag link', async () => {
    const page = await render(app, `/sections/holidays/${holiday.slug.current}`);
    const headings = texts(page.main, '.holiday__section-title');
    // A group whose stories all show earlier on the page is left out (one story, one place).
    expect(headings.filter((h) => [holiday.storyGroupOne, holiday.storyGroupTwo, holiday.storyGroupThree].some((g) => g?.title === h)).length).toBeGreaterThan(0);
    for (const section of page.main.querySelectorAll('.holiday__section')) {
      expect(section.querySelector('a')).not.toBeNull();
    }
    const tabs = (holiday.contentTabs ?? []).filter((t) => t.title && t.layout && (t.articles?.length ?? 0) > 0);
    expect(page.main.querySelectorAll('[role="tab"]').length).toBeLessThanOrEqual(tabs.length);
    if ((holiday.relatedRecipes?.length ?? 0) > 0) {
      expect(page.main.querySelector(`a[href="/recipes/by-holiday/${holiday.slug.current}"]`)).not.toBeNull();
    }
    if (holiday.tag) expect(page.main.querySelector(`a[href="/tags/${encodeURIComponent(holiday.tag)}"]`)).not.toBeNull();
    if (holiday.aboutHolidayArticle) expect(page.main.querySelector('.holiday__about-article .card__title')).not.toBeNull();
  });

  it('answers 404 for an unknown holiday', async () => {
    expect((await render(app, '/sections/holidays/no-such-day')).status).toBe(404);
  });
});
