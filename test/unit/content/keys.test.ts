/**
 * Surrogate keys (server/content/keys.ts): what a query result is keyed on, the bound of an
 * answer's keys, and what a change to one document purges.
 */
import * as Q from '../../../server/content/queries.js';
import {
  ALL_KEY,
  ANY_KEY,
  boundKeys,
  changeKeys,
  collectKeys,
  keyedQueries,
  keyHeaders,
  MAX_KEY_HEADER_BYTES,
  queryKeys,
  recordKeys,
  SEARCH_KEY,
} from '../../../server/content/keys.js';
import { KeyIndex } from '../../../server/content/key-index.js';

const flat = (e: ReturnType<typeof queryKeys>) => [...e.ids.keys(), ...e.keys];

describe('queryKeys', () => {
  it('keys a story on every document id in it, and on the slug it looked up', () => {
    const result = { _id: 'article-1', _type: 'article', relatedArticles: [{ _id: 'article-2' }], meta: { relatedRecipes: [{ _id: 'recipe-1' }] } };
    const keys = queryKeys(Q.ARTICLE_BY_SLUG_QUERY, { slug: 'a-story', now: 'x' }, result);
    expect(flat(keys).sort()).toEqual(['article-1', 'article-2', 'recipe-1', 'slug:a-story']);
    expect(keys.ids.get('article-1')).toBe('article');
  });

  it('keys a 404 on its slug, so a story published under it purges the 404', () => {
    expect(flat(queryKeys(Q.ARTICLE_BY_SLUG_QUERY, { slug: 'not-yet' }, null))).toEqual(['slug:not-yet']);
  });

  it('keys lists on what a new member would join', () => {
    const items = { items: [{ _id: 'a1' }], total: 1 };
    expect(flat(queryKeys(Q.ARTICLES_BY_SECTION_QUERY, { id: 'sec-1', start: 0, end: 24 }, items))).toEqual(expect.arrayContaining(['a1', 'sec-1', 'list:section:sec-1']));
    expect(flat(queryKeys(Q.ARTICLES_BY_TAG_QUERY, { tag: 'Passover Food', tagLower: 'passover food' }, items))).toContain('list:tag:passover%20food');
    expect(flat(queryKeys(Q.ARTICLES_BY_CONTRIBUTOR_QUERY, { id: 'author-1' }, items))).toContain('list:contributor:author-1');
    expect(flat(queryKeys(Q.LATEST_ARTICLES_QUERY, { since: 'x', limit: 5 }, []))).toEqual(['list:article']);
    expect(flat(queryKeys(Q.EPISODES_QUERY, { id: 'pod-1' }, items))).toContain('list:podcast:pod-1');
  });

  it('keys the footer on its sections, not on every candidate id the index query returns', () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ _id: `a${i}`, section: 's1' }));
    expect(flat(queryKeys(Q.RECENT_ARTICLE_IDS_QUERY, { sectionIds: ['s1', 's2'] }, rows))).toEqual(['list:recent:section:s1', 'list:recent:section:s2']);
  });

  it('marks articles that embed an episode player', () => {
    const body = { body: [{ _type: 'podcastPlayer', episode: { title: 'x' } }] };
    expect(flat(queryKeys(Q.ARTICLE_BODY_QUERY, { slug: 's' }, body))).toContain('embeds:podcastEpisode');
  });

  it('keys a card on the authors, section and image asset it shows', () => {
    const card = {
      _id: 'a1',
      authors: [{ _id: 'author-1', firstName: 'A', lastName: 'B', slug: 'a-b' }],
      section: { _id: 'sec-1', title: 'News', slug: 'news' },
      image: { id: 'image-abc-10x10-jpg', asset: { _id: 'image-abc-10x10-jpg', url: 'x', width: 10, height: 10 } },
    };
    const keys = queryKeys(Q.RECENT_ARTICLES_QUERY, { limit: 3 }, [card]);
    expect([...keys.ids.keys()].sort()).toEqual(['a1', 'author-1', 'image-abc-10x10-jpg', 'sec-1']);
  });

  it("keys what shows a document by a reference's id: a podcast's slug in a path, a feed image's width", () => {
    expect(queryKeys(Q.LEGACY_PATHNAME_QUERY, { pathname: '/old' }, { _type: 'podcastEpisode', slug: 'e', podcast: 'p', podcastId: 'pod-1' }).ids.get('pod-1')).toBe('podcast');
    expect(queryKeys(Q.LIBRARY_STORY_QUERY, { type: 'podcastEpisode', slug: 'e' }, { _type: 'podcastEpisode', podcast: 'p', podcastId: 'pod-1' }).ids.has('pod-1')).toBe(true);
    expect(queryKeys(Q.COMMENT_EPISODE_QUERY, { slug: 'e' }, { _id: 'ep-1', parent: 'p', podcastId: 'pod-1' }).ids.has('pod-1')).toBe(true);
    const feed = queryKeys(Q.PODCAST_FEED_QUERY, { slug: 'p' }, { _id: 'pod-1', image: { id: 'image-def-3000x3000-jpg', width: 3000 }, episodes: [] });
    expect(feed.ids.get('image-def-3000x3000-jpg')).toBe('sanity.imageAsset');
    expect(feed.keys).toContain('list:podcast:pod-1');
  });

  it('keys a query it does not know on type:any, which every publish purges', () => {
    expect(flat(queryKeys('*[_type == "somethingNew"]', {}, [{ _id: 'n1' }]))).toEqual(['n1', ANY_KEY]);
  });

  it('keys For you on every list it is the union of: followed sections, authors and tags', () => {
    const keys = flat(queryKeys(Q.FOR_YOU_QUERY, { sectionIds: ['sec-1'], authorIds: ['author-1'], tags: ['Passover', 'passover'], start: 0, end: 18 }, { items: [{ _id: 'a1' }], total: 1 }));
    expect(keys).toEqual(expect.arrayContaining(['a1', 'list:section:sec-1', 'list:contributor:author-1', 'list:tag:passover']));
    expect(keys).not.toContain(ANY_KEY);
  });

  it('knows every query pages, feeds and sitemaps read', () => {
    const notRead = new Set<string>([
      Q.PING_QUERY, Q.SEARCH_DOCUMENTS_QUERY, Q.LEGACY_HERO_CANDIDATES_QUERY, Q.CREATED_AT_QUERY,
      // Read for newsletter emails and the Studio's send webhook, never for a cached answer.
      Q.NEWSLETTER_ARTICLE_QUERY, Q.NEWSLETTER_FEATURE_QUERY, Q.NEWSLETTER_RECIPE_QUERY, Q.NEWSLETTER_SEND_TARGET_QUERY,
    ]);
    const known = keyedQueries();
    const missing = Object.entries(Q)
      .filter(([name, q]) => name.endsWith('_QUERY') && typeof q === 'string' && !notRead.has(q) && !known.has(q))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

describe('boundKeys', () => {
  it('sends all, the list keys and the ids while they fit', () => {
    const keys = boundKeys(new Map([['b', 'article'], ['a', 'article']]), new Set(['list:article']));
    expect(keys).toEqual([ALL_KEY, 'list:article', 'a', 'b']);
  });

  it('replaces the ids with a key per type past the bound, and stays under 16 KB', () => {
    const ids = new Map<string, string | undefined>(Array.from({ length: 3000 }, (_, i) => [`article-${String(i).padStart(6, '0')}`, i % 2 ? 'article' : 'featureArticle']));
    ids.set('mystery', undefined);
    const keys = boundKeys(ids, new Set(['list:article']));
    expect(keys).toEqual([ALL_KEY, 'list:article', ANY_KEY, 'type:article', 'type:featureArticle']);
    const header = keyHeaders(keys, false)[0][1];
    expect(Buffer.byteLength(header)).toBeLessThan(16 * 1024);
  });

  it('falls back on all and type:any when even the broad keys do not fit', () => {
    const lists = new Set(Array.from({ length: 2000 }, (_, i) => `list:tag:some-long-tag-name-${i}`));
    expect(boundKeys(new Map(), lists)).toEqual([ALL_KEY, ANY_KEY]);
  });

  it('every bounded header is under MAX_KEY_HEADER_BYTES', () => {
    const ids = new Map<string, string | undefined>(Array.from({ length: 800 }, (_, i) => [`x${i}-${'y'.repeat(10)}`, 'article']));
    const keys = boundKeys(ids, new Set());
    expect(keys.join(' ').length).toBeLessThanOrEqual(MAX_KEY_HEADER_BYTES);
  });
});

describe('keyHeaders', () => {
  it('gives Surrogate-Key space-separated, and Cache-Tag comma-separated when asked', () => {
    expect(keyHeaders(['all', 'a1'], false)).toEqual([['Surrogate-Key', 'all a1']]);
    expect(keyHeaders(['all', 'a1'], true)).toEqual([
      ['Surrogate-Key', 'all a1'],
      ['Cache-Tag', 'all,a1'],
    ]);
  });
});

describe('collectKeys', () => {
  it('collects what the content layer records while fn runs, and nothing outside it', async () => {
    recordKeys(queryKeys(Q.LATEST_ARTICLES_QUERY, {}, [{ _id: 'outside' }]));
    const { value, keys } = await collectKeys(async () => {
      await new Promise((r) => setTimeout(r, 1));
      recordKeys(queryKeys(Q.ARTICLE_BY_SLUG_QUERY, { slug: 's' }, { _id: 'inside' }));
      return 42;
    });
    expect(value).toBe(42);
    expect(keys).toEqual([ALL_KEY, 'slug:s', 'inside']);
  });
});

describe('changeKeys', () => {
  const article = {
    _id: 'article-9',
    _type: 'article',
    _createdAt: '2024-01-01T00:00:00Z',
    slug: { current: 'nine' },
    releaseDate: '2024-01-02T00:00:00Z',
    section: { _ref: 'sec-news' },
    column: { _ref: 'col-1' },
    meta: { tags: ['Food'], authors: [{ _ref: 'author-1' }] },
  };
  const row = { _id: 'article-9', _type: 'article', _createdAt: '2024-01-01T00:00:00Z', slug: 'nine', releaseDate: '2024-01-02T00:00:00Z', section: 'sec-news', tags: ['Food'], authors: ['author-1'] };

  it('purges everything for a site-wide document', () => {
    for (const doc of [{ _id: 'globalSettings', _type: 'globalSettings' }, { _id: 'nav', _type: 'navigation' }, { _id: 's1', _type: 'section' }, { _id: 'r', _type: 'redirect' }]) {
      expect(changeKeys(doc._id, doc, undefined)).toEqual({ all: true, keys: [ALL_KEY] });
    }
  });

  it('purges an author edited by its id, its own lists and slug, and search; not everything, not its stories', () => {
    const author = { _id: 'author-1', _type: 'author', slug: { current: 'jane-doe' }, legacySlug: 'jdoe', firstName: 'Jane' };
    const { all, keys } = changeKeys('drafts.author-1', author, undefined, 'update');
    expect(all).toBe(false);
    expect(keys.sort()).toEqual(['author-1', 'list:author', 'search', 'slug:jane-doe', 'slug:jdoe', 'type:any', 'type:author']);
  });

  it('purges the story list a new or deleted author, column, collection or podcast heads', () => {
    expect(changeKeys('author-1', { _id: 'author-1', _type: 'author', slug: { current: 'j' } }, undefined, 'create').keys).toEqual(
      expect.arrayContaining(['author-1', 'list:author', 'list:contributor:author-1', 'slug:j']),
    );
    // Deleted: the webhook may send only the id; the type comes from the projection it sent.
    expect(changeKeys('col-1', { _id: 'col-1', _type: 'column' }, undefined, 'delete').keys).toEqual(expect.arrayContaining(['col-1', 'list:column', 'list:column:col-1']));
    expect(changeKeys('coll-1', { _id: 'coll-1', _type: 'collection' }, undefined, 'create').keys).toEqual(expect.arrayContaining(['list:collection', 'list:collection:coll-1']));
    expect(changeKeys('pod-1', { _id: 'pod-1', _type: 'podcast' }, undefined, 'create').keys).toEqual(expect.arrayContaining(['list:podcast', 'list:podcast:pod-1', SEARCH_KEY]));
  });

  it('purges a podcast, column or collection edited in place by its id, without the list it heads', () => {
    const podcast = changeKeys('pod-1', { _id: 'pod-1', _type: 'podcast', slug: { current: 'weekly' } }, undefined, 'update');
    expect(podcast).toEqual({ all: false, keys: expect.arrayContaining(['pod-1', 'type:podcast', ANY_KEY, SEARCH_KEY, 'list:podcast', 'slug:weekly']) });
    expect(podcast.keys).not.toContain('list:podcast:pod-1');
    const column = changeKeys('col-1', { _id: 'col-1', _type: 'column', slug: { current: 'c' } }, undefined, 'update');
    expect(column.keys.sort()).toEqual(['col-1', 'list:column', 'slug:c', 'type:any', 'type:column']);
  });

  it("purges an image asset's id only: the answers showing it carry it", () => {
    const id = 'image-abc-2400x1350-jpg';
    expect(changeKeys(id, { _id: id, _type: 'sanity.imageAsset' }, undefined, 'update')).toEqual({ all: false, keys: [id, 'type:sanity.imageAsset', ANY_KEY] });
  });

  it('purges everything for a document it cannot place', () => {
    expect(changeKeys('unknown', undefined, undefined)).toEqual({ all: true, keys: [ALL_KEY] });
  });

  it('purges a new story with every list it joins', () => {
    const { all, keys } = changeKeys('article-9', article, undefined);
    expect(all).toBe(false);
    expect(keys).toEqual(
      expect.arrayContaining([
        'article-9',
        'type:article',
        ANY_KEY,
        SEARCH_KEY,
        'list:article',
        'slug:nine',
        'list:section:sec-news',
        'list:recent:section:sec-news',
        'list:tag:food',
        'list:contributor:author-1',
        'list:column:col-1',
      ]),
    );
    expect(keys).not.toContain(ALL_KEY);
  });

  it('purges a story edited in place (same section, tags, authors, dates, slug) by its id only, not its lists', () => {
    const { keys } = changeKeys('article-9', { ...article, title: 'Typo fixed' }, row, 'update');
    expect(keys).toContain('article-9');
    expect(keys).not.toContain('list:section:sec-news');
    expect(keys).not.toContain('list:article');
  });

  it('purges both sections of a story that moved', () => {
    const { keys } = changeKeys('drafts.article-9', { ...article, section: { _ref: 'sec-food' } }, row, 'update');
    expect(keys).toEqual(expect.arrayContaining(['article-9', 'list:section:sec-food', 'list:section:sec-news']));
  });

  it('purges the lists of a deleted story, from what the index held', () => {
    const { keys } = changeKeys('article-9', undefined, row, 'delete');
    expect(keys).toEqual(expect.arrayContaining(['article-9', 'list:section:sec-news', 'list:tag:food', 'slug:nine']));
  });

  it('purges the podcast list of an episode and the articles embedding players', () => {
    const { keys } = changeKeys('ep-1', { _id: 'ep-1', _type: 'podcastEpisode', podcast: { _ref: 'pod-1' } }, undefined);
    expect(keys).toEqual(expect.arrayContaining(['ep-1', 'list:podcast:pod-1', 'embeds:podcastEpisode', 'list:podcastEpisode']));
  });
});

describe('KeyIndex', () => {
  it('finds entries by key, and forgets an entry and its keys', () => {
    const index = new KeyIndex();
    index.set('page:/a', ['all', 'a1', 'list:x']);
    index.set('page:/b', ['all', 'b1', 'list:x']);
    expect([...index.entriesOf(['a1'])]).toEqual(['page:/a']);
    expect([...index.entriesOf(['list:x'])].sort()).toEqual(['page:/a', 'page:/b']);
    index.set('page:/a', ['all', 'a2']);
    expect([...index.entriesOf(['a1'])]).toEqual([]);
    index.delete('page:/b');
    expect([...index.entriesOf(['list:x'])]).toEqual([]);
    expect(index.size).toBe(1);
  });
});

describe('keyPart', () => {
  it('keeps a plain id, encodes spaces and commas, and survives a lone surrogate', async () => {
    const { keyPart } = await import('../../../server/content/keys.js');
    expect(keyPart('article-0001')).toBe('article-0001');
    expect(keyPart('a b,c')).toBe('a%20b%2Cc');
    expect(keyPart('x\uD800y')).toBe('x%EF%BF%BDy');
  });
});
