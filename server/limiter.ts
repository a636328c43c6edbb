/**
 * At most `concurrency` expensive tasks at once (image renders, searches), and at most `maxQueued`
 * waiting for a slot: past that a task is refused at once (the route answers 503 with Retry-After)
 * instead of queueing without bound, so a flood of unique image sizes or search terms costs the
 * pages a bounded share of CPU and memory.
 *
 * Two more bounds a route may ask for (searches do, issue 48):
 * - `maxWaitMs`: a task waits no longer than this for its slot (and one whose caller gave up, by its
 *   AbortSignal, leaves the queue): refused with QueueTimeoutError, so a refusal comes in bounded
 *   time, not only a full queue's.
 * - `restMs`: a slot is handed on only this long after its task ended, so that the event loop has
 *   idle time between two tasks and other requests (readers' pages) come first: a flood of tasks
 *   takes a bounded share of the process instead of all of it.
 */

export class QueueFullError extends Error {
  constructor(readonly maxQueued: number) {
    super(`more than ${maxQueued} tasks waiting`);
    this.name = 'QueueFullError';
  }
}

/** A task that waited its `maxWaitMs` (or whose caller stopped waiting) without getting a slot. */
export class QueueTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`no slot within ${waitedMs} ms`);
    this.name = 'QueueTimeoutError';
  }
}

/** The timers a limiter uses (tests give their own). */
export interface LimiterTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: LimiterTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface LimiterOptions {
  concurrency: number;
  maxQueued: number;
  /** Longest a task waits for its slot (none: as long as it takes). */
  maxWaitMs?: number;
  /** Idle time after a task before its slot is handed on (0: at once). */
  restMs?: number;
  timers?: LimiterTimers;
}

export interface Limiter {
  /** Runs `task` in its turn; `signal`: the caller stopped waiting (a task still waiting is dropped). */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Slots taken now (running, or resting after a task). */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly queued: number;
}

interface Waiting {
  start(): void;
  drop(err: Error): void;
}

export function createLimiter({ concurrency, maxQueued, maxWaitMs, restMs = 0, timers = realTimers }: LimiterOptions): Limiter {
  let active = 0;
  const queue: Waiting[] = [];

  const handOn = () => {
    const next = queue.shift();
    if (next) next.start();
    else active--;
  };
  const release = () => {
    if (restMs > 0) timers.setTimeout(handOn, restMs);
    else handOn();
  };

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(new QueueTimeoutError(0));
      // Running plus waiting: a slot taken counts at once, before its task starts (a microtask later).
      if (active + queue.length >= concurrency + maxQueued) return Promise.reject(new QueueFullError(maxQueued));
      return new Promise<T>((resolve, reject) => {
        const begin = () => {
          queueMicrotask(() => {
            let result: Promise<T>;
            try {
              result = task();
            } catch (err) {
              result = Promise.reject(err);
            }
            result.then(resolve, reject).finally(release);
          });
        };
        if (active < concurrency && queue.length === 0) {
          active++;
          begin();
          return;
        }
        let timer: unknown;
        const entry: Waiting = {
          start() {
            // The slot passes straight from the task that ended to this one: `active` is unchanged.
            if (timer !== undefined) timers.clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            begin();
          },
          drop(err) {
            const at = queue.indexOf(entry);
            if (at < 0) return;
            queue.splice(at, 1);
            if (timer !== undefined) timers.clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            reject(err);
          },
        };
        const onAbort = () => entry.drop(new QueueTimeoutError(maxWaitMs ?? 0));
        if (maxWaitMs !== undefined) timer = timers.setTimeout(() => entry.drop(new QueueTimeoutError(maxWaitMs)), maxWaitMs);
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
      });
    },
    get active() {
      return active;
    },
    get queued() {
      return queue.length;
    },
  };
}
