import type { SourceVideo } from '../sync/write-source-videos.ts';
import { YOUTUBE_REQUEST_TIMEOUT_MS, YouTubeFetchError } from './youtube-client.ts';

/** The Data API's largest page, for playlistItems.list and videos.list alike. */
export const DATA_API_PAGE_SIZE = 50;
/** Both calls cost one unit each; a project has 10,000 a day by default. */
export const QUOTA_UNITS_PER_CALL = 1;
export const DEFAULT_DAILY_QUOTA_UNITS = 10_000;

/** HTTP 403 `quotaExceeded`: the day's quota is spent; backfill stops with what it has. */
export class QuotaExceededError extends Error {
  constructor() {
    super('the YouTube Data API quota is spent (quotaExceeded); run sync --backfill again tomorrow');
    this.name = 'QuotaExceededError';
  }
}

export interface PlaylistPage {
  videos: SourceVideo[];
  nextPageToken: string | undefined;
  totalResults: number;
}

export interface VideoDetails {
  views: number | undefined;
  likes: number | undefined;
  durationSeconds: number | undefined;
}

interface ApiError {
  error?: { errors?: { reason?: string }[]; message?: string };
}

export function createDataApiClient(baseUrl: string, apiKey: string) {
  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = `${baseUrl}/${path}?${new URLSearchParams({ ...params, key: apiKey }).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(YOUTUBE_REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new YouTubeFetchError(`Data API unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as T & ApiError;
    if (response.ok) return body;
    const reasons = body.error?.errors?.map((error) => error.reason) ?? [];
    if (response.status === 403 && reasons.includes('quotaExceeded')) throw new QuotaExceededError();
    throw new YouTubeFetchError(`Data API HTTP ${response.status}${body.error?.message ? `: ${body.error.message}` : ''}`, response.status);
  }

  return {
    /** One page of a playlist; private and deleted videos (no publication date) are left out. */
    async playlistPage(playlistId: string, pageToken: string | undefined): Promise<PlaylistPage> {
      const body = await get<PlaylistItemsAnswer>('playlistItems', {
        part: 'snippet,contentDetails',
        playlistId,
        maxResults: String(DATA_API_PAGE_SIZE),
        ...(pageToken !== undefined && { pageToken }),
      });
      const videos: SourceVideo[] = [];
      for (const item of body.items ?? []) {
        const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
        const published = item.contentDetails?.videoPublishedAt;
        if (videoId === undefined || published === undefined || item.snippet?.title === undefined) continue;
        videos.push({
          videoId,
          title: item.snippet.title,
          description: item.snippet.description ?? '',
          publishedAt: new Date(published),
          channelTitle: item.snippet.videoOwnerChannelTitle ?? item.snippet.channelTitle ?? '',
          channelId: item.snippet.videoOwnerChannelId ?? item.snippet.channelId,
          views: undefined,
          likes: undefined,
        });
      }
      return { videos, nextPageToken: body.nextPageToken || undefined, totalResults: body.pageInfo?.totalResults ?? videos.length };
    },

    /** Statistics and duration of up to 50 videos. */
    async videoDetails(videoIds: readonly string[]): Promise<Map<string, VideoDetails>> {
      const body = await get<VideosAnswer>('videos', { part: 'statistics,contentDetails', id: videoIds.join(','), maxResults: String(DATA_API_PAGE_SIZE) });
      const details = new Map<string, VideoDetails>();
      for (const item of body.items ?? []) {
        details.set(item.id, {
          views: wholeNumber(item.statistics?.viewCount),
          likes: wholeNumber(item.statistics?.likeCount),
          durationSeconds: isoDurationSeconds(item.contentDetails?.duration),
        });
      }
      return details;
    },
  };
}

/** `PT1H2M3S` -> 3723; the Data API's duration format. */
export function isoDurationSeconds(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(value);
  if (match === null || value === 'P' || value === 'PT') return undefined;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
}

function wholeNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

interface PlaylistItemsAnswer {
  items?: {
    snippet?: {
      title?: string;
      description?: string;
      channelTitle?: string;
      channelId?: string;
      videoOwnerChannelTitle?: string;
      videoOwnerChannelId?: string;
      resourceId?: { videoId?: string };
    };
    contentDetails?: { videoId?: string; videoPublishedAt?: string };
  }[];
  nextPageToken?: string;
  pageInfo?: { totalResults?: number };
}

interface VideosAnswer {
  items?: { id: string; statistics?: { viewCount?: string; likeCount?: string }; contentDetails?: { duration?: string } }[];
}
