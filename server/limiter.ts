/**
 * At most `concurrency` expensive tasks at once (image renders, searches), and at most `maxQueued`
 * waiting for a slot: past that a task is refused at once (the route answers 503 with Retry-After)
 * instead of queueing without bound, so a flood of unique image sizes or search terms costs the
 * pages a bounded share of CPU and memory. p-limit does the queueing; this adds the bound.
 */
import pLimit from 'p-limit';

export class QueueFullError extends Error {
  constructor(readonly maxQueued: number) {
    super(`more than ${maxQueued} tasks waiting`);
    this.name = 'QueueFullError';
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly queued: number;
}

export function createLimiter({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }): Limiter {
  const limit = pLimit(concurrency);
  return {
    run(task) {
      // Running plus waiting: p-limit starts a queued task a microtask later, so during a
      // synchronous burst pendingCount alone would count tasks about to take a free slot.
      if (limit.activeCount + limit.pendingCount >= concurrency + maxQueued) {
        return Promise.reject(new QueueFullError(maxQueued));
      }
      return limit(task);
    },
    get active() {
      return limit.activeCount;
    },
    get queued() {
      return limit.pendingCount;
    },
  };
}
