/**
 * Which cache entries carry which surrogate key (docs/decisions/edge-cache.md): the content cache
 * and the page cache each keep one beside their LRUCache, so a purge of a few keys deletes only
 * the entries built from them. Not a cache itself: it holds only the names of entries the cache
 * holds, added when an entry is stored and removed when the cache lets it go (lru-cache's
 * `dispose`), so it is bounded by the cache's own bounds.
 */
export class KeyIndex {
  private readonly byKey = new Map<string, Set<string>>();
  private readonly byEntry = new Map<string, readonly string[]>();

  /** `entry` is (now) stored with `keys`: replaces what it was stored with before. */
  set(entry: string, keys: readonly string[]): void {
    this.delete(entry);
    this.byEntry.set(entry, keys);
    for (const key of keys) {
      let entries = this.byKey.get(key);
      if (!entries) this.byKey.set(key, (entries = new Set()));
      entries.add(entry);
    }
  }

  /** `entry` left the cache. */
  delete(entry: string): void {
    const keys = this.byEntry.get(entry);
    if (!keys) return;
    this.byEntry.delete(entry);
    for (const key of keys) {
      const entries = this.byKey.get(key);
      entries?.delete(entry);
      if (entries?.size === 0) this.byKey.delete(key);
    }
  }

  /** The entries stored with any of `keys`. */
  entriesOf(keys: Iterable<string>): Set<string> {
    const out = new Set<string>();
    for (const key of keys) for (const entry of this.byKey.get(key) ?? []) out.add(entry);
    return out;
  }

  /** The keys `entry` was stored with. */
  keysOf(entry: string): readonly string[] | undefined {
    return this.byEntry.get(entry);
  }

  clear(): void {
    this.byKey.clear();
    this.byEntry.clear();
  }

  get size(): number {
    return this.byEntry.size;
  }
}
