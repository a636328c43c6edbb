/**
 * Retrying assertions for the browser suites (Vitest's expect.poll, which Jest lacks): calls `read`
 * every `interval` ms until the matcher passes; once `timeout` ms have passed it tries once more
 * and fails with that attempt's assertion error. Defaults are Vitest's (1000 ms, every 50 ms).
 *   await poll(() => page.locator('h1').count()).toBe(1);
 *   await poll(() => panel.getAttribute('class'), { timeout: 3000 }).not.toContain('open');
 */
type Matchers = Omit<jest.Matchers<void, unknown>, 'not' | 'resolves' | 'rejects'>;
type Retrying = {
  [K in keyof Matchers]: Matchers[K] extends (...args: infer A) => unknown ? (...args: A) => Promise<void> : never;
};
export type PollMatchers = Retrying & { not: Retrying };

export interface PollOptions {
  timeout?: number;
  interval?: number;
}

/** Jest shows the code frame of the first stack line outside node_modules: the test's, not this file's. */
function withoutOwnFrames(error: unknown): unknown {
  if (error instanceof Error && error.stack) error.stack = error.stack.split('\n').filter((line) => !line.includes('/test/support/poll.')).join('\n');
  return error;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retrying(read: () => unknown, negate: boolean, options: PollOptions): PollMatchers {
  const { timeout = 1000, interval = 50 } = options;
  return new Proxy({} as PollMatchers, {
    get: (_target, matcher) => {
      if (matcher === 'not') return retrying(read, !negate, options);
      // Not a thenable: `await poll(read)` without a matcher is a mistake, not a wait.
      if (typeof matcher !== 'string' || matcher === 'then') return undefined;
      return async (...args: unknown[]): Promise<void> => {
        const deadline = Date.now() + timeout;
        for (;;) {
          // As Vitest: retry until the timeout, then one last attempt, whose failure is reported.
          const last = Date.now() >= deadline;
          try {
            const value = await read();
            const subject = (negate ? expect(value).not : expect(value)) as unknown as Record<string, (...a: unknown[]) => unknown>;
            subject[matcher](...args);
            return;
          } catch (error) {
            if (last) throw withoutOwnFrames(error);
          }
          await sleep(Math.min(interval, Math.max(0, deadline - Date.now())));
        }
      };
    },
  });
}

export function poll(read: () => unknown, options: PollOptions = {}): PollMatchers {
  return retrying(read, false, options);
}
