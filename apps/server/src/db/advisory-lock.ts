import pg from 'pg';
import type { Database } from './client.ts';

/**
 * Runs `work` only if this process gets the PostgreSQL session advisory lock `key` at once;
 * another instance holding it means the work is being done there. PGlite serves one process
 * per directory (pglite-lock.ts), so there the work always runs.
 */
export async function withTryAdvisoryLock(db: Database, key: number, work: () => Promise<void>): Promise<boolean> {
  // drizzle keeps its driver client on $client: a pg Pool for PostgreSQL, PGlite otherwise.
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    await work();
    return true;
  }
  const connection = await client.connect();
  let isReleasedBroken = false;
  try {
    const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (rows[0]?.locked !== true) return false;
    try {
      await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => {
        // A lost connection frees the lock with it; the connection is not given back to the pool.
        isReleasedBroken = true;
      });
    }
    return true;
  } finally {
    connection.release(isReleasedBroken);
  }
}
