import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Any fixed key, the same in every Vitrine instance (open-postgres.ts holds another for migrations). */
export const TRENDING_REFRESH_LOCK_KEY = 7_405_321_120;

/**
 * Recomputes the stored trending scores (PRODUCT §10.6), which age with the clock: a video's
 * views per day fall every hour and a video leaving the window drops to 0. Only the scores
 * that changed are written. With several instances on one PostgreSQL, the one holding the
 * advisory lock does it and the others skip (undefined); PGlite has one process anyway.
 * Returns how many videos changed.
 */
export async function refreshTrendingScores(db: Database): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${TRENDING_REFRESH_LOCK_KEY}) as "isLocked"`);
    if (!(rowsOf<{ isLocked: boolean }>(lock)[0]?.isLocked ?? false)) return undefined;
    const updated = await tx.execute(sql`
      with changed as (
        update videos set trending_score = vitrine_trending_score(views, published_at, now())
        where trending_score is distinct from vitrine_trending_score(views, published_at, now())
        returning 1
      )
      select count(*)::int as "count" from changed`);
    return rowsOf<{ count: number }>(updated)[0]?.count ?? 0;
  });
}

/** Both drivers answer `execute` with the rows under `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
