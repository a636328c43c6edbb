/**
 * The paywall over the real dataset (docs/architecture.md#the-premium-tier): with FEATURE_PAYWALL
 * on, a premium article's HTML and /_data hold only the teaser for everyone, the page cache never
 * holds the rest, and only a premium member's session gets it from the premium body endpoint.
 * Preview shows everything; with the flag off nothing changes.
 */
import request from 'supertest';
import { JSDOM } from 'jsdom';
import { PAYWALL_SELECTOR } from '../../../shared/content/paywall.js';
import { PAYWALL } from '../../../shared/premium-messages.js';
import { MESSAGES } from '../../../server/accounts/response-texts.js';
import { MEMBER_HINT_COOKIE } from '../../../shared/member-hint.js';
import { released, slugOf } from '../../support/dataset.js';
import { premiumArticle } from '../../support/premium-article.js';
import { buildPaywallApp, PREVIEW_SECRET, type PaywallApp } from './paywall-app.js';

const { article: premium, path, first: firstParagraph, last: lastParagraph } = premiumArticle();
const free = released('article').find((a) => !a.isPremium && (a.content?.body?.length ?? 0) >= 4)!;
const freePath = `/sections/${slugOf(free.section._ref)}/articles/${free.slug.current}`;
const bodyUrl = `/api/premium/articles/${premium.slug.current}/body`;

let t: PaywallApp;
beforeAll(async () => {
  t = await buildPaywallApp();
});
afterAll(() => t.close());

const page = (p: string, cookie?: string) => (cookie ? request(t.app).get(p).set('Cookie', cookie) : request(t.app).get(p));

