import { defineConfig } from 'vitest/config';

/** Browser tests: the production build served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/server-setup.ts'],
    globals: true,
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 120000,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
  },
});
