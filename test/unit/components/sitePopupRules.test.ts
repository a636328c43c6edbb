import { donationAmountLink, popupFor, POPUP_SNOOZE_MS } from '../../../client/components/sitePopupRules.js';

const both = { donationPopup: { isActive: true }, emailSignUpPopup: { isActive: true } };
const NOW = Date.UTC(2026, 10, 21);

describe('site popups (the donation popup when active, else the email sign-up)', () => {
  it('the donation popup wins when active, otherwise the email popup when active', () => {
    expect(popupFor(both, '/', null, NOW)).toBe('donation');
    expect(popupFor({ donationPopup: { isActive: false }, emailSignUpPopup: { isActive: true } }, '/', null, NOW)).toBe('email');
    expect(popupFor({ donationPopup: { isActive: false }, emailSignUpPopup: { isActive: false } }, '/', null, NOW)).toBeNull();
    expect(popupFor({}, '/', null, NOW)).toBeNull();
  });

  it('stays away for a week after a dismissal', () => {
    expect(popupFor(both, '/', NOW - 1000, NOW)).toBeNull();
    expect(popupFor(both, '/', NOW - POPUP_SNOOZE_MS - 1, NOW)).toBe('donation');
  });

  it.each(['/donate', '/subscribe', '/newsletter', '/feature/x', '/articles/a/print/b', '/auth/magic'])('never shows on %s', (path) => {
    expect(popupFor(both, path, null, NOW)).toBeNull();
  });

  it('builds amount links that keep the provider query', () => {
    expect(donationAmountLink('/donate', 36)).toBe('/donate?amount=36');
    expect(donationAmountLink('https://give.example/f?c=1#top', 18)).toBe('https://give.example/f?c=1&amount=18#top');
  });
});
