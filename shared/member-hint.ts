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
 * marks <html>. The CSP allows exactly this text by its hash (server/security.ts).
 */
export const MEMBER_HINT_SCRIPT = `/(^|;\\s*)${MEMBER_HINT_COOKIE}=1(;|$)/.test(document.cookie)&&document.documentElement.classList.add("${MEMBER_HINT_CLASS}")`;
