import pg from 'pg';
import type { Database } from './client.ts';
import type { PgliteQueries, PgliteThread } from './pglite-thread.ts';
import { insertFromSql, toRecord, upsertFromSql, WRITTEN_COLUMNS, WRITTEN_NAMES, WRITTEN_TYPES, type BatchOutcome, type VideoWrite } from './upsert-videos.ts';

const STAGING_TABLE = 'vitrine_import_staging';
/** Memory for the conflict check's aggregates over the staged rows (PGlite's default is 4 MB). */
const BULK_WORK_MEM = '64MB';
/** Rows per staging statement: the progress moves at this step. */
const STAGING_CHUNK_ROWS = 10_000;
/** Rough shares of a bulk import's time: loading the rows, then writing them; rebuilding the indexes is the rest (PERFORMANCE.md). */
const LOADING_SHARE = 0.15;
const WRITTEN_SHARE = 0.25;
/**
 * Recreating the indexes costs about half as much per video of the catalogue as keeping them up
 * to date costs per video written (17 s against 32 s per 100,000 on PGlite, PERFORMANCE.md):
 * worth it when the import brings about as many videos as the catalogue already holds.
 */
const REBUILD_MIN_SHARE_OF_CATALOGUE = 1;

/** What a bulk upsert wrote, and the rows it left for the caller to write one by one. */
export interface BulkOutcome extends BatchOutcome {
  /** Positions in `rows` of the videos that conflict with another (same id twice, a pathseo taken), in order. */
  deferred: number[];
}

/** One transaction's statements, on either driver. */
interface BulkSession {
  query: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Rows in COPY text format into a table's columns; only the embedded database reads them from memory. */
  copyIn: ((table: string, columns: string, text: string) => Promise<void>) | undefined;
  /** PGlite: one process owns the database, so no reader waits on a lock this transaction holds. */
  isEmbedded: boolean;
}

/**
 * Upserts many videos in ONE transaction: all written or none. The rows go first into a staging
 * table (COPY on PGlite, JSON on PostgreSQL), then into videos in one statement, so the
 * catalogue's statement triggers (counts, version) run once. Videos that would make that
 * statement fail (an id twice, a pathseo another video holds) are not written but returned as
 * `deferred`, for the caller to write one by one with a reason each.
 *
 * On PGlite, when the import is large against the catalogue, the non-unique indexes (into an
 * empty catalogue, every index and key) are dropped before the write and created again after it,
 * in the same transaction: DDL is transactional, so a crash or an error leaves the previous
 * catalogue with all its indexes. On PostgreSQL they are kept: a running server reads the table
 * meanwhile, and a dropped index would lock it out.
 */
export async function bulkUpsertVideos(db: Database, rows: readonly VideoWrite[], onProgress: (done: number) => void = () => {}): Promise<BulkOutcome> {
  const report = (share: number) => onProgress(Math.floor(rows.length * share));
  return inTransaction(db, async (session) => {
    await session.query(`set local work_mem = '${BULK_WORK_MEM}'`);
    await stage(session, rows, (staged) => report((staged / rows.length) * LOADING_SHARE));
    const deferred = await conflictingPositions(session);
    if (deferred.length > 0) await session.query(`delete from ${STAGING_TABLE} where ord = any($1::int[])`, [deferred]);
    const isEmpty = await isCatalogueEmpty(session);
    const rebuilt = session.isEmbedded && (await isLargeAgainstCatalogue(session, rows.length)) ? await dropIndexesAndKeys(session, isEmpty) : [];
    const { inserted, written } = await writeStaged(session, rows.length - deferred.length, isEmpty);
    report(LOADING_SHARE + WRITTEN_SHARE);
    for (const definition of rebuilt) await session.query(definition);
    await session.query(`drop table ${STAGING_TABLE}`);
    return { inserted, updated: written - inserted, unchanged: rows.length - deferred.length - written, deferred };
  });
}

