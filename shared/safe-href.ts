/**
 * Links in editorial text come from the content service; a `javascript:`, `data:` or `vbscript:`
 * href would run code in the reader's session, so such links are rendered as plain text.
 */
const UNSAFE_SCHEME = /^(javascript|data|vbscript):/i;

/** The href when it is safe to link to, otherwise undefined. */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '' || UNSAFE_SCHEME.test(compact)) return undefined;
  return href.trim();
}
