import { jest } from '@jest/globals';
import { cacheKey, createCachedSource } from '../../../server/content/cache.js';
import type { ContentSource, QueryParams } from '../../../server/content/source.js';
import { ContentUnavailableError } from '../../../shared/page-errors.js';

/** A source that counts calls, answers after a tick, and can be switched to failing. */
function fakeSource() {
  const state = { calls: 0, failing: false, previewCalls: 0 };
  const source: ContentSource = {
    async fetch<T>(query: string, params: QueryParams, { preview }: { preview: boolean }) {
      if (preview) state.previewCalls++;
      else state.calls++;
      await new Promise((r) => setTimeout(r, 5));
      if (state.failing) throw new Error('source down');
      return { query, params, n: state.calls } as T;
    },
  };
  return { source, state };
}

const PUBLIC = { preview: false };

describe('content cache', () => {
  it('serves a second identical request without reaching the source', async () => {
    const { source, state } = fakeSource();
    const cache = createCachedSource(source);
    const first = await cache.fetch('*[_type == $t]', { t: 'a' }, PUBLIC);
    const second = await cache.fetch('*[_type == $t]', { t: 'a' }, PUBLIC);
    expect(second).toBe(first);
    expect(state.calls).toBe(1);
    await cache.fetch('*[_type == $t]', { t: 'b' }, PUBLIC);
    expect(state.calls).toBe(2);
  });

  it('makes one source call for ten concurrent misses', async () => {
    const { source, state } = fakeSource();
    const cache = createCachedSource(source);
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.fetch('q', {}, PUBLIC)));
    expect(state.calls).toBe(1);
    expect(new Set(results).size).toBe(1);
  });

  it('refetches after the TTL', async () => {
    let now = 0;
    const { source, state } = fakeSource();
    const cache = createCachedSource(source, { ttlMs: 300_000, clock: () => now });
    await cache.fetch('q', {}, PUBLIC);
    now = 299_999;
    await cache.fetch('q', {}, PUBLIC);
    expect(state.calls).toBe(1);
    now = 300_000;
    await cache.fetch('q', {}, PUBLIC);
    expect(state.calls).toBe(2);
  });

  it('serves a stale entry when the source fails, and fails fast with ContentUnavailableError otherwise', async () => {
    let now = 0;
    const { source, state } = fakeSource();
    const warn = jest.fn();
    const cache = createCachedSource(source, { clock: () => now, logger: { warn } });
    const cached = await cache.fetch('q', {}, PUBLIC);
    now = 10 * 300_000; // long expired
    state.failing = true;
    await expect(cache.fetch('q', {}, PUBLIC)).resolves.toBe(cached);
    expect(warn).toHaveBeenCalled();

    const started = Date.now();
    const error = await cache.fetch('other', {}, PUBLIC).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('bypasses the cache in preview', async () => {
    const { source, state } = fakeSource();
    const cache = createCachedSource(source);
    await cache.fetch('q', {}, { preview: true });
    await cache.fetch('q', {}, { preview: true });
    expect(state.previewCalls).toBe(2);
    expect(cache.size).toBe(0);
    state.failing = true;
    await expect(cache.fetch('q', {}, { preview: true })).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('is bounded in size, and purge empties it', async () => {
    const { source } = fakeSource();
    const cache = createCachedSource(source, { max: 3 });
    for (let i = 0; i < 10; i++) await cache.fetch(`q${i}`, {}, PUBLIC);
    expect(cache.size).toBe(3);
    cache.purge();
    expect(cache.size).toBe(0);
  });

  it('keys on query and params, but not on the clock params', () => {
    expect(cacheKey('q', { a: 1, b: 2 })).toBe(cacheKey('q', { b: 2, a: 1 }));
    expect(cacheKey('q', { a: 1 })).not.toBe(cacheKey('q', { a: 2 }));
    expect(cacheKey('q', { a: 1, now: 'x', since: 'y' })).toBe(cacheKey('q', { a: 1, now: 'z' }));
  });
});
