/** The access rule (server/members/access.ts): who may read what of a story, and why. */
import { decideAccess, decideRest, isGated, PUBLIC_READER, storyAccess, type ReaderAccess } from '../../../server/members/access.js';

const premium = { premium: true };
const free = { premium: false };
const on = { paywall: true };
const off = { paywall: false };

describe('decideAccess', () => {
  it('gives everyone a free story in full', () => {
    for (const reader of [PUBLIC_READER, { premium: true }, { giftLink: true }, { preview: true }]) {
      expect(decideAccess(free, reader, on)).toEqual({ full: true, reason: 'free' });
      expect(decideAccess(free, reader, off)).toEqual({ full: true, reason: 'free' });
    }
  });

  it('gives everyone a premium story in full with the paywall off', () => {
    expect(decideAccess(premium, PUBLIC_READER, off)).toEqual({ full: true, reason: 'paywall-off' });
    expect(decideAccess(premium, { premium: true }, off)).toEqual({ full: true, reason: 'paywall-off' });
  });

  it('keeps the public reader to the teaser of a premium story with the paywall on', () => {
    expect(decideAccess(premium, PUBLIC_READER, on)).toEqual({ full: false, reason: 'teaser' });
    expect(decideAccess(premium, { premium: false, giftLink: false, preview: false }, on)).toEqual({ full: false, reason: 'teaser' });
  });

  it('lets a premium member, a gift link and an editor in preview past the teaser, each with its reason', () => {
    expect(decideAccess(premium, { premium: true }, on)).toEqual({ full: true, reason: 'member' });
    expect(decideAccess(premium, { giftLink: true }, on)).toEqual({ full: true, reason: 'gift-link' });
    expect(decideAccess(premium, { preview: true }, on)).toEqual({ full: true, reason: 'editor-preview' });
  });

  it('names the first reason that applies: preview, then membership, then the gift link', () => {
    const all: ReaderAccess = { preview: true, premium: true, giftLink: true };
    expect(decideAccess(premium, all, on).reason).toBe('editor-preview');
    expect(decideAccess(premium, { premium: true, giftLink: true }, on).reason).toBe('member');
  });

  it('lets a free member’s metered read past the teaser, after the gift link, never with the paywall off', () => {
    expect(decideAccess(premium, { metered: true }, on)).toEqual({ full: true, reason: 'metered' });
    expect(decideAccess(premium, { metered: false }, on)).toEqual({ full: false, reason: 'teaser' });
    expect(decideAccess(premium, { giftLink: true, metered: true }, on).reason).toBe('gift-link');
    expect(decideAccess(premium, { premium: true, metered: true }, on).reason).toBe('member');
    expect(decideAccess(premium, { metered: true }, off).reason).toBe('paywall-off');
    expect(decideRest(premium, { metered: true })).toEqual({ full: true, reason: 'metered' });
    expect(decideRest(free, { metered: true })).toBeNull();
  });

  it('keeps the public reader empty', () => {
    expect(PUBLIC_READER).toEqual({});
    expect(Object.isFrozen(PUBLIC_READER)).toBe(true);
  });
});

describe('isGated', () => {
  it('is true only for a premium story with the paywall on', () => {
    expect(isGated(premium, on)).toBe(true);
    expect(isGated(premium, off)).toBe(false);
    expect(isGated(free, on)).toBe(false);
    expect(isGated(free, off)).toBe(false);
  });
});

describe('decideRest', () => {
  it('has no part past the teaser for a free story', () => {
    expect(decideRest(free, { premium: true })).toBeNull();
  });

  it('answers it to a member or a gift link, never to the public reader', () => {
    expect(decideRest(premium, { premium: true })).toEqual({ full: true, reason: 'member' });
    expect(decideRest(premium, { giftLink: true })).toEqual({ full: true, reason: 'gift-link' });
    expect(decideRest(premium, PUBLIC_READER)).toEqual({ full: false, reason: 'teaser' });
  });
});

describe('storyAccess', () => {
  it('reads a story as premium only when its row says isPremium: true', () => {
    expect(storyAccess({ isPremium: true })).toEqual({ premium: true });
    for (const row of [{ isPremium: false }, { isPremium: 'true' }, { isPremium: null }, {}, null, undefined]) {
      expect(storyAccess(row)).toEqual({ premium: false });
    }
  });
});
