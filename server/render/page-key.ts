/**
 * The page cache key of a URL: its path and only the query parameters its page reads
 * (shared/page-query.ts). The server renders that URL, so one cached copy is right for every
 * variant; the parameters it drops go back onto a redirect, which has always kept the query.
 */
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../client/routes.js';
import { keptQuery } from '../../shared/page-query.js';

export interface PageKey {
  /** Path plus the kept query: the cache key, and the URL rendered. */
  target: string;
  /** The request's other parameters (`a=1&b=2`, '' when none). */
  dropped: string;
}

export type PageKeyFor = (url: URL) => PageKey;

/** Paths whose route handle is remembered (a bounded LRU: paths are reader input). */
const HANDLE_CACHE_MAX = 2000;

export function createPageKeys(routes: RouteObject[]): PageKeyFor {
  // React Router's matchRoutes flattens and ranks the whole route tree on every call (a third
  // of a millisecond here); a path's handle never changes, so each path is matched once.
  const handles = new LRUCache<string, { handle: RouteHandle | undefined }>({ max: HANDLE_CACHE_MAX });
  const handleOf = (pathname: string): RouteHandle | undefined => {
    let entry = handles.get(pathname);
    if (!entry) {
      const matches = matchRoutes(routes, pathname) ?? [];
      entry = { handle: matches[matches.length - 1]?.route.handle as RouteHandle | undefined };
      handles.set(pathname, entry);
    }
    return entry.handle;
  };
  return (url) => {
    // Most requests have no query: no route match needed.
    if (!url.search) return { target: url.pathname, dropped: '' };
    const handle = handleOf(url.pathname);
    const kept = keptQuery(handle?.query ?? handle?.page, url);
    const keptNames = new Set(new URLSearchParams(kept).keys());
    const dropped = new URLSearchParams([...url.searchParams].filter(([name]) => !keptNames.has(name)));
    return { target: url.pathname + kept, dropped: dropped.toString() };
  };
}

/** `location` with the dropped parameters put back, for a redirect on this site. */
export function withDropped(location: string, dropped: string): string {
  if (!dropped || !location.startsWith('/') || location.startsWith('//')) return location;
  return `${location}${location.includes('?') ? '&' : '?'}${dropped}`;
}

/** The absolute URL of `key` on `url`'s origin ('//x' stays a path, as in requestUrl). */
export function keyUrl(url: URL, key: PageKey): URL {
  return new URL(`${url.origin}${key.target}`);
}
