import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { videos, type NewVideoRow } from './schema.ts';

/** A video as written: every column given (toVideoRow builds it) but the previous version's score (schema.ts trendingScore). */
export type VideoWrite = Required<Omit<NewVideoRow, 'trendingScore'>>;

/** What one batch of upserts did; an unchanged video is not written at all. */
export interface BatchOutcome {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** The columns an import writes, in statement order: every one but what the database computes (the searchable text) and the previous version's score. */
export const WRITTEN_COLUMNS = Object.entries(getTableColumns(videos))
  .filter(([key, column]) => key !== 'trendingScore' && column.generated === undefined)
  .map(([key, column]) => ({ key: key as keyof VideoWrite, name: column.name, type: column.getSQLType() }));
/** Over an existing video: everything but its id and its created_at. */
const UPDATED_COLUMNS = WRITTEN_COLUMNS.filter(({ key }) => key !== 'id' && key !== 'createdAt').map(({ name }) => `"${name}"`);
/** The written columns' names, quoted, comma-separated. */
export const WRITTEN_NAMES = WRITTEN_COLUMNS.map(({ name }) => `"${name}"`).join(', ');
/** The written columns as a record or table definition: `"id" text, "theme_code" text, …`. */
export const WRITTEN_TYPES = WRITTEN_COLUMNS.map(({ name, type }) => `"${name}" ${type}`).join(', ');

/**
 * An update that changes nothing writes nothing: no dead row, no catalogue change (and no new
 * trending score, which the triggers compute for what is written: schema.ts videoTrending). xmax
 * is 0 only for a freshly inserted row version; an unchanged row is not returned.
 */
const SELECT_INTO_VIDEOS = `insert into videos (${WRITTEN_NAMES})
  select ${WRITTEN_NAMES} from`;
const ON_CONFLICT_UPDATE = `on conflict ("id") do update set ${UPDATED_COLUMNS.map((name) => `${name} = excluded.${name}`).join(', ')}
  where (${UPDATED_COLUMNS.map((name) => `videos.${name}`).join(', ')}) is distinct from (${UPDATED_COLUMNS.map((name) => `excluded.${name}`).join(', ')})
  returning (xmax = 0) as "isInserted"`;

/** The upsert of every row of `source`, a relation with the written columns (bulk-upsert-videos.ts). */
export function upsertFromSql(source: string): string {
  return `${SELECT_INTO_VIDEOS} ${source} ${ON_CONFLICT_UPDATE}`;
}

/** The insert of every row of `source` into a catalogue that holds none of them: no conflict clause, nothing returned. */
export function insertFromSql(source: string): string {
  return `${SELECT_INTO_VIDEOS} ${source}`;
}

/**
 * One statement per batch: the rows travel as one JSON parameter (jsonb_to_recordset), far
 * cheaper to send and parse than 18 parameters a row, on PGlite above all.
 */
const INSERT_HEAD = sql.raw(`${SELECT_INTO_VIDEOS} jsonb_to_recordset(`);
const ON_CONFLICT = sql.raw(`::jsonb) as r(${WRITTEN_TYPES}) ${ON_CONFLICT_UPDATE}`);

/** A row as the database reads it: its columns by name. */
export function toRecord(row: VideoWrite): Record<string, unknown> {
  return Object.fromEntries(WRITTEN_COLUMNS.map(({ key, name }) => [name, row[key]]));
}

/**
 * Inserts or updates these videos by id in one statement, so all or none. `created_at` of
 * an existing video is kept; ids must be distinct within a batch (the database refuses it otherwise).
 */
export async function upsertVideos(db: Pick<Database, 'execute'>, rows: readonly VideoWrite[]): Promise<BatchOutcome> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const result = await db.execute(sql`${INSERT_HEAD}${JSON.stringify(rows.map(toRecord))}${ON_CONFLICT}`);
  const written = (result as unknown as { rows: { isInserted: boolean }[] }).rows;
  const inserted = written.filter((row) => row.isInserted).length;
  return { inserted, updated: written.length - inserted, unchanged: rows.length - written.length };
}
