import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type DatabaseConfig, type DatabaseLog, type OpenDatabase } from '../db/client.ts';
import { PGLITE_MEMORY } from '../db/open-pglite.ts';

/**
 * Test databases on PGlite start as production's new directories do, from an initialised data
 * directory (pglite-template.ts): the run makes one template (pglite-template.global-setup.ts), and
 * each test database is a copy of it. PGlite's initdb in memory took ~5 s of every test
 * database's start, for about a hundred of them in `npm test`.
 */
export const TEST_PGLITE_TEMPLATE_ENV = 'VITRINE_TEST_PGLITE_TEMPLATE';

/**
 * The PGlite settings of one new test database: a directory of its own under `parent`, started
 * from the run's template; in memory when the run has none (a suite run without the global setup).
 */
export function testPglite(parent: string): Pick<DatabaseConfig, 'pgliteDir' | 'pgliteTemplate'> {
  const template = process.env[TEST_PGLITE_TEMPLATE_ENV];
  return template === undefined ? { pgliteDir: PGLITE_MEMORY } : { pgliteDir: join(parent, 'pglite'), pgliteTemplate: template };
}

/** openDatabase for a test: PostgreSQL when `databaseUrl` is set, else a new PGlite database (testPglite), its directory removed on close. */
export async function openTestDatabase(config: Omit<DatabaseConfig, 'pgliteDir' | 'pgliteTemplate'>, log?: DatabaseLog): Promise<OpenDatabase> {
  if (config.databaseUrl !== undefined) return openDatabase({ ...config, pgliteDir: PGLITE_MEMORY }, log);
  const parent = mkdtempSync(join(process.env['TMPDIR'] ?? '/tmp', 'vitrine-test-db-'));
  const removeDir = () => rmSync(parent, { recursive: true, force: true });
  try {
    const opened = await openDatabase({ ...config, ...testPglite(parent) }, log);
    return {
      ...opened,
      close: async () => {
        await opened.close();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}
