import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { E2E_API_KEY, E2E_DATA_DIR } from './support/test-server.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
  },
  // The built server, as production runs it (brought up to date first), on the nine theme
  // ports, serving the freshly built web app; stopped as an operator would (SIGTERM). Before it
  // starts, the operator's CLI seeds the demo and syncs one channel from a local fake YouTube.
  webServer: {
    command: 'npm run build -w @vitrine/server && node --import tsx support/sync-fake-channel.ts && node ../apps/server/dist/server.js',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    url: 'http://127.0.0.1:3009/healthz',
    reuseExistingServer: false,
    timeout: 120_000,
    // A run loads pages far faster than a visitor; the API rate limit has its own server tests.
    // No scheduled sync: the fake YouTube is gone once the CLI has synced.
    env: { HOST: '127.0.0.1', DATA_DIR: E2E_DATA_DIR, API_KEYS: E2E_API_KEY, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', SYNC_INTERVAL_MINUTES: '0' },
  },
});
