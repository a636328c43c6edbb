/**
 * A page's data is built once and reused outside preview while the content cache answers its
 * queries with the same results (server/content/pages/memo.ts); a new TTL window, a purge, preview,
 * a failed or warning run, or another URL builds it again.
 */
import { CONTENT_CACHE_TTL_MS } from '../../../shared/constants.js';
import type { FetchOptions, QueryParams } from '../../../server/content/source.js';
import { createLocalSource } from '../../../server/content/sources/local.js';
import { FIXTURE_DIR, fixtureService, PREVIEW, PUBLIC, url } from './helpers.js';

const ARTICLE = { section: 'food', slug: 'old-bread' };
const ARTICLE_PATH = '/sections/food/articles/old-bread';

/** The fixture dataset, counting the source's calls. */
function countingSource() {
  const real = createLocalSource({ location: FIXTURE_DIR });
  const counter = {
    calls: 0,
    fetch<T>(query: string, params: QueryParams, opts: FetchOptions): Promise<T> {
      counter.calls++;
      return real.fetch<T>(query, params, opts);
    },
  };
  return counter;
}

describe('page data memo', () => {
  it('returns the same frozen data while the query results are the same', async () => {
    const { service } = fixtureService();
    const first = await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC);
    expect(first.article.title).toBeTruthy();
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.article.authors)).toBe(true);
    expect(await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC)).toBe(first);
  });

  it('builds the data again once the content cache fetched its queries again (new TTL window)', async () => {
    let now = 1_000_000;
    const source = countingSource();
    const { service } = fixtureService({ source, cache: { clock: () => now } });
    const first = await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC);
    const calls = source.calls;
    expect(await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC)).toBe(first);
    expect(source.calls).toBe(calls);
    now += CONTENT_CACHE_TTL_MS + 1;
    const later = await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC);
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
  });

  it('is purged with the content cache (publish webhook)', async () => {
    const { service } = fixtureService();
    const first = await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC);
    service.purge();
    expect(await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC)).not.toBe(first);
  });

  it('never serves preview from the memo, nor the memo from preview', async () => {
    const { service } = fixtureService();
    const published = await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC);
    const preview = await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PREVIEW);
    expect(preview).not.toBe(published);
    expect(await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PREVIEW)).not.toBe(preview);
    expect(await service.loadPage('article', ARTICLE, url(ARTICLE_PATH), PUBLIC)).toBe(published);
  });

  it('keeps one entry per URL: another page of a list is its own data', async () => {
    const { service } = fixtureService();
    const load = (page: number) => service.loadPage('sectionArticles', { slug: 'news' }, url(`/sections/news/articles?page=${page}`), PUBLIC);
    const one = await load(1);
    const two = await load(2);
    expect(two).not.toBe(one);
    expect(await load(1)).toBe(one);
    expect(await load(2)).toBe(two);
  });

  it('does not keep a run that logged a warning: the warning is logged on every request', async () => {
    const { service, warnings } = fixtureService();
    const load = () => service.loadPage('article', { section: 'news', slug: 'no-such-article' }, url('/sections/news/articles/no-such-article'), PUBLIC);
    await expect(load()).rejects.toThrow();
    await expect(load()).rejects.toThrow();
    expect(warnings.filter((w) => w.includes('no-such-article'))).toHaveLength(2);
  });
});
