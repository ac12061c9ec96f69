import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'test/cluster/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['@abraham/reflection'],
    globalSetup: ['test/server/support/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
