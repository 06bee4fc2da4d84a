import type { Database } from '../db/client.ts';
import type { FeedValidators, VideoSourceRow } from '../db/schema.ts';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { retryDelayMs } from '../mail/retry-backoff.ts';
import { FeedFormatError, readFeed, type FeedEntry, type SkippedEntry } from '../youtube/feed-reader.ts';
import { feedUrl, fetchFeed, YouTubeFetchError } from '../youtube/youtube-client.ts';
import { channelPlaylistId } from '../youtube/youtube-ids.ts';
import { writeSourceVideos } from './write-source-videos.ts';

/** A failing source is retried after this, doubling (with jitter) up to the cap (PRODUCT §10.15). */
export const SYNC_RETRY_BASE_MS = 5 * 60_000;
export const SYNC_RETRY_MAX_MS = 12 * 60 * 60_000;

export interface SyncOptions {
  baseUrl: string;
  /** Remove the source's videos that left its feeds (the feeds hold only the newest 15). */
  prune?: boolean;
  now?: Date;
  /** Called as entries are written: for the progress bar. */
  onProgress?: (done: number, total: number) => void;
}

export interface SyncOutcome {
  sourceId: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Entries skipped with their reason (an invalid video id…). */
  failed: SkippedEntry[];
  pruned: number;
  /** Set when the feed could not be read: nothing was changed and the source backs off. */
  error?: string;
}

/** The feeds a source reads: a playlist's own, or a channel's uploads without Shorts, plus Shorts and live when asked. */
export function sourceFeedUrls(source: Pick<VideoSourceRow, 'kind' | 'youtubeId' | 'includeShorts' | 'includeLive'>, baseUrl: string): string[] {
  if (source.kind === 'playlist') return [feedUrl(baseUrl, source.youtubeId)];
  const kinds = ['videos', ...(source.includeShorts ? ['shorts' as const] : []), ...(source.includeLive ? ['live' as const] : [])] as const;
  return kinds.map((kind) => feedUrl(baseUrl, channelPlaylistId(source.youtubeId, kind)));
}

/**
 * Reads a source's feeds and upserts their videos in one transaction. A feed that fails (HTTP
 * error, timeout, malformed XML) changes nothing: the source keeps its videos, records the error
 * and backs off; the caller goes on with the other sources.
 */
export async function syncSource(db: Database, source: VideoSourceRow, options: SyncOptions): Promise<SyncOutcome> {
  const now = options.now ?? new Date();
  const sources = createSourcesRepository(db);
  const outcome: SyncOutcome = { sourceId: source.id, inserted: 0, updated: 0, unchanged: 0, failed: [], pruned: 0 };

  const entries = new Map<string, FeedEntry>();
  const validators: Record<string, FeedValidators> = { ...source.validators };
  let title: string | undefined;
  let isEveryFeedRead = true;
  try {
    for (const url of sourceFeedUrls(source, options.baseUrl)) {
      const answer = await fetchFeed(url, source.validators[url]);
      if (!answer.isModified) {
        isEveryFeedRead = false;
        continue;
      }
      const feed = readFeed(answer.xml);
      validators[url] = answer.validators;
      title ??= source.kind === 'channel' ? feed.entries[0]?.channelTitle || undefined : feed.title || undefined;
      outcome.failed.push(...feed.skipped);
      for (const entry of feed.entries) if (!entries.has(entry.videoId)) entries.set(entry.videoId, entry);
    }
  } catch (error) {
    if (!(error instanceof YouTubeFetchError) && !(error instanceof FeedFormatError)) throw error;
    const failures = source.failures + 1;
    outcome.error = error.message;
    await sources.recordFailure(source.id, { error: error.message, failures, nextAttemptAt: new Date(now.getTime() + retryDelayMs(failures, { baseMs: SYNC_RETRY_BASE_MS, maxMs: SYNC_RETRY_MAX_MS })) });
    return outcome;
  }

  const written = await writeSourceVideos(db, source, [...entries.values()], { now, onProgress: options.onProgress, prune: options.prune === true && isEveryFeedRead });
  Object.assign(outcome, written);
  await sources.recordSuccess(source.id, { title, validators, at: now });
  return outcome;
}
