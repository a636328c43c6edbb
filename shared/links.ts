/** How a link opens: mailto:/tel: in the same tab, other external links in a new tab. */
export type LinkKind = 'internal' | 'same-tab' | 'external';

export function linkKind(href: string): LinkKind {
  const h = href.trim();
  if (/^(mailto|tel):/i.test(h)) return 'same-tab';
  if (h.startsWith('#')) return 'same-tab';
  // A single leading slash is a site path; '//' and '/\' are protocol-relative (another host).
  if (h.startsWith('/') && !h.startsWith('//') && !h.startsWith('/\\')) return 'internal';
  return 'external';
}

/** True for a same-site path that is safe to redirect to (no scheme, no host, no backslash tricks). */
export function isSafeLocalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters and backslashes can be normalised by browsers into another host.
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  // Last word to the URL parser: the path must resolve on this origin.
  const base = 'http://same-site.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
