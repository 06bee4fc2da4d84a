import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { OpenDatabase } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { PGLITE_TEMPLATE, startFromTemplate } from './pglite-template.ts';
import { acquirePgliteLock, type PgliteLock } from './pglite-lock.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export const PGLITE_MEMORY = 'memory://';

/**
 * Opens the embedded database and migrates it. A directory has one owner process (its
 * lock file): a second one would write into a copy the first never sees. A directory without
 * a database starts from `template` when there is one (pglite-template.ts). PGlite runs on its
 * own thread (pglite-thread.ts).
 */
export async function openPglite(dir: string, template: string | undefined = PGLITE_TEMPLATE): Promise<OpenDatabase> {
  let lock: PgliteLock | undefined;
  if (dir !== PGLITE_MEMORY) {
    mkdirSync(dir, { recursive: true });
    lock = acquirePgliteLock(dir);
    if (template !== undefined) startFromTemplate(dir, template);
  }
  let client: PgliteThread | undefined;
  try {
    client = await PgliteThread.open(dir);
    // drizzle's PGlite driver calls query and transaction only, which the thread answers as PGlite does.
    const db = drizzle({ client: client as unknown as PGlite, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db,
      plannedOnceDb: drizzle({ client: opened.plannedOnce as unknown as PGlite, schema }),
      close: async () => {
        await opened.close();
        lock?.release();
      },
      onLost: (listener) => opened.onLost(listener),
    };
  } catch (error) {
    await client?.close();
    lock?.release();
    throw error;
  }
}
