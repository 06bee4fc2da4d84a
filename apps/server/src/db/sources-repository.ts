import { and, asc, count, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { themeLabels, videos, videoSources, type FeedValidators, type SourceKind, type VideoSourceRow } from './schema.ts';

export interface NewSource {
  themeCode: string;
  label: string;
  kind: SourceKind;
  youtubeId: string;
  input: string;
  includeShorts: boolean;
  includeLive: boolean;
  title: string | undefined;
}

export interface ListedSource extends VideoSourceRow {
  videoCount: number;
}

export interface ThemeLabel {
  themeCode: string;
  label: string;
  title: string;
}

export type SourcesRepository = ReturnType<typeof createSourcesRepository>;

/** All SQL on the channel sources and the labels operators added. */
export function createSourcesRepository(db: Database) {
  return {
    async find(id: number): Promise<VideoSourceRow | undefined> {
      const [row] = await db.select().from(videoSources).where(eq(videoSources.id, id));
      return row;
    },

    async findByYouTubeId(themeCode: string, youtubeId: string): Promise<VideoSourceRow | undefined> {
      const [row] = await db
        .select()
        .from(videoSources)
        .where(and(eq(videoSources.themeCode, themeCode), eq(videoSources.youtubeId, youtubeId)));
      return row;
    },

    /** Sources of a channel in every theme (a WebSub push names the channel only). */
    async findByChannel(channelId: string): Promise<VideoSourceRow[]> {
      return db.select().from(videoSources).where(and(eq(videoSources.kind, 'channel'), eq(videoSources.youtubeId, channelId)));
    },

    /** Adds the source and, in the same transaction, a new label when the operator named one. */
    async add(source: NewSource, newLabel: ThemeLabel | undefined): Promise<VideoSourceRow> {
      return db.transaction(async (tx) => {
        if (newLabel !== undefined) await tx.insert(themeLabels).values(newLabel).onConflictDoNothing();
        const [row] = await tx.insert(videoSources).values(source).returning();
        if (row === undefined) throw new Error('the source was not stored');
        return row;
      });
    },

    async list(filter: { themeCode?: string | undefined; id?: number | undefined } = {}): Promise<ListedSource[]> {
      const conditions = [];
      if (filter.themeCode !== undefined) conditions.push(eq(videoSources.themeCode, filter.themeCode));
      if (filter.id !== undefined) conditions.push(eq(videoSources.id, filter.id));
      const videoCount = db.$with('video_count').as(
        db.select({ sourceId: videos.sourceId, total: count().as('total') }).from(videos).where(isNotNull(videos.sourceId)).groupBy(videos.sourceId),
      );
      const rows = await db
        .with(videoCount)
        .select({ source: videoSources, videoCount: sql<number>`coalesce(${videoCount.total}, 0)`.mapWith(Number) })
        .from(videoSources)
        .leftJoin(videoCount, eq(videoCount.sourceId, videoSources.id))
        .where(and(...conditions))
        .orderBy(asc(videoSources.id));
      return rows.map(({ source, videoCount: total }) => ({ ...source, videoCount: total }));
    },

    /** Sources whose backoff is over (or that never failed). */
    async due(now: Date): Promise<VideoSourceRow[]> {
      return db
        .select()
        .from(videoSources)
        .where(or(isNull(videoSources.nextAttemptAt), lte(videoSources.nextAttemptAt, now)))
        .orderBy(asc(videoSources.id));
    },

    /** Removes the source; with `purgeVideos` its videos too, else they stay (unlinked). */
    async remove(id: number, purgeVideos: boolean): Promise<{ isRemoved: boolean; videosRemoved: number }> {
      return db.transaction(async (tx) => {
        const purged = purgeVideos ? await tx.delete(videos).where(eq(videos.sourceId, id)).returning({ id: videos.id }) : [];
        const removed = await tx.delete(videoSources).where(eq(videoSources.id, id)).returning({ id: videoSources.id });
        return { isRemoved: removed.length > 0, videosRemoved: purged.length };
      });
    },

    async recordSuccess(id: number, values: { title?: string | undefined; validators: Record<string, FeedValidators>; at: Date }): Promise<void> {
      await db
        .update(videoSources)
        .set({ lastSyncedAt: values.at, lastError: null, failures: 0, nextAttemptAt: null, validators: values.validators, ...(values.title && { title: values.title }) })
        .where(eq(videoSources.id, id));
    },

    async recordFailure(id: number, values: { error: string; failures: number; nextAttemptAt: Date }): Promise<void> {
      await db
        .update(videoSources)
        .set({ lastError: values.error, failures: values.failures, nextAttemptAt: values.nextAttemptAt })
        .where(eq(videoSources.id, id));
    },

    async setWebSubLease(id: number, until: Date | null): Promise<void> {
      await db.update(videoSources).set({ websubLeaseUntil: until }).where(eq(videoSources.id, id));
    },

    async labels(themeCode?: string): Promise<ThemeLabel[]> {
      return db
        .select({ themeCode: themeLabels.themeCode, label: themeLabels.label, title: themeLabels.title })
        .from(themeLabels)
        .where(themeCode === undefined ? undefined : eq(themeLabels.themeCode, themeCode))
        .orderBy(asc(themeLabels.createdAt), asc(themeLabels.label));
    },
  };
}
