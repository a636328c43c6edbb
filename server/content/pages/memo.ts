/**
 * Page data reused while its content is unchanged. Outside preview a page loader is a pure function
 * of its page id, params and URL and of the query results it reads, and the content cache hands out
 * the very same result object for a query until it fetches it again (a new TTL window, a purge).
 * So when every query a page's loader read last time still answers with the same object, the
 * loader would build the same data: that data is returned instead of normalising (zod, image
 * fields, summaries) again on every uncached render. The data is deep-frozen, since every render
 * shares it, which also lets the render serialise its hydration JSON once (server/render/serialize.ts).
 *
 * Only clean runs are kept: a loader that threw (not found, redirect, content down), logged a
 * warning or an error, or used the title search (its own cache, not recorded) runs again next time.
 */
import { LRUCache } from 'lru-cache';
import type { PageId, RouteParams } from '../../../shared/pages.js';
import type { QueryParams } from '../source.js';
import type { ContentRequest, Loader } from './context.js';

/** Most pages whose data is kept. */
export const PAGE_DATA_MEMO_MAX_ENTRIES = 1000;
/**
 * And at most this much of them as JSON characters: the data is mostly its own (parsed) objects,
 * not the content cache's, so it counts against the memory bar (design §8: 300 MB RSS).
 */
export const PAGE_DATA_MEMO_MAX_BYTES = 8 * 1024 * 1024;

interface Read {
  query: string;
  params: QueryParams;
  value: unknown;
}

interface Entry {
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

function keyOf(id: PageId, params: RouteParams, url: URL): string {
  const keyed = Object.keys(params)
    .sort()
    .map((k) => [k, params[k]]);
  return `${id}\n${url.pathname}${url.search}\n${JSON.stringify(keyed)}`;
}

export interface PageDataMemo {
  load<K extends PageId>(id: K, loader: Loader<K>, ctx: ContentRequest): ReturnType<Loader<K>>;
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

  /** The same queries again (content cache hits): did each answer with the object read last time? */
  async function unchanged(ctx: ContentRequest, reads: Read[]): Promise<boolean> {
    const values = await Promise.all(reads.map((r) => ctx.query<unknown>(r.query, r.params)));
    return values.every((v, i) => v === reads[i].value);
  }

  async function run<K extends PageId>(key: string, loader: Loader<K>, ctx: ContentRequest) {
    const reads: Read[] = [];
    let clean = true;
    const taint = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A): R => {
      clean = false;
      return fn(...args);
    };
    const recording: ContentRequest = {
      ...ctx,
      logger: { info: ctx.logger.info.bind(ctx.logger), warn: taint(ctx.logger.warn.bind(ctx.logger)), error: taint(ctx.logger.error.bind(ctx.logger)) },
      search: taint(ctx.search),
      async query<T>(query: string, params: QueryParams = {}): Promise<T> {
        const value = await ctx.query<T>(query, params);
        reads.push({ query, params, value });
        return value;
      },
    };
    const data = deepFreeze(await loader(recording));
    if (clean && data !== null && typeof data === 'object') entries.set(key, { reads, data });
    return data;
  }

  return {
    async load<K extends PageId>(id: K, loader: Loader<K>, ctx: ContentRequest) {
      if (ctx.preview) return loader(ctx);
      const key = keyOf(id, ctx.params, ctx.url);
      const entry = entries.get(key);
      if (entry && (await unchanged(ctx, entry.reads))) return entry.data as Awaited<ReturnType<Loader<K>>>;
      return run(key, loader, ctx);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  } as PageDataMemo;
}
