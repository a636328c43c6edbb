import { defineConfig } from 'vitest/config';
import { THIRD_PARTY_ENV } from './thirdparty-env.js';

/**
 * The third-party suite: the production server started with fake ids for every third-party script
 * (the browser stubs their hosts), so the default browser run keeps a server that loads none.
 * Run: npx vitest run --config test/e2e/vitest.thirdparty.config.ts (after npm run build).
 */
process.env.E2E_SERVER_ENV = JSON.stringify({
  ...(process.env.E2E_SERVER_ENV ? (JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string>) : {}),
  ...THIRD_PARTY_ENV,
});

export default defineConfig({
  test: {
    include: ['test/e2e/thirdparty.e2e.ts'],
    globalSetup: ['test/e2e/server-setup.ts'],
    globals: true,
    environment: 'node',
    env: { E2E_THIRD_PARTY: 'on' },
    testTimeout: 60000,
    hookTimeout: 120000,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
  },
});
