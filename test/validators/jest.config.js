/**
 * The outside world's validators (npm run test:validators): the production server's pages through
 * the W3C Nu HTML checker, its sitemaps through xmllint and the sitemaps.org/Google XSDs, its feeds
 * through a real feed parser and Apple's podcast rules. One server for the run, like the browser
 * suites, started with the flags every page type of the route table needs (global-setup.mjs).
 */
import e2e from '../e2e/jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...e2e,
  testMatch: ['<rootDir>/test/validators/**/*.validators.ts'],
  globalSetup: '<rootDir>/test/validators/global-setup.mjs',
  // The Nu checker's JVM starts once for every page and takes a while on a busy machine.
  testTimeout: 180_000,
};
