/** Titles of a page for the places that show them: the browser tab, share cards, structured data. */

const separator = /\s*[|\u2013\u2014-]\s*$/;

/** '{title} | {siteName}', unless editors already wrote the site name into an SEO title. */
export function documentTitle(title: string, siteName: string): string {
  return title.endsWith(siteName) ? title : `${title} | ${siteName}`;
}

/**
 * The title without a trailing ' | {siteName}' an editor wrote into an SEO title: the suffix
 * belongs in <title> only. Share cards show the site name beside the title already (og:site_name),
 * and a JSON-LD headline is the story's, not the site's.
 */
export function withoutSiteName(title: string, siteName: string): string {
  if (!title.endsWith(siteName) || title === siteName) return title;
  const rest = title.slice(0, -siteName.length);
  return separator.test(rest) ? rest.replace(separator, '') || title : title;
}