async function inTransaction<T>(db: Database, work: (session: BulkSession) => Promise<T>): Promise<T> {
  // drizzle keeps its driver client on $client: a pg Pool for PostgreSQL, PGlite's thread otherwise.
  const client = (db as unknown as { $client: pg.Pool | PgliteThread }).$client;
  if (!(client instanceof pg.Pool)) return client.transaction((tx) => work(pgliteSession(tx)));
  const connection = await client.connect();
  try {
    await connection.query('begin');
    const result = await work({
      query: async <R>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as R[],
      copyIn: undefined,
      isEmbedded: false,
    });
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

/**
 * Rows go in as COPY text: 100,000 staged in 3.8 s CPU on PGlite with a data directory, as the
 * CLI runs, against 8.9 s as JSON (PERFORMANCE.md). In memory (tests only) PGlite's COPY is the
 * slower one; the rows there are few.
 */
function pgliteSession(tx: PgliteQueries): BulkSession {
  return {
    query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
    // PGlite's COPY reads the blob given with the statement at the path /dev/blob.
    copyIn: async (table, columns, text) => {
      await tx.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob: new Blob([text]) });
    },
    isEmbedded: true,
  };
}

/**
 * The rows into a staging table, each with its position in `rows` (`ord`), in list order
 * (inListOrder). An unlogged table created and dropped inside the transaction, so no other
 * session ever sees it; not a temporary one, which lives in the session's temp_buffers (8 MB on
 * PGlite), not settable once the session used one.
 */
async function stage(session: BulkSession, rows: readonly VideoWrite[], onStaged: (staged: number) => void): Promise<void> {
  await session.query(`create unlogged table ${STAGING_TABLE} (ord integer not null, ${WRITTEN_TYPES})`);
  const positions = inListOrder(rows);
  for (let start = 0; start < positions.length; start += STAGING_CHUNK_ROWS) {
    const chunk = positions.slice(start, start + STAGING_CHUNK_ROWS);
    if (session.copyIn !== undefined) {
      await session.copyIn(STAGING_TABLE, `ord, ${WRITTEN_NAMES}`, chunk.map((position) => copyLine(position, rows[position]!)).join(''));
    } else {
      const records = chunk.map((position) => ({ ord: position, ...toRecord(rows[position]!) }));
      await session.query(`insert into ${STAGING_TABLE} select * from jsonb_to_recordset($1::jsonb) as r(ord integer, ${WRITTEN_TYPES})`, [JSON.stringify(records)]);
    }
    onStaged(start + chunk.length);
  }
}

/**
 * The positions of `rows` in the order of the `(theme_code, username, created_at, id)` index:
 * each theme's videos together, each label's within them, as they were added. The write reads
 * the staging table in the order it was written, so a new catalogue's rows lie in that order: a
 * walk of a theme (a search's count, a row's walk) reads the theme's pages only, and a label's
 * row its own. On 100,000 videos a common word's count took 3.8 ms against 10.5 ms
 * (PERFORMANCE.md).
 */
function inListOrder(rows: readonly VideoWrite[]): number[] {
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .map((_, position) => position)
    .sort((a, b) => {
      const [first, second] = [rows[a]!, rows[b]!];
      return (
        byCode(first.themeCode, second.themeCode) ||
        byCode(first.username, second.username) ||
        first.createdAt.getTime() - second.createdAt.getTime() ||
        byCode(first.id, second.id)
      );
    });
}

/**
 * Positions of the staged videos the one upsert statement cannot take: an id staged twice
 * (the statement may not update a row twice), a pathseo two staged videos share, or one an
 * existing video of the theme holds. Any other staged video can be written without conflict.
 */
async function conflictingPositions(session: BulkSession): Promise<number[]> {
  const rows = await session.query<{ ord: number }>(`
    select s.ord from ${STAGING_TABLE} s
    where s.id in (select id from ${STAGING_TABLE} group by id having count(*) > 1)
      or (s.theme_code, s.pathseo) in (select theme_code, pathseo from ${STAGING_TABLE} group by 1, 2 having count(distinct id) > 1)
      or exists (select 1 from videos v where v.theme_code = s.theme_code and v.pathseo = s.pathseo and v.id <> s.id)
    order by s.ord`);
  return rows.map(({ ord }) => ord);
}

