import { DISPLAY_COOKIE, SCHEME_ATTRIBUTE, TEXT_SIZE_ATTRIBUTE } from './display.js';

/**
 * The member hint (docs/architecture.md#accounts-and-billing): a readable cookie the server sets and
 * clears together with the HttpOnly session cookie. It is not a credential (its value is always
 * `1`, and nothing on the server reads it as proof of anything): it only lets a page, which is the
 * same cached bytes for every reader, know before its first paint that this browser holds a
 * session, so a premium article shows a placeholder instead of the Subscribe pitch while the
 * session is checked with the server.
 */
export const MEMBER_HINT_COOKIE = 'colophon_member';

/** The class the head script puts on <html> when the hint is there (client/components/paywall/paywall.css). */
export const MEMBER_HINT_CLASS = 'member';

/** Whether a Cookie header (or document.cookie) carries the hint. */
export function hasMemberHint(cookie: string | undefined): boolean {
  return cookie !== undefined && /(?:^|;\s*)colophon_member=1(?:;|$)/.test(cookie);
}

/**
 * The one inline script of every page, in its <head>: it runs before the first paint and only
 * marks <html>: the class for the member hint, and the member's display (shared/display.ts, the
 * `colophon_display` cookie) as `data-scheme` and `data-text-size`. The CSP allows exactly this text
 * by its hash (server/security.ts). It reads only the two readable cookies and trusts neither: the
 * patterns admit nothing but the known values.
 */
export const MEMBER_HINT_SCRIPT =
  `!function(d,c){/(^|;\\s*)${MEMBER_HINT_COOKIE}=1(;|$)/.test(c)&&d.classList.add("${MEMBER_HINT_CLASS}");` +
  `var m=/(^|;\\s*)${DISPLAY_COOKIE}=(light|dark|system)\\.(small|medium|large|x-large)(;|$)/.exec(c);` +
  `m&&(m[2]!="system"&&d.setAttribute("${SCHEME_ATTRIBUTE}",m[2]),m[3]!="medium"&&d.setAttribute("${TEXT_SIZE_ATTRIBUTE}",m[3]))` +
  `}(document.documentElement,document.cookie)`;
