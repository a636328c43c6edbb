/**
 * The third-party suite (npm run test:e2e:thirdparty, which builds first if stale): the production server
 * started with fake ids for every third-party script (see thirdparty-setup.ts), so the default
 * browser run keeps a server that loads none.
 */
import e2e from './jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...e2e,
  testMatch: ['<rootDir>/test/e2e/thirdparty.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/global-setup-thirdparty.mjs',
};
