import { jest } from '@jest/globals';
import type { Options } from 'express-rate-limit';
import { BoundedMemoryStore } from '../../../server/accounts/rate-limit.js';

describe('BoundedMemoryStore', () => {
  const store = (maxKeys: number, windowMs = 1000) => {
    const s = new BoundedMemoryStore(maxKeys);
    s.init({ windowMs } as Options);
    return s;
  };

  it('counts hits per key within a window', async () => {
    const s = store(10);
    expect((await s.increment('a')).totalHits).toBe(1);
    expect((await s.increment('a')).totalHits).toBe(2);
    expect((await s.increment('b')).totalHits).toBe(1);
    await s.decrement('a');
    expect((await s.get('a'))?.totalHits).toBe(1);
    await s.resetKey('a');
    expect(await s.get('a')).toBeUndefined();
  });

  it('never holds more than maxKeys keys', async () => {
    const s = store(3);
    for (const k of ['a', 'b', 'c', 'd', 'e']) await s.increment(k);
    const held = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((k) => s.get(k)));
    expect(held.filter(Boolean)).toHaveLength(3);
    expect(await s.get('a')).toBeUndefined();
  });

  it('starts a new window once the old one is over', async () => {
    jest.useFakeTimers();
    try {
      const s = store(10, 1000);
      await s.increment('a');
      await s.increment('a');
      jest.advanceTimersByTime(1001);
      expect(await s.get('a')).toBeUndefined();
      expect((await s.increment('a')).totalHits).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
