/**
 * CONTENT_TIMEOUT_MS in the content cache: a hanging source fails fast, stale first, and never
 * sticks; the reads of one request share one timeout (its deadline), and a read that stops waiting
 * cancels the source's request.
 */
import { ContentTimeoutError, createCachedSource } from '../../../server/content/cache.js';
import type { ContentSource, FetchOptions } from '../../../server/content/source.js';
import { ContentUnavailableError } from '../../../shared/page-errors.js';

function source() {
  const state = { hang: false, calls: 0, signals: [] as Array<AbortSignal | undefined> };
  const s: ContentSource = {
    fetch<T>(_query: string, _params: unknown, { signal }: FetchOptions) {
      state.calls++;
      state.signals.push(signal);
      return state.hang ? new Promise<T>(() => undefined) : Promise.resolve({ ok: state.calls } as T);
    },
  };
  return { s, state };
}

const PUBLIC = { preview: false };

describe('content timeout', () => {
  it('turns a hanging fetch into ContentUnavailableError after timeoutMs, and the next call tries again', async () => {
    const { s, state } = source();
    state.hang = true;
    const cache = createCachedSource(s, { timeoutMs: 30 });
    const started = performance.now();
    const err = await cache.fetch('q', {}, PUBLIC).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentUnavailableError);
    expect((err as Error).cause).toBeInstanceOf(ContentTimeoutError);
    expect(performance.now() - started).toBeLessThan(1000);
    state.hang = false;
    expect(await cache.fetch('q', {}, PUBLIC)).toEqual({ ok: 2 });
  });

  it('serves the stale entry when the refresh times out', async () => {
    const { s, state } = source();
    let now = 0;
    const cache = createCachedSource(s, { timeoutMs: 30, ttlMs: 10, clock: () => now });
    const first = await cache.fetch('q', {}, PUBLIC);
    now = 100;
    state.hang = true;
    expect(await cache.fetch('q', {}, PUBLIC)).toBe(first);
  });

  it('times out preview reads too', async () => {
    const { s, state } = source();
    state.hang = true;
    const cache = createCachedSource(s, { timeoutMs: 30 });
    await expect(cache.fetch('q', {}, { preview: true })).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('without timeoutMs a slow source is simply awaited', async () => {
    const slow: ContentSource = { fetch: <T>() => new Promise<T>((r) => setTimeout(() => r(1 as T), 50)) };
    expect(await createCachedSource(slow).fetch('q', {}, PUBLIC)).toBe(1);
  });

  it('aborts the source request of a read that timed out', async () => {
    const { s, state } = source();
    state.hang = true;
    await expect(createCachedSource(s, { timeoutMs: 30 }).fetch('q', {}, PUBLIC)).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(state.signals[0]?.aborted).toBe(true);
    expect(state.signals[0]?.reason).toBeInstanceOf(ContentTimeoutError);
  });

  it('reads that share a deadline wait one timeout in all: a later read with no time left does not ask the source', async () => {
    const { s, state } = source();
    state.hang = true;
    const cache = createCachedSource(s, { timeoutMs: 200 });
    const started = performance.now();
    const request = { preview: false, deadline: started + 200 };
    await expect(cache.fetch('redirects', {}, request)).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(cache.fetch('page', {}, request)).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(cache.fetch('page', {}, { preview: true, deadline: request.deadline })).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(performance.now() - started).toBeLessThan(380);
    expect(state.calls).toBe(1);
  });

  it('a read past its deadline gets the stale entry at once', async () => {
    const { s, state } = source();
    let now = 0;
    const cache = createCachedSource(s, { timeoutMs: 5000, ttlMs: 10, clock: () => now });
    const first = await cache.fetch('q', {}, PUBLIC);
    now = 100;
    state.hang = true;
    const started = performance.now();
    expect(await cache.fetch('q', {}, { preview: false, deadline: started - 1 })).toBe(first);
    expect(performance.now() - started).toBeLessThan(100);
    expect(state.calls).toBe(1);
  });

  it("a read that joins another request's source call waits no longer than its own deadline", async () => {
    const { s, state } = source();
    let now = 0;
    const cache = createCachedSource(s, { timeoutMs: 5000, ttlMs: 10, clock: () => now });
    state.hang = true;
    // Nothing kept: the joining read gives up with a 503 at its deadline (the first read waits on).
    void cache.fetch('fresh', {}, PUBLIC).catch(() => undefined);
    let started = performance.now();
    await expect(cache.fetch('fresh', {}, { preview: false, deadline: started + 50 })).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(performance.now() - started).toBeLessThan(1000);
    // Kept from before: the joining read gets it at its deadline.
    state.hang = false;
    const kept = await cache.fetch('kept', {}, PUBLIC);
    now = 100;
    state.hang = true;
    void cache.fetch('kept', {}, PUBLIC);
    started = performance.now();
    expect(await cache.fetch('kept', {}, { preview: false, deadline: started + 50 })).toBe(kept);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