/**
 * The staged videos into the catalogue. Into an empty one (an operator's first import, the
 * bench's case) a plain INSERT: no existing row to compare, none to update, so no conflict
 * clause and no row returned; 100,000 rows in 2.4 s CPU on PGlite against 6.4 s for the upsert
 * (PERFORMANCE.md). The staged rows hold no conflict between them (conflictingPositions), and a
 * row another session inserts meanwhile fails the statement: the import then writes in batches.
 */
async function writeStaged(session: BulkSession, staged: number, isEmpty: boolean): Promise<{ inserted: number; written: number }> {
  if (isEmpty) {
    await session.query(insertFromSql(STAGING_TABLE));
    return { inserted: staged, written: staged };
  }
  const [counted] = await session.query<{ inserted: number; written: number }>(
    `with written as (${upsertFromSql(STAGING_TABLE)}) select count(*) filter (where "isInserted")::int as inserted, count(*)::int as written from written`,
  );
  return { inserted: counted?.inserted ?? 0, written: counted?.written ?? 0 };
}

async function isCatalogueEmpty(session: BulkSession): Promise<boolean> {
  const [existing] = await session.query<{ any: boolean }>('select exists (select 1 from videos) as any');
  return existing?.any === false;
}

async function isLargeAgainstCatalogue(session: BulkSession, importedVideos: number): Promise<boolean> {
  const [counted] = await session.query<{ videos: number }>('select coalesce(sum(videos), 0)::int as videos from video_counts');
  return importedVideos >= (counted?.videos ?? 0) * REBUILD_MIN_SHARE_OF_CATALOGUE;
}

/**
 * Drops the videos table's non-unique indexes; into an empty catalogue (`isEmpty`) its keys too:
 * primary key, unique indexes and foreign key. Returns the statements that create them again.
 * Only a plain INSERT may go without the unique ones (an upsert's conflict clause needs them).
 * 100,000 rows went in with 1.4 s CPU on PGlite without any, against 4.0 s with the keys (each row
 * checked against the two unique indexes, and queued for the foreign key's check of its null
 * source); the keys then take 0.5 s to create (PERFORMANCE.md). The staged rows hold no id or
 * pathseo twice (conflictingPositions); were one there, creating the key would fail and roll the
 * whole import back, as the insert would have.
 */
async function dropIndexesAndKeys(session: BulkSession, isEmpty: boolean): Promise<string[]> {
  const constraints = isEmpty
    ? await session.query<{ name: string; definition: string }>(`
        select quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where conrelid = 'videos'::regclass and contype in ('p', 'u', 'f')
        order by conname`)
    : [];
  for (const { name } of constraints) await session.query(`alter table videos drop constraint ${name}`);
  // What is left once the constraints' own indexes went with them.
  const indexes = await session.query<{ name: string; definition: string }>(
    `select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = 'videos'::regclass and ($1 or (not i.indisunique and not i.indisprimary))
     order by c.relname`,
    [isEmpty],
  );
  for (const { name } of indexes) await session.query(`drop index ${name}`);
  return [...constraints.map(({ name, definition }) => `alter table videos add constraint ${name} ${definition}`), ...indexes.map(({ definition }) => definition)];
}

/** One row in COPY's text format: tab-separated, `\N` for null, backslash escapes. */
function copyLine(ord: number, row: VideoWrite): string {
  let line = String(ord);
  for (const { key } of WRITTEN_COLUMNS) line += `\t${copyField(row[key])}`;
  return `${line}\n`;
}

function copyField(value: unknown): string {
  if (typeof value === 'string') return copyEscape(value);
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return copyEscape(`{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return copyEscape(JSON.stringify(value));
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const COPY_SPECIAL = /[\\\n\r\t]/;

/** Most texts hold no character to escape: a test is cheaper than a replace that finds none. */
function copyEscape(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\n\r\t]/g, (character) => COPY_ESCAPES[character] ?? character) : text;
}
