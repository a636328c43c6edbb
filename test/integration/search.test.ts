/**
 * GET /api/search over the real dataset (24 results a page, released items only, preview's drafts).
 * Expected results are computed here
 * from the NDJSON itself: released, published articles and episodes whose title has a word that
 * starts with each word of the term, newest first by each type's date rule.
 */
import request from 'supertest';
import { createContentService } from '../../server/content/index.js';
import type { ContentSource } from '../../server/content/source.js';
import { createSourceFromConfig } from '../../server/content/index.js';
import { createLogger } from '../../server/logger.js';
import { createSearchRouter, MAX_SEARCH_OFFSET, SEARCH_MESSAGES } from '../../server/api/search-router.js';
import type { SearchResult } from '../../client/store/searchSlice.js';
import type { SearchHit } from '../../server/content/title-search.js';
import { SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE } from '../../shared/constants.js';
import { buildTestApp, testConfig } from '../support/app.js';
import { datasetDocuments } from '../support/dataset.js';

const SECRET = 'search-preview-secret';

interface Doc {
  _id: string;
  _type: string;
  _createdAt: string;
  title: string;
  releaseDate?: string;
  date?: string;
}

/** The API's items are exactly what the client slice expects (compile-time check). */
const sameShape = (hit: SearchHit): SearchResult => hit;
void sameShape;

const searchable = () =>
  (datasetDocuments() as unknown as Doc[]).filter((d) => d._type === 'article' || d._type === 'podcastEpisode');

