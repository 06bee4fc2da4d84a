import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { preferMemoryTmpdir } from './src/test/memory-tmpdir.ts';
import { SERVER_BUILT_ENV } from './src/test/run-entry-point.ts';

preferMemoryTmpdir();

// PGlite and a throwaway PostgreSQL take a few seconds to start; API suites share one per file.
// Workspace packages resolve to their sources (the condition of tsconfig.base.json), never to a build.
export default defineConfig({
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two files at a time, one per core: a file's time is mostly one process's CPU (PGlite's
    // thread, the app, a child server). The server is built once before they start, and the
    // PGlite data directory every test database starts from made once (src/test/test-pglite.ts).
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ['src/test/build-server.global-setup.ts', 'src/test/pglite-template.global-setup.ts'],
    env: { [SERVER_BUILT_ENV]: '1' },
  },
});
