/**
 * Not-found cases (a warning logged, and nothing or an empty result), catalogue errors and legacy
 * redirects, through the real queries.
 */
import { NotFoundError, RedirectError } from '../../../shared/page-errors.js';
import { ARTICLE_PARSE_ERROR, PODCASTS_SETTINGS_ERROR, sectionFetchError } from '../../../shared/messages.js';
import type { PageId, RouteParams } from '../../../shared/pages.js';
import { createLocalSource } from '../../../server/content/sources/local.js';
import { documents } from '../../fixtures/content/documents.js';
import { PREVIEW, PUBLIC, fixtureService, url } from './helpers.js';

const { service, warnings } = fixtureService();

async function failure(id: PageId, params: RouteParams, path: string, opts = PUBLIC): Promise<unknown> {
  return service.loadPage(id, params, url(path), opts).then(
    () => new Error(`expected ${path} to fail`),
    (err: unknown) => err,
  );
}

describe('not-found cases (the error catalogue)', () => {
  it.each<[string, PageId, RouteParams, string]>([
    ['article', 'article', { section: 'news', slug: 'nope' }, '/sections/news/articles/nope'],
    ['podcast', 'podcast', { podcastSlug: 'nope' }, '/podcasts/nope'],
    ['episode', 'episode', { podcastSlug: 'the-show', episodeSlug: 'nope' }, '/podcasts/the-show/nope'],
    ['recipe', 'recipe', { slug: 'nope' }, '/recipes/nope'],
    ['section', 'section', { slug: 'nope' }, '/sections/nope'],
    ['tag', 'tag', { tag: 'nope' }, '/tags/nope'],
    ['contributor', 'contributor', { authorSlug: 'nope' }, '/contributors/nope'],
    ['collection', 'collection', { slug: 'nope' }, '/collections/nope'],
    ['holiday', 'holiday', { slug: 'nope' }, '/sections/holidays/nope'],
    ['team member', 'teamMember', { slug: 'nope' }, '/about/nope'],
    ['season', 'recipesBySeason', { slug: 'monsoon' }, '/recipes/by-season/monsoon'],
    ['holiday recipes', 'recipesByHoliday', { slug: 'nope' }, '/recipes/by-holiday/nope'],
    ['column', 'column', { slug: 'nope' }, '/columns/nope'],
    ['feature', 'feature', { slug: 'nope' }, '/feature/nope'],
    ['mock', 'mock', { id: 'nope' }, '/mocks/nope'],
    ['generic page', 'genericPage', { slug: 'nope' }, '/nope'],
    ['print recipe of a foreign article', 'printRecipe', { articleSlug: 'news-story-01', recipeSlug: 'challah' }, '/x'],
    ['future print recipe', 'printRecipe', { articleSlug: 'old-bread', recipeSlug: 'future-cake' }, '/x'],
  ])('%s: NotFoundError and a logged warning', async (_what, id, params, path) => {
    const before = warnings.length;
    expect(await failure(id, params, path)).toBeInstanceOf(NotFoundError);
    expect(warnings.length).toBeGreaterThan(before);
    expect(JSON.parse(warnings.at(-1) ?? '{}').level).toBe(40);
  });

  it('preview article: NotFoundError naming the preview', async () => {
    const error = await failure('article', { section: 'news', slug: 'nope' }, '/sections/news/articles/nope', PREVIEW);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toMatch(/preview article nope/);
  });

  it('recipes page data: NotFoundError when the recipes page document is missing', async () => {
    const source = createLocalSource({ documents: documents.filter((d) => d._id !== 'recipesPage') });
    const bare = fixtureService({ source });
    await expect(bare.service.loadPage('recipes', {}, url('/recipes'), PUBLIC)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('the subscription page is not found when its flag is off', async () => {
    const off = fixtureService({ vars: { FEATURE_SUBSCRIPTION_PAGE: 'off' } });
    await expect(off.service.loadPage('subscribe', {}, url('/subscribe'), PUBLIC)).rejects.toBeInstanceOf(NotFoundError);
    const on = await service.loadPage('subscribe', {}, url('/subscribe'), PUBLIC);
    expect(on.page.subscriptionTiers[0]).toMatchObject({ title: 'Monthly', benefits: ['All access'] });
  });
});

describe('catalogue errors', () => {
  it.each<PageId>(['sectionArticles', 'sectionArchive'])(
    "%s of a missing section: 'Could not fetch section [slug]' (a 404)",
    async (id) => {
      const error = await failure(id, { slug: 'nope' }, '/sections/nope/articles');
      expect((error as Error).message).toBe(sectionFetchError('nope'));
      expect(error).toBeInstanceOf(NotFoundError);
    },
  );

  it("an article missing its tags: 'Could not parse Article data'", async () => {
    const error = await failure('article', { section: 'food', slug: 'broken-story' }, '/sections/food/articles/broken-story');
    expect((error as Error).message).toMatch(new RegExp(`^${ARTICLE_PARSE_ERROR}: missing tags \\(id=article-broken`));
  });

  it("podcasts without global settings: 'Could not load podcasts from globalSettings'", async () => {
    const source = createLocalSource({ documents: documents.filter((d) => d._id !== 'globalSettings') });
    const bare = fixtureService({ source });
    await expect(bare.service.loadPage('podcasts', {}, url('/podcasts'), PUBLIC)).rejects.toThrow(PODCASTS_SETTINGS_ERROR);
    await expect(bare.service.loadRoot(PUBLIC)).rejects.toThrow('Could not load globalSettings');
  });
});

describe('redirects', () => {
  async function location(id: PageId, params: RouteParams, path: string): Promise<string> {
    const error = await failure(id, params, path);
    if (!(error instanceof RedirectError)) throw error;
    expect(error.status).toBe(301);
    return error.location;
  }

  it('moves an article reached under another section to its canonical URL, keeping the query', async () => {
    expect(await location('article', { section: 'food', slug: 'news-story-01' }, '/sections/food/articles/news-story-01?a=1')).toBe(
      '/sections/news/articles/news-story-01?a=1',
    );
  });

  it('sends the legacy patterns to canonical URLs', async () => {
    const legacyArticle = { section: 'whatever', slug: 'news-story-01' };
    expect(await location('legacyArticle', legacyArticle, '/section/whatever/article/news-story-01?utm=x')).toBe(
      '/sections/news/articles/news-story-01?utm=x',
    );
    expect(await location('legacySection', { slug: 'news' }, '/section/news')).toBe('/sections/news');
    expect(await location('legacySectionArticles', { slug: 'news' }, '/section/news/articles?page=2')).toBe(
      '/sections/news/articles?page=2',
    );
    expect(await location('legacyContributor', { authorSlug: 'jdoe' }, '/author/jdoe')).toBe('/contributors/jane-doe');
    expect(await location('legacyContributor', { authorSlug: 'sam-roe' }, '/authors/sam-roe')).toBe('/contributors/sam-roe');
    expect(await location('legacyTag', { tag: 'Jewish Food' }, '/tag/Jewish%20Food')).toBe('/tags/Jewish%20Food');
    expect(await location('legacyPath', {}, '/food/12345/old-bread')).toBe('/sections/food/articles/old-bread');
    expect(await location('legacyPath', {}, '/podcasts/999/old-episode')).toBe('/podcasts/daily/old-episode');
    expect(await location('episode', { podcastSlug: 'daily', episodeSlug: 'first' }, '/podcasts/daily/first')).toBe(
      '/podcasts/the-show/first',
    );
  });

  it('answers 404 for legacy URLs that lead nowhere', async () => {
    for (const [id, params, path] of [
      ['legacyArticle', { section: 'x', slug: 'nope' }, '/section/x/article/nope'],
      ['legacySection', { slug: 'nope' }, '/section/nope'],
      ['legacyContributor', { authorSlug: 'nope' }, '/author/nope'],
      ['legacyPath', {}, '/a/1/nope'],
    ] as const) {
      expect(await failure(id, params, path)).toBeInstanceOf(NotFoundError);
    }
  });

  it('looks up legacy pathnames and lists same-site redirects only', async () => {
    expect(await service.legacyLookup('/food/12345/old-bread', PUBLIC)).toBe('/sections/food/articles/old-bread');
    expect(await service.legacyLookup('/food/12345/old-bread/', PUBLIC)).toBe('/sections/food/articles/old-bread');
    expect(await service.legacyLookup('/nope', PUBLIC)).toBeNull();
    expect(await service.redirects(PUBLIC)).toEqual([{ from: '/old-about', to: '/about/editor-in-chief' }]);
  });
});
