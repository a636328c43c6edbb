/**
 * Site search (GET /api/search and the /search page): a term, an offset and optional types in, one
 * page of results and the total out, from the full-text index (./search/). The first page holds
 * SEARCH_FIRST_PAGE items, each later one SEARCH_PAGE_SIZE from `offset`.
 */
import { SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE } from '../../shared/constants.js';
import type { SearchResultItem } from '../../shared/search-terms.js';
import type { SearchType } from './search/engine.js';
import type { SearchIndexService } from './search/service.js';
import { nowParam } from './time.js';
import { recordKeyList, SEARCH_KEY } from './keys.js';

/** What GET /api/search answers: the shape client/store/searchSlice.ts SearchPage expects. */
export type SearchHit = SearchResultItem;
export interface SearchResults {
  items: SearchHit[];
  total: number;
  /** With no results: nearby spellings of the whole term ('Did you mean ...'). */
  suggestions?: string[];
  /** With results for a nearby spelling of a word: the term searched ('Showing results for ...'). */
  corrected?: string;
}

export interface SearchOptions {
  preview: boolean;
  /** Only these types (none: all). */
  types?: readonly SearchType[];
  /**
   * A premium member (per the server session) searches premium text past the teaser too, when the
   * paywall is on (./search/service.ts). Absent: what everyone may read. Such an answer is personal.
   */
  member?: boolean;
  /** Longest the search waits for the first index to be built (absent: the content timeout). */
  waitMs?: number;
}

/** [start, end) of the page that begins at `offset`. */
export function searchBounds(offset: number): { start: number; end: number } {
  return { start: offset, end: offset + (offset === 0 ? SEARCH_FIRST_PAGE : SEARCH_PAGE_SIZE) };
}

export async function runSearch(index: SearchIndexService, term: string, offset: number, { preview, types, member, waitMs }: SearchOptions): Promise<SearchResults> {
  // A search answer is keyed `search` (every publish of a searchable document purges it): which
  // documents match a term is decided by all of them (docs/decisions/edge-cache.md).
  recordKeyList([SEARCH_KEY]);
  if (!term.trim()) return { items: [], total: 0 };
  const { start, end } = searchBounds(offset);
  return index.search({ term, now: nowParam(preview), types, offset: start, limit: end - start }, preview, member ? 'member' : 'public', waitMs);
}