const words = (title: string) =>
  title
    .toLowerCase()
    .split(/[\s!@#$%^&*(),\\/?";:{}|[\]+<>-]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);

const NOW = new Date().toISOString();
const isReleased = (d: Doc) => !d._id.startsWith('drafts.') && (!d.releaseDate || d.releaseDate <= NOW);

const dateOf = (d: Doc) => (d._type === 'article' ? (d.releaseDate ?? d._createdAt) : (d.releaseDate ?? d.date ?? d._createdAt));

/** Ids the search must answer for `term`, in order. */
function expectedIds(term: string, docs = searchable().filter(isReleased)): string[] {
  const want = term.toLowerCase().split(/\s+/).filter(Boolean);
  return docs
    .filter((d) => want.every((w) => words(d.title).some((t) => t.startsWith(w))))
    .sort((a, b) => (dateOf(a) === dateOf(b) ? (a._id < b._id ? -1 : 1) : dateOf(a) < dateOf(b) ? 1 : -1))
    .map((d) => d._id);
}

/**
 * This file asks one app more than the per-reader limit allows in a minute from one address (on a
 * fast machine); the limit has its own tests (search-bounds.test.ts).
 */
const NO_PER_READER_LIMIT = { perMinute: 0 };

function buildApp(vars: Record<string, string> = {}, source?: ContentSource) {
  const config = testConfig(vars);
  const content = createContentService({ config, logger: createLogger('silent'), source });
  return buildTestApp(content, { config, routers: [createSearchRouter({ content, limits: NO_PER_READER_LIMIT })] });
}

const app = buildApp({ PREVIEW_SECRET: SECRET });
const search = (query: string) => request(app).get(`/api/search?${query}`);
const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);

async function previewAgent() {
  const agent = request.agent(app);
  expect((await agent.get(`/api/preview?secret=${SECRET}&slug=/`).redirects(0)).status).toBe(307);
  return agent;
}

describe('GET /api/search: results', () => {
  it('pages through every match: 24, then 24 per page from offset, with the total', async () => {
    const all = expectedIds('with');
    expect(all.length).toBeGreaterThan(SEARCH_FIRST_PAGE + SEARCH_PAGE_SIZE);
    const seen: string[] = [];
    for (let offset = 0; offset < all.length; offset += offset === 0 ? SEARCH_FIRST_PAGE : SEARCH_PAGE_SIZE) {
      const res = await search(`term=with&offset=${offset}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(all.length);
      expect(res.body.items.length).toBe(Math.min(offset === 0 ? SEARCH_FIRST_PAGE : SEARCH_PAGE_SIZE, all.length - offset));
      seen.push(...ids(res.body));
    }
    expect(seen).toEqual(all);
    const past = await search(`term=with&offset=${all.length + 5}`);
    expect(past.body).toEqual({ items: [], total: all.length });
  });

  it('matches every word as a case-insensitive prefix, newest first, both types', async () => {
    const res = await search(`term=${encodeURIComponent('  THE  ')}`);
    const all = expectedIds('the');
    expect(res.body.total).toBe(all.length);
    expect(ids(res.body)).toEqual(all.slice(0, SEARCH_FIRST_PAGE));
    const dates = res.body.items.map((i: SearchResult) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const two = await search(`term=${encodeURIComponent('transit exp')}`);
    expect(ids(two.body)).toEqual(expectedIds('transit exp'));
    expect(two.body.items.some((i: SearchResult) => i.type === 'article')).toBe(true);
    expect(two.body.items.some((i: SearchResult) => i.type === 'podcastEpisode')).toBe(true);
  });

  it('answers items the client can show and link to', async () => {
    const res = await search(`term=${encodeURIComponent('transit expansion')}`);
    for (const item of res.body.items as SearchResult[]) {
      if (item.type === 'article') {
        expect(item.url).toBe(`/sections/${item.section!.slug}/articles/${item.url.split('/').pop()}`);
        expect(item.podcast).toBeNull();
      } else {
        expect(item.url).toMatch(new RegExp(`^/podcasts/${item.podcast!.slug}/[^/]+$`));
        expect(item.section).toBeNull();
      }
      expect(item.title.toLowerCase()).toContain('transit');
      expect(item.date).toMatch(/^\d{4}-\d\d-\d\d/);
    }
  });

  it('hides future (2098) articles and episodes and drafts; preview shows them', async () => {
    const docs = searchable();
    const futureArticle = docs.find((d) => d._type === 'article' && (d.releaseDate ?? '') > '2090')!;
    const futureEpisode = docs.find((d) => d._type === 'podcastEpisode' && (d.releaseDate ?? '') > '2090')!;
    const draftOnly = docs.find((d) => d._id === 'drafts.article-new-03')!;
    const agent = await previewAgent();
    for (const doc of [futureArticle, futureEpisode, draftOnly]) {
      const term = encodeURIComponent(doc.title);
      const open = await search(`term=${term}`);
      expect(ids(open.body)).not.toContain(doc._id.replace(/^drafts\./, ''));
      expect(open.headers['cache-control']).toBe('public, max-age=60');
      const preview = await agent.get(`/api/search?term=${term}`);
      expect(ids(preview.body)).toContain(doc._id.replace(/^drafts\./, ''));
      expect(preview.headers['cache-control']).toBe('private, no-store');
    }
    // A word of the draft-only article's title: preview finds exactly one more than the public.
    const word = words(draftOnly.title).sort((a, b) => b.length - a.length)[0]!;
    const open = await search(`term=${encodeURIComponent(word)}`);
    expect(ids(open.body)).toEqual(expectedIds(word));
    const preview = await agent.get(`/api/search?term=${encodeURIComponent(word)}`);
    expect(preview.body.total).toBe(open.body.total + 1);
  });

  it('never shows a draft title in place of the published one outside preview', async () => {
    // A draft of a published article, under another title (found in the dataset, not named).
    const docs = searchable();
    const draft = docs.find((d) => d._id.startsWith('drafts.') && docs.some((p) => p._id === d._id.slice(7) && p.title !== d.title))!;
    expect(draft).toBeDefined();
    const res = await search(`term=${encodeURIComponent(draft.title)}`);
    expect(res.body.items.map((i: SearchResult) => i.title)).not.toContain(draft.title);
  });

  it('goes through the content cache: a repeated search does not query the source again', async () => {
    const config = testConfig();
    const real = createSourceFromConfig(config);
    let calls = 0;
    const counting: ContentSource = { fetch: (q, p, o) => (calls++, real.fetch(q, p, o)) };
    const cachedApp = buildApp({}, counting);
    const first = await request(cachedApp).get('/api/search?term=family');
    const again = await request(cachedApp).get('/api/search?term=Family');
    expect(again.body).toEqual(first.body);
    expect(calls).toBe(1);
  });
});

describe('GET /api/search: input', () => {
  it.each(['', 'term=', `term=${encodeURIComponent('   ')}`])('no term (%s) answers an empty result', async (query) => {
    const res = await search(query);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], total: 0 });
  });

  it('refuses a term over 200 characters with a message', async () => {
    expect((await search(`term=${'a'.repeat(200)}`)).status).toBe(200);
    const res = await search(`term=${'a'.repeat(1000)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'invalid-input', message: SEARCH_MESSAGES.termTooLong } });
    expect(res.body.error.message).toBe('Search term is too long (200 characters at most).');
  });

  it('refuses repeated terms', async () => {
    const res = await search('term=a&term=b');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-input');
  });

  it.each(['-1', '1.5', 'abc', '1e3', String(MAX_SEARCH_OFFSET + 1), '99999999999999999999', '0x10'])(
    'refuses offset=%s',
    async (offset) => {
      const res = await search(`term=with&offset=${encodeURIComponent(offset)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(SEARCH_MESSAGES.badOffset);
    },
  );

  it('refuses repeated offsets', async () => {
    expect((await search('term=with&offset=0&offset=24')).status).toBe(400);
  });

  it.each([
    '*',
    '"',
    '\\',
    '$',
    '(',
    ')',
    '[]',
    '{}',
    '|',
    '&&',
    '.',
    '...',
    '.*',
    '$now',
    '%',
    '*[_type == "article"]',
    '") || true || ("',
    'title match "*"',
    'a*',
    '\u0000',
    '\u202e',
    '😀',
    'ünïcödé',
  ])('the GROQ-special term %j answers 200, never 500', async (term) => {
    const res = await search(`term=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.items)).toBe(true);
    expect(typeof res.body.total).toBe('number');
  });

  it('special characters in a real title do not break its search', async () => {
    const title = searchable().find((d) => isReleased(d) && d.title.includes(':'))!.title;
    const res = await search(`term=${encodeURIComponent(title)}`);
    expect(res.body.items.map((i: SearchResult) => i.title)).toContain(title);
  });

  it('a malformed encoding or lone surrogate is a 200 or a 400, never a 500', async () => {
    for (const raw of ['term=%ED%A0%80', 'term=%E0%A4%A', 'term=%', 'term[x]=1', 'offset[]=1&term=a']) {
      const res = await search(raw);
      expect([200, 400]).toContain(res.status);
    }
  });
});
