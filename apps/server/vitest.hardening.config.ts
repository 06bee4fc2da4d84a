import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { preferMemoryTmpdir } from './src/test/memory-tmpdir.ts';
import { SERVER_BUILT_ENV } from './src/test/run-entry-point.ts';

preferMemoryTmpdir();

// `npm run test:hardening`: the long suites that attack the API (src/hardening/*.hardening.ts),
// apart from `npm test` so they run once, in CI after it. Resolution as in vitest.config.ts.
// One file per database lane (API fuzz, outbox chaos), all files at once, each in its own process:
// the lanes wait on their databases, children and sockets as much as they compute, so they
// overlap well even on two cores. The timeout only guards a hang, not a busy machine's pace.
const HARDENING_FILES = 5;

export default defineConfig({
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
  test: {
    include: ['src/hardening/**/*.hardening.ts'],
    testTimeout: 900_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: HARDENING_FILES,
    // The suites that start the built server find it built once, here, before they run side by side;
    // their PGlite databases start from one template made here too (src/test/test-pglite.ts).
    globalSetup: ['src/test/build-server.global-setup.ts', 'src/test/pglite-template.global-setup.ts'],
    env: { [SERVER_BUILT_ENV]: '1' },
  },
});
