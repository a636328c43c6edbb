/**
 * Metered reads over the real dataset (docs/features/members.md#metered-reads): with
 * FREE_PREMIUM_READS=2 and the paywall on, a signed-in free member reads two premium stories a
 * calendar month in full from the premium body endpoint (privately), rereads them for free, is
 * refused a third until the next month; a visitor gets none; the page and /_data stay the public,
 * cached teaser. On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import request from 'supertest';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { METER } from '../../../shared/meter-messages.js';
import { released, slugOf } from '../../support/dataset.js';
import { premiumArticle } from '../../support/premium-article.js';
import { backends } from '../accounts/harness.js';
import { buildPaywallApp, type PaywallApp } from './paywall-app.js';

const { article: first, path: firstPath, first: firstParagraph, last: lastParagraph } = premiumArticle();
const others = released('article').filter((a) => a.isPremium === true && a.slug.current !== first.slug.current);
const stories = [first, ...others].slice(0, 6).map((a) => ({
  slug: a.slug.current,
  path: `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`,
  body: `/api/premium/articles/${a.slug.current}/body`,
}));
const free = released('article').find((a) => !a.isPremium && (a.content?.body?.length ?? 0) >= 4)!;
const feature = released('featureArticle').find((f) => f.isPremium === true)!;

describe.each(backends)('metered reads ($name)', (backend) => {
  // Mid-month, so tests can move to the next one; every test signs up its own member.
  let clock = Date.UTC(2030, 4, 10, 12);
  let t: PaywallApp;
  beforeAll(async () => {
    t = await buildPaywallApp({ FEATURE_PAYWALL: 'on', FREE_PREMIUM_READS: '2' }, { now: () => new Date(clock), openDb: () => backend.open() });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = Date.UTC(2030, 4, 10, 12);
  });

  let n = 0;
  const freeMember = () => t.member(`reader-${++n}@example.com`);
  const get = (p: string, cookie?: string) => (cookie ? request(t.app).get(p).set('Cookie', cookie) : request(t.app).get(p));
  const reads = async (email: string) =>
    (await t.accounts.db.query<{ path: string }>('SELECT r.path FROM metered_reads r JOIN users u ON u.id = r.user_id WHERE u.email = $1 ORDER BY r.path', [email])).rows.map((r) => r.path);

  it('reads two stories in full, privately, says how many are left, refuses a third; a reread is free', async () => {
    const cookie = await freeMember();
    const one = await get(stories[0].body, cookie).expect(200);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect(one.text).toContain(lastParagraph);
    expect(one.text).not.toContain(firstParagraph);
    expect(one.body.meter).toEqual({ left: 1, limit: 2 });
    expect(METER.left(one.body.meter.left)).toBe('You have 1 free premium story left this month.');

    const two = await get(stories[1].body, cookie).expect(200);
    expect(two.body.meter).toEqual({ left: 0, limit: 2 });
    expect(two.body.blocks.length).toBeGreaterThan(0);

    const three = await get(stories[2].body, cookie).expect(403);
    expect(three.body.error).toEqual({ code: 'meter-spent', message: METER.spent(2) });
    expect(three.headers['cache-control']).toBe('private, no-store');

    // The first story again this month: free, whole, nothing more counted.
    const again = await get(stories[0].body, cookie).expect(200);
    expect(again.text).toContain(lastParagraph);
    expect(again.body.meter).toEqual({ left: 0, limit: 2 });
    expect(await reads(`reader-${n}@example.com`)).toEqual([stories[0].path, stories[1].path].sort());
  });

  it('starts again on the first day of the next month (UTC)', async () => {
    const cookie = await freeMember();
    await get(stories[0].body, cookie).expect(200);
    await get(stories[1].body, cookie).expect(200);
    await get(stories[2].body, cookie).expect(403);
    clock = Date.UTC(2030, 4, 31, 23, 59, 59);
    await get(stories[2].body, cookie).expect(403);
    clock = Date.UTC(2030, 5, 1, 0, 0, 1);
    const next = await get(stories[2].body, cookie).expect(200);
    expect(next.body.meter).toEqual({ left: 1, limit: 2 });
    // Last month's story counts again this month.
    expect((await get(stories[0].body, cookie).expect(200)).body.meter).toEqual({ left: 0, limit: 2 });
  });

  it('gives a visitor none (401), and a premium member the rest without a meter', async () => {
    const res = await get(stories[0].body).expect(401);
    expect(res.body.error.message).toBe(MESSAGES.unauthenticated);
    const cookie = await t.member('premium-metered@example.com');
    await t.makePremium('premium-metered@example.com');
    for (const s of stories.slice(0, 4)) {
      const rest = await get(s.body, cookie).expect(200);
      expect(rest.body.meter).toBeUndefined();
    }
    expect(await reads('premium-metered@example.com')).toEqual([]);
  });

  it('counts nothing for an unknown, free or badly named story, and meters a feature by its path', async () => {
    const cookie = await freeMember();
    for (const slug of ['no-such-article', free.slug.current, 'BAD%20slug']) {
      const res = await get(`/api/premium/articles/${slug}/body`, cookie).expect(404);
      expect(res.body.error.message).toBe(MESSAGES.premiumArticleNotFound);
    }
    expect(await reads(`reader-${n}@example.com`)).toEqual([]);
    const rest = await get(`/api/premium/features/${feature.slug.current}/body`, cookie).expect(200);
    expect(rest.body.meter).toEqual({ left: 1, limit: 2 });
    expect(await reads(`reader-${n}@example.com`)).toEqual([`/feature/${feature.slug.current}`]);
  });

  it('never spends more than the meter under concurrent requests', async () => {
    const cookie = await freeMember();
    const email = `reader-${n}@example.com`;
    // The same story four times at once: one read.
    const same = await Promise.all(Array.from({ length: 4 }, () => get(stories[0].body, cookie)));
    expect(same.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await reads(email)).toEqual([stories[0].path]);
    // Five other stories at once: exactly one more fits.
    const many = await Promise.all(stories.slice(1, 6).map((s) => get(s.body, cookie)));
    expect(many.filter((r) => r.status === 200)).toHaveLength(1);
    expect(many.filter((r) => r.status === 403)).toHaveLength(4);
    expect(await reads(email)).toHaveLength(2);
  });

  it('keeps the public page and /_data a cached teaser after a member’s metered read', async () => {
    const cookie = await freeMember();
    // The page and its data once (so the cache holds them), then the metered read, then both again.
    await get(firstPath, cookie).expect(200);
    await get(`/_data${firstPath}`, cookie).expect(200);
    const rest = await get(stories[0].body, cookie).expect(200);
    expect(rest.text).toContain(lastParagraph);
    for (const who of [cookie, undefined]) {
      const html = await get(firstPath, who).expect(200);
      const data = await get(`/_data${firstPath}`, who).expect(200);
      expect(html.headers['x-cache']).toBe('HIT');
      expect(data.headers['x-cache']).toBe('HIT');
      expect(html.text).toContain(firstParagraph);
      expect(html.text).not.toContain(lastParagraph);
      expect(data.text).not.toContain(lastParagraph);
      expect(String(html.headers.vary ?? '')).not.toMatch(/cookie/i);
    }
    for (const kept of t.cached) expect(kept.body.toString('utf8')).not.toContain(lastParagraph);
    // The page tells every reader's browser the meter is on; the count itself is never in it.
    expect((await get(firstPath)).text).toContain('"freePremiumReads":2');
    const data = await get(`/_data${firstPath}`).expect(200);
    expect(JSON.stringify(data.body)).not.toMatch(/"meter"/);
  });
});

describe('metered reads off', () => {
  it('refuses a free member the rest by default (FREE_PREMIUM_READS unset), as before', async () => {
    const t = await buildPaywallApp({ FEATURE_PAYWALL: 'on' });
    try {
      const cookie = await t.member('unmetered@example.com');
      const res = await request(t.app).get(stories[0].body).set('Cookie', cookie).expect(403);
      expect(res.body.error).toEqual({ code: 'forbidden', message: MESSAGES.premiumOnly });
    } finally {
      await t.close();
    }
  });

  it('does nothing with the paywall off: the page is whole, the meter neither shown nor spent', async () => {
    const t = await buildPaywallApp({ FEATURE_PAYWALL: 'off', FREE_PREMIUM_READS: '2' });
    try {
      const cookie = await t.member('paywall-off@example.com');
      const page = await request(t.app).get(firstPath).set('Cookie', cookie).expect(200);
      expect(page.text).toContain(lastParagraph);
      expect(page.text).not.toContain('freePremiumReads');
      await request(t.app).get(stories[0].body).set('Cookie', cookie).expect(403);
      expect((await t.accounts.db.query('SELECT * FROM metered_reads')).rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
