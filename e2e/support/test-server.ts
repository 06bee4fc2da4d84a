import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built server under test: its own data dir (a fresh demo catalogue) and a known key. */
export const E2E_API_KEY = 'e2e-test-key-0123456789';
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));

export function themeUrl(port: number, path = '/'): string {
  return `http://localhost:${port}${path}`;
}
