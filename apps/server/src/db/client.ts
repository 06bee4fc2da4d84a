import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const PGLITE_MEMORY = 'memory://';

/** The same query API over both drivers; code above this module never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConfig {
  /** PostgreSQL when set, PGlite otherwise. */
  databaseUrl: string | undefined;
  /** PGlite directory, or 'memory://'. */
  pgliteDir: string;
}

export interface OpenDatabase {
  db: Database;
  /** Must be awaited: an unclosed PGlite keeps the process alive for ~10 s. */
  close: () => Promise<void>;
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl });
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, close: () => pool.end() };
  }

  if (config.pgliteDir !== PGLITE_MEMORY) mkdirSync(config.pgliteDir, { recursive: true });
  const client = await PGlite.create(config.pgliteDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}

/** Health probe: resolves when the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
