/**
 * Which story shows where on the pages built from editors' modules (home, sections, holidays):
 * each story once, in the first module a reader meets it (see dedupe.ts). Applied by the page
 * loaders, so the page data, the HTML and client navigations all agree.
 */
import { claimModules, claimStories, claimStory, fillUp } from './dedupe.js';
import type { Holiday } from './holiday.js';
import { keepContentTab } from './modules.js';
import type { Section } from './section.js';
import type { FrontPage } from './settings.js';
import type { ArticleSummary } from './summaries.js';

/**
 * A section page: tabs first (they open the page), then the modules, each topped up to its size
 * from `newest` (the section's newest stories). `shownIds` is what the 'Latest' list leaves out.
 */
export function sectionStories(section: Section, newest: readonly ArticleSummary[]): { section: Section; shownIds: string[] } {
  const seen = new Set<string>();
  const contentTabs = section.contentTabs.map((t) => ({ ...t, articles: claimStories(t.articles, seen) })).filter(keepContentTab);
  // Editors' own picks are placed first; only then do short modules take the newest stories left.
  const picked = section.modules.map((m) => ({ ...m, size: m.articles.length, articles: claimStories(m.articles, seen) }));
  const modules = picked
    .map(({ size, ...m }) => ({ ...m, articles: fillUp(m.articles, newest, size, seen) }))
    .filter((m) => m.articles.length > 0);
  return { section: { ...section, contentTabs, modules }, shownIds: [...seen] };
}

/** The front page's modules, then the 'Latest stories' list without what they show. */
export function frontPageStories(frontPage: FrontPage | null, latest: readonly ArticleSummary[]) {
  const seen = new Set<string>();
  const page = frontPage && { ...frontPage, modules: claimModules(frontPage.modules, seen) };
  return { frontPage: page, latestArticles: claimStories(latest, seen) };
}

/** A holiday page: the lead story, the 'about' card, 'Featured', the three groups, then the tabs. */
export function holidayStories(holiday: Holiday): Holiday {
  const seen = new Set<string>();
  const group = (g: Holiday['storyGroupOne']) => g && { ...g, articles: claimStories(g.articles, seen) };
  const featuredArticle = claimStory(holiday.featuredArticle, seen);
  const aboutHolidayArticle = claimStory(holiday.aboutHolidayArticle, seen);
  const featuredArticles = claimStories(holiday.featuredArticles, seen);
  const storyGroupOne = group(holiday.storyGroupOne);
  const storyGroupTwo = group(holiday.storyGroupTwo);
  const storyGroupThree = group(holiday.storyGroupThree);
  const contentTabs = holiday.contentTabs.map((t) => ({ ...t, articles: claimStories(t.articles, seen) })).filter(keepContentTab);
  return { ...holiday, featuredArticle, aboutHolidayArticle, featuredArticles, storyGroupOne, storyGroupTwo, storyGroupThree, contentTabs };
}
