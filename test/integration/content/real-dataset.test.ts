/**
 * The real queries against the generated dataset (data/*.ndjson, made by `npm run dataset`; CI
 * generates it before the tests). Without it the suite fails, it never passes vacuously. Entities
 * are discovered, not assumed, but the seeded generator always makes each kind this file needs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLocalSource } from '../../../server/content/sources/local.js';
import { NotFoundError, RedirectError } from '../../../shared/page-errors.js';
import { PAGE_SIZE } from '../../../shared/constants.js';
import { PREVIEW, PUBLIC, REAL_DATASET_DIR, fixtureService, url } from './helpers.js';

const present = existsSync(REAL_DATASET_DIR) && readdirSync(REAL_DATASET_DIR).some((f) => f.endsWith('.ndjson'));
if (!present) throw new Error(`No generated dataset in ${REAL_DATASET_DIR}: run \`npm run dataset\` before the tests.`);

describe('the generated dataset', () => {
  const raw = createLocalSource({ location: REAL_DATASET_DIR });
  const { service } = fixtureService({ vars: { DATASET_PATH: REAL_DATASET_DIR } });
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const q = <T>(query: string, params: Record<string, unknown> = {}, preview = false) =>
    raw.fetch<T>(query, { now, ...params }, { preview });
  const released = '(!defined(releaseDate) || releaseDate <= $now)';

  it('loads root data and the home page', async () => {
    const root = await service.loadRoot(PUBLIC);
    expect(root.siteName).toBe('The Colophon');
    expect(root.sections.length).toBeGreaterThan(0);
    expect(root.recentBySection.length).toBeGreaterThan(0);
    for (const r of root.recentBySection) expect(r.articles.length).toBeLessThanOrEqual(3);
    const home = await service.loadPage('home', {}, url('/'), PUBLIC);
    expect(home.frontPage).not.toBeNull();
  });

  it('pages 1..n of the biggest section agree with its total', async () => {
    const sections = await q<{ slug: string; n: number }[]>(
      `*[_type == "section"]{ "slug": slug.current, "n": count(*[_type == "article" && section._ref == ^._id && ${released}]) } | order(n desc)`,
    );
    const { slug, n } = sections[0];
    expect(n).toBeGreaterThan(PAGE_SIZE);
    const pages = Math.ceil(n / PAGE_SIZE);
    const ids: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const data = await service.loadPage('sectionArticles', { slug }, url(`/sections/${slug}/articles?page=${page}`), PUBLIC);
      expect(data.articles.total).toBe(n);
      expect(data.articles.hasNextPage).toBe(page < pages);
      ids.push(...data.articles.items.map((a) => a.id));
    }
    expect(new Set(ids).size).toBe(n);
  });

  it('gates future articles outside preview', async () => {
    const future = await q<{ slug: string; section: string } | null>(
      `*[_type == "article" && releaseDate > $now][0]{ "slug": slug.current, "section": section->slug.current }`,
    );
    if (!future) throw new Error('the dataset has no article with a future release date');
    const params = { section: future.section, slug: future.slug };
    const at = url(`/sections/${future.section}/articles/${future.slug}`);
    await expect(service.loadPage('article', params, at, PUBLIC)).rejects.toBeInstanceOf(NotFoundError);
    expect((await service.loadPage('article', params, at, PREVIEW)).article.slug).toBe(future.slug);
  });

  it('shows drafts only in preview', async () => {
    // Read from the file: no query sees a draft under its own id (preview gives it its twin's).
    const draft = readFileSync(path.join(REAL_DATASET_DIR, 'dataset.ndjson'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"_id":"drafts.'))
      .map((line) => JSON.parse(line) as { _id: string; _type: string; title?: string })
      .find((doc) => doc._type === 'article');
    if (!draft) throw new Error('the dataset has no draft article');
    const id = draft._id.replace(/^drafts\./, '');
    const published = await q<{ title: string } | null>(`*[_id == $id][0]{ title }`, { id });
    const inPreview = await q<{ title: string } | null>(`*[_id == $id][0]{ title }`, { id }, true);
    expect(inPreview?.title).toBe(draft.title);
    expect(published?.title).not.toBe(draft.title);
    expect(await q<number>(`count(*[_id in path("drafts.**")])`)).toBe(0);
  });

  it('every section, podcast, holiday, collection, column and contributor page loads', async () => {
    const slugs = await q<Record<string, string[]>>(`{
      "section": *[_type == "section"].slug.current,
      "podcast": *[_type == "podcast" && ${released}].slug.current,
      "holiday": *[_type == "holiday"].slug.current,
      "collection": *[_type == "collection"].slug.current,
      "column": *[_type == "column"].slug.current,
      "contributor": *[_type == "author"][0...6].slug.current
    }`);
    for (const slug of slugs.section) await service.loadPage('section', { slug }, url(`/sections/${slug}`), PUBLIC);
    for (const slug of slugs.podcast) await service.loadPage('podcast', { podcastSlug: slug }, url(`/podcasts/${slug}`), PUBLIC);
    for (const slug of slugs.holiday) await service.loadPage('holiday', { slug }, url(`/sections/holidays/${slug}`), PUBLIC);
    for (const slug of slugs.collection) await service.loadPage('collection', { slug }, url(`/collections/${slug}`), PUBLIC);
    for (const slug of slugs.column) await service.loadPage('column', { slug }, url(`/columns/${slug}`), PUBLIC);
    for (const slug of slugs.contributor) {
      await service.loadPage('contributor', { authorSlug: slug }, url(`/contributors/${slug}`), PUBLIC);
    }
    for (const id of ['recipes', 'podcasts', 'contributors', 'collections', 'columnists', 'encyclopedia', 'search'] as const) {
      await service.loadPage(id, {}, url(`/${id}`), PUBLIC);
    }
  });

  it('a sample of articles, episodes and recipes parse', async () => {
    const sample = await q<{ articles: { slug: string; section: string }[]; episodes: { slug: string; podcast: string }[]; recipes: string[] }>(`{
      "articles": *[_type == "article" && ${released}] | order(_id asc)[0...30]{ "slug": slug.current, "section": section->slug.current },
      "episodes": *[_type == "podcastEpisode" && ${released}][0...10]{ "slug": slug.current, "podcast": podcast->slug.current },
      "recipes": *[_type == "recipeArticle" && ${released}][0...10].slug.current
    }`);
    for (const a of sample.articles) {
      const data = await service.loadPage('article', a, url(`/sections/${a.section}/articles/${a.slug}`), PUBLIC);
      expect(data.article.authors.length).toBeGreaterThan(0);
    }
    for (const e of sample.episodes) {
      const params = { podcastSlug: e.podcast, episodeSlug: e.slug };
      const data = await service.loadPage('episode', params, url(`/podcasts/${e.podcast}/${e.slug}`), PUBLIC);
      expect(data.episode.content.some((b) => b._type === 'podcastPlayer')).toBe(true);
    }
    for (const slug of sample.recipes) await service.loadPage('recipe', { slug }, url(`/recipes/${slug}`), PUBLIC);
  });

  it('redirects legacy pathnames', async () => {
    const legacy = await q<{ legacyPathname: string } | null>(
      `*[_type in ["article", "podcastEpisode"] && defined(legacyPathname) && ${released}][0]{ legacyPathname }`,
    );
    if (!legacy) throw new Error('the dataset has no released document with a legacy pathname');
    const error = await service.loadPage('legacyPath', {}, url(legacy.legacyPathname), PUBLIC).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
  });
});
