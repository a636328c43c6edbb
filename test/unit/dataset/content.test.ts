import type { ContentTab } from '../../../tools/dataset/schema.js';
import { DATASET_DATE_ISO, FUTURE_FLOOR, sharedDataset, GENERATE_TIMEOUT, PREVIEW_DATE, type Generated } from './generated.js';

let g: Generated;
beforeAll(async () => {
  g = await sharedDataset();
}, GENERATE_TIMEOUT);
afterAll(() => g.cleanup());

describe('people', () => {
  it('has 80+ authors with bios, most with images, some with legacy slugs', () => {
    const authors = g.ofType('author');
    expect(authors.length).toBeGreaterThanOrEqual(80);
    for (const a of authors) expect(a.bio?.length).toBeGreaterThan(0);
    expect(authors.filter((a) => a.image).length).toBeGreaterThan(60);
    expect(authors.filter((a) => a.legacySlug).length).toBeGreaterThan(10);
  });

  it('has 6+ team members with job titles and avatars', () => {
    const team = g.ofType('teamMember');
    expect(team.length).toBeGreaterThanOrEqual(6);
    for (const t of team) expect(t.jobTitle && t.avatar && t.bio?.length).toBeTruthy();
  });
});

describe('podcasts', () => {
  it('has 4+ podcasts with every link field, category, image and an owner email, in both orders; published by our own feed', () => {
    const podcasts = g.ofType('podcast');
    expect(podcasts.length).toBeGreaterThanOrEqual(4);
    for (const p of podcasts) {
      for (const field of ['subscribeLink', 'spotifyPodcastLink', 'applePodcastLink', 'amazonPodcastLink', 'amazonPodcastText', 'category', 'image'] as const) {
        expect(p[field], `${p._id}.${field}`).toBeTruthy();
      }
      // No made-up feed host: pages and directories get /podcasts/<slug>/feed.xml, which exists.
      expect(p.rssLink, `${p._id}.rssLink`).toBeUndefined();
      expect(p.owner?.email, `${p._id}.owner.email`).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
    expect(podcasts.some((p) => p.chronologicalOrder === true)).toBe(true);
    expect(podcasts.some((p) => p.chronologicalOrder === false)).toBe(true);
  });

  it('has 120+ episodes that open with their audio', () => {
    const episodes = g.ofType('podcastEpisode');
    expect(episodes.length).toBeGreaterThanOrEqual(120);
    for (const e of episodes) {
      const first = e.content[0];
      expect(first._type).toBe('podcastAudio');
      if (first._type === 'podcastAudio') {
        expect(first.podcastAudioLink).toMatch(/^\/media\/audio\/[a-z0-9-]+\.mp3$/);
        expect(first.durationSeconds).toBeGreaterThanOrEqual(30);
      }
      expect(e.dek && e.description?.length).toBeTruthy();
    }
    expect(episodes.filter((e) => e.legacyPathname).length).toBeGreaterThan(5);
    const future = episodes.filter((e) => e.releaseDate && e.releaseDate > DATASET_DATE_ISO);
    expect(future.length).toBeGreaterThanOrEqual(2);
    for (const e of future) expect(e.releaseDate! > FUTURE_FLOOR && e.releaseDate! < PREVIEW_DATE).toBe(true);
    expect(g.ofType('podcastEpisode', { drafts: true }).length).toBeGreaterThanOrEqual(2);
  });
});

describe('recipes', () => {
  it('has 100+ recipes with parts, yield, time, note and categories, every season well represented', () => {
    const recipes = g.ofType('recipeArticle');
    expect(recipes.length).toBeGreaterThanOrEqual(100);
    for (const r of recipes) {
      expect(r.recipeParts.length).toBeGreaterThan(0);
      for (const part of r.recipeParts) expect(part.ingredients.length && part.steps.length).toBeTruthy();
      expect(r.recipeYield && r.recipeTime?.totalMinutes !== undefined && r.note?.length && r.meta.categories?.length).toBeTruthy();
      expect(r.relatedArticles?.length).toBeGreaterThan(0);
      expect(r.relatedRecipes?.length).toBeGreaterThan(0);
    }
    for (const season of ['spring', 'summer', 'fall', 'winter'] as const) {
      expect(recipes.filter((r) => r[season]).length, season).toBeGreaterThanOrEqual(25);
    }
    expect(recipes.filter((r) => r.relatedHolidays?.length).length).toBeGreaterThan(50);
  });
});

describe('holidays', () => {
  const valid = (t: ContentTab): boolean => Boolean(t.title && t.layout && t.articles?.length);

  it('has 8+ holidays with dates in the 2026-2027 cycle and their parts', () => {
    const holidays = g.ofType('holiday');
    expect(holidays.length).toBeGreaterThanOrEqual(8);
    const slugs = holidays.map((h) => h.slug.current);
    for (const s of ['rosh-hashanah', 'yom-kippur', 'sukkot', 'hanukkah', 'purim', 'passover', 'shavuot', 'tisha-bav']) expect(slugs).toContain(s);
    for (const h of holidays) {
      expect(h.startDate).toMatch(/^202[67]-\d\d-\d\d$/);
      expect(h.endDate >= h.startDate).toBe(true);
      expect(h.banner && h.heroIllustration && h.heroIllustrationMobile && h.tag && h.aboutHolidayArticle).toBeTruthy();
      expect(h.featuredArticles?.length).toBeGreaterThan(0);
      for (const group of [h.storyGroupOne, h.storyGroupTwo, h.storyGroupThree]) expect(group?.articles.length).toBeGreaterThan(0);
      expect(h.contentTabs?.filter(valid).length).toBeGreaterThan(0);
    }
    expect(holidays.find((h) => h.slug.current === 'passover')?.startDate).toBe('2027-04-22');
    expect(holidays.filter((h) => h.relatedRecipes?.length).length).toBeGreaterThanOrEqual(8);
  });

  it('includes content tabs that the tab rule (a title, a layout, an article) must drop', () => {
    const tabs = g.ofType('holiday').flatMap((h) => h.contentTabs ?? []);
    expect(tabs.some((t) => !t.title && t.articles?.length)).toBe(true);
    expect(tabs.some((t) => t.title && t.layout && t.articles?.length === 0)).toBe(true);
    expect(tabs.some((t) => t.title && !t.layout && t.articles?.length)).toBe(true);
  });
});

describe('series, glossary and pages', () => {
  it('has 12+ collections and 10+ columns with a columnist', () => {
    expect(g.ofType('collection').length).toBeGreaterThanOrEqual(12);
    const columns = g.ofType('column');
    expect(columns.length).toBeGreaterThanOrEqual(10);
    for (const c of columns) expect(c.author?._ref).toMatch(/^author-/);
    for (const c of g.ofType('collection')) expect(c.featuredArticles?.length).toBeGreaterThan(0);
  });

  it('has 150+ encyclopedia terms over many initial letters', () => {
    const terms = g.ofType('encyclopediaTerm');
    expect(terms.length).toBeGreaterThanOrEqual(150);
    expect(new Set(terms.map((t) => t.term[0].toUpperCase())).size).toBeGreaterThanOrEqual(18);
    for (const t of terms) expect(t.pronunciation && t.typeOfWord && t.definition).toBeTruthy();
  });

  it('has the generic pages and the page singletons', () => {
    expect(g.ofType('page').map((p) => p.slug.current).sort()).toEqual(['newsletter', 'privacy-policy', 'terms-of-service']);
    for (const id of ['globalSettings', 'navigation', 'donationPage', 'subscriptionPage', 'encyclopediaPage', 'collectionsPage', 'columnistsPage', 'recipesPage']) {
      expect(g.byId.get(id)?._type).toBe(id);
    }
  });

  it('gives the sanitiser something to keep and something to remove in the donation embed', () => {
    const [page] = g.ofType('donationPage');
    const html = page.donationEmbedCode ?? '';
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/donate\.colophon-giving\.org\//);
    expect(html).toMatch(/<script[^>]+src="https:\/\/(?!donate\.colophon-giving\.org)[^"]+"/);
    expect(html).toMatch(/\sonerror=/);
  });

  it('has a subscription page with three tiers and Q&A', () => {
    const [page] = g.ofType('subscriptionPage');
    expect(page.subscriptionTiers).toHaveLength(3);
    expect(page.qaBenefits?.length).toBeGreaterThan(2);
  });

  it('has front pages: a live one before the dataset date and a 2098 one for preview', () => {
    const pages = g.ofType('frontPage');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pages.map((p) => p.releaseDate)).size).toBe(pages.length);
    expect(pages.filter((p) => p.releaseDate < DATASET_DATE_ISO).length).toBeGreaterThanOrEqual(2);
    expect(pages.some((p) => p.releaseDate > FUTURE_FLOOR && p.releaseDate < PREVIEW_DATE)).toBe(true);
    for (const p of pages) {
      expect(p.modules.length).toBeGreaterThanOrEqual(4);
      expect(p.modules.length).toBeLessThanOrEqual(6);
      for (const m of p.modules) expect(m.articles.length).toBeLessThanOrEqual(10);
      expect(p.holiday && p.featuredImage && p.featuredLink).toBeTruthy();
      expect(typeof p.showTagline).toBe('boolean');
    }
    expect(new Set(pages.flatMap((p) => p.modules.map((m) => m.layout))).size).toBeGreaterThanOrEqual(4);
  });

  it('has navigation and global settings', () => {
    const [nav] = g.ofType('navigation');
    const urls = nav.mainMenu.map((m) => m.url);
    expect(urls).toEqual(expect.arrayContaining(['/sections/news', '/podcasts', '/recipes', '/encyclopedia']));
    expect(nav.secondaryMenu!.map((m) => m.text)).toEqual(['About', 'Newsletter', 'Donate', 'Subscribe']);
    const [settings] = g.ofType('globalSettings');
    expect(settings.siteName).toBe('The Colophon');
    expect(settings.donationPopup?.isActive).toBe(true);
    expect(settings.donationPopup?.amounts.length).toBeGreaterThan(0);
    expect(settings.emailSignUpPopup?.isActive).toBe(true);
    expect(settings.sectionPageOrder).toHaveLength(10);
    expect(settings.podcasts?.length).toBe(g.ofType('podcast').length);
    expect(settings.teamMembers?.length && settings.blackoutImage && settings.social?.twitter).toBeTruthy();
  });

  it('has 20+ redirects and feature articles with colours', () => {
    expect(g.ofType('redirect').length).toBeGreaterThanOrEqual(20);
    const features = g.ofType('featureArticle');
    expect(features.length).toBeGreaterThanOrEqual(2);
    for (const f of features) for (const c of [f.backgroundColor, f.progressBarColor, f.bodyTextColor]) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has a weekly letter on for new members, a recipes letter and a premium-only dispatch', () => {
    const letters = g.ofType('newsletter');
    expect(letters.map((n) => [n.slug.current, n.defaultOn, n.premiumOnly])).toEqual([
      ['friday-edition', true, false],
      ['the-table', false, false],
      ['the-dispatch', false, true],
    ]);
    for (const n of letters) expect(n.name && n.senderName && n.description).toBeTruthy();
  });
});
