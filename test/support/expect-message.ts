/**
 * `expect(value, 'what was checked')`: the tests name the item a loop is checking (an asset file, a
 * redirect, an address), as Vitest allowed. Jest's expect takes one argument, so this setup file
 * wraps it: with a message, a failing matcher's error starts with that message.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    interface Expect {
      <T = unknown>(actual: T, message: string): JestMatchers<T>;
    }
  }
}

function prefixed(error: unknown, message: string): unknown {
  if (error instanceof Error) {
    error.message = `${message}\n\n${error.message}`;
    // Jest prints the stack under the message, with the code frame of its first non-library line:
    // that must be the test's line, not this wrapper's.
    if (error.stack) error.stack = error.stack.split('\n').filter((line) => !line.includes('/test/support/expect-message.')).join('\n');
  }
  return error;
}

/** The matchers (and their .not, .resolves, .rejects) with failures prefixed by `message`. */
function withMessage<T extends object>(matchers: T, message: string): T {
  return new Proxy(matchers, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          try {
            const result: unknown = value.apply(target, args);
            return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(prefixed(error, message))) : result;
          } catch (error) {
            throw prefixed(error, message);
          }
        };
      }
      return value && typeof value === 'object' ? withMessage(value, message) : value;
    },
  });
}

const scope = globalThis as unknown as { expect: jest.Expect };
const original = scope.expect;
const expectWithMessage = (actual: unknown, message?: string) =>
  message === undefined ? original(actual) : withMessage(original(actual), message);
scope.expect = Object.assign(expectWithMessage, original);

export {};
