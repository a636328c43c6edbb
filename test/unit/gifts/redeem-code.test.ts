/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * A gift email's code (client/gifts/redeem-code.ts) leaves the address bar at once and is kept in
 * this tab's sessionStorage for a reload, until it is redeemed.
 */
import { forgetCode, takeCode } from '../../../client/gifts/redeem-code.js';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the redeem code', () => {
  it('is taken out of the address bar, other parameters and the hash kept', () => {
    window.history.replaceState(null, '', '/gift/redeem?code=GIFT-123&utm_source=mail#top');
    expect(takeCode()).toBe('GIFT-123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/gift/redeem?utm_source=mail#top');
  });

  it('survives a reload of the tab, and is forgotten once redeemed', () => {
    window.history.replaceState(null, '', '/gift/redeem?code=GIFT-123');
    takeCode();
    expect(window.location.search).toBe('');
    expect(takeCode()).toBe('GIFT-123');
    forgetCode();
    expect(takeCode()).toBe('');
  });
});
