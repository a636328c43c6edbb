/** The gift subscriptions on offer as the /gift form shows them (client/gifts/offers.ts). */
import { monthsAfterTier, monthsFor, tierName, tiersOf } from '../../../client/gifts/offers.js';

const offers = [
  { tier: 'reader', months: 3 },
  { tier: 'reader', months: 6 },
  { tier: 'reader', months: 12 },
  { tier: 'print-and-digital', months: 6 },
  { tier: 'print-and-digital', months: 12 },
];

describe('gift offers', () => {
  it('names a tier by its key until the page knows its title', () => {
    expect(tierName('reader')).toBe('Reader');
    expect(tierName('print-and-digital')).toBe('Print and digital');
  });

  it('lists each tier once and its lengths in the offers’ order', () => {
    expect(tiersOf(offers)).toEqual(['reader', 'print-and-digital']);
    expect(monthsFor(offers, 'reader')).toEqual([3, 6, 12]);
    expect(monthsFor(offers, 'print-and-digital')).toEqual([6, 12]);
  });

  it('keeps the chosen length across a change of tier when it is sold, else takes the longest', () => {
    expect(monthsAfterTier(offers, 'print-and-digital', 6)).toBe(6);
    expect(monthsAfterTier(offers, 'print-and-digital', 3)).toBe(12);
  });
});
