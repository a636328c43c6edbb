/** Paginated lists, release-date gating and drafts, through the real queries on the fixture dataset. */
import { NEWS_COUNT } from '../../fixtures/content/documents.js';
import { PREVIEW, PUBLIC, fixtureService, url } from './helpers.js';

const { service } = fixtureService();

async function sectionPage(page: number, opts = PUBLIC) {
  return service.loadPage('sectionArticles', { slug: 'news' }, url(`/sections/news/articles?page=${page}`), opts);
}

describe('paginated lists', () => {
  it('pages 1..n of a section agree with its total', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => sectionPage(p)));
    expect(pages.map((p) => p.articles.items.length)).toEqual([18, 18, 4]);
    expect(pages.map((p) => p.articles.hasNextPage)).toEqual([true, true, false]);
    for (const p of pages) expect(p.articles).toMatchObject({ total: NEWS_COUNT, pageSize: 18 });
    const ids = pages.flatMap((p) => p.articles.items.map((a) => a.id));
    expect(new Set(ids).size).toBe(NEWS_COUNT);
    expect(ids[0]).toBe('article-news-01'); // newest first
    expect(ids.at(-1)).toBe(`article-news-${NEWS_COUNT}`);
    const past = await sectionPage(4);
    expect(past.articles).toMatchObject({ items: [], total: NEWS_COUNT, page: 4, hasNextPage: false });
  });

  it('lists summaries, not bodies', async () => {
    const item = (await sectionPage(1)).articles.items[0];
    expect(item).toMatchObject({
      title: 'News story 01',
      url: '/sections/news/articles/news-story-01',
      authors: [{ name: 'Jane Doe', slug: 'jane-doe' }],
      section: { title: 'News', slug: 'news' },
      image: { id: 'image-aaa111-800x600-svg', metadata: { width: 800, height: 600 } },
    });
    expect(item).not.toHaveProperty('content');
  });

  it('lists a tag as written, or in lower case, with a total', async () => {
    const data = await service.loadPage('tag', { tag: 'Politics' }, url('/tags/Politics'), PUBLIC);
    expect(data.articles.total).toBe(Math.ceil(NEWS_COUNT / 3));
    expect(data.articles.items.length).toBe(data.articles.total);
    const lower = await service.loadPage('tag', { tag: 'Culture-Desk' }, url('/tags/Culture-Desk'), PUBLIC);
    expect(lower.articles.items.map((a) => a.slug)).toEqual(['collected-story']);
  });

  it('lists a contributor, a collection and a column', async () => {
    const sam = await service.loadPage('contributor', { authorSlug: 'sam-roe' }, url('/contributors/sam-roe'), PUBLIC);
    expect(sam.author.name).toBe('Sam Roe');
    expect(sam.articles.items.map((a) => a.slug)).toEqual(['old-bread']);
    const collection = await service.loadPage('collection', { slug: 'best-of' }, url('/collections/best-of'), PUBLIC);
    expect(collection.articles.items.map((a) => a.slug)).toEqual(['collected-story']);
    expect(collection.collection.featuredArticles.map((a) => a.slug)).toEqual(['collected-story']);
    const column = await service.loadPage('column', { slug: 'jane-writes' }, url('/columns/jane-writes'), PUBLIC);
    expect(column.column.author?.name).toBe('Jane Doe');
    expect(column.articles.total).toBe(1);
  });

  it('orders episodes oldest first for a chronological podcast', async () => {
    const data = await service.loadPage('podcast', { podcastSlug: 'the-show' }, url('/podcasts/the-show'), PUBLIC);
    expect(data.episodes.items.map((e) => e.slug)).toEqual(['first', 'second', 'third']);
    expect(data.episodes.items[0].url).toBe('/podcasts/the-show/first');
  });
});

describe('release-date gating', () => {
  it('hides a future article outside preview and shows it in preview', async () => {
    const params = { section: 'news', slug: 'future-story' };
    await expect(service.loadPage('article', params, url('/sections/news/articles/future-story'), PUBLIC)).rejects.toThrow(
      'Not found',
    );
    const data = await service.loadPage('article', params, url('/sections/news/articles/future-story'), PREVIEW);
    expect(data.article.title).toBe('Future story');
    expect((await sectionPage(1, PREVIEW)).articles.total).toBe(NEWS_COUNT + 2); // future + draft-only
  });

  it('gates references in modules, front pages, recipes and episodes', async () => {
    const home = await service.loadPage('home', {}, url('/'), PUBLIC);
    expect(home.frontPage?.id).toBe('frontPage-1');
    expect(home.frontPage?.modules[0].articles.map((a) => a.slug)).toEqual(['news-story-01']);
    expect(home.frontPage?.holiday?.slug).toBe('passover');
    const previewHome = await service.loadPage('home', {}, url('/'), PREVIEW);
    expect(previewHome.frontPage?.id).toBe('frontPage-2');
    const byId = await service.loadPage('home', {}, url('/?id=frontPage-1'), PREVIEW);
    expect(byId.frontPage?.id).toBe('frontPage-1');

    const spring = (opts = PUBLIC) =>
      service.loadPage('recipesBySeason', { slug: 'spring' }, url('/recipes/by-season/spring'), opts);
    expect((await spring()).recipes.items.map((r) => r.slug)).toEqual(['challah']);
    expect((await spring(PREVIEW)).recipes.total).toBe(2);

    const recipes = await service.loadPage('recipes', {}, url('/recipes'), PUBLIC);
    expect(recipes.page.featuredRecipes.map((r) => r.slug)).toEqual(['challah']);
    expect(recipes.recipes.total).toBe(2);

    const podcast = await service.loadPage('podcast', { podcastSlug: 'the-show' }, url('/podcasts/the-show'), PREVIEW);
    expect(podcast.episodes.total).toBe(4);
  });
});

describe('drafts', () => {
  it('replace their published twin only in preview', async () => {
    const params = { section: 'news', slug: 'news-story-02' };
    const at = url('/sections/news/articles/news-story-02');
    expect((await service.loadPage('article', params, at, PUBLIC)).article.title).toBe('News story 02');
    const preview = await service.loadPage('article', params, at, PREVIEW);
    expect(preview.article.title).toBe('Draft of story 02');
    expect(preview.article.id).toBe('article-news-02');
  });

  it('are invisible outside preview when they have no published twin', async () => {
    const params = { section: 'news', slug: 'draft-only' };
    const at = url('/sections/news/articles/draft-only');
    await expect(service.loadPage('article', params, at, PUBLIC)).rejects.toThrow('Not found');
    expect((await service.loadPage('article', params, at, PREVIEW)).article.id).toBe('article-draft-only');
  });
});
