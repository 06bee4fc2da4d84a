import { sql } from 'drizzle-orm';
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import { withTryAdvisoryLock } from './advisory-lock.ts';
import type { Database } from './client.ts';

/** Any fixed key, the same in every Vitrine instance (open-postgres.ts holds another for migrations). */
export const TRENDING_REFRESH_LOCK_KEY = 7_405_321_120;

/**
 * Scores per statement, in id order. On PGlite a statement holds the one connection every
 * request's query waits for: a chunk of 100 narrow rows takes a few milliseconds, where one
 * statement over 100,000 videos held it for ~3 s every hour (docs/PERFORMANCE.md).
 */
export const TRENDING_REFRESH_CHUNK = 100;

/**
 * Recomputes the stored trending scores (PRODUCT §10.6; schema.ts videoTrending), which age with
 * the clock: a video's views per day fall every hour and a video leaving the window drops to 0.
 * Only the scores that changed are written, a chunk of videos at a time, and requests are served
 * between two chunks (one statement for all when `isServing` is false). The catalogue's version
 * is bumped once, at the end, if a score changed. With several instances on one
 * PostgreSQL, the one holding the advisory lock does it and the others skip (undefined);
 * PGlite has one process anyway. Returns how many videos changed.
 */
export async function refreshTrendingScores(db: Database, { isServing = true }: { isServing?: boolean } = {}): Promise<number | undefined> {
  let changed = 0;
  const isRefreshed = await withTryAdvisoryLock(db, TRENDING_REFRESH_LOCK_KEY, async () => {
    // Ids are never empty, so every id sorts after ''. A server not yet serving waits for no
    // request: there, one statement for all the videos is the quicker start.
    try {
      for (let after: string | undefined = ''; after !== undefined; ) {
        const end: string | undefined = isServing ? await chunkEnd(db, after) : undefined;
        changed += await refreshChunk(db, after, end);
        after = end;
        await nextTurnOfTheEventLoop();
      }
    } finally {
      // The chunks written are committed, even when a later one failed: the caches must learn of them.
      if (changed > 0) await db.execute(sql`select vitrine_bump_catalog_version()`);
    }
  });
  return isRefreshed ? changed : undefined;
}

/** The last id of the chunk after `after` (read from the primary key alone); undefined when the videos left fit in one chunk. */
async function chunkEnd(db: Database, after: string): Promise<string | undefined> {
  const result = await db.execute(sql`select video_id from video_trending where video_id > ${after} order by video_id offset ${TRENDING_REFRESH_CHUNK - 1} limit 1`);
  return rowsOf<{ video_id: string }>(result)[0]?.video_id;
}

/** Rewrites the scores that changed among the videos after `after`, up to `end` included (to the last video without one). */
async function refreshChunk(db: Database, after: string, end: string | undefined): Promise<number> {
  const result = await db.execute(sql`
    with changed as (
      update video_trending set score = vitrine_trending_score(views, published_at, now())
      where video_id > ${after} ${end === undefined ? sql`` : sql`and video_id <= ${end}`}
        and score is distinct from vitrine_trending_score(views, published_at, now())
      returning 1
    )
    select count(*)::int as "count" from changed`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** Both drivers answer `execute` with the rows under `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
