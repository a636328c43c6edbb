/**
 * Page data reused while what it was made of is unchanged, instead of normalising it again (image
 * fields, summaries, lists) on every uncached render.
 *
 * What a page's data depends on, all of it, and so what it is kept under:
 * - its page: the page id, the route params, the path, and the query parameters that page reads
 *   (shared/page-query.ts: `?page=` of lists, `?q=` of search; any other parameter is ignored by
 *   the loader, so it is left out here too). These make the entry's key (`pageKey`).
 * - its content: every query the loader ran, with its params, and the result it got. The content
 *   cache hands out the very same result object for a query until it fetches it again (a new TTL
 *   window, a purge), so a result object stands for one version of that content. The entry keeps
 *   them (`reads`), and a lookup runs the same queries again (content cache hits): the entry is
 *   used only when each answers with the object read last time.
 * - the service's config (feature flags, the paywall): fixed for the memo's lifetime, as there is
 *   one memo per content service.
 * Preview is never kept (its content is read afresh each time, with another `$now`).
 *
 * What is not kept is decided by the loader's result alone: a loader that threw (not found,
 * redirect, content down) leaves nothing, and a loader whose data depends on something else (the
 * title search, with its own cache) returns it marked `notKept(data, reason)` (./context.ts).
 * Logging plays no part: a loader may log what it likes without changing what is kept.
 *
 * Kept data is deep-frozen, since every render shares it; being frozen, it also lets the render
 * serialise its hydration JSON and build its image URLs once (server/render/serialize.ts,
 * shared/images.ts), which likewise hold for as long as the same object is handed out.
 *
 * Bounded by count (PAGE_DATA_MEMO_MAX_ENTRIES) and by size as JSON (PAGE_DATA_MEMO_MAX_BYTES),
 * measured once when an entry is stored.
 */
import { LRUCache } from 'lru-cache';
import type { PageId, RouteParams } from '../../../shared/pages.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { keptQuery } from '../../../shared/page-query.js';
import type { QueryParams } from '../source.js';
import { unwrapLoaded, type ContentRequest, type Loader } from './context.js';

/** Most pages whose data is kept. */
export const PAGE_DATA_MEMO_MAX_ENTRIES = 1000;
/**
 * And at most this much of them as JSON characters: the data is mostly its own (parsed) objects,
 * not the content cache's, so it counts against the process's memory bar (300 MB RSS).
 */
export const PAGE_DATA_MEMO_MAX_BYTES = 8 * 1024 * 1024;

/** One query a loader ran: what it asked, and the result object the content cache answered. */
interface Read {
  query: string;
  params: QueryParams;
  value: unknown;
}

interface Entry {
  /** The content the data was made of (see the file's comment). */
  reads: Read[];
  data: object;
}

/** Freezes `value` and everything it holds (shared by all renders: nothing may change it). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The page part of what a page's data depends on: id, route params, path, and the query parameters the page reads. */
export function pageKey(id: PageId, params: RouteParams, url: URL): string {
  const names = Object.keys(params).sort();
  let key = `${id}\n${url.pathname}${url.search ? keptQuery(id, url) : ''}`;
  for (const name of names) key += `\n${name}=${params[name]}`;
  return key;
}

export interface PageDataMemo {
  load<K extends PageId>(id: K, loader: Loader<K>, ctx: ContentRequest): Promise<PageDataMap[K]>;
  clear(): void;
  readonly size: number;
}

export function createPageDataMemo(options: { max?: number; maxBytes?: number } = {}): PageDataMemo {
  const entries = new LRUCache<string, Entry>({
    max: options.max ?? PAGE_DATA_MEMO_MAX_ENTRIES,
    maxSize: options.maxBytes ?? PAGE_DATA_MEMO_MAX_BYTES,
    // Measured once, when a page's data is stored (after a full loader run, which costs more).
    sizeCalculation: (entry, key) => key.length + (JSON.stringify(entry.data)?.length ?? 4),
  });

  /** The same queries again (content cache hits): does each answer with the object read last time? */
  async function unchanged(ctx: ContentRequest, reads: Read[]): Promise<boolean> {
    const values = await Promise.all(reads.map((r) => ctx.query<unknown>(r.query, r.params)));
    return values.every((v, i) => v === reads[i].value);
  }

  /** Runs the loader, recording the queries it runs, and keeps its data unless it says not to. */
  async function run<K extends PageId>(key: string, loader: Loader<K>, ctx: ContentRequest): Promise<PageDataMap[K]> {
    const reads: Read[] = [];
    const recording: ContentRequest = {
      ...ctx,
      async query<T>(query: string, params: QueryParams = {}): Promise<T> {
        const value = await ctx.query<T>(query, params);
        reads.push({ query, params, value });
        return value;
      },
    };
    const { data, notKept } = unwrapLoaded(await loader(recording));
    deepFreeze(data);
    if (notKept === undefined && data !== null && typeof data === 'object') entries.set(key, { reads, data });
    return data;
  }

  return {
    async load<K extends PageId>(id: K, loader: Loader<K>, ctx: ContentRequest): Promise<PageDataMap[K]> {
      if (ctx.preview) return unwrapLoaded(await loader(ctx)).data;
      const key = pageKey(id, ctx.params, ctx.url);
      const entry = entries.get(key);
      if (entry && (await unchanged(ctx, entry.reads))) return entry.data as PageDataMap[K];
      return run(key, loader, ctx);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
