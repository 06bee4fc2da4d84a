import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { runDirectory } from './support/run-directory.ts';
import { E2E_API_KEY } from './support/test-server.ts';

const dataDir = runDirectory('HARDENING_DATA_DIR', 'vitrine-hardening-');
const importFile = join(runDirectory('HARDENING_IMPORT_DIR', 'vitrine-hardening-import-'), 'xss-catalogue.json');

/**
 * The Chromium hardening suites (issue 12): stored XSS and the client fault matrix, against the
 * built server on the theme ports with its own data dir holding only the XSS catalogue, imported
 * through the operator CLI as an operator would. Same ports as the e2e specs: run under the lock.
 */
export default defineConfig({
  testDir: './hardening',
  testMatch: '**/*.hardening.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A loaded machine takes seconds to render the first page.
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
  },
  webServer: {
    command:
      'npm run build -w @vitrine/server && node --import tsx hardening/write-xss-import.ts && node ../apps/server/dist/cli/vitrine.js import "$HARDENING_IMPORT_FILE" && node ../apps/server/dist/server.js',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    url: 'http://127.0.0.1:3009/healthz',
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      HARDENING_IMPORT_FILE: importFile,
      API_KEYS: E2E_API_KEY,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
