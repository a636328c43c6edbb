/**
 * One clock for every cache layer (docs/decisions/content-cache-ttl-windows.md): a content change
 * shows everywhere within the content TTL. Were each layer to count its TTL from when it read the
 * layer below (a page cached from a frame derived from query results), the TTLs would stack to
 * about three. Instead every entry, in whichever layer, expires at the end of the TTL window of the
 * clock in which its work started: anything read in one window was fetched in that window, and is
 * gone when it ends.
 */

/**
 * The lru-cache `ttl` of a value whose work started at `startedAt`, stored at `now`: lru-cache
 * calls an entry stale once more than `ttl` ms have passed, and the window's end is already out.
 * At least 1 ms, since 0 would mean forever.
 */
export function ttlLeft(startedAt: number, now: number, windowMs: number): number {
  const end = windowMs > 0 ? (Math.floor(startedAt / windowMs) + 1) * windowMs : startedAt;
  return Math.max(1, end - now - 1);
}

export interface CacheWindow {
  /** Options every layer's LRUCache takes: the window's clock, and no stored result kept across a purge. */
  readonly lruOptions: {
    ttl: number;
    perf: { now(): number };
    ttlResolution: number;
    ignoreFetchAbort: boolean;
  };
  /** Call when a fetch starts; what it returns gives the `ttl` to store that fetch's result with. */
  start(): () => number;
}

export function cacheWindow(windowMs: number, clock: () => number): CacheWindow {
  return {
    lruOptions: {
      ttl: Math.max(1, windowMs),
      // lru-cache takes a start time of 0 for "no TTL", and a test clock may well read 0:
      // counting from 1 keeps every duration the same.
      perf: { now: () => clock() + 1 },
      // Staleness is read from the clock on every lookup, not from a copy kept for a millisecond.
      ttlResolution: 0,
      // A purge (publish webhook) during a fetch: its callers still get the answer; the cache does not keep it.
      ignoreFetchAbort: true,
    },
    start() {
      const startedAt = clock();
      return () => ttlLeft(startedAt, clock(), windowMs);
    },
  };
}
