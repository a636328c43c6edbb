/**
 * The one "premium until" rule (server/members/premium-until.ts) over the subscriptions table's rows:
 * Stripe subscriptions, operator grants and redeemed gift subscriptions alike.
 */
import {
  giftStart,
  isPremiumAt,
  OPEN_ENDED,
  OPERATOR_PROVIDER,
  premiumEnd,
  premiumUntil,
  type PremiumPeriod,
} from '../../../server/members/premium-until.js';

const now = new Date('2031-03-10T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const stripe = (status: string, end: Date | null): PremiumPeriod => ({ provider: 'stripe', status, currentPeriodEnd: end });
const gift = (end: Date | null, status = 'active'): PremiumPeriod => ({ provider: 'gift', status, currentPeriodEnd: end });
const grant = (end: Date | null, status = 'active'): PremiumPeriod => ({ provider: OPERATOR_PROVIDER, status, currentPeriodEnd: end });

describe('premiumEnd: one row', () => {
  it('runs an active or trialing row until its period end, and not past it', () => {
    expect(premiumEnd(stripe('active', days(5)), now)).toEqual(days(5));
    expect(premiumEnd(stripe('trialing', days(5)), now)).toEqual(days(5));
    expect(premiumEnd(stripe('active', now), now)).toBeNull();
    expect(premiumEnd(stripe('active', days(-1)), now)).toBeNull();
  });

  it('gives nothing in any other status, whatever the period end', () => {
    for (const status of ['past_due', 'unpaid', 'paused', 'incomplete', 'canceled', 'incomplete_expired', 'something_new']) {
      expect(premiumEnd(stripe(status, days(5)), now)).toBeNull();
      expect(premiumEnd(grant(null, status), now)).toBeNull();
    }
  });

  it('trusts a missing period end only on an operator grant (open-ended); a paid or gift row without one gives nothing', () => {
    expect(premiumEnd(grant(null), now)).toBe(OPEN_ENDED);
    expect(premiumEnd(grant(days(3)), now)).toEqual(days(3));
    expect(premiumEnd(grant(days(-3)), now)).toBeNull();
    expect(premiumEnd(stripe('active', null), now)).toBeNull();
    expect(premiumEnd(stripe('trialing', null), now)).toBeNull();
    expect(premiumEnd(gift(null), now)).toBeNull();
  });

  it('runs a redeemed gift until its end', () => {
    expect(premiumEnd(gift(days(90)), now)).toEqual(days(90));
    expect(premiumEnd(gift(days(-1)), now)).toBeNull();
    expect(premiumEnd(gift(days(90), 'canceled'), now)).toBeNull();
  });
});

describe('premiumUntil and isPremiumAt: all of a member\'s rows', () => {
  it('is the latest end among the rows that give premium', () => {
    const rows = [stripe('active', days(20)), gift(days(110)), stripe('past_due', days(400)), gift(days(-5))];
    expect(premiumUntil(rows, now)).toEqual(days(110));
    expect(isPremiumAt(rows, now)).toBe(true);
  });

  it('is open-ended with an undated grant among them', () => {
    expect(premiumUntil([gift(days(30)), grant(null)], now)).toBe(OPEN_ENDED);
  });

  it('is none without a row that gives premium', () => {
    for (const rows of [[], [stripe('active', null)], [stripe('canceled', days(9))], [grant(null, 'canceled')]]) {
      expect(premiumUntil(rows, now)).toBeNull();
      expect(isPremiumAt(rows, now)).toBe(false);
    }
  });
});

describe('giftStart: from when a gift redeemed now runs', () => {
  it('adds to the latest dated end of the premium held (a paid period, an earlier gift)', () => {
    expect(giftStart([stripe('active', days(20)), gift(days(50))], now)).toEqual(days(50));
    expect(giftStart([stripe('trialing', days(7))], now)).toEqual(days(7));
  });

  it('runs from now without premium, or with only an undated grant (no end to add to)', () => {
    expect(giftStart([], now)).toEqual(now);
    expect(giftStart([stripe('past_due', days(20)), gift(days(-1))], now)).toEqual(now);
    expect(giftStart([grant(null)], now)).toEqual(now);
    expect(giftStart([grant(null), stripe('active', days(12))], now)).toEqual(days(12));
  });
});
