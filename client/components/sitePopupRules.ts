/**
 * Which site popup a reader sees: the donation popup when active, otherwise the email sign-up
 * popup when active. Pure, so it is tested without a browser.
 */

export type SitePopupKind = 'donation' | 'email';

/** A dismissed popup stays away this long. */
export const POPUP_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;
/** Shown after the reader has been on the page a little while, never over the first paint. */
export const POPUP_DELAY_MS = 12_000;
export const POPUP_DISMISSED_KEY = 'colophon.sitePopupDismissedAt';

declare global {
  interface Window {
    /** Browser tests shorten the popup delay with this instead of waiting. */
    __COLOPHON_POPUP_DELAY_MS__?: number;
  }
}

export function popupDelayMs(): number {
  const override = typeof window === 'undefined' ? undefined : window.__COLOPHON_POPUP_DELAY_MS__;
  return typeof override === 'number' && override >= 0 ? override : POPUP_DELAY_MS;
}

/** Pages whose own content is the ask (or which must stay clean) never get a popup. */
const QUIET_PREFIXES = ['/donate', '/subscribe', '/newsletter', '/feature', '/auth', '/search'];

export function popupFor(
  settings: { donationPopup?: { isActive: boolean }; emailSignUpPopup?: { isActive: boolean } },
  pathname: string,
  dismissedAt: number | null,
  now: number,
): SitePopupKind | null {
  if (QUIET_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`)) || pathname.includes('/print/')) return null;
  if (dismissedAt !== null && now - dismissedAt < POPUP_SNOOZE_MS) return null;
  // The donation popup shows when active; otherwise the email sign-up popup when it is active.
  if (settings.donationPopup?.isActive) return 'donation';
  if (settings.emailSignUpPopup?.isActive) return 'email';
  return null;
}

/** The donation link for one amount (the provider reads ?amount=). */
export function donationAmountLink(link: string, amount: number): string {
  const [base, hash = ''] = link.split('#');
  const sep = base!.includes('?') ? '&' : '?';
  return `${base}${sep}amount=${encodeURIComponent(String(amount))}${hash ? `#${hash}` : ''}`;
}
