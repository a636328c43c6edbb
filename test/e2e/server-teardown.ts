/**
 * Jest's globalTeardown for the browser suites: stops the server server-setup.ts started, through
 * the function it left on globalThis (both run in Jest's parent process). No imports: Jest loads
 * this file without its module mapping (see global-setup.mjs).
 */
export default async function teardown(): Promise<void> {
  const stop = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[Symbol.for('colophon.e2e.stopServer')];
  await stop?.();
}
