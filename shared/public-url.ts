/**
 * Absolute URLs on the site's public origin (PUBLIC_URL): the one builder canonical links, JSON-LD,
 * share links, sitemaps, robots.txt and the RSS feeds all use, so they agree on every address.
 */

/** Public origin without a trailing slash ('https://mag.example/' -> 'https://mag.example'). */
export function origin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** `path` absolute against the public origin; absolute http(s) URLs pass through. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return origin(publicUrl) + (path.startsWith('/') ? path : `/${path}`);
}
