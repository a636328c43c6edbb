/**
 * Jest gives hooks the test timeout; our suites allow hooks longer (starting an app, opening
 * PGlite, launching Chromium) than a test. Each Jest config sets globals.HOOK_TIMEOUT_MS and this
 * setup file makes it the default of beforeAll/beforeEach/afterAll/afterEach.
 */
const hookTimeout = (globalThis as { HOOK_TIMEOUT_MS?: number }).HOOK_TIMEOUT_MS;

type Hook = (fn: jest.ProvidesHookCallback, timeout?: number) => void;
const hooks = globalThis as unknown as Record<'beforeAll' | 'beforeEach' | 'afterAll' | 'afterEach', Hook>;

if (hookTimeout) {
  for (const name of ['beforeAll', 'beforeEach', 'afterAll', 'afterEach'] as const) {
    const original = hooks[name];
    hooks[name] = (fn, timeout = hookTimeout) => original(fn, timeout);
  }
}
