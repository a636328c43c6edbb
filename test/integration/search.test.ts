/**
 * GET /api/search over the real dataset (24 results a page, released items only, preview's drafts).
 * The title matches come first, and are computed here from the NDJSON itself: released, published
 * articles and episodes whose title has a word that starts with each word of the term, newest first
 * by each type's date rule (type=article,episode leaves recipes out). Full-text matches follow them
 * (test/integration/search-relevance.test.ts).
 */
import request from 'supertest';
import { createContentService } from '../../server/content/index.js';
import type { ContentSource } from '../../server/content/source.js';
import { createSourceFromConfig } from '../../server/content/index.js';
import { createLogger } from '../../server/logger.js';
import { createSearchRouter, MAX_SEARCH_OFFSET, SEARCH_MESSAGES } from '../../server/api/search-router.js';
import type { SearchResult } from '../../client/store/searchSlice.js';
import type { SearchHit } from '../../server/content/search-results.js';
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
 * fast machine); the limit has its own tests (search-bounds.test.ts). Its first searches wait for
 * the index's first build however long a loaded test machine takes: the bound on that wait (a
 * second, then 503) has its own test there too.
 */
const NO_PER_READER_LIMIT = { perMinute: 0, maxWaitMs: 60_000 };

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
  it('pages through every match: 24, then 24 per page from offset, with the total; title matches first', async () => {
    const titles = expectedIds('with');
    expect(titles.length).toBeGreaterThan(SEARCH_FIRST_PAGE + SEARCH_PAGE_SIZE);
    const first = await search('term=with&type=article,episode');
    const total: number = first.body.total;
    expect(total).toBeGreaterThanOrEqual(titles.length);
    const seen: string[] = [];
    for (let offset = 0; offset < total; offset += offset === 0 ? SEARCH_FIRST_PAGE : SEARCH_PAGE_SIZE) {
      const res = await search(`term=with&type=article,episode&offset=${offset}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(total);
      expect(res.body.items.length).toBe(Math.min(offset === 0 ? SEARCH_FIRST_PAGE : SEARCH_PAGE_SIZE, total - offset));
      seen.push(...ids(res.body));
    }
    expect(seen.slice(0, titles.length)).toEqual(titles);
    expect(new Set(seen).size).toBe(seen.length);
    const past = await search(`term=with&type=article,episode&offset=${total + 5}`);
    expect(past.body).toEqual({ items: [], total });
  });

  it('matches every word as a case-insensitive prefix, newest first, both types', async () => {
    const res = await search(`term=${encodeURIComponent('  THE  ')}&type=article,episode`);
    const all = expectedIds('the');
    expect(res.body.total).toBeGreaterThanOrEqual(all.length);
    expect(ids(res.body)).toEqual(all.slice(0, SEARCH_FIRST_PAGE));
    const dates = res.body.items.map((i: SearchResult) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const two = await search(`term=${encodeURIComponent('transit exp')}&type=article,episode`);
    const titled = expectedIds('transit exp');
    expect(ids(two.body).slice(0, titled.length)).toEqual(titled);
    expect(two.body.items.some((i: SearchResult) => i.type === 'article')).toBe(true);
    expect(two.body.items.some((i: SearchResult) => i.type === 'podcastEpisode')).toBe(true);
  });

  it('says which term it searched when a word was a nearby spelling, and takes a quoted word as typed', async () => {
    const typo = await search('term=brisekt');
    expect(typo.status).toBe(200);
    expect(typo.body.total).toBeGreaterThan(0);
    expect(typo.body.corrected).toBe('brisket');
    expect(typo.body.items[0].title).toMatch(/brisket/i);
    const exact = await search('term=brisket');
    expect(exact.body.corrected).toBeUndefined();
    expect(exact.body.total).toBe(typo.body.total);
    const literal = await search(`term=${encodeURIComponent('"brisekt"')}`);
    expect(literal.body).toEqual({ items: [], total: 0, suggestions: ['brisket'] });
  });

  it('answers items the client can show and link to', async () => {
    const res = await search(`term=${encodeURIComponent('transit expansion')}&type=article,episode`);
    const titled = expectedIds('transit expansion').length;
    for (const item of (res.body.items as SearchResult[]).slice(0, titled)) {
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
    // A word of the draft-only article's title: its title matches come first; preview finds more,
    // the draft among them (other drafts and future stories may hold the word in their text too).
    const word = words(draftOnly.title).sort((a, b) => b.length - a.length)[0]!;
    const open = await search(`term=${encodeURIComponent(word)}&type=article,episode`);
    const titled = expectedIds(word);
    expect(ids(open.body).slice(0, titled.length)).toEqual(titled);
    const preview = await agent.get(`/api/search?term=${encodeURIComponent(word)}&type=article,episode`);
    expect(ids(preview.body)).toContain(draftOnly._id.replace(/^drafts\./, ''));
    expect(preview.body.total).toBeGreaterThan(open.body.total);
  });

  it('never shows a draft title in place of the published one outside preview', async () => {
    // A draft of a published article, under another title (found in the dataset, not named).
    const docs = searchable();
    const draft = docs.find((d) => d._id.startsWith('drafts.') && docs.some((p) => p._id === d._id.slice(7) && p.title !== d.title))!;
    expect(draft).toBeDefined();
    const res = await search(`term=${encodeURIComponent(draft.title)}`);
    expect(res.body.items.map((i: SearchResult) => i.title)).not.toContain(draft.title);
  });

  it('answers from the index: the source is read once to build it, never per search', async () => {
    const config = testConfig();
    const real = createSourceFromConfig(config);
    let calls = 0;
    const counting: ContentSource = { fetch: (q, p, o) => (calls++, real.fetch(q, p, o)) };
    const cachedApp = buildApp({}, counting);
    const first = await request(cachedApp).get('/api/search?term=family');
    const again = await request(cachedApp).get('/api/search?term=Family');
    expect(again.body).toEqual(first.body);
    await request(cachedApp).get('/api/search?term=brisket');
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

  it.each(['podcast', 'article,', 'articles', 'ARTICLE', 'article;recipe', '__proto__', 'constructor', 'x'.repeat(100)])('refuses type=%s with a message', async (type) => {
    const res = await search(`term=with&type=${encodeURIComponent(type)}`);
    if (type === 'article,') return expect(res.status).toBe(200);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SEARCH_MESSAGES.badType);
  });

  it('keeps only the types asked for', async () => {
    for (const [filter, type] of [['article', 'article'], ['recipe', 'recipe'], ['episode', 'podcastEpisode']] as const) {
      const res = await search(`term=family&type=${filter}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBeGreaterThan(0);
      expect(new Set(res.body.items.map((i: SearchResult) => i.type))).toEqual(new Set([type]));
    }
    expect((await search('term=type&type=recipe&type=article')).status).toBe(400);
  });

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
    '\u0007bell\u001b[0m',
    '\u202e',
    "'; DROP TABLE users; --",
    "' OR 1=1 --",
    'SELECT * FROM pg_catalog.pg_tables',
    '*[_type == "user"]{password}',
    'coalesce(releaseDate, $now) > $now',
    '"unclosed phrase',
    '""',
    '" "',
    'a '.repeat(99),
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
