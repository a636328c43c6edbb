/**
 * Canonical URLs: PUBLIC_URL plus the page's path. Every query parameter is dropped (tracking
 * parameters, share ids, search terms) except a list page number above 1, which is its own page.
 */

import { origin } from '../../../shared/public-url.js';

/** The query parameters a canonical URL keeps. */
const PAGE_PARAM = 'page';

/** '/sections/news/' -> '/sections/news'; repeated slashes collapsed; '' -> '/'. */
export function canonicalPath(pathname: string): string {
  const collapsed = `/${pathname}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
}

/** Canonical URL of `pathname` + `search` on the public origin. */
export function canonicalUrl(publicUrl: string, pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  const page = params.get(PAGE_PARAM);
  const keep = page && /^\d{1,6}$/.test(page) && Number(page) > 1 ? `?${PAGE_PARAM}=${Number(page)}` : '';
  return origin(publicUrl) + canonicalPath(pathname) + keep;
}
