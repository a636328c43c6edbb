/**
 * A page's data is built once and reused outside preview while the content cache answers its
 * queries with the same results (server/content/pages/memo.ts); a new TTL window, a purge, preview,
 * a run that threw or whose loader marked its data not to be kept, or another page (id, params,
 * path, or a query parameter the page reads) builds it again. Logging has no part in it.
 */
import { CONTENT_CACHE_TTL_MS } from '../../../shared/constants.js';
import type { FetchOptions, QueryParams } from '../../../server/content/source.js';
import { createLocalSource } from '../../../server/content/sources/local.js';
import { notKept, type ContentRequest, type Loader } from '../../../server/content/pages/context.js';
import { createPageDataMemo } from '../../../server/content/pages/memo.js';
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

  it('keeps nothing of a run that threw (not found): it runs, and logs its warning, on every request', async () => {
    const { service, warnings } = fixtureService();
    const load = () => service.loadPage('article', { section: 'news', slug: 'no-such-article' }, url('/sections/news/articles/no-such-article'), PUBLIC);
    await expect(load()).rejects.toThrow();
    await expect(load()).rejects.toThrow();
    expect(warnings.filter((w) => w.includes('no-such-article'))).toHaveLength(2);
  });

  it('keys on the query parameters a page reads: others are the same entry, another ?page= is not', async () => {
    const { service } = fixtureService();
    const load = (query: string) => service.loadPage('sectionArticles', { slug: 'news' }, url(`/sections/news/articles${query}`), PUBLIC);
    const first = await load('');
    expect(await load('?utm_source=newsletter')).toBe(first);
    expect(await load('?page=1&fbclid=x')).toBe(first);
    expect(await load('?page=2')).not.toBe(first);
  });

  it('does not keep the search page built from a search (its loader marks it), but keeps the one without a term', async () => {
    const { service } = fixtureService();
    const load = (query: string) => service.loadPage('search', {}, url(`/search${query}`), PUBLIC);
    const searched = await load('?q=bread');
    const again = await load('?q=bread');
    expect(again).not.toBe(searched);
    expect(again).toEqual(searched);
    expect(Object.isFrozen(searched)).toBe(true);
    const empty = await load('');
    expect(await load('')).toBe(empty);
  });
});

describe('page data memo: what is kept is the loader result alone', () => {
  /** A request whose one query answers `content.value` (the same object until it is replaced). */
  function request(content: { value: object }, logged: string[]): ContentRequest {
    return {
      params: {},
      url: url('/'),
      preview: false,
      now: '2026-01-01T00:00:00Z',
      config: {} as ContentRequest['config'],
      logger: {
        info: () => {},
        warn: (msg: unknown) => void logged.push(String(msg)),
        error: (msg: unknown) => void logged.push(String(msg)),
      } as unknown as ContentRequest['logger'],
      query: async <T>() => content.value as T,
      search: async () => ({ items: [], total: 0 }),
    };
  }

  it('keeps a run that logged a warning or an error: logging changes nothing', async () => {
    const memo = createPageDataMemo();
    const content = { value: { n: 1 } };
    const logged: string[] = [];
    let runs = 0;
    const loader = (async (ctx: ContentRequest) => {
      runs++;
      const value = await ctx.query<{ n: number }>('*[_id == "x"][0]');
      ctx.logger.warn('a warning');
      ctx.logger.error('an error');
      return { frontPage: null, latestArticles: [], n: value.n };
    }) as unknown as Loader<'home'>;
    const first = await memo.load('home', loader, request(content, logged));
    expect(await memo.load('home', loader, request(content, logged))).toBe(first);
    expect(runs).toBe(1);
    content.value = { n: 2 };
    expect(await memo.load('home', loader, request(content, logged))).not.toBe(first);
    expect(runs).toBe(2);
  });

  it('does not keep a result its loader marks notKept, and hands out its data', async () => {
    const memo = createPageDataMemo();
    const content = { value: { n: 1 } };
    let runs = 0;
    const loader = (async () => {
      runs++;
      return notKept({ frontPage: null, latestArticles: [] }, 'for the test');
    }) as Loader<'home'>;
    const first = await memo.load('home', loader, request(content, []));
    expect(first).toEqual({ frontPage: null, latestArticles: [] });
    expect(Object.isFrozen(first)).toBe(true);
    expect(await memo.load('home', loader, request(content, []))).not.toBe(first);
    expect(runs).toBe(2);
    expect(memo.size).toBe(0);
  });
});
