/**
 * The library over the generated dataset with the paywall on: For you and the private feed carry a
 * premium story as its card (title, excerpt) and never its text; and a member's library changes
 * nothing in the pages the page cache keeps (the same bytes for that member and for a stranger).
 */
import request from 'supertest';
import { parseFeed } from '@rowanmanning/feed-parser';
import { premiumArticle } from '../../support/premium-article.js';
import { slugOf } from '../../support/dataset.js';
import { parseXml } from '../seo/helpers.js';
import { buildPaywallApp, type PaywallApp } from '../paywall/paywall-app.js';
import type { ForYouPage } from '../../../shared/library.js';

const ORIGIN = 'http://localhost:3000';
const { article: premium, path, first, last } = premiumArticle();
const author = slugOf(premium.meta.authors[0]._ref);
const section = slugOf(premium.section._ref);
const tag = premium.meta.tags![0];

let t: PaywallApp;
let cookie: string;
const EMAIL = 'library-member@example.com';
beforeAll(async () => {
  t = await buildPaywallApp();
  cookie = await t.member(EMAIL);
  await t.makePremium(EMAIL);
});
afterAll(() => t.close());

const put = (url: string, body: object) => request(t.app).put(url).set('Cookie', cookie).set('Origin', ORIGIN).send(body);

describe('premium stories in For you and the private feed', () => {
  it('are cards and feed items with their excerpt, never their text', async () => {
    await put('/api/library/follows', { kind: 'author', slug: author }).expect(200);
    const pages: ForYouPage[] = [];
    for (let offset = 0; offset === 0 || offset < pages[0].total; offset += pages[0].items.length) {
      pages.push((await request(t.app).get(`/api/library/for-you?offset=${offset}`).set('Cookie', cookie).expect(200)).body as ForYouPage);
    }
    const cards = pages.flatMap((p) => p.items);
    expect(cards).toHaveLength(pages[0].total);
    const card = cards.find((c) => c.id === premium._id);
    expect(card).toEqual(expect.objectContaining({ isPremium: true, url: path, title: premium.title }));
    for (const p of pages) {
      const json = JSON.stringify(p);
      expect(json).not.toContain(first);
      expect(json).not.toContain(last);
    }

    const { url } = (await request(t.app).get('/api/library/feed').set('Cookie', cookie).expect(200)).body as { url: string };
    const res = await request(t.app).get(new URL(url).pathname).buffer(true).parse((r, cb) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => (text += c));
      r.on('end', () => cb(null, text));
    }).expect(200);
    const xml = res.body as string;
    parseXml(xml);
    const feed = parseFeed(xml);
    expect(feed.items.map((i) => i.id)).toEqual(cards.slice(0, 50).map((c) => c.id));
    const item = feed.items.find((i) => i.id === premium._id)!;
    expect(item.title).toBe(premium.title);
    expect(item.description ?? '').toBe(premium.meta.excerpt ?? '');
    expect(xml).not.toContain(first);
    expect(xml).not.toContain(last);
  });
});

describe('the page cache and a member\'s library', () => {
  it('keeps the same bytes for a member with a library as for a stranger', async () => {
    // The member has a library: saved, read, followed.
    await put('/api/library/saved', { path }).expect(200);
    await request(t.app).post('/api/library/history').set('Cookie', cookie).set('Origin', ORIGIN).send({ path }).expect(204);
    await put('/api/library/follows', { kind: 'section', slug: section }).expect(200);
    await put('/api/library/follows', { kind: 'tag', slug: tag }).expect(200);

    const pages = [path, `/sections/${section}`, `/contributors/${author}`, `/tags/${encodeURIComponent(tag)}`, '/'];
    // The member asks first, so the copies the cache keeps are rendered for their requests.
    const theirs = [];
    for (const p of pages) theirs.push(await request(t.app).get(p).set('Cookie', cookie).expect(200));
    const stranger = await buildPaywallApp();
    try {
      for (const [i, p] of pages.entries()) {
        const cached = await request(t.app).get(p).expect(200);
        expect(`${p} ${cached.headers['x-cache']}`).toBe(`${p} HIT`);
        expect(cached.text).toBe(theirs[i].text);
        // A stranger on an app that never saw the member renders the very same bytes.
        const own = await request(stranger.app).get(p).expect(200);
        expect(`${p} ${own.text === theirs[i].text}`).toBe(`${p} true`);
        expect(theirs[i].text).not.toContain(EMAIL);
        expect(String(theirs[i].headers.vary ?? '')).not.toMatch(/cookie/i);
      }
      for (const kept of t.cached) expect(Buffer.from(kept.body ?? '').toString('latin1')).not.toContain(EMAIL);
    } finally {
      await stranger.close();
    }
  });
});
