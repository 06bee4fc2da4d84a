import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `npm run test:hardening`: the long suites that attack the API (src/hardening/*.hardening.ts),
// apart from `npm test` so they run once, in CI after it. Resolution as in vitest.config.ts.
export default defineConfig({
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
  test: { include: ['src/hardening/**/*.hardening.ts'], testTimeout: 300_000, hookTimeout: 180_000, fileParallelism: false },
});
