import { catalogVersion } from '../db/schema.ts';
import type { Database, DatabaseLog } from '../db/client.ts';
import { connectionFailureReason } from '../db/connection-errors.ts';

/** How often an instance reads the version row: a write is seen by every instance within about this long (PRODUCT §11). */
export const DEFAULT_VERSION_POLL_MS = 1_000;

/** The number the database's trigger bumps on every write to the videos table (migration 0004; a writer of many short transactions bumps it once at its end, 0006). */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).limit(1);
  if (row === undefined) throw new Error('catalog_version has no row: the database was not migrated (migration 0004).');
  return row.version;
}

/** This instance's idea of the current catalogue version, kept fresh by polling. */
export interface CatalogVersion {
  /** The last version read; every cached answer and ETag is keyed by it. */
  current: () => number;
  /** Reads the version now (tests, and code that wants a write of its own seen at once). */
  refresh: () => Promise<number>;
  stop: () => void;
}

export interface WatchOptions {
  pollIntervalMs: number;
  log: DatabaseLog;
}

/**
 * Polls the version row: one indexed single-row read per interval, the same on PGlite and
 * PostgreSQL. A failed poll keeps the last version (cached answers keep being served during
 * a database outage) and is reported once until a poll succeeds again.
 */
export async function watchCatalogVersion(db: Database, { pollIntervalMs, log }: WatchOptions): Promise<CatalogVersion> {
  let version = await readCatalogVersion(db);
  let isFailing = false;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const refresh = async () => {
    version = await readCatalogVersion(db);
    return version;
  };
  const poll = async () => {
    try {
      await refresh();
      if (isFailing) log.info({}, 'catalogue version readable again');
      isFailing = false;
    } catch (error) {
      if (!isFailing) log.warn({ reason: connectionFailureReason(error) }, 'cannot read the catalogue version; cached answers stay on the last one');
      isFailing = true;
    }
    if (!isStopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void poll(), pollIntervalMs);
    // Never what keeps a process alive: the server's sockets do that.
    timer.unref();
  };
  schedule();

  return {
    current: () => version,
    refresh,
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
    },
  };
}
