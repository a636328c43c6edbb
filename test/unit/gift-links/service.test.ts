import { randomBytes } from 'node:crypto';
import { giftExpiry, GIFT_TTL_MS, isOpenable, monthStart, parseStoryPath, seal, sealKey, unseal } from '../../../server/gift-links/service.js';
import { premiumBodyUrl } from '../../../shared/content/paywall.js';
import { giftBodyUrl } from '../../../shared/gift-links.js';

describe('gift-link rules', () => {
  it('names a story only by a canonical article or feature path', () => {
    expect(parseStoryPath('/sections/food/articles/a-long-lunch')).toEqual({ kind: 'article', slug: 'a-long-lunch', section: 'food' });
    expect(parseStoryPath('/feature/the-river')).toEqual({ kind: 'feature', slug: 'the-river' });
    for (const bad of ['', '/', '/feature/', '/feature/Upper', '/feature/x?gift=1', 'https://x.example/feature/x', '/sections/a/articles/', '//feature/x', null, 3, '/feature/' + 'x'.repeat(600)]) {
      expect(parseStoryPath(bad)).toBeNull();
    }
  });

  it('counts calendar months in UTC', () => {
    expect(monthStart(new Date('2030-05-31T23:59:59Z')).toISOString()).toBe('2030-05-01T00:00:00.000Z');
    expect(monthStart(new Date('2030-06-01T00:00:00Z')).toISOString()).toBe('2030-06-01T00:00:00.000Z');
    expect(monthStart(new Date('2030-01-01T00:30:00+01:00')).toISOString()).toBe('2029-12-01T00:00:00.000Z');
  });

  it('opens for 14 days from creation unless revoked', () => {
    const created = new Date('2030-05-10T12:00:00Z');
    const expiresAt = giftExpiry(created);
    expect(expiresAt.getTime() - created.getTime()).toBe(GIFT_TTL_MS);
    expect(isOpenable({ expiresAt, revokedAt: null }, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isOpenable({ expiresAt, revokedAt: null }, expiresAt)).toBe(false);
    expect(isOpenable({ expiresAt, revokedAt: created }, created)).toBe(false);
  });

  it('seals a token so only the same secret opens it', () => {
    const token = randomBytes(32).toString('base64url');
    const sealed = seal(token, sealKey('one'));
    expect(sealed).not.toContain(token);
    expect(unseal(sealed, sealKey('one'))).toBe(token);
    expect(unseal(sealed, sealKey('two'))).toBeNull();
    expect(unseal('garbage', sealKey('one'))).toBeNull();
  });

  it('builds a gift body endpoint from the kind and slug, beside the premium one', () => {
    expect(giftBodyUrl('feature', 'the-river', 'a_b-c')).toBe('/api/gift-links/features/the-river/body?gift=a_b-c');
    expect(giftBodyUrl('article', 'a-story', 'a_b-c')).toBe('/api/gift-links/articles/a-story/body?gift=a_b-c');
    expect(premiumBodyUrl('feature', 'the-river')).toBe('/api/premium/features/the-river/body');
  });
});
