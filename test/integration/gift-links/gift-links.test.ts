/**
 * Gift links over the real dataset with the paywall on: a premium member makes a link to a premium
 * story (10 a calendar month, the same story again costs nothing); anyone holding it reads the rest of
 * the body from the gift body endpoint for 14 days, privately; the public page, /_data and the page
 * cache never change and never hold the rest, whatever `?gift=` says.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { GIFT } from '../../../shared/premium-messages.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { GIFT_TTL_MS, GIFTS_PER_MONTH } from '../../../server/gift-links/service.js';
import { released, slugOf } from '../../support/dataset.js';
import { premiumArticle } from '../../support/premium-article.js';
import { buildPaywallApp, type PaywallApp } from '../paywall/paywall-app.js';
import { runAdminCommand } from '../../../server/accounts/admin.js';

const { article: premium, path, first, last } = premiumArticle();
const free = released('article').find((a) => !a.isPremium && (a.content?.body?.length ?? 0) >= 4)!;
const freePath = `/sections/${slugOf(free.section._ref)}/articles/${free.slug.current}`;
const premiumPaths = released('article')
  .filter((a) => a.isPremium === true)
  .map((a) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`);
const feature = released('featureArticle').find((f) => f.isPremium === true)!;
const giftBody = (token: string) => `/api/gift-links/articles/${premium.slug.current}/body?gift=${encodeURIComponent(token)}`;
const tokenOf = (url: string) => new URL(url).searchParams.get('gift')!;

// The clock starts mid-month (so 10 gifts fit in one month whatever today is) and tests move it.
let clock = Date.UTC(2030, 4, 10, 12);
let t: PaywallApp;
beforeAll(async () => {
  t = await buildPaywallApp({ FEATURE_PAYWALL: 'on' }, { now: () => new Date(clock), giftLimits: { openPerIp: 1000, openPerToken: 1000, createPerIp: 1000 } });
});
afterAll(() => t.close());

let n = 0;
async function premiumMember(): Promise<string> {
  const email = `giver-${++n}@example.com`;
  const cookie = await t.member(email);
  await t.makePremium(email);
  return cookie;
}
const gift = (cookie: string | undefined, body: object) => {
  const req = request(t.app).post('/api/gift-links').set('Content-Type', 'application/json');
  return (cookie ? req.set('Cookie', cookie) : req).send(body);
};

describe('making a gift link', () => {
  it('gives a premium member a canonical URL with a token, its expiry and the gifts left', async () => {
    const cookie = await premiumMember();
    const res = await gift(cookie, { path }).expect(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.url).toMatch(new RegExp(`^http://localhost:3000${path}\\?gift=[A-Za-z0-9_-]{43}$`));
    expect(res.body.expiresAt).toBe(new Date(clock + GIFT_TTL_MS).toISOString());
    expect(res.body.remaining).toBe(GIFTS_PER_MONTH - 1);
  });

  it('answers the same link for the same story this month, using no gift', async () => {
    const cookie = await premiumMember();
    const a = await gift(cookie, { path }).expect(201);
    const b = await gift(cookie, { path }).expect(201);
    expect(b.body.url).toBe(a.body.url);
    expect(b.body.remaining).toBe(GIFTS_PER_MONTH - 1);
  });

  it('allows 10 stories a calendar month, then 429 with a message; the next month starts again', async () => {
    const cookie = await premiumMember();
    expect(premiumPaths.length).toBeGreaterThan(GIFTS_PER_MONTH);
    for (let i = 0; i < GIFTS_PER_MONTH; i++) expect((await gift(cookie, { path: premiumPaths[i] })).status).toBe(201);
    const over = await gift(cookie, { path: premiumPaths[GIFTS_PER_MONTH] }).expect(429);
    expect(over.body.error.message).toBe(MESSAGES.giftAllowanceUsed(GIFTS_PER_MONTH));
    // A story already given this month still answers its link.
    expect((await gift(cookie, { path: premiumPaths[0] })).status).toBe(201);
    const saved = clock;
    clock = Date.UTC(2030, 5, 1, 0, 0, 1);
    try {
      const next = await gift(cookie, { path: premiumPaths[GIFTS_PER_MONTH] }).expect(201);
      expect(next.body.remaining).toBe(GIFTS_PER_MONTH - 1);
    } finally {
      clock = saved;
    }
  });

  it('holds to the allowance and to one link per story under concurrent requests', async () => {
    const cookie = await premiumMember();
    const same = await Promise.all(Array.from({ length: 4 }, () => gift(cookie, { path })));
    expect(new Set(same.map((r) => r.body.url)).size).toBe(1);
    const many = await Promise.all(premiumPaths.slice(1, GIFTS_PER_MONTH + 4).map((p) => gift(cookie, { path: p })));
    expect(many.filter((r) => r.status === 201)).toHaveLength(GIFTS_PER_MONTH - 1);
    expect(many.filter((r) => r.status === 429)).toHaveLength(4);
  });

  it('refuses a visitor (401), a free member (403), a free story (400), bad and unknown paths (400/404)', async () => {
    expect((await gift(undefined, { path })).status).toBe(401);
    const freeCookie = await t.member(`free-${++n}@example.com`);
    const forbidden = await gift(freeCookie, { path }).expect(403);
    expect(forbidden.body.error.message).toBe(MESSAGES.giftPremiumOnly);
    const cookie = await premiumMember();
    expect((await gift(cookie, { path: freePath }).expect(400)).body.error.message).toBe(MESSAGES.giftFreeStory);
    for (const bad of [undefined, 42, 'https://evil.example/x', '/about', `${path}?x=1`]) expect((await gift(cookie, { path: bad })).status).toBe(400);
    expect((await gift(cookie, { path: '/sections/news/articles/no-such-story' })).status).toBe(404);
    // An article under another section's path is not its canonical address.
    expect((await gift(cookie, { path: path.replace(/\/sections\/[^/]+\//, '/sections/not-its-section/') })).status).toBe(404);
    expect((await gift(cookie, { path: `/feature/${feature.slug.current}` })).status).toBe(201);
  });

  it('keeps only hashes and sealed copies of tokens in the database', async () => {
    const cookie = await premiumMember();
    const token = tokenOf((await gift(cookie, { path }).expect(201)).body.url);
    const { rows } = await t.accounts.db.query<Record<string, unknown>>('SELECT * FROM gift_links');
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });
});

describe('opening a gift link', () => {
  it('gives anyone the rest of the body and the giver’s first name, privately, and counts the open', async () => {
    const cookie = await premiumMember();
    const made = (await gift(cookie, { path }).expect(201)).body;
    const res = await request(t.app).get(giftBody(tokenOf(made.url))).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(last);
    expect(res.text).not.toContain(first);
    expect(res.body.gift).toEqual({ from: 'Pat', expiresAt: made.expiresAt });
    await request(t.app).get(giftBody(tokenOf(made.url))).expect(200);
    const list = await request(t.app).get('/api/gift-links').set('Cookie', cookie).expect(200);
    expect(list.body.gifts[0]).toMatchObject({ id: made.id, path, opens: 2, revoked: false, title: premium.title });
  });

  it('keeps a given link open until its own end after the giver stops paying; the giver can still revoke it, and give no more', async () => {
    // docs/decisions/gifts-and-paid-subscriptions.md: the link was given while the giver paid.
    const email = `lapsed-${++n}@example.com`;
    const cookie = await t.member(email);
    await t.makePremium(email);
    const made = (await gift(cookie, { path }).expect(201)).body;
    await runAdminCommand(t.accounts, 'revoke-premium', { email });
    expect((await request(t.app).get('/api/auth/me').set('Cookie', cookie).expect(200)).body.user.isPremium).toBe(false);
    const res = await request(t.app).get(giftBody(tokenOf(made.url))).expect(200);
    expect(res.text).toContain(last);
    await gift(cookie, { path: premiumPaths[1] }).expect(403);
    await request(t.app).delete(`/api/gift-links/${made.id}`).set('Cookie', cookie).set('Origin', 'http://localhost:3000').expect(204);
    await request(t.app).get(giftBody(tokenOf(made.url))).expect(410);
  });

  it('answers 410 with the expired message for a forged token, another story, after 14 days, and once revoked', async () => {
    const cookie = await premiumMember();
    const made = (await gift(cookie, { path }).expect(201)).body;
    const token = tokenOf(made.url);
    for (const url of [giftBody('A'.repeat(43)), giftBody('short'), `/api/gift-links/features/${feature.slug.current}/body?gift=${token}`, `/api/gift-links/articles/${premium.slug.current}/body`]) {
      const res = await request(t.app).get(url).expect(410);
      expect(res.body.error).toEqual({ code: 'gift-expired', message: GIFT.expired });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const saved = clock;
    clock += GIFT_TTL_MS - 1000;
    await request(t.app).get(giftBody(token)).expect(200);
    clock += 2000;
    try {
      expect((await request(t.app).get(giftBody(token)).expect(410)).body.error.message).toBe(GIFT.expired);
    } finally {
      clock = saved;
    }
    await request(t.app).get(giftBody(token)).expect(200);
    await request(t.app).delete(`/api/gift-links/${made.id}`).expect(401);
    const other = await premiumMember();
    await request(t.app).delete(`/api/gift-links/${made.id}`).set('Cookie', other).expect(404);
    await request(t.app).delete(`/api/gift-links/${made.id}`).set('Cookie', cookie).expect(204);
    await request(t.app).get(giftBody(token)).expect(410);
    // A revoked link is replaced by a new one (it costs a gift).
    const again = await gift(cookie, { path }).expect(201);
    expect(again.body.url).not.toBe(made.url);
    expect(again.body.remaining).toBe(GIFTS_PER_MONTH - 2);
  });
});

describe('the public page with ?gift=', () => {
  it('is the same teaser page, from the same cache entry, never holding the rest', async () => {
    const cookie = await premiumMember();
    const made = (await gift(cookie, { path }).expect(201)).body;
    const plain = await request(t.app).get(path).expect(200);
    const gifted = await request(t.app).get(`${path}?gift=${tokenOf(made.url)}`).expect(200);
    expect(gifted.headers['x-cache']).toBe('HIT');
    expect(gifted.text).toBe(plain.text);
    expect(gifted.text).not.toContain(last);
    expect(gifted.text).toContain(`<link rel="canonical" href="http://localhost:3000${path}"`);
    const data = await request(t.app).get(`/_data${path}?gift=${tokenOf(made.url)}`).expect(200);
    expect(data.text).not.toContain(last);
    expect(t.cached.length).toBeGreaterThanOrEqual(2);
    for (const kept of t.cached) expect(kept.body.toString('utf8')).not.toContain(last);
  });
});

describe('rate limits', () => {
  it('limits opens of one token from many addresses together, and creation per address', async () => {
    const limited = await buildPaywallApp({ FEATURE_PAYWALL: 'on', TRUST_PROXY: '1' }, { giftLimits: { openPerToken: 3, openPerIp: 1000, createPerIp: 2 } });
    try {
      const email = 'limited@example.com';
      const cookie = await limited.member(email);
      await limited.makePremium(email);
      const post = (p: string) => request(limited.app).post('/api/gift-links').set('Cookie', cookie).set('Content-Type', 'application/json').send({ path: p });
      const made = (await post(path).expect(201)).body;
      await post(premiumPaths[1]).expect(201);
      await post(premiumPaths[2]).expect(429);
      const open = (ip: string) => request(limited.app).get(giftBody(tokenOf(made.url))).set('X-Forwarded-For', ip);
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await open(ip).expect(200);
      const refused = await open('10.0.0.4').expect(429);
      expect(refused.body.error.code).toBe('quota-exceeded');
    } finally {
      await limited.close();
    }
  });
});
