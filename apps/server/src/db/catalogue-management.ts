import { and, asc, desc, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import { escapeLikePattern } from './videos-repository.ts';
import type { Database } from './client.ts';
import { videos, type VideoRow } from './schema.ts';

/**
 * The operator's SQL on the videos table besides the catalogue API's (videos-repository.ts):
 * what channel sync compares against, and `videos list|remove`, `demo remove`. Every write here
 * touches the videos table, so the catalogue version moves with it.
 */
export type CatalogueManagement = ReturnType<typeof createCatalogueManagement>;

export interface ListedVideoSummary {
  id: string;
  themeCode: string;
  pathseo: string;
  title: string;
  label: string;
  publishedAt: Date;
  views: number | null;
  isDemo: boolean;
}

const MANAGEMENT_LIST_LIMIT = 500;

export function createCatalogueManagement(db: Database) {
  return {
    async findByIds(ids: readonly string[]): Promise<VideoRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(videos).where(inArray(videos.id, [...ids]));
    },

    /** The pathseos of a theme that start with one of these slugs (to pick an unused suffix). */
    async takenSlugs(themeCode: string, bases: readonly string[]): Promise<Set<string>> {
      if (bases.length === 0) return new Set();
      const rows = await db
        .select({ pathseo: videos.pathseo })
        .from(videos)
        .where(and(eq(videos.themeCode, themeCode), or(...bases.map((base) => like(videos.pathseo, `${escapeLikePattern(base)}%`)))));
      return new Set(rows.map((row) => row.pathseo));
    },

    /** `sync --prune`: a source's videos that left its feeds. */
    async pruneSource(sourceId: number, keptIds: readonly string[]): Promise<number> {
      const gone = keptIds.length === 0 ? eq(videos.sourceId, sourceId) : and(eq(videos.sourceId, sourceId), notInArray(videos.id, [...keptIds]));
      const removed = await db.delete(videos).where(gone).returning({ id: videos.id });
      return removed.length;
    },

    async list(filter: { themeCode?: string | undefined; label?: string | undefined; search?: string | undefined }): Promise<ListedVideoSummary[]> {
      const conditions = [];
      if (filter.themeCode !== undefined) conditions.push(eq(videos.themeCode, filter.themeCode));
      if (filter.label !== undefined) conditions.push(eq(videos.username, filter.label));
      if (filter.search !== undefined && filter.search.trim() !== '') {
        const pattern = `%${escapeLikePattern(filter.search.trim())}%`;
        conditions.push(or(sql`${videos.title} ilike ${pattern} escape '\\'`, sql`${videos.pathseo} ilike ${pattern} escape '\\'`, eq(videos.videoId, filter.search.trim())));
      }
      return db
        .select({
          id: videos.id,
          themeCode: videos.themeCode,
          pathseo: videos.pathseo,
          title: videos.title,
          label: videos.username,
          publishedAt: videos.publishedAt,
          views: videos.views,
          isDemo: videos.isDemo,
        })
        .from(videos)
        .where(and(...conditions))
        .orderBy(asc(videos.themeCode), desc(videos.publishedAt), asc(videos.id))
        .limit(MANAGEMENT_LIST_LIMIT);
    },

    /** Removes the video with this id, or with this pathseo (in one theme when given). */
    async remove(idOrPathseo: string, themeCode: string | undefined): Promise<{ id: string; themeCode: string }[]> {
      const match = or(eq(videos.id, idOrPathseo), eq(videos.pathseo, idOrPathseo));
      return db
        .delete(videos)
        .where(themeCode === undefined ? match : and(match, eq(videos.themeCode, themeCode)))
        .returning({ id: videos.id, themeCode: videos.themeCode });
    },

    /** PRODUCT §10.15: the demo videos, and nothing else. */
    async removeDemo(): Promise<number> {
      const removed = await db.delete(videos).where(eq(videos.isDemo, true)).returning({ id: videos.id });
      return removed.length;
    },

    /** Videos matching `idOrPathseo` (to refuse an ambiguous remove before deleting anything). */
    async countMatches(idOrPathseo: string, themeCode: string | undefined): Promise<number> {
      const match = or(eq(videos.id, idOrPathseo), eq(videos.pathseo, idOrPathseo));
      const rows = await db
        .select({ id: videos.id })
        .from(videos)
        .where(themeCode === undefined ? match : and(match, eq(videos.themeCode, themeCode)));
      return rows.length;
    },
  };
}
