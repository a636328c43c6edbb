/**
 * Search and premium text (issue 48, server/content/search/service.ts): with the paywall on, a
 * phrase that stands only past a premium story's teaser finds nothing for a visitor or a free
 * member (search must not answer yes or no about text they cannot read), and finds the story for a
 * premium member, whose answer is private and never reaches a shared cache; the teaser's text finds
 * it for everyone, and no snippet quotes the rest. With the paywall off every story is free: its
 * whole body is found, and quoted, for anyone (the access rule, server/members/access.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { Block } from '../../../shared/content/blocks.js';
import { splitForPaywall } from '../../../shared/content/paywall.js';
import type { SearchResultItem } from '../../../shared/search-terms.js';
import { premiumArticle } from '../../support/premium-article.js';
import { buildPaywallApp, type PaywallApp } from './paywall-app.js';

const { article: premium, first: teaserProbe, last: oracle } = premiumArticle();

let t: PaywallApp;
let premiumCookie: string;
let freeCookie: string;
beforeAll(async () => {
  t = await buildPaywallApp();
  freeCookie = await t.member('free-searcher@example.com');
  premiumCookie = await t.member('premium-searcher@example.com');
  await t.makePremium('premium-searcher@example.com');
  await indexBuilt(t);
}, 180_000);
afterAll(() => t.close());

const search = (term: string, cookie?: string) => {
  const req = request(t.app).get(`/api/search?term=${encodeURIComponent(term)}`);
  return cookie ? req.set('Cookie', cookie) : req;
};
/**
 * The first index is built (a search refused meanwhile is a 503 the reader retries): the tests are
 * about what it holds. Asked once a second at most, so the polls and the tests' searches stay under
 * the per-address limit (60 a minute) of the app's routers.
 */
async function indexBuilt(app: PaywallApp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const status = (await request(app.app).get('/api/search?term=bread')).status;
    if (status === 200) return;
    if (status !== 503) throw new Error(`a search answered ${status} while the index was built`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the search index was not built within 40 tries');
}

const ids = (body: { items: SearchResultItem[] }) => body.items.map((i) => i.id);

/**
 * Words of the premium story's body past its teaser found nowhere else in the story (teaser, title,
 * dek, tags…), rarest in the dataset first: searched alone, only that part can match them.
 */
function wordsOnlyPastTheTeaser(): string[] {
  const body = (premium.content?.body ?? []) as Block[];
  const { rest } = splitForPaywall(body);
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{6,}/g) ?? []);
  const elsewhere = words(JSON.stringify({ ...premium, content: { ...premium.content, body: body.slice(0, body.length - rest.length) } }));
  const dataset = readFileSync(path.resolve('data/dataset.ndjson'), 'utf8').toLowerCase();
  return [...words(JSON.stringify(rest))]
    .filter((w) => !elsewhere.has(w))
    .map((w) => ({ w, n: dataset.split(w).length }))
    .sort((a, b) => a.n - b.n)
    .map(({ w }) => w);
}
/** The phrase with one of its words changed: a probe of whether search answers yes or no. */
const oneWordChanged = (phrase: string) => phrase.replace(/\b[A-Za-z]{4,}\b/, 'zebraqx');

describe('search and premium text past the teaser, paywall on', () => {
  it('finds nothing for a visitor by a phrase that stands only past the teaser, as for a phrase with one word changed', async () => {
    const res = await search(`"${oracle}"`).expect(200);
    expect(ids(res.body)).not.toContain(premium._id);
    expect(res.body.total).toBe((await search(`"${oneWordChanged(oracle)}"`)).body.total);
    // Nor by its words outside quotes.
    expect(ids((await search(oracle)).body)).not.toContain(premium._id);
  });

  it('finds nothing for a free member either', async () => {
    const res = await search(`"${oracle}"`, freeCookie).expect(200);
    expect(ids(res.body)).not.toContain(premium._id);
  });

  it('finds the story for a premium member, in a private answer no shared cache keeps', async () => {
    const res = await search(`"${oracle}"`, premiumCookie).expect(200);
    expect(ids(res.body)).toContain(premium._id);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary ?? '').toMatch(/cookie/i);
    // Still never quoted in a snippet: the member reads it on the page.
    const item = (res.body.items as SearchResultItem[]).find((i) => i.id === premium._id)!;
    expect(item.snippet?.text ?? '').not.toContain(oracle);
  });

  it('finds the story by its teaser for everyone, with a public answer to a visitor', async () => {
    for (const cookie of [undefined, freeCookie, premiumCookie]) {
      const res = await search(`"${teaserProbe}"`, cookie).expect(200);
      expect(ids(res.body)).toContain(premium._id);
    }
    expect((await search(`"${teaserProbe}"`)).headers['cache-control']).toMatch(/^public/);
  });

  it('never shows a visitor premium text past the teaser in a snippet', async () => {
    const words = oracle.split(' ').filter((w) => w.length >= 4);
    for (const term of [teaserProbe, premium.title, ...words.slice(0, 4)]) {
      const res = await search(term).expect(200);
      for (const item of res.body.items as SearchResultItem[]) expect(item.snippet?.text ?? '').not.toContain(oracle);
    }
  });

  it('keeps the /search page (which the page cache shares) to what everyone may read, even for a premium member', async () => {
    const html = await request(t.app).get(`/search?q=${encodeURIComponent(`"${oracle}"`)}`).set('Cookie', premiumCookie).expect(200);
    expect(html.text).not.toContain(premium.slug.current);
  });
});

describe('search with the paywall off', () => {
  let off: PaywallApp;
  beforeAll(async () => {
    off = await buildPaywallApp({ FEATURE_PAYWALL: 'off' });
    await indexBuilt(off);
  }, 180_000);
  afterAll(() => off.close());

  it('finds a premium story by any of its text, for everyone: every story is free', async () => {
    const res = await request(off.app).get(`/api/search?term=${encodeURIComponent(`"${oracle}"`)}`).expect(200);
    expect(ids(res.body)).toContain(premium._id);
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  // Issue 49: the search documents cut premium bodies whatever the flag, so with it off the text past
  // the teaser matched but was kept out of snippets, as if only members could read it.
  it('shows an anonymous searcher the body text past the teaser in the snippet, as the page shows it', async () => {
    let tried = 0;
    for (const word of wordsOnlyPastTheTeaser().slice(0, 5)) {
      const res = await request(off.app).get(`/api/search?term=${word}`).expect(200);
      const item = (res.body.items as SearchResultItem[]).find((i) => i.id === premium._id);
      if (!item) continue; // ranked past the first page: the next word
      tried++;
      const snippet = item.snippet ?? { text: '', highlights: [] };
      const at = snippet.text.toLowerCase().indexOf(word);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(snippet.highlights.some(([from]) => from === at)).toBe(true);
      break;
    }
    expect(tried).toBe(1);
  });
});
