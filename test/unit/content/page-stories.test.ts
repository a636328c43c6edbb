import { claimAndFill, claimModules, claimStories } from '../../../shared/content/dedupe.js';
import { frontPageStories, holidayStories, sectionStories } from '../../../shared/content/page-stories.js';
import type { Holiday } from '../../../shared/content/holiday.js';
import type { LayoutModule } from '../../../shared/content/modules.js';
import type { Section } from '../../../shared/content/section.js';
import type { FrontPage } from '../../../shared/content/settings.js';
import { summaries, summary } from '../components/fixtures.js';

const ids = (list: { id: string }[]) => list.map((a) => a.id);
const mod = (key: string, from: number, n: number): LayoutModule => ({
  key,
  title: key,
  layout: 'four-grid',
  teaserType: 'teaser-text-sm',
  articles: summaries(n, from),
});

describe('one story, one place on a page', () => {
  it('claimStories keeps the first appearance only, in order', () => {
    const seen = new Set<string>();
    expect(ids(claimStories(summaries(3, 1), seen))).toEqual(['article-1', 'article-2', 'article-3']);
    expect(ids(claimStories(summaries(4, 2), seen))).toEqual(['article-4', 'article-5']);
  });

  it('claimModules drops a module with nothing left to show', () => {
    const out = claimModules([mod('a', 1, 4), mod('b', 1, 4), mod('c', 3, 4)], new Set());
    expect(out.map((m) => m.key)).toEqual(['a', 'c']);
    expect(ids(out[1].articles)).toEqual(['article-5', 'article-6']);
  });

  it('claimAndFill tops a module up to its size with stories not shown yet', () => {
    const seen = new Set(['article-1', 'article-2']);
    const filled = claimAndFill(summaries(4, 1), summaries(10, 1), 4, seen);
    expect(ids(filled)).toEqual(['article-3', 'article-4', 'article-5', 'article-6']);
  });

  it('a section page: tabs, then modules (refilled), and the latest list leaves out all of them', () => {
    const section = {
      contentTabs: [{ key: 't', title: 'Latest', layout: 'grid', articles: summaries(2, 1) }],
      modules: [mod('lead', 1, 1), mod('grid', 1, 4), mod('list', 3, 2)],
    } as unknown as Section;
    const { section: shown, shownIds } = sectionStories(section, summaries(12, 1));
    // The lead's only story was a tab's: once every module has its own picks, it takes the newest left.
    expect(shown.modules.map((m) => ids(m.articles))).toEqual([
      ['article-5'],
      ['article-3', 'article-4', 'article-6', 'article-7'],
      ['article-8', 'article-9'],
    ]);
    const all = [...shown.contentTabs.flatMap((t) => ids(t.articles)), ...shown.modules.flatMap((m) => ids(m.articles))];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(shownIds)).toEqual(new Set(all));
  });

  it('the front page: modules first, then latest stories without them', () => {
    const front = { modules: [mod('top', 1, 1), mod('culture', 1, 4)] } as unknown as FrontPage;
    const out = frontPageStories(front, summaries(6, 1));
    expect(out.frontPage?.modules.map((m) => ids(m.articles))).toEqual([['article-1'], ['article-2', 'article-3', 'article-4']]);
    expect(ids(out.latestArticles)).toEqual(['article-5', 'article-6']);
  });

  it('a holiday page: the lead, then Featured, the groups and the tabs, each story once', () => {
    const holiday = {
      featuredArticle: summary(1),
      aboutHolidayArticle: summary(9),
      featuredArticles: summaries(4, 1),
      storyGroupOne: { title: 'One', articles: summaries(4, 1) },
      storyGroupTwo: { title: 'Two', articles: summaries(4, 5) },
      storyGroupThree: undefined,
      contentTabs: [
        { key: 'a', title: 'All', layout: 'grid', articles: summaries(6, 1) },
        { key: 'b', title: 'More', layout: 'grid', articles: summaries(2, 11) },
      ],
    } as unknown as Holiday;
    const out = holidayStories(holiday);
    expect(out.featuredArticle?.id).toBe('article-1');
    expect(ids(out.featuredArticles)).toEqual(['article-2', 'article-3', 'article-4']);
    expect(ids(out.storyGroupOne!.articles)).toEqual([]);
    expect(ids(out.storyGroupTwo!.articles)).toEqual(['article-5', 'article-6', 'article-7', 'article-8']);
    expect(out.contentTabs.map((t) => t.key)).toEqual(['b']);
  });
});