describe('a premium article with the paywall on', () => {
  it('gives a visitor only the teaser and the paywall panel, in HTML and /_data', async () => {
    const html = await page(path).expect(200);
    expect(html.text).toContain(firstParagraph);
    expect(html.text).not.toContain(lastParagraph);
    const doc = new JSDOM(html.text).window.document;
    const gated = doc.querySelector(PAYWALL_SELECTOR)!;
    expect(gated).not.toBeNull();
    expect(gated.textContent).toContain(PAYWALL.heading);
    expect(gated.querySelector('a[href="/subscribe"]')?.textContent).toBe(PAYWALL.subscribe);

    const data = await page(`/_data${path}`).expect(200);
    expect(data.text).toContain(firstParagraph);
    expect(data.text).not.toContain(lastParagraph);
    expect(data.body.data.gate).toEqual({ kind: 'article', slug: premium.slug.current, bodyUrl, size: { chars: expect.any(Number), blocks: expect.any(Number), media: expect.any(Number) } });
  });

  it('gives a free member the same teaser, and refuses them the rest (403)', async () => {
    const cookie = await t.member('free@example.com');
    for (const p of [path, `/_data${path}`]) {
      const res = await page(p, cookie).expect(200);
      expect(res.text).not.toContain(lastParagraph);
    }
    const rest = await page(bodyUrl, cookie).expect(403);
    expect(rest.body.error.message).toBe(MESSAGES.premiumOnly);
    expect(rest.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a visitor the rest (401), with a JSON message and no caching', async () => {
    const res = await page(bodyUrl).expect(401);
    expect(res.body.error).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gives a premium member the rest from the body endpoint, privately; teaser and rest make the whole body', async () => {
    const cookie = await t.member('premium@example.com');
    await t.makePremium('premium@example.com');
    const res = await page(bodyUrl, cookie).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(lastParagraph);
    expect(res.text).not.toContain(firstParagraph);
    const teaser = (await page(`/_data${path}`)).body.data.article.content.body as { _key: string }[];
    const keys = [...teaser, ...(res.body.blocks as { _key: string }[])].map((b) => b._key);
    expect(keys).toEqual((premium.content!.body as { _key: string }[]).map((b) => b._key));
  });

  it('serves a premium page as the same bytes with or without the member hint, never varying on it', async () => {
    const fresh = await buildPaywallApp();
    try {
      const cookie = await fresh.member('hinted@example.com');
      expect(cookie).toMatch(/^colophon_session=/);
      const withHint = await request(fresh.app).get(path).set('Cookie', `${cookie}; ${MEMBER_HINT_COOKIE}=1`).expect(200);
      const hintOnly = await request(fresh.app).get(path).set('Cookie', `${MEMBER_HINT_COOKIE}=1`).expect(200);
      const without = await request(fresh.app).get(path).expect(200);
      expect(hintOnly.headers['x-cache']).toBe('HIT');
      expect(without.headers['x-cache']).toBe('HIT');
      expect(hintOnly.text).toBe(withHint.text);
      expect(without.text).toBe(withHint.text);
      for (const res of [withHint, without]) expect(String(res.headers.vary ?? '')).not.toMatch(/cookie/i);
      // The page holds the placeholder for the hint to show, and the rest's size, never the rest.
      expect(without.text).toContain('paywall__placeholder');
      expect(without.text).not.toContain(lastParagraph);
      expect(fresh.cached.length).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('clears a member hint the server no longer backs when the rest is asked for (401)', async () => {
    const res = await page(bodyUrl, `colophon_session=${'x'.repeat(43)}; ${MEMBER_HINT_COOKIE}=1`).expect(401);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cleared.find((c) => c.startsWith(`${MEMBER_HINT_COOKIE}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared.find((c) => c.startsWith('colophon_session=;'))).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('answers 404 for unknown or free articles and bad slugs, even to a premium member', async () => {
    const cookie = await t.member('premium2@example.com');
    await t.makePremium('premium2@example.com');
    for (const slug of ['no-such-article', free.slug.current, 'BAD%20slug', 'x'.repeat(300)]) {
      const res = await page(`/api/premium/articles/${slug}/body`, cookie).expect(404);
      expect(res.body.error.message).toBe(MESSAGES.premiumArticleNotFound);
    }
  });

  it('never serves anything of a member’s to a visitor: member first, then visitor, from the page cache', async () => {
    const fresh = await buildPaywallApp();
    try {
      const cookie = await fresh.member('first@example.com');
      await fresh.makePremium('first@example.com');
      await request(fresh.app).get(path).set('Cookie', cookie).expect(200);
      await request(fresh.app).get(`/_data${path}`).set('Cookie', cookie).expect(200);
      const html = await request(fresh.app).get(path).expect(200);
      const data = await request(fresh.app).get(`/_data${path}`).expect(200);
      expect(html.headers['x-cache']).toBe('HIT');
      expect(data.headers['x-cache']).toBe('HIT');
      expect(html.text).not.toContain(lastParagraph);
      expect(data.text).not.toContain(lastParagraph);
      expect(fresh.cached.length).toBeGreaterThanOrEqual(2);
      for (const kept of fresh.cached) expect(kept.body.toString('utf8')).not.toContain(lastParagraph);
    } finally {
      await fresh.close();
    }
  });

  it('gates a premium feature article the same way', async () => {
    const feature = released('featureArticle').find((f) => f.isPremium === true)!;
    const keysOf = (blocks: { _key: string }[]) => blocks.map((b) => b._key);
    const data = await page(`/_data/feature/${feature.slug.current}`).expect(200);
    const featureBody = `/api/premium/features/${feature.slug.current}/body`;
    expect(data.body.data.gate).toMatchObject({ bodyUrl: featureBody });
    const teaser = keysOf(data.body.data.feature.body);
    const whole = keysOf(feature.body as { _key: string }[]);
    expect(teaser.length).toBeLessThan(whole.length);
    const html = new JSDOM((await page(`/feature/${feature.slug.current}`)).text).window.document;
    expect(html.querySelectorAll(PAYWALL_SELECTOR)).toHaveLength(1);
    await page(featureBody).expect(401);
    const cookie = await t.member('feature@example.com');
    await t.makePremium('feature@example.com');
    const rest = await page(featureBody, cookie).expect(200);
    expect([...teaser, ...keysOf(rest.body.blocks)]).toEqual(whole);
  });

  it('says in JSON-LD that the part the page names by a CSS selector is not free', async () => {
    const doc = new JSDOM((await page(path)).text).window.document;
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    const news = ld.find((d) => d['@type'] === 'NewsArticle')!;
    expect(news.isAccessibleForFree).toBe(false);
    const part = news.hasPart as { cssSelector: string; isAccessibleForFree: boolean };
    expect(part).toMatchObject({ '@type': 'WebPageElement', isAccessibleForFree: false });
    expect(doc.querySelectorAll(part.cssSelector)).toHaveLength(1);
  });

  it('leaves a free article whole, with no paywall and no gating in JSON-LD', async () => {
    const res = await page(`/_data${freePath}`).expect(200);
    expect(res.body.data.gate).toBeUndefined();
    const doc = new JSDOM((await page(freePath)).text).window.document;
    expect(doc.querySelector(PAYWALL_SELECTOR)).toBeNull();
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    expect(ld.find((d) => d['@type'] === 'NewsArticle')!.isAccessibleForFree).toBeUndefined();
  });

  it('shows an editor in preview the whole body', async () => {
    const agent = request.agent(t.app);
    await agent.get(`/api/preview?secret=${PREVIEW_SECRET}&slug=${encodeURIComponent(path)}`).expect(307);
    const res = await agent.get(path).expect(200);
    expect(res.text).toContain(lastParagraph);
    expect(new JSDOM(res.text).window.document.querySelector(PAYWALL_SELECTOR)).toBeNull();
  });
});

describe('the paywall flag off', () => {
  it('serves a premium article whole, as before', async () => {
    const off = await buildPaywallApp({ FEATURE_PAYWALL: 'off' });
    try {
      const res = await request(off.app).get(path).expect(200);
      expect(res.text).toContain(lastParagraph);
      expect(new JSDOM(res.text).window.document.querySelector(PAYWALL_SELECTOR)).toBeNull();
      const data = await request(off.app).get(`/_data${path}`).expect(200);
      expect(data.body.data.gate).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
