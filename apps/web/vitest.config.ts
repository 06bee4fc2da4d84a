import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their sources (the condition of tsconfig.base.json), never to a build.
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    // Vitest's default is one file at a time on two cores; most of a file's time is its own jsdom's start (~1 s).
    maxWorkers: 2,
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
  },
});
