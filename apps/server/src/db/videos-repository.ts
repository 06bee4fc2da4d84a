import type { ApiVideo, OrderDirection, OrderField } from '@vitrine/catalog/api-schemas';
import { SEARCHABLE_FIELDS, searchTerm, type SearchableField } from '@vitrine/catalog/search';
import { and, asc, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { videos, type NewVideoRow } from './schema.ts';
import { toApiVideo } from './video-row.ts';

/** Trending = views per day, among videos published in this window; older ones rank after. */
export const TRENDING_WINDOW_DAYS = 30;
const SECONDS_PER_DAY = 86_400;
const INSERT_BATCH_SIZE = 200;

export interface ListVideosQuery {
  themeCode: string;
  /** Channel identifier (the video's username). */
  label?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
  orderField: OrderField;
  orderDirection: OrderDirection;
}

/** One slice of a list query, and how many videos match in all. */
export interface ListedVideos {
  videos: ApiVideo[];
  totalDocs: number;
}

export interface UpsertOutcome {
  isInserted: boolean;
}

/** `%`, `_` and `\` in a search term are matched literally. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type VideosRepository = ReturnType<typeof createVideosRepository>;

/** All SQL on the videos table. */
export function createVideosRepository(db: Database) {
  return {
    async list(query: ListVideosQuery): Promise<ListedVideos> {
      const where = and(...listConditions(query));
      // One query gives the page and the total; only an offset past the end needs a second, indexed count.
      const rows = await db
        .select({ ...getTableColumns(videos), total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(videos)
        .where(where)
        .orderBy(...ordering(query.orderField, query.orderDirection))
        .limit(query.limit)
        .offset(query.offset);
      const first = rows[0];
      if (first !== undefined) return { videos: rows.map(toApiVideo), totalDocs: first.total };
      if (query.offset === 0) return { videos: [], totalDocs: 0 };
      const [counted] = await db.select({ total: count() }).from(videos).where(where);
      return { videos: [], totalDocs: counted?.total ?? 0 };
    },

    /**
     * The video at address `/{slug}` of one theme: the one whose pathseo it is, else one whose
     * titleSeo it is (Play pushes `/{titleSeo}`, and an imported titleSeo may differ).
     */
    async findBySlug(slug: string, themeCode: string): Promise<ApiVideo | undefined> {
      const isPathseo = eq(videos.pathseo, slug);
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.themeCode, themeCode), or(isPathseo, eq(videos.titleSeo, slug))))
        .orderBy(desc(isPathseo), desc(videos.createdAt), desc(videos.id))
        .limit(1);
      return row === undefined ? undefined : toApiVideo(row);
    },

    async countAll(): Promise<number> {
      const [counted] = await db.select({ total: count() }).from(videos);
      return counted?.total ?? 0;
    },

    /** Replaces the whole catalogue in one transaction. */
    async replaceAll(rows: NewVideoRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(videos);
        for (let i = 0; i < rows.length; i += INSERT_BATCH_SIZE) {
          await tx.insert(videos).values(rows.slice(i, i + INSERT_BATCH_SIZE));
        }
      });
    },

    /** Insert or update by id; `created_at` of an existing video is kept. */
    async upsert(row: NewVideoRow): Promise<UpsertOutcome> {
      const { id: _id, createdAt: _createdAt, ...changes } = row;
      const [result] = await db
        .insert(videos)
        .values(row)
        .onConflictDoUpdate({ target: videos.id, set: changes })
        // xmax is 0 only for a freshly inserted row version.
        .returning({ isInserted: sql<boolean>`(xmax = 0)` });
      return { isInserted: result?.isInserted === true };
    },

    async countByThemeAndLabel(): Promise<{ themeCode: string; label: string; videos: number }[]> {
      return db
        .select({ themeCode: videos.themeCode, label: videos.username, videos: count() })
        .from(videos)
        .groupBy(videos.themeCode, videos.username)
        .orderBy(videos.themeCode, videos.username);
    },
  };
}

/** The column holding each searchable field; which fields a search reads is the catalogue's rule. */
const SEARCH_COLUMNS: Readonly<Record<SearchableField, PgColumn>> = {
  title: videos.title,
  description: videos.description,
  channelTitle: videos.channelTitle,
  username: videos.username,
};

function listConditions(query: ListVideosQuery): SQL[] {
  const conditions = [eq(videos.themeCode, query.themeCode)];
  if (query.label !== undefined) conditions.push(eq(videos.username, query.label));
  const search = searchCondition(query.search);
  if (search !== undefined) conditions.push(search);
  return conditions;
}

/**
 * The search rule of @vitrine/catalog/search in SQL. ILIKE lower-cases with the database's
 * ctype, which must be Unicode-aware (C.UTF-8, en_US.UTF-8…; PGlite's is C.UTF-8): a C
 * ctype folds ASCII only and 'ÉTÉ' would no longer match 'été' as it does in the browser.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = searchTerm(search);
  if (term === '') return undefined;
  const pattern = `%${escapeLikePattern(term)}%`;
  return or(...SEARCHABLE_FIELDS.map((field) => sql`${SEARCH_COLUMNS[field]} ilike ${pattern} escape '\\'`));
}

function ordering(field: OrderField, direction: OrderDirection): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const tieBreak = by(videos.id);
  switch (field) {
    case 'created':
      return [by(videos.createdAt), tieBreak];
    case 'publishedAt':
      return [by(videos.publishedAt), tieBreak];
    case 'title':
      return [by(videos.title), tieBreak];
    case 'views':
      // Matches the index: unknown counts rank lowest in both directions.
      return [direction === 'asc' ? sql`${videos.views} asc nulls first` : sql`${videos.views} desc nulls last`, tieBreak];
    case 'trending':
      return [by(trendingScore()), by(videos.publishedAt), tieBreak];
  }
}

function trendingScore(): SQL {
  const ageDays = sql`greatest(extract(epoch from (now() - ${videos.publishedAt})) / ${SECONDS_PER_DAY}, 1)`;
  return sql`case when ${videos.publishedAt} > now() - make_interval(days => ${TRENDING_WINDOW_DAYS}) then coalesce(${videos.views}, 0) / ${ageDays} else 0 end`;
}
