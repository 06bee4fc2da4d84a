import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../db/open-pglite.ts';
import { writePgliteTemplate } from '../db/pglite-template.ts';
import { TEST_PGLITE_TEMPLATE_ENV } from './test-pglite.ts';

/**
 * Makes the run's PGlite template once, before the test files start (test-pglite.ts); removes it
 * after them. Unlike the build's, it is migrated: each of the hundred-odd test databases copied
 * from it then finds its migrations done, instead of spending 1.3 s on them. Production's path,
 * a copy then its migrations, keeps its own test (pglite-template.test.ts).
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-test-pglite-template-'));
  const template = join(dir, 'template');
  await writePgliteTemplate(template);
  await (await openPglite(template, undefined)).close();
  process.env[TEST_PGLITE_TEMPLATE_ENV] = template;
  return () => rmSync(dir, { recursive: true, force: true });
}
