import { createCatalogueManagement } from '../db/catalogue-management.ts';
import type { Database } from '../db/client.ts';
import type { VideoRow, VideoSourceRow } from '../db/schema.ts';
import type { VideoWrite } from '../db/upsert-videos.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import type { FeedEntry } from '../youtube/feed-reader.ts';
import { baseSlug, feedEntryToRow, syncedVideoId, uniqueSlug } from './feed-video.ts';

/** A video as a feed or the Data API gives it; the Data API knows its duration too. */
export type SourceVideo = FeedEntry & { durationSeconds?: number | undefined };

export interface WrittenVideos {
  inserted: number;
  updated: number;
  unchanged: number;
  pruned: number;
}

/**
 * Upserts one source's videos in one transaction, through the videos repository's write path
 * (so whatever it derives at write time, and the catalogue version, follow). Known videos keep
 * their address; with `prune`, the source's videos not in `videos` are removed.
 */
export async function writeSourceVideos(
  db: Database,
  source: Pick<VideoSourceRow, 'id' | 'themeCode' | 'label'>,
  videos: readonly SourceVideo[],
  options: { now: Date; prune?: boolean; onProgress?: ((done: number, total: number) => void) | undefined },
): Promise<WrittenVideos> {
  const written: WrittenVideos = { inserted: 0, updated: 0, unchanged: 0, pruned: 0 };
  await db.transaction(async (tx) => {
    const management = createCatalogueManagement(tx);
    const repository = createVideosRepository(tx);
    const existing = new Map((await management.findByIds(videos.map((video) => syncedVideoId(source.themeCode, video.videoId)))).map((row) => [row.id, row]));
    const taken = await management.takenSlugs(source.themeCode, videos.map((video) => baseSlug(video.title, video.videoId)));
    let done = 0;
    for (const video of videos) {
      const known = existing.get(syncedVideoId(source.themeCode, video.videoId));
      // A known video keeps its address; a new one takes the first free slug of the theme.
      const slug = known?.pathseo ?? uniqueSlug(baseSlug(video.title, video.videoId), taken);
      taken.add(slug);
      const row: VideoWrite = {
        ...feedEntryToRow(video, source, slug, options.now),
        ...(known !== undefined && { titleSeo: known.titleSeo, createdAt: known.createdAt }),
        // A feed without statistics, or a feed after a backfill, keeps what was known.
        views: video.views ?? known?.views ?? null,
        likes: video.likes ?? known?.likes ?? null,
        durationSeconds: video.durationSeconds ?? known?.durationSeconds ?? null,
      };
      if (known !== undefined && isUnchanged(known, row)) {
        written.unchanged += 1;
      } else {
        const { isInserted } = await repository.upsert(row);
        written[isInserted ? 'inserted' : 'updated'] += 1;
      }
      options.onProgress?.((done += 1), videos.length);
    }
    if (options.prune === true) written.pruned = await management.pruneSource(source.id, videos.map((video) => syncedVideoId(source.themeCode, video.videoId)));
  });
  // A backfill brings thousands of videos at once: the planner learns of them (videos-repository.ts).
  if (written.inserted + written.pruned > 0) await createVideosRepository(db).analyzeIfSizeMoved();
  return written;
}

/** What a source can change about a video; an unchanged one is not written (the catalogue version stays). */
function isUnchanged(known: VideoRow, row: VideoWrite): boolean {
  return (
    known.title === row.title &&
    known.description === row.description &&
    known.publishedAt.getTime() === (row.publishedAt as Date).getTime() &&
    known.channelTitle === row.channelTitle &&
    known.username === row.username &&
    known.views === row.views &&
    known.likes === row.likes &&
    known.sourceId === row.sourceId &&
    known.durationSeconds === row.durationSeconds &&
    sameJson(known.thumbnails, row.thumbnails)
  );
}

/** jsonb hands keys back in its own order: compare with sorted keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown =>
    typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)).map(([k, v]) => [k, sorted(v)])) : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}
