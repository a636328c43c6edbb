/** Every page loader on the fixture dataset: the data each page gets, as plain JSON. */
import type { PageId, RouteParams } from '../../../shared/pages.js';
import { PUBLIC, fixtureService, url } from './helpers.js';

const { service } = fixtureService();

async function load<K extends PageId>(id: K, params: RouteParams, path: string) {
  const data = await service.loadPage(id, params, url(path), PUBLIC);
  // Page data travels as JSON: nothing may be lost on the way.
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  return data;
}

describe('root data', () => {
  it('has settings, navigation, the side nav and the recent-by-section block', async () => {
    const root = await service.loadRoot(PUBLIC);
    expect(root.siteName).toBe('The Colophon');
    expect(root.sections.map((s) => s.slug)).toEqual(['news', 'arts-letters', 'holidays', 'food']);
    expect(root.recentBySection.map((r) => r.section.slug)).toEqual(['news', 'arts-letters', 'food', 'holidays']);
    expect(root.recentBySection[0].articles.map((a) => a.slug)).toEqual(['news-story-01', 'news-story-02', 'news-story-03']);
    expect(root.navigation.mainMenu[0]).toMatchObject({ text: 'News', url: '/sections/news' });
    expect(root.settings.donationPopup).toMatchObject({ isActive: true, amounts: [18, 36] });
    expect(root.images).toEqual({ projectId: 'local', dataset: 'production', baseUrl: '' });
    expect(JSON.parse(JSON.stringify(root))).toEqual(root);
  });
});

describe('page loaders', () => {
  it('article: body with resolved player and inset image dimensions, related recipes released only', async () => {
    const { article } = await load('article', { section: 'food', slug: 'old-bread' }, '/sections/food/articles/old-bread');
    expect(article.hero.heroType).toBe('no-image');
    expect(article.meta.relatedRecipes.map((r) => r.slug)).toEqual(['challah']);
    const [inset, , player] = article.content.body;
    expect(inset).toMatchObject({ _type: 'insetImage', image: { metadata: { width: 800, height: 600 } } });
    expect(player).toMatchObject({
      _type: 'podcastPlayer',
      title: 'Episode first',
      link: '/media/audio/first.wav',
      podcast: { slug: 'the-show', applePodcastLink: 'https://podcasts.example/the-show' },
    });
  });

  it('mock: the article with that document id, body included', async () => {
    const { article } = await load('mock', { id: 'article-old-bread' }, '/mocks/article-old-bread');
    expect(article.slug).toBe('old-bread');
    expect(article.content.body.length).toBe(4);
  });

  it('section: modules and tabs are gated and filtered', async () => {
    const { section, articles } = await load('section', { slug: 'arts-letters' }, '/sections/arts-letters');
    expect(section.modules[0].articles.map((a) => a.slug)).toEqual(['news-story-01']);
    expect(section.contentTabs.map((t) => t.key)).toEqual(['t1']);
    expect(articles.items.map((a) => a.slug)).toEqual(['collected-story']);
  });

  it('holiday: released references, filtered tabs, story groups', async () => {
    const { holiday } = await load('holiday', { slug: 'passover' }, '/sections/holidays/passover');
    expect(holiday.featuredArticle).toBeUndefined(); // the future article
    expect(holiday.aboutHolidayArticle?.slug).toBe('news-story-05');
    expect(holiday.contentTabs.map((t) => t.key)).toEqual(['h1']);
    expect(holiday.storyGroupOne?.articles.map((a) => a.slug)).toEqual(['news-story-06']);
    expect(holiday.relatedRecipes.map((r) => r.slug)).toEqual(['soup']);
  });

  it('recipes by holiday: recipes naming the holiday and those it names', async () => {
    const data = await load('recipesByHoliday', { slug: 'passover' }, '/recipes/by-holiday/passover');
    expect(data.recipes.items.map((r) => r.slug).sort()).toEqual(['challah', 'soup']);
  });

  it('recipe and its print view', async () => {
    const { recipe } = await load('recipe', { slug: 'challah' }, '/recipes/challah');
    expect(recipe.relatedHolidays.map((h) => h.slug)).toEqual(['passover']);
    expect(recipe.recipeParts[0]).toEqual({ key: 'r1', ingredients: ['flour'], steps: ['knead'] });
    const own = await load('printRecipe', { articleSlug: 'challah', recipeSlug: 'challah' }, '/articles/challah/print/challah');
    expect(own.article).toBeNull();
    const fromArticle = await load(
      'printRecipe',
      { articleSlug: 'old-bread', recipeSlug: 'challah' },
      '/articles/old-bread/print/challah',
    );
    expect(fromArticle.article?.slug).toBe('old-bread');
  });

  it('podcasts in the order global settings give, and an episode with its player', async () => {
    const { podcasts, description } = await load('podcasts', {}, '/podcasts');
    expect(podcasts.map((p) => p.slug)).toEqual(['daily', 'the-show']);
    expect(description).toBe('Our shows');
    const { episode, podcast } = await load('episode', { podcastSlug: 'the-show', episodeSlug: 'second' }, '/podcasts/the-show/second');
    expect(podcast.chronologicalOrder).toBe(true);
    expect(episode.content[0]).toMatchObject({ _type: 'podcastPlayer', title: 'Episode second', link: '/media/audio/second.wav' });
  });

  it('feature article with its defaults', async () => {
    const { feature } = await load('feature', { slug: 'the-long-read' }, '/feature/the-long-read');
    expect(feature).toMatchObject({ footerLogoTheme: 'dark', authors: [{ name: 'Jane Doe' }] });
    expect(feature.heroImage?.id).toBe('image-bbb222-400x300-gif');
  });

  it('contributors, collections, columnists, encyclopedia, team member', async () => {
    expect((await load('contributors', {}, '/contributors')).contributors.map((c) => c.slug)).toEqual(['jane-doe', 'sam-roe']);
    expect(await load('collections', {}, '/collections')).toMatchObject({ description: 'All collections', collections: [{ slug: 'best-of' }] });
    expect(await load('columnists', {}, '/columnists')).toMatchObject({ description: 'All columnists', columns: [{ slug: 'jane-writes' }] });
    const encyclopedia = await load('encyclopedia', {}, '/encyclopedia');
    expect(encyclopedia.terms.map((t) => t.term)).toEqual(['Challah', 'Shalom']);
    expect((await load('teamMember', { slug: 'editor-in-chief' }, '/about/editor-in-chief')).member.name).toBe('Ed Itor');
  });

  it('single pages: privacy, terms (slug from the path too), newsletter, donate, search', async () => {
    expect((await load('genericPage', { slug: 'privacy-policy' }, '/privacy-policy')).page.title).toBe('Privacy');
    expect((await load('genericPage', {}, '/terms-of-service')).page.title).toBe('Terms');
    expect((await load('newsletter', {}, '/newsletter')).page.slug).toBe('newsletter');
    expect((await load('donate', {}, '/donate')).page.headline).toBe('Give');
    expect((await load('search', {}, '/search')).recentArticles).toHaveLength(6);
  });

  it('home without the latest-stories flag has no latest list', async () => {
    expect((await load('home', {}, '/')).latestArticles).toEqual([]);
  });
});
