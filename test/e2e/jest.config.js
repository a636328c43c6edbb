/**
 * Browser tests (npm run test:e2e): the production build served by the real server, driven in
 * Debian's Chromium. One server for the run, so files run one after another in one process.
 */
import { shared } from '../../jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...shared,
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/test/e2e/server-teardown.ts',
  maxWorkers: 1,
  // Tests a file marks it.concurrent (only where tests share nothing but the browser and mostly wait
  // on the page: the server's render, hydration, the network going quiet) run two at a time, their
  // waits overlapping. Where a test is CPU work in the page (axe), it was no faster: see
  // docs/development.md for which files do it.
  maxConcurrency: 2,
  testTimeout: 60_000,
  globals: { HOOK_TIMEOUT_MS: 120_000 },
};
