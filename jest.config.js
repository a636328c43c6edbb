/**
 * Jest for the unit and integration suites (npm test). The browser suites have their own configs in
 * test/e2e/ and reuse `shared`. Test files run as native ES modules (Node's
 * --experimental-vm-modules, set by the npm scripts), TypeScript stripped by @swc/jest: see README.
 */
import { fileURLToPath } from 'node:url';

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'es6' },
  },
];

/** @type {import('jest').Config} */
export const shared = {
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
  moduleNameMapper: {
    // Sources import each other as './x.js' (what Node runs after the build); Jest finds x.ts.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/test/support/empty-module.ts',
  },
  // Jest's Node environment; the integration suites get production React (test/support/node-environment.ts).
  testEnvironment: '<rootDir>/test/support/node-environment.ts',
  // The bench's peer apps (bench/peers/) are packages of their own, with their own node_modules: not
  // part of any suite, and their package.json files would collide in Jest's module map.
  modulePathIgnorePatterns: ['<rootDir>/bench/peers/'],
  // As Vitest's fake timers: microtasks and nextTick stay real, so awaited promises still settle.
  fakeTimers: { doNotFake: ['nextTick', 'queueMicrotask'] },
  setupFilesAfterEnv: ['<rootDir>/test/support/hook-timeout.ts', '<rootDir>/test/support/expect-message.ts'],
};

/** @type {import('jest').Config} */
export default {
  ...shared,
  testMatch: ['<rootDir>/test/unit/**/*.test.{ts,tsx}', '<rootDir>/test/integration/**/*.test.{ts,tsx}'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Test files run in one worker process per core: Jest's default (cores - 1) is one worker on a
  // 2-core machine, and two finished the suite in 516 s where one took 767 s, both with PostgreSQL (bench/README.md,
  // "npm test"). A worker past 1 GB after a file is replaced: native-ESM module graphs are not freed
  // between files.
  maxWorkers: '100%',
  workerIdleMemoryLimit: '1GB',
  testTimeout: 20_000,
  globals: { HOOK_TIMEOUT_MS: 60_000 },
};
