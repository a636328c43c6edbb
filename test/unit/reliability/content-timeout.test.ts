/** CONTENT_TIMEOUT_MS in the content cache: a hanging source fails fast, stale first, and never sticks. */
import { ContentTimeoutError, createCachedSource } from '../../../server/content/cache.js';
import type { ContentSource } from '../../../server/content/source.js';
import { ContentUnavailableError } from '../../../shared/page-errors.js';

function source() {
  const state = { hang: false, calls: 0 };
  const s: ContentSource = {
    fetch<T>() {
      state.calls++;
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
});
