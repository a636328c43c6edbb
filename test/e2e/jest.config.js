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
  // Tests a file marks it.concurrent (the sweeps over every page type, whose tests share nothing but
  // the browser) run two at a time: opening a page is mostly waiting (the server's render,
  // hydration, the network going quiet), and one page at a time left CI's second core idle.
  maxConcurrency: 2,
  testTimeout: 60_000,
  globals: { HOOK_TIMEOUT_MS: 120_000 },
};
