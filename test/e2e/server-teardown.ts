/** Jest's globalTeardown for the browser suites: stops the server server-setup.ts started. */
import { STOP_SERVER } from './server-setup.js';

export default async function teardown(): Promise<void> {
  const stop = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[STOP_SERVER];
  await stop?.();
}
