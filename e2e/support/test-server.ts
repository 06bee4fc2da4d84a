import { runDirectory } from './run-directory.ts';

/** The built server under test: its own data dir (a fresh demo catalogue) and a known key. */
export const E2E_API_KEY = 'e2e-test-key-0123456789';
export const E2E_DATA_DIR = runDirectory('E2E_DATA_DIR', 'vitrine-e2e-');

/** A page of the server under test; any `*.localhost` hostname reaches it too (Chromium sends them to this machine). */
export function themeUrl(port: number, path = '/', hostname = 'localhost'): string {
  return `http://${hostname}:${port}${path}`;
}
