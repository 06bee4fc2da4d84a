import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// PGlite and a throwaway PostgreSQL take a few seconds to start; API suites share one per file.
// Workspace packages resolve to their sources (the condition of tsconfig.base.json), never to a build.
export default defineConfig({
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The PGlite data directory every test database starts from (src/test/test-pglite.ts).
    globalSetup: ['src/test/pglite-template.global-setup.ts'],
  },
});
