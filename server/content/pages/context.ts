/** What every page loader gets, and the helpers they share (not-found, lists, content errors). */
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { PageId, RouteParams } from '../../../shared/pages.js';
import type { PageDataMap } from '../../../shared/content/pages.js';
import { NotFoundError, RedirectError } from '../../../shared/page-errors.js';
import { pageBounds, pageParam, paginate, type Paginated } from '../../../shared/content/pagination.js';
import type { ContentSource, QueryParams } from '../source.js';
import { nowParam } from '../time.js';
import type { SearchResults } from '../search-results.js';
import type { SearchResultType } from '../../../shared/search-terms.js';

/** One page's request to the content layer: its params and URL, preview, `$now`, and the query runner. */
export interface ContentRequest {
  params: RouteParams;
  url: URL;
  preview: boolean;
  /** When the request stops waiting for content (FetchOptions.deadline). */
  deadline?: number;
  /** `$now` of release gating: the current time, or PREVIEW_DATE in preview. */
  now: string;
  config: Config;
  logger: Pick<Logger, 'warn' | 'info' | 'error'>;
  /** Runs a query; `$now` is added when the query uses it. */
  query<T>(query: string, params?: QueryParams): Promise<T>;
  /** Site search (server/content/search-results.ts), for the /search page's first page. */
  search(term: string, offset: number, types?: readonly SearchResultType[]): Promise<SearchResults>;
}

/** Marks a loader's result as one the page data memo must not keep (./memo.ts). */
const NOT_KEPT: unique symbol = Symbol('not kept');

/** A loader's result that depends on more than its page and its queries' results, with the reason. */
export interface NotKept<T> {
  readonly [NOT_KEPT]: string;
  readonly data: T;
}

/**
 * Returns `data` marked as not to be kept by the page data memo: for data built from something the
 * memo cannot check again (a read outside `ctx.query`, such as the title search, or one that failed).
 */
export function notKept<T>(data: T, reason: string): NotKept<T> {
  return { [NOT_KEPT]: reason, data };
}

/** `result`'s data, and why it must not be kept (undefined when it may be). */
export function unwrapLoaded<T>(result: T | NotKept<T>): { data: T; notKept?: string } {
  if (result !== null && typeof result === 'object' && NOT_KEPT in result) return { data: result.data, notKept: result[NOT_KEPT] };
  return { data: result as T };
}

/** What a loader answers: its page's data, possibly marked not to be kept (notKept). */
export type Loaded<K extends PageId> = PageDataMap[K] | NotKept<PageDataMap[K]>;

export type Loader<K extends PageId> = (ctx: ContentRequest) => Promise<Loaded<K>>;

export function createContentRequest(options: {
  source: ContentSource;
  config: Config;
  logger: ContentRequest['logger'];
  params: RouteParams;
  url: URL;
  preview: boolean;
  deadline?: number;
  /** In preview, ask for stega-encoded display text (FetchOptions.stega): a page's own data. */
  stega?: boolean;
  search: ContentRequest['search'];
}): ContentRequest {
  const { source, stega, ...rest } = options;
  const fetchOptions = { preview: rest.preview, deadline: rest.deadline, ...(rest.preview && stega ? { stega: true } : {}) };
  const now = nowParam(rest.preview);
  return {
    ...rest,
    now,
    query<T>(query: string, params: QueryParams = {}) {
      const withNow = query.includes('$now') && !('now' in params) ? { ...params, now } : params;
      return source.fetch<T>(query, withNow, fetchOptions);
    },
  };
}

/** Logs the not-found case (a warning, as for every missing page) and returns the error to throw. */
export function notFound(ctx: ContentRequest, what: string): NotFoundError {
  ctx.logger.warn({ path: ctx.url.pathname, what }, `not found: ${what}`);
  return new NotFoundError(what);
}

/** A permanent redirect that keeps the query string. */
export function redirectTo(ctx: ContentRequest, pathname: string): RedirectError {
  return new RedirectError(pathname + ctx.url.search, 301);
}

/** A required route param (the route table guarantees it; a missing one is simply not found). */
export function param(ctx: ContentRequest, name: string): string {
  const value = ctx.params[name];
  if (!value) throw notFound(ctx, `route param ${name}`);
  return value;
}

/**
 * Parses a document with a zod schema (the frame's global settings, whose links are untrusted:
 * server/content/root.ts); a broken document is a content error (500), with context.
 */
export function parseDocument<S extends z.ZodType>(schema: S, raw: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Could not parse ${what}: ${issues}`);
}

/** A document its normaliser refused: it lacks `field`, which its page cannot do without. A content error (500). */
export function documentError(what: string, field: string): Error {
  return new Error(`Could not parse ${what}: missing ${field}`);
}

/** One page (from `?page=N`) of a `{items, total}` list query, its items normalised by `normalise`. */
export async function loadList<R, T>(
  ctx: ContentRequest,
  query: string,
  params: QueryParams,
  normalise: (items: readonly (R | null)[]) => T[],
): Promise<Paginated<T>> {
  const page = pageParam(ctx.url);
  const raw = await ctx.query<{ items: (R | null)[] | null; total: number } | null>(query, { ...params, ...pageBounds(page) });
  return paginate(normalise(raw?.items ?? []), raw?.total ?? 0, page);
}
