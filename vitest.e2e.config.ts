import { defineConfig } from 'vitest/config';

/** Journeys in Debian's Chromium against `npm start` on a free port (see test/e2e/support/globalSetup.ts). */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/support/globalSetup.ts'],
    setupFiles: ['test/e2e/support/failOnPolicyViolations.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
