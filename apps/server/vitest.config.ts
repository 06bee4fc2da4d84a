import { defineConfig } from 'vitest/config';

// PGlite and a throwaway PostgreSQL take a few seconds to start; API suites share one per file.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000, fileParallelism: false },
});
