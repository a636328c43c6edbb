/**
 * The content layer's entry point: builds the ContentService createApp receives, from config.
 * Sources: Sanity when CONTENT_SOURCE=sanity, otherwise the embedded dataset
 * (docs/architecture.md#content-sources-queries-and-release-dates).
 */
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { CONTENT_CACHE_TTL_MS, RECENT_PER_SECTION, SANITY_DATASET } from '../../shared/constants.js';
import { RedirectsSchema } from '../../shared/content/settings.js';
import { ContentUnavailableError } from '../../shared/page-errors.js';
import type { ImageConfig } from '../../shared/images.js';
import type { PageId, RouteParams } from '../../shared/pages.js';
import type { PageDataMap, RootData } from '../../shared/content/pages.js';
import { ContentTimeoutError, createCachedSource, fetchWithin, joinWithin, waitFor, type CacheOptions } from './cache.js';
import { cacheWindow } from './freshness.js';
import { createContentRequest, type Loader } from './pages/context.js';
import { loaders } from './pages/index.js';
import { lookupLegacyPath } from './pages/legacy.js';
import { createPageDataMemo, deepFreeze } from './pages/memo.js';
import { PING_QUERY, RECENT_ARTICLE_IDS_QUERY, REDIRECTS_QUERY } from './queries.js';
import { nowParam } from './time.js';
import { loadRootData } from './root.js';
import { runSearch } from './search-results.js';
import { createSearchIndexService, type SearchIndexService } from './search/service.js';
import type { ContentSource, QueryParams } from './source.js';
import { createLocalSource } from './sources/local.js';
import type { ContentSearch, ContentService, LoadOptions } from './types.js';
import { ALL_KEY, changeKeys, collectEntryKeys, keyPart, recordKeys, type ChangedDocument, type EntryKeys, type PreviousRow } from './keys.js';

export type { ContentSearch, ContentService, LoadOptions, SearchHit, SearchResults } from './types.js';
export { createContentRoutes } from './images.js';

/** The footer's per-section list key (server/content/keys.ts). */
const RECENT_SECTION_KEY = 'list:recent:section:';

/**
 * A published document by id, whole: what a publish webhook reads when its body is not the whole
 * document (a projection without `_type`). Not in queries.ts: no page runs it.
 */
const CHANGED_DOCUMENT_QUERY = `*[_id == $id && !(_id in path("drafts.**"))][0]`;

/** The index's one large query may take longer than a page's reads (a whole dataset from Sanity). */
const SEARCH_INDEX_TIMEOUT_MS = 30_000;

export interface ContentServiceDeps {
  config: Config;
  logger: Logger;
  /** Replaces the source config picks (tests). */
  source?: ContentSource;
  cache?: Omit<CacheOptions, 'logger'>;
}


export interface ContentServiceWithImages extends ContentService, ContentSearch {
  /** Image URL settings pages need in the browser (also part of RootData). */
  readonly images: ImageConfig;
  /** A published-content query through the content cache ($now added when used); feeds and sitemaps use it. */
  query<T>(groq: string, params?: QueryParams): Promise<T>;
  /** Some cached answer carried Sanity sync tags: live events can purge by them (server/content/live.ts). */
  syncTagged(): boolean;
  /** The full-text search index (server/content/search): warm it at start, read its figures. */
  readonly searchIndex: SearchIndexService;
}

/** Where image URLs point: Sanity's CDN (or the mirror), or this app's own image route. */
export function imageConfigFor(config: Config): ImageConfig {
  if (config.CONTENT_SOURCE === 'sanity' && config.SANITY_PROJECT_ID) {
    return {
      projectId: config.SANITY_PROJECT_ID,
      dataset: config.SANITY_DATASET,
      baseUrl: 'https://cdn.sanity.io',
      mirrorHost: config.IMAGE_MIRROR_HOST,
    };
  }
  return { projectId: 'local', dataset: SANITY_DATASET, baseUrl: '' };
}

export function createSourceFromConfig(config: Config): ContentSource {
  if (config.CONTENT_SOURCE === 'sanity' && config.SANITY_PROJECT_ID) {
    const { SANITY_PROJECT_ID: projectId } = config;
    // The Sanity client (and the packages it brings) is loaded by a server that reads from Sanity,
    // at its first read, not by every server at start (build.mjs puts it in a chunk of its own).
    const sanity = import('./sources/sanity.js').then(({ createSanitySource }) =>
      createSanitySource({
        projectId,
        dataset: config.SANITY_DATASET,
        apiVersion: config.SANITY_API_VERSION,
        token: config.SANITY_READ_TOKEN,
        apiHost: config.SANITY_API_HOST,
        timeoutMs: config.CONTENT_TIMEOUT_MS,
        studioUrl: config.SANITY_STUDIO_URL,
      }),
    );
    sanity.catch(() => undefined); // the first read reports it
    return { fetch: (query, params, options) => sanity.then((source) => source.fetch(query, params, options)) };
  }
  const location = config.DATASET_PATH ? path.resolve(config.DATASET_PATH) : config.datasetDir;
  return createLocalSource({ location });
}

