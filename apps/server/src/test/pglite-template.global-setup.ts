import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePgliteTemplate } from '../db/pglite-template.ts';
import { TEST_PGLITE_TEMPLATE_ENV } from './test-pglite.ts';

/** Makes the run's PGlite template once, before the test files start (test-pglite.ts); removes it after them. */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-test-pglite-template-'));
  const template = join(dir, 'template');
  await writePgliteTemplate(template);
  process.env[TEST_PGLITE_TEMPLATE_ENV] = template;
  return () => rmSync(dir, { recursive: true, force: true });
}
