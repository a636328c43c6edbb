/**
 * The query parameters each page reads (cache keys hold only what changes the answer:
 * docs/architecture.md#the-caches).
 * A page's HTML and data depend on its path and these parameters alone; anything else in a URL
 * (utm_*, fbclid, gclid, cache-busters) is left out of the page cache key, out of the URL the
 * server renders, and out of canonical URLs. A list loader reading ?page= (loadList) must be here.
 */
import type { PageId } from './pages.js';
import { pageParam } from './content/pagination.js';
import { MAX_SEARCH_TERM, searchTypeOf } from './search-terms.js';

/** The parameter's normal form from the URL, or undefined when it is absent or means the default. */
type Normal = (url: URL) => string | undefined;

const NORMAL = {
  page: (url) => {
    const page = pageParam(url);
    return page > 1 ? String(page) : undefined;
  },
  // As the search page reads it (the field shows it untrimmed): the same value on both sides.
  // The account landing pages render by whether a link's token is there (its value is used only by
  // the POST sent from the page): keyed on that alone, so no secret token lands in a cache key.
  token: (url) => (url.searchParams.get('token') ? 'present' : undefined),
  q: (url) => url.searchParams.get('q')?.slice(0, MAX_SEARCH_TERM) || undefined,
  // The search page's type filter: one of its values, or nothing (anything else shows every type).
  type: (url) => searchTypeOf(url.searchParams) ?? undefined,
} satisfies Record<string, Normal>;

export type PageQueryParam = keyof typeof NORMAL;

const LIST: readonly PageQueryParam[] = ['page'];

/** Pages of the route table: the loaded ones by PageId, the account landing pages, the account page, the gift pages and /for-you. */
export type RoutePage = PageId | 'authMagic' | 'authReset' | 'account' | 'gift' | 'giftRedeem' | 'forYou';

export const PAGE_QUERY_PARAMS: Partial<Record<RoutePage, readonly PageQueryParam[]>> = {
  recipes: LIST,
  recipesByHoliday: LIST,
  recipesBySeason: LIST,
  section: LIST,
  sectionArchive: LIST,
  sectionArticles: LIST,
  contributor: LIST,
  tag: LIST,
  podcast: LIST,
  collection: LIST,
  column: LIST,
  search: ['q', 'type'],
  authMagic: ['token'],
  authReset: ['token'],
};

/** `?a=1&b=2` of the parameters `page` reads, in their normal form ('' when none). */
export function keptQuery(page: RoutePage | undefined, url: URL): string {
  const params = new URLSearchParams();
  for (const name of (page && PAGE_QUERY_PARAMS[page]) || []) {
    const value = NORMAL[name](url);
    if (value !== undefined) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