export function createContentService(deps: ContentServiceDeps): ContentServiceWithImages {
  const { config, logger } = deps;
  const source = deps.source ?? createSourceFromConfig(config);
  // The timeout applies to every source (the Sanity client has its own; the local one has none).
  const timeoutMs = config.CONTENT_TIMEOUT_MS;
  const cached = createCachedSource(source, { timeoutMs, ...deps.cache, logger });
  // The search index reads the source itself (one large query, not worth a cache entry) and
  // follows the content: rebuilt each TTL window and after each publish (./search/service.ts).
  const searchIndex = createSearchIndexService({
    source,
    logger,
    ttlMs: deps.cache?.ttlMs ?? CONTENT_CACHE_TTL_MS,
    timeoutMs: Math.max(timeoutMs, SEARCH_INDEX_TIMEOUT_MS),
    waitMs: timeoutMs,
    paywall: config.flags.paywall,
    clock: deps.cache?.clock,
  });
  const images = imageConfigFor(config);

  // `stega`: a page's own data, in preview (FetchOptions.stega); never the frame's, redirects or search.
  const context = (params: RouteParams, url: URL, opts: LoadOptions, stega = false) =>
    createContentRequest({
      stega,
      source: cached,
      config,
      logger,
      params,
      url,
      preview: opts.preview,
      deadline: opts.deadline,
      search: (term, offset, types) => runSearch(searchIndex, term, offset, { preview: opts.preview, types }),
    });

  /**
   * Values derived from content that every request needs (every page's base data, the redirect
   * list) are the same for all requests, so outside preview each is derived once per TTL window
   * (./freshness.ts: no later than the query results they are made of) instead of re-normalised per
   * request. Frozen (they are shared), purged with the content cache; a failed load is not kept.
   * The load reads with the deadline of the request that starts it; a request that joins it waits
   * no longer than its own deadline (then it gets the value derived before, or a 503).
   */
  const ttlWindow = cacheWindow(deps.cache?.ttlMs ?? CONTENT_CACHE_TTL_MS, deps.cache?.clock ?? Date.now);
  /** Each memo, with the keys of what its value was made of (a purge of one of them clears it). */
  const memos: { clear(): void; keys(): EntryKeys | undefined }[] = [];
  function memoPublished<T extends object>(load: (deadline: number | undefined) => Promise<T>): (deadline: number | undefined) => Promise<T> {
    // The keys of the kept value: every answer that reuses it is keyed on them too.
    const keysOf = new WeakMap<T, EntryKeys>();
    const memo = new LRUCache<'published', T, { deadline: number | undefined }>({
      max: 1,
      ...ttlWindow.lruOptions,
      fetchMethod: async (_key, _stale, { options: set, context: { deadline } }) => {
        const ttl = ttlWindow.start();
        const { value: loaded, entry } = await collectEntryKeys(() => load(deadline));
        const value = deepFreeze(loaded);
        keysOf.set(value, entry);
        set.ttl = ttl();
        return value;
      },
    });
    memos.push({
      clear: () => memo.clear(),
      keys: () => {
        const value = memo.peek('published', { allowStale: true });
        return value && keysOf.get(value);
      },
    });
    return async (deadline) => {
      const status: LRUCache.Status<'published', T, { deadline: number | undefined }> = {};
      const loading = memo.fetch('published', { context: { deadline }, status });
      let value: T | undefined;
      try {
        value = await (status.fetch === 'inflight' ? joinWithin(loading, waitFor(timeoutMs, deadline), () => memo.peek('published', { allowStale: true })) : loading);
      } catch (err) {
        throw err instanceof ContentTimeoutError ? new ContentUnavailableError(err) : err;
      }
      if (!value) throw new Error('A derived value was not loaded');
      recordKeys(keysOf.get(value));
      return value;
    };
  }
  const loadRedirects = (opts: LoadOptions) => cached.fetch<unknown>(REDIRECTS_QUERY, {}, opts).then((raw) => RedirectsSchema.parse(raw));
  const publishedRoot = memoPublished((deadline) => loadRootData(context({}, new URL('http://root/'), { preview: false, deadline }), images));
  const publishedRedirects = memoPublished((deadline) => loadRedirects({ preview: false, deadline }));
  // Each page's data, reused while the query results it was made of are unchanged (./pages/memo.ts).
  const pageData = createPageDataMemo();

  /**
   * Every page's footer lists the RECENT_PER_SECTION newest stories of a few sections, keyed
   * `list:recent:section:<id>`: a story joining a section changes every page only when it is among
   * those newest (when it was, before, its id is on every page already). So that key is purged only
   * when the story is now one of them, per the source (on failure, kept: purging is safe).
   */
  async function footerKeys(id: string, keys: string[]): Promise<string[]> {
    const docId = id.replace(/^drafts\./, '');
    const out: string[] = [];
    for (const key of keys) {
      const section = key.startsWith(RECENT_SECTION_KEY) ? key.slice(RECENT_SECTION_KEY.length) : undefined;
      if (section === undefined) {
        out.push(key);
        continue;
      }
      try {
        const rows = await fetchWithin<{ _id: string }[] | null>(source, RECENT_ARTICLE_IDS_QUERY, { sectionIds: [decodeURIComponent(section)], now: nowParam(false) }, false, timeoutMs);
        if ((rows ?? []).slice(0, RECENT_PER_SECTION).some((r) => r._id === docId)) out.push(key);
      } catch {
        out.push(key);
      }
    }
    return out;
  }

  return {
    images,
    loadRoot(opts: LoadOptions): Promise<RootData> {
      if (!opts.preview) return publishedRoot(opts.deadline);
      return loadRootData(context({}, new URL('http://root/'), opts), images);
    },
    loadPage<K extends PageId>(id: K, params: RouteParams, url: URL, opts: LoadOptions): Promise<PageDataMap[K]> {
      return pageData.load(id, loaders[id] as Loader<K>, context(params, url, opts, opts.preview));
    },
    query<T>(groq: string, params: QueryParams = {}): Promise<T> {
      return context({}, new URL('http://query/'), { preview: false }).query<T>(groq, params);
    },
    redirects(opts: LoadOptions) {
      return opts.preview ? loadRedirects(opts) : publishedRedirects(opts.deadline);
    },
    searchIndex,
    syncTagged: () => cached.syncTagged,
    search(term, offset, opts) {
      return runSearch(searchIndex, term, offset, opts);
    },
    searchIndexReady() {
      return searchIndex.ready();
    },
    legacyLookup(pathname: string, opts: LoadOptions) {
      return lookupLegacyPath(context({}, new URL(pathname, 'http://legacy/'), opts), pathname);
    },
    async ping() {
      try {
        // Straight to the source (a cached answer says nothing of it), no longer than a read waits.
        await fetchWithin<number>(source, PING_QUERY, {}, false, timeoutMs);
      } catch (err) {
        throw new ContentUnavailableError(err);
      }
    },
    purge(documentId?: string, keys?: readonly string[]) {
      const everything = !keys || keys.includes(ALL_KEY);
      cached.purge(everything ? undefined : keys);
      searchIndex.refresh(documentId).catch((err: unknown) => logger.warn({ err, documentId }, 'search index refresh after a purge failed; the previous index answers'));
      const purged = new Set(keys);
      for (const memo of memos) {
        const kept = memo.keys();
        const hit = !kept || [...kept.keys].some((k) => purged.has(k)) || [...kept.ids.keys()].some((id) => purged.has(keyPart(id)));
        if (everything || hit) memo.clear();
      }
      // Page data is checked against the content cache's result objects on every reuse (./pages/memo.ts):
      // what a purge dropped there is read again, and the data made again. Only everything clears it.
      if (everything) pageData.clear();
    },
    async changeKeys(id: string, body: unknown, operation?: string) {
      const sent = body !== null && typeof body === 'object' ? (body as ChangedDocument) : undefined;
      // Where the document sat before: the search index's row, read before its refresh replaces it.
      const previous = searchIndex.row(id) as PreviousRow | undefined;
      // A whole document (Sanity's default webhook body) has its revision; a projection is read again.
      let doc = sent && typeof sent._type === 'string' && typeof sent._rev === 'string' ? sent : undefined;
      if (!doc && operation !== 'delete') {
        try {
          doc = (await fetchWithin<ChangedDocument | null>(source, CHANGED_DOCUMENT_QUERY, { id: id.replace(/^drafts\./, '') }, false, timeoutMs)) ?? undefined;
        } catch (err) {
          logger.warn({ err, documentId: id }, 'publish: the changed document could not be read; purging everything');
          return { all: true, keys: [ALL_KEY] };
        }
      }
      // Gone (deleted, unpublished) or not read: what the webhook sent, if it names a type at least.
      if (!doc && sent && typeof sent._type === 'string') doc = sent;
      const change = changeKeys(id, doc, previous, operation);
      return change.all ? change : { all: false, keys: await footerKeys(id, change.keys) };
    },
  };
}
