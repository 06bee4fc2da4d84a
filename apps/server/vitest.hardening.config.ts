import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `npm run test:hardening`: the long suites that attack the API (src/hardening/*.hardening.ts),
// apart from `npm test` so they run once, in CI after it. Resolution as in vitest.config.ts. A run of
// 13,580 naughty-string requests takes 3-5 minutes on a busy 2-core machine: the timeout only guards a hang.
export default defineConfig({
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
  test: { include: ['src/hardening/**/*.hardening.ts'], testTimeout: 900_000, hookTimeout: 180_000, fileParallelism: false },
});
