/**
 * What brought the reader (shared/attribution.ts, docs/features/members.md#what-brought-each-member),
 * kept in this tab's session storage and sent only to our own server, in the sign-up and checkout
 * bodies: the page a newsletter's link (`?ref=newsletter`) or a gift link (`?gift=`) opened, a gift
 * subscription's redemption link (/gift/redeem), or the
 * story whose paywall the reader clicked Subscribe on; otherwise the page the reader signs up on.
 * The first of these in a tab is kept. No cookie, no third party.
 */
import { NEWSLETTER_REF, parseMemberSource, REF_PARAM, type MemberSource, type SourceVia } from '../../shared/attribution.js';
import { GIFT_REDEEM_PATH } from '../../shared/gifts.js';

const KEY = 'colophon.source';

function stored(): MemberSource | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as { from?: unknown; via?: unknown }) : null;
    return value ? parseMemberSource(value.from, value.via) : null;
  } catch {
    return null;
  }
}

/** Keeps `from` as what brought the reader, unless something already did in this tab. */
export function noteSource(from: string, via: SourceVia): void {
  const source = parseMemberSource(from, via);
  if (!source || stored()) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage off (private mode, quota): the page signed up on stands in.
  }
}

/**
 * On arrival: a newsletter's link, a gift link, a gift subscription's redemption link or an offer's page names what
 * brought the reader (the path only: a token or code is never kept).
 */
export function noteArrival(location: { pathname: string; search: string }): void {
  const params = new URLSearchParams(location.search);
  if (params.get(REF_PARAM) === NEWSLETTER_REF) noteSource(location.pathname, 'newsletter');
  else if (params.has('gift')) noteSource(location.pathname, 'gift-link');
  else if (location.pathname === GIFT_REDEEM_PATH) noteSource(location.pathname, 'gift');
  else if (location.pathname.startsWith('/offer/')) noteSource(location.pathname, 'offer');
}

/** What a sign-up or a checkout started on `pathname` sends as its `from` and `via`. */
export function memberSource(pathname: string): MemberSource {
  return stored() ?? { from: pathname, via: 'page' };
}
