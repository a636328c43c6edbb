import type { PageId, RouteParams } from '../../shared/pages.js';
import type { PageDataMap, RootData } from '../../shared/content/pages.js';
import type { SearchOptions, SearchResults } from './search-results.js';
import type { ChangeKeys } from './keys.js';

export type { SearchHit, SearchOptions, SearchResults } from './search-results.js';

export interface LoadOptions {
  /** Editor preview: drafts and unreleased content, no cache, $now = 2099-01-01. */
  preview: boolean;
  /**
   * When the request stops waiting for content (a performance.now() time), so that all its reads
   * together wait at most one CONTENT_TIMEOUT_MS. Absent: each read may wait that long.
   */
  deadline?: number;
}

/**
 * What the rest of the server uses of the content layer. createApp receives one;
 * server/content/index.ts builds the real one from config.
 */
export interface ContentService {
  /** Base data every page needs (settings, navigation, sections, footer block). */
  loadRoot(opts: LoadOptions): Promise<RootData>;
  /**
   * Data of one page. Throws NotFoundError (404), RedirectError (301/302) from shared/page-errors.ts,
   * or ContentUnavailableError (503) when the source is down and nothing is cached.
   */
  loadPage<K extends PageId>(id: K, params: RouteParams, url: URL, opts: LoadOptions): Promise<PageDataMap[K]>;
  /** The editors' from/to redirect list (server/render/redirects.ts applies it). */
  redirects(opts: LoadOptions): Promise<{ from: string; to: string }[]>;
  /** Canonical path of the article or episode whose legacy pathname is `pathname`, or null. */
  legacyLookup(pathname: string, opts: LoadOptions): Promise<string | null>;
  /** Resolves when the source answers (readiness). */
  ping(): Promise<void>;
  /**
   * Drop the cached entries built from `keys` (server/content/keys.ts), every cached entry when
   * `keys` is absent or holds `all` (publish webhook), and bring the search index up to date with
   * the published document `documentId` (every document when absent).
   */
  purge(documentId?: string, keys?: readonly string[]): void;
  /**
   * What a change to document `id` purges (server/content/keys.ts, changeKeys): `body` is what the
   * webhook sent (the document, when it is whole), `operation` Sanity's create/update/delete.
   * Absent on doubles: the app then purges everything.
   */
  changeKeys?(id: string, body: unknown, operation?: string): Promise<ChangeKeys>;
}

/**
 * Full-text search of articles, podcast episodes and recipes (server/content/search). Kept apart
 * from ContentService so existing doubles of it stay valid; the real service has both.
 */
export interface ContentSearch {
  /** One page from `offset` (24 items), title matches first, released only, drafts only in preview. */
  search(term: string, offset: number, opts: SearchOptions): Promise<SearchResults>;
  /** The search index is built: a published search is answered from memory, without the source. */
  searchIndexReady?(): boolean;
}
