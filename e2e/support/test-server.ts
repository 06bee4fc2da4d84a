import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built server under test: its own data dir (a fresh demo catalogue) and a known key. */
export const E2E_API_KEY = 'e2e-test-key-0123456789';
// Set once in the runner's environment, so test workers see the server's own data dir.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

export function themeUrl(port: number, path = '/'): string {
  return `http://localhost:${port}${path}`;
}
