import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseLog, OpenDatabase } from './client.ts';
import { connectionFailureReason, isDatabaseUnavailable } from './connection-errors.ts';
import { maskDatabaseUrl } from './database-url.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import * as schema from './schema.ts';

/** One connection attempt: a request fails with 503 after this rather than hang on an unreachable host. */
const CONNECT_ATTEMPT_TIMEOUT_MS = 5_000;
/** Backoff between start-up attempts: 0.25 s, doubling, at most 5 s apart. */
const FIRST_RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 5_000;
/** Any fixed key, the same in every Vitrine instance: migrations run one instance at a time. */
const MIGRATIONS_LOCK_KEY = 7_405_321_119;
/**
 * The list pages' connections (OpenDatabase.plannedOnceDb) plan each prepared statement once for
 * all its values. Left to choose, PostgreSQL plans a page at every execution: with its limit and
 * offset as parameters, it estimates that a generic plan reads a tenth of the theme, and keeps
 * custom plans of the same shape. Planning was ~40 % of its CPU for an uncached page
 * (docs/PERFORMANCE.md). Sent in the connection's start-up packet, as statement_timeout is: a
 * `set` run on pg's 'connect' event is still running when the pool hands the connection out, so
 * the statement it was opened for queues behind it, which pg deprecates (pg 9 will throw). An
 * `options` parameter in DATABASE_URL takes its place (pg reads the URL last).
 * Their statements walk an index to a LIMIT, which a parallel worker never shortens: for a
 * search walk on Trending (a nested loop, costed high enough to get one) starting the worker
 * took 38 of its 95 ms on a busy machine, against 25 ms without (docs/PERFORMANCE.md).
 */
const PLAN_ONCE_OPTIONS = '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0';

/** SQLSTATEs that waiting cannot fix: class 28 (invalid authorization), 3D000 (no such database). */
const isMisconfiguration = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('28') || code === '3D000');
};

/** PostgreSQL could not be used at start; the message is the one line the operator sees. */
export class DatabaseConnectError extends Error {
  override readonly name = 'DatabaseConnectError';
}

export interface PostgresOptions {
  url: string;
  connectTimeoutMs: number;
  /** Each statement is cancelled (SQLSTATE 57014) past this; migrations are exempt. */
  statementTimeoutMs?: number | undefined;
  log: DatabaseLog;
}

/**
 * Opens a pool on DATABASE_URL, waiting for the server if it is not up yet, and migrates
 * under an advisory lock. Once open, losing the server (restart, outage) fails the queries
 * of that moment and the pool reconnects at the next checkout; it never ends the process.
 */
export async function openPostgres({ url, connectTimeoutMs, statementTimeoutMs, log }: PostgresOptions): Promise<OpenDatabase> {
  const database = maskDatabaseUrl(url);
  const poolConfig: pg.PoolConfig = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_ATTEMPT_TIMEOUT_MS,
    // Sent at connect: the session's default, which `reset statement_timeout` comes back to.
    ...(statementTimeoutMs !== undefined && { statement_timeout: statementTimeoutMs }),
  };
  const pool = new pg.Pool(poolConfig);
  const plannedOncePool = new pg.Pool({ ...poolConfig, options: PLAN_ONCE_OPTIONS });
  const pools = [pool, plannedOncePool];
  const closePools = async () => {
    await Promise.all(pools.map((each) => each.end()));
  };
  reportConnectionLoss(pools, database, log);
  try {
    await retryWhileUnreachable(() => migrateUnderLock(pool), database, connectTimeoutMs, log);
  } catch (error) {
    await closePools();
    throw error;
  }
  return { db: drizzle({ client: pool, schema }), plannedOnceDb: drizzle({ client: plannedOncePool, schema }), close: closePools };
}

/** One warning when connections drop, one line when a new one succeeds; without the listeners pg's 'error' events crash the process. */
function reportConnectionLoss(pools: pg.Pool[], database: string, log: DatabaseLog): void {
  let isLost = false;
  const onLost = (error: Error) => {
    if (isLost) return;
    isLost = true;
    log.warn({ database, reason: connectionFailureReason(error) }, 'PostgreSQL connection lost; reconnecting at the next query');
  };
  for (const pool of pools) {
    // An idle pooled connection's error is re-emitted by the pool.
    pool.on('error', onLost);
    pool.on('connect', (client) => {
      // A checked-out connection (inside a transaction) can die too: its query fails, the event must not throw.
      client.on('error', onLost);
      if (!isLost) return;
      isLost = false;
      log.info({ database }, 'PostgreSQL connection restored');
    });
  }
}

/** Runs `work` (connect, migrate) again with backoff while the database is out of reach, until the deadline. */
async function retryWhileUnreachable(work: () => Promise<void>, database: string, timeoutMs: number, log: DatabaseLog): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delayMs = FIRST_RETRY_DELAY_MS; ; delayMs = Math.min(delayMs * 2, MAX_RETRY_DELAY_MS)) {
    try {
      return await work();
    } catch (error) {
      // A wrong password or database name will not fix itself: say so at once.
      if (isMisconfiguration(error)) throw new DatabaseConnectError(`Cannot use PostgreSQL at ${database}: ${(error as Error).message}`);
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = connectionFailureReason(error);
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) {
        throw new DatabaseConnectError(
          `PostgreSQL at ${database} is still unreachable after ${Math.round(timeoutMs / 1000)} s (${reason}); check DATABASE_URL and the server, or wait longer with DB_CONNECT_TIMEOUT_S.`,
        );
      }
      if (delayMs === FIRST_RETRY_DELAY_MS) {
        log.warn({ database, reason }, `PostgreSQL at ${database} is unreachable (${reason}); retrying for up to ${Math.round(timeoutMs / 1000)} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, remainingMs)));
    }
  }
}

/**
 * On a dedicated connection: several instances starting on an empty database would otherwise
 * create the same extension and tables at once. Drizzle applies pending migrations in one
 * transaction, so a run cut short by an outage is simply run again.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Waiting for the lock and building an index on a large catalogue outlast a request's time box.
    await client.query('set statement_timeout to 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]);
    await client.query('reset statement_timeout');
    client.release();
  } catch (error) {
    // Destroying the connection also frees the advisory lock if it is still held.
    client.release(error as Error);
    throw error;
  }
}
