import { defineConfig } from 'vitest/config';

/** Issue 17's proof (test/cluster): real server processes behind HAProxy on PostgreSQL; `.ci/run` runs it. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['test/cluster/**/*.cluster.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
