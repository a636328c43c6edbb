/**
 * The code of a gift email's link (/gift/redeem?code=…). It is taken out of the address bar at once
 * (kept in this tab's sessionStorage for a reload), so the tag manager, error reports and browser
 * history never see it (shared/secret-params.ts says which parameters are secrets).
 */
import { GIFT_REDEEM_PATH } from '../../shared/gifts.js';

/** Where this tab keeps the code once it has left the address bar. */
const CODE_KEY = 'colophon:gift-code';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The code of the link this tab opened ('' for none), taken out of the address bar. */
export function takeCode(): string {
  const params = new URLSearchParams(window.location.search);
  const fromUrl = params.get('code');
  if (fromUrl === null) return storage()?.getItem(CODE_KEY) ?? '';
  storage()?.setItem(CODE_KEY, fromUrl);
  params.delete('code');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${GIFT_REDEEM_PATH}${rest ? `?${rest}` : ''}${window.location.hash}`);
  return fromUrl;
}

/** Forgets the kept code (it has been redeemed). */
export function forgetCode(): void {
  storage()?.removeItem(CODE_KEY);
}
