/**
 * The limiter's bounds in time (server/limiter.ts, issue 48): a slot handed on only after a rest,
 * a task refused once it waited maxWaitMs or its caller stopped waiting. Timers are the test's own.
 */
import { createLimiter, QueueTimeoutError, type LimiterTimers } from '../../server/limiter.js';

function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: LimiterTimers = {
    setTimeout(run, ms) {
      pending.set(++next, { run, ms });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const fireAll = (ms: number) => {
    for (const [key, t] of [...pending]) {
      if (t.ms !== ms) continue;
      pending.delete(key);
      t.run();
    }
  };
  return { timers, fireAll, waits: () => [...pending.values()].map((t) => t.ms) };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('createLimiter in time', () => {
  it('hands a slot on only after restMs of rest', async () => {
    const clock = manualTimers();
    const limiter = createLimiter({ concurrency: 1, maxQueued: 4, restMs: 1, timers: clock.timers });
    const order: string[] = [];
    const a = limiter.run(async () => order.push('a'));
    const b = limiter.run(async () => order.push('b'));
    await a;
    await settle();
    expect(order).toEqual(['a']);
    expect(clock.waits()).toEqual([1]);
    clock.fireAll(1);
    await b;
    expect(order).toEqual(['a', 'b']);
  });

  it('refuses a task that waited maxWaitMs, and one whose caller stopped waiting; neither runs', async () => {
    const clock = manualTimers();
    const limiter = createLimiter({ concurrency: 1, maxQueued: 4, maxWaitMs: 900, timers: clock.timers });
    let release!: () => void;
    const running = limiter.run(() => new Promise<void>((r) => (release = r)));
    const ran: string[] = [];
    const timedOut = limiter.run(async () => ran.push('late'));
    const caller = new AbortController();
    const abandoned = limiter.run(async () => ran.push('abandoned'), caller.signal);
    expect(limiter.queued).toBe(2);
    clock.fireAll(900);
    await expect(timedOut).rejects.toBeInstanceOf(QueueTimeoutError);
    caller.abort();
    await expect(abandoned).rejects.toBeInstanceOf(QueueTimeoutError);
    expect(limiter.queued).toBe(0);
    release();
    await running;
    await settle();
    expect(ran).toEqual([]);
    expect(limiter.active).toBe(0);
    await expect(limiter.run(async () => 'again')).resolves.toBe('again');
  });
});
