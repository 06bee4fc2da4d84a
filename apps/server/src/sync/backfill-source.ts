import type { Database } from '../db/client.ts';
import type { VideoSourceRow } from '../db/schema.ts';
import { createDataApiClient, DATA_API_PAGE_SIZE, QUOTA_UNITS_PER_CALL, QuotaExceededError } from '../youtube/data-api-client.ts';
import { YouTubeFetchError } from '../youtube/youtube-client.ts';
import { uploadsPlaylistId } from '../youtube/youtube-ids.ts';
import { writeSourceVideos, type WrittenVideos } from './write-source-videos.ts';

export interface BackfillOutcome extends WrittenVideos {
  pages: number;
  quotaUnitsUsed: number;
  /** Why it stopped before the end (quota, HTTP error); what it had is stored. */
  stoppedBecause?: string;
}

/** Quota a full backfill of `videoCount` videos costs: one page and one details call per 50. */
export function backfillQuotaUnits(videoCount: number): number {
  return 2 * Math.ceil(videoCount / DATA_API_PAGE_SIZE) * QUOTA_UNITS_PER_CALL;
}

/**
 * The source's whole playlist (a channel's uploads) through the Data API, page by page: each
 * page's videos get their statistics and duration, then are written in one transaction, so a
 * quota error keeps every page before it.
 */
export async function backfillSource(
  db: Database,
  source: VideoSourceRow,
  api: { baseUrl: string; apiKey: string; now?: Date; onTotal?: (videoCount: number, quotaUnits: number) => void; onPage?: (videosSoFar: number, total: number) => void },
): Promise<BackfillOutcome> {
  const client = createDataApiClient(api.baseUrl, api.apiKey);
  const playlistId = source.kind === 'channel' ? uploadsPlaylistId(source.youtubeId) : source.youtubeId;
  const outcome: BackfillOutcome = { inserted: 0, updated: 0, unchanged: 0, pruned: 0, pages: 0, quotaUnitsUsed: 0 };
  let pageToken: string | undefined;
  let seen = 0;
  try {
    do {
      const page = await client.playlistPage(playlistId, pageToken);
      outcome.quotaUnitsUsed += QUOTA_UNITS_PER_CALL;
      if (outcome.pages === 0) api.onTotal?.(page.totalResults, backfillQuotaUnits(page.totalResults));
      outcome.pages += 1;
      let videos = page.videos;
      let stop: string | undefined;
      if (videos.length > 0) {
        try {
          const details = await client.videoDetails(videos.map((video) => video.videoId));
          outcome.quotaUnitsUsed += QUOTA_UNITS_PER_CALL;
          videos = videos.map((video) => ({ ...video, ...details.get(video.videoId) }));
        } catch (error) {
          if (!(error instanceof QuotaExceededError)) throw error;
          // The page itself is paid for: keep its videos, without statistics.
          stop = error.message;
        }
      }
      const written = await writeSourceVideos(db, source, videos, { now: api.now ?? new Date() });
      outcome.inserted += written.inserted;
      outcome.updated += written.updated;
      outcome.unchanged += written.unchanged;
      seen += videos.length;
      api.onPage?.(seen, Math.max(page.totalResults, seen));
      if (stop !== undefined) {
        outcome.stoppedBecause = stop;
        return outcome;
      }
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
  } catch (error) {
    if (!(error instanceof QuotaExceededError) && !(error instanceof YouTubeFetchError)) throw error;
    outcome.stoppedBecause = error.message;
  }
  return outcome;
}
