import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built server under test: its own data dir (a fresh demo catalogue) and a known key. */
export const E2E_API_KEY = 'e2e-test-key-0123456789';
// Set once in the runner's environment, so test workers see the server's own data dir.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

/** A page of the server under test; any `*.localhost` hostname reaches it too (Chromium sends them to this machine). */
export function themeUrl(port: number, path = '/', hostname = 'localhost'): string {
  return `http://${hostname}:${port}${path}`;
}
