import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/integration/**/*.test.{ts,tsx}'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    globals: true,
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    css: false,
  },
});
