/**
 * One clock for every cache layer (spec §9: a content change shows everywhere within the content
 * TTL). Were each layer to count its TTL from when it read the layer below (a page cached from a
 * frame derived from query results), the TTLs would stack to about three. Instead every entry, in
 * whichever layer, expires at the end of the TTL window of the clock in which its work started:
 * anything read in one window was fetched in that window, and is gone when it ends.
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

/**
 * `clock` as lru-cache's `perf`. lru-cache takes a start time of 0 for "no TTL", and an injected
 * test clock may well read 0: counting from 1 keeps every duration the same.
 */
export function lruClock(clock: () => number): { now(): number } {
  return { now: () => clock() + 1 };
}
