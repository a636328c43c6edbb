/**
 * What brought each member (docs/features/members.md#what-brought-each-member): a sign-up and a paid
 * checkout carry the local page they came from (`from`) and how the reader reached it (`via`). First
 * party only: the browser keeps it in its own session storage and sends it in the sign-up or checkout
 * body; nothing is sent anywhere else. Shared by the browser (client/members/attribution.ts), which
 * sends it, and the server (server/members/sources.ts), which checks and keeps it.
 */

/** How the reader reached the page: a page of the site, a gift link, a newsletter's link, an offer, a gift. */
export const SOURCE_VIAS = ['page', 'gift-link', 'newsletter', 'offer', 'gift'] as const;
export type SourceVia = (typeof SOURCE_VIAS)[number];

export interface MemberSource {
  /** A local path of this site, without query or fragment (a gift link's token is never kept). */
  from: string;
  via: SourceVia;
}

/**
 * The query parameter a newsletter email's links carry (`?ref=newsletter`): the page it opens
 * remembers that a newsletter brought the reader. Unknown to the page cache key (shared/page-query.ts).
 */
export const REF_PARAM = 'ref';
export const NEWSLETTER_REF = 'newsletter';

/** `url` (absolute or a path) with the newsletter's ref, for the links of a newsletter email. */
export function withNewsletterRef(url: string): string {
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${REF_PARAM}=${NEWSLETTER_REF}${fragment}`;
}

const MAX_PATH = 300;

/**
 * `from` and `via` as the server keeps them, or null when `from` is not a local path of this site
 * (another host, a scheme, control characters, too long): a bad source is ignored, never refused,
 * since it must not stop a reader signing up or subscribing. An unknown `via` reads as 'page'.
 */
export function parseMemberSource(from: unknown, via?: unknown): MemberSource | null {
  if (typeof from !== 'string' || from.length === 0 || from.length > 2048) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(from)) return null;
  let path: string;
  try {
    const base = 'http://same-site.invalid';
    const url = new URL(from, base);
    if (url.origin !== base) return null;
    path = url.pathname;
  } catch {
    return null;
  }
  if (path.length > MAX_PATH) return null;
  const how = (SOURCE_VIAS as readonly unknown[]).includes(via) ? (via as SourceVia) : 'page';
  return { from: path, via: how };
}
