import { jest } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import type { Options } from 'express-rate-limit';
import { BoundedMemoryStore, perEmailLimit, DEFAULT_RATE_LIMITS } from '../../../server/http/rate-limit.js';
import { statusOf } from '../../../server/http/error-handler.js';

describe('BoundedMemoryStore', () => {
  const store = (maxKeys: number, windowMs = 1000, buckets?: number) => {
    const s = new BoundedMemoryStore(maxKeys, buckets);
    s.init({ windowMs } as Options);
    return s;
  };
  const hits = async (s: BoundedMemoryStore, key: string) => (await s.get(key))?.totalHits;
  afterEach(() => jest.useRealTimers());

  it('counts hits per key within a window', async () => {
    const s = store(10);
    expect((await s.increment('a')).totalHits).toBe(1);
    expect((await s.increment('a')).totalHits).toBe(2);
    expect((await s.increment('b')).totalHits).toBe(1);
    await s.decrement('a');
    expect(await hits(s, 'a')).toBe(1);
    await s.resetKey('a');
    expect(await s.get('a')).toBeUndefined();
    expect((await s.increment('a')).totalHits).toBe(1);
  });

  it('a flood of other keys cannot push a counted key out or lower its count', async () => {
    const s = store(100, 60_000);
    for (let i = 0; i < 7; i++) await s.increment('victim');
    for (let i = 0; i < 100 * 5; i++) {
      await s.increment(`flood-${i}`);
      expect(s.size).toBeLessThanOrEqual(100);
    }
    expect(await hits(s, 'victim')).toBe(7);
    // It goes on counting exactly: a decrement and a reset still reach it.
    expect((await s.increment('victim')).totalHits).toBe(8);
    await s.decrement('victim');
    expect(await hits(s, 'victim')).toBe(7);
  });

  it('a limiter on a flooded store still refuses the counted key at its limit', async () => {
    const app = express();
    app.use(express.json());
    app.post(
      '/login',
      perEmailLimit({ ...DEFAULT_RATE_LIMITS, perEmail: 5, maxKeys: 20 }, { name: 'login:email', stores: () => new BoundedMemoryStore(20) }),
      (_req, res) => {
        res.status(401).end();
      },
    );
    app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(statusOf(err) ?? 500).end();
    });
    const attempt = (email: string) => request(app).post('/login').send({ email });
    for (let i = 0; i < 4; i++) await attempt('victim@example.com').expect(401);
    for (let i = 0; i < 200; i++) await attempt(`flood-${i}@example.com`);
    await attempt('victim@example.com').expect(401);
    await attempt('victim@example.com').expect(429);
  });

  it('never holds more than maxKeys exact counters; new keys past that are counted in shared buckets', async () => {
    const s = store(3, 1000, 1);
    for (const k of ['a', 'b', 'c']) await s.increment(k);
    expect(s.size).toBe(3);
    // One bucket: every key past the third shares one count, which only ever grows.
    expect((await s.increment('d')).totalHits).toBe(1);
    expect((await s.increment('e')).totalHits).toBe(2);
    expect(await hits(s, 'f')).toBe(2);
    expect(s.size).toBe(3);
    expect(await hits(s, 'a')).toBe(1);
    // A key in the buckets is never decremented or reset by one key: that could lower another's count.
    await s.decrement('d');
    await s.resetKey('d');
    expect(await hits(s, 'e')).toBe(2);
  });

  it('a key counted in the buckets keeps counting there until their window ends, even when slots free up', async () => {
    jest.useFakeTimers();
    const s = store(2, 1000, 1);
    await s.increment('a');
    jest.advanceTimersByTime(500);
    await s.increment('b');
    await s.increment('c'); // full: bucket window from now until +1000
    await s.increment('c');
    jest.advanceTimersByTime(501); // a's window has ended, its slot is freed by the next increment
    expect((await s.increment('c')).totalHits).toBe(3);
    expect(s.size).toBe(1);
    jest.advanceTimersByTime(500); // the bucket window is over: c starts afresh, exactly
    expect(await s.get('c')).toBeUndefined();
    expect((await s.increment('c')).totalHits).toBe(1);
    expect(s.size).toBe(1);
  });

  it('frees ended windows and reuses their slots', async () => {
    jest.useFakeTimers();
    const s = store(3, 1000);
    for (const k of ['a', 'b', 'c']) await s.increment(k);
    jest.advanceTimersByTime(1001);
    for (const k of ['d', 'e', 'f']) expect((await s.increment(k)).totalHits).toBe(1);
    expect(s.size).toBe(3);
    for (const k of ['a', 'b', 'c']) expect(await s.get(k)).toBeUndefined();
    // All three of d, e, f are exact: each has its own count.
    expect((await s.increment('d')).totalHits).toBe(2);
    expect(await hits(s, 'e')).toBe(1);
    // And an ended window is dropped even when the store is not full.
    jest.advanceTimersByTime(1001);
    await s.increment('g');
    expect(s.size).toBe(1);
  });

  it('starts a new window once the old one is over', async () => {
    jest.useFakeTimers();
    const s = store(10, 1000);
    await s.increment('a');
    await s.increment('a');
    jest.advanceTimersByTime(1001);
    expect(await s.get('a')).toBeUndefined();
    expect((await s.increment('a')).totalHits).toBe(1);
  });

  it('resetKey clears a counted key, and resetAll everything', async () => {
    const s = store(2, 60_000, 1);
    await s.increment('a');
    await s.increment('a');
    await s.resetKey('a');
    expect(await s.get('a')).toBeUndefined();
    expect((await s.increment('a')).totalHits).toBe(1);
    await s.increment('b');
    await s.increment('c'); // in the bucket
    await s.resetAll();
    expect(s.size).toBe(0);
    for (const k of ['a', 'b', 'c']) expect(await s.get(k)).toBeUndefined();
    for (const k of ['x', 'y']) expect((await s.increment(k)).totalHits).toBe(1);
    expect(s.size).toBe(2);
  });

  it('spreads new keys over the buckets with a per-process secret', async () => {
    const a = store(0, 60_000, 64);
    const b = store(0, 60_000, 64);
    const keys = Array.from({ length: 64 }, (_, i) => `k${i}`);
    for (const k of keys) {
      await a.increment(k);
      await b.increment(k);
    }
    const shared = async (s: BoundedMemoryStore) => (await Promise.all(keys.map((k) => hits(s, k)))).map((n) => (n ?? 0) > 1);
    // 64 keys over 64 buckets: many share one, but not all; two stores (processes) pair them differently.
    const inA = await shared(a);
    expect(inA.filter(Boolean).length).toBeLessThan(64);
    expect(await shared(b)).not.toEqual(inA);
  });
});
