/**
 * Content-managed redirects (the editors' from/to list): when a path equals a `from`, the visitor goes to its `to`.
 * One lookup for page requests and for /_data, so a client-side navigation lands where a full
 * page load would (an in-app link to a redirected path must not end on Page Not Found).
 */
import type { Logger } from 'pino';
import { isSafeLocalPath } from '../../shared/links.js';
import type { FeatureFlags } from '../../shared/flags.js';
import { switchedOffPage } from '../../shared/flagged-pages.js';
import { printRecipeUrl } from '../../shared/content/urls.js';
import type { ContentService, LoadOptions } from '../content/types.js';

export interface RedirectTarget {
  location: string;
  /** 302 when the target is a stand-in for a page its flag turns off (it comes back when the flag does). */
  status: 301 | 302;
}

/** Where `url` is sent, or null. The query string travels unless the target has its own. */
export async function findRedirect(
  content: Pick<ContentService, 'redirects'>,
  url: URL,
  opts: LoadOptions,
  logger: Logger,
  flags?: FeatureFlags,
): Promise<RedirectTarget | null> {
  const print = recipePrintRedirect(url);
  if (print) return print;
  let list: { from: string; to: string }[];
  try {
    list = await content.redirects(opts);
  } catch (err) {
    logger.warn({ err }, 'redirect list unavailable');
    return null;
  }
  const hit = list.find((r) => r.from === url.pathname);
  // Same-site targets only (no open redirect: docs/architecture.md#the-bars), and never a loop onto itself.
  if (!hit || !isSafeLocalPath(hit.to) || hit.to === url.pathname) return null;
  // A target its flag turns off would end on Page Not Found: the visitor goes where the flag says instead.
  const off = flags ? switchedOffPage(hit.to, flags) : undefined;
  if (off) return { location: off.instead + url.search, status: 302 };
  return { location: hit.to + (hit.to.includes('?') ? '' : url.search), status: 301 };
}

/**
 * /recipes/{slug}/print, the address a reader guesses, goes to the print view (the recipe page's
 * 'Printable version' link: /articles/{slug}/print/{slug}); the lists by holiday and season are not recipes.
 */
function recipePrintRedirect(url: URL): RedirectTarget | null {
  const m = /^\/recipes\/([^/]+)\/print\/?$/.exec(url.pathname);
  if (!m || m[1] === 'by-holiday' || m[1] === 'by-season') return null;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  return { location: printRecipeUrl(slug, slug) + url.search, status: 301 };
}
