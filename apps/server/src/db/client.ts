import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';
import type * as schema from './schema.ts';

/** How long an unreachable DATABASE_URL is retried at start before giving up (DB_CONNECT_TIMEOUT_S): a database starting alongside the app. */
export const DEFAULT_DB_CONNECT_TIMEOUT_MS = 30_000;
/**
 * The server's time box on one PostgreSQL statement (DB_STATEMENT_TIMEOUT_MS): far above any
 * page query (a few ms), low enough that a runaway one frees its connection. PGlite, on its
 * own thread (pglite-thread.ts), cannot be interrupted: its queries must stay small instead,
 * as every other one waits for its one connection.
 */
export const DEFAULT_DB_STATEMENT_TIMEOUT_MS = 5_000;

/** The same query API over both drivers; code above this module never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConfig {
  /** PostgreSQL when set, PGlite otherwise. */
  databaseUrl: string | undefined;
  /** PGlite directory, or 'memory://'. */
  pgliteDir: string;
  /** PGlite only: the initialised data directory a new directory starts from (pglite-template.ts); the build's when absent. */
  pgliteTemplate?: string | undefined;
  /** PostgreSQL only: how long to keep retrying at start while the server is unreachable. */
  dbConnectTimeoutMs?: number | undefined;
  /** PostgreSQL only: statement_timeout of the pool's connections; none when absent (the CLI's bulk work). */
  statementTimeoutMs?: number | undefined;
}

/** Where the database layer reports connection trouble: the server's logger, or the console for the CLI. */
export interface DatabaseLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

export interface OpenDatabase {
  db: Database;
  /**
   * The same database for statements whose best plan is the same whatever their values (the
   * list pages an index orders, `hasIndexedOrder` in videos-repository.ts): on PostgreSQL,
   * connections of their own on which each prepared statement is planned once; on PGlite, each
   * statement prepared once under a name (pglite-planned-once.ts). A search must be planned for
   * its term.
   */
  plannedOnceDb: Database;
  /** Must be awaited: an unclosed PGlite keeps the process alive for ~10 s, and holds its lock. */
  close: () => Promise<void>;
  /**
   * PGlite only: `listener` is called if the embedded database stops while open, after which no
   * statement can run again in this process. PostgreSQL's pool reconnects by itself instead.
   */
  onLost?: (listener: (error: Error) => void) => void;
}

const CONSOLE_LOG: DatabaseLog = {
  warn: (_details, message) => console.warn(message),
  info: () => {},
};

/** Opens the database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig, log: DatabaseLog = CONSOLE_LOG): Promise<OpenDatabase> {
  if (config.databaseUrl !== undefined) {
    return openPostgres({ url: config.databaseUrl, connectTimeoutMs: config.dbConnectTimeoutMs ?? DEFAULT_DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.statementTimeoutMs,
      log,
    });
  }
  return openPglite(config.pgliteDir, config.pgliteTemplate);
}

/** Health probe: resolves when the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
