/**
 * At most `concurrency` renders at once (each already uses libvips threads), and at most
 * `maxQueued` waiting for a slot: past that a render is refused at once (the route answers 503
 * with Retry-After) instead of queueing without bound, so a flood of unique sizes costs the pages
 * a bounded share of CPU and memory. p-limit does the queueing; this adds the bound.
 */
import pLimit from 'p-limit';

export class RenderQueueFullError extends Error {
  constructor(readonly maxQueued: number) {
    super(`more than ${maxQueued} image renders waiting`);
    this.name = 'RenderQueueFullError';
  }
}

export interface RenderLimiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders running now. */
  readonly active: number;
  /** Renders waiting for a slot. */
  readonly queued: number;
}

export function createRenderLimiter({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }): RenderLimiter {
  const limit = pLimit(concurrency);
  return {
    run(task) {
      // Running plus waiting: p-limit starts a queued task a microtask later, so during a
      // synchronous burst pendingCount alone would count tasks about to take a free slot.
      if (limit.activeCount + limit.pendingCount >= concurrency + maxQueued) {
        return Promise.reject(new RenderQueueFullError(maxQueued));
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
