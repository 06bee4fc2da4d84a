import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Only the pure parts are tested (catalogue generation, report); timings are never asserted.
export default defineConfig({
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
  test: { include: ['*.test.ts'] },
});
