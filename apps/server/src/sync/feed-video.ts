import type { Thumbnails } from '@vitrine/catalog/api-schemas';
import { slugify } from '@vitrine/catalog/slug';
import type { VideoWrite } from '../db/upsert-videos.ts';
import type { FeedEntry } from '../youtube/feed-reader.ts';
import { descriptionHtml } from './description-html.ts';

/** YouTube's thumbnail files by size; every video has them under i.ytimg.com (maxres may be a placeholder). */
export const THUMBNAIL_FILES = {
  default: { name: 'default', width: 120, height: 90 },
  medium: { name: 'mqdefault', width: 320, height: 180 },
  high: { name: 'hqdefault', width: 480, height: 360 },
  standard: { name: 'sddefault', width: 640, height: 480 },
  maxres: { name: 'maxresdefault', width: 1280, height: 720 },
} as const satisfies Record<keyof Thumbnails, { name: string; width: number; height: number }>;

export function youtubeThumbnails(videoId: string): Thumbnails {
  const thumbnails: Thumbnails = {};
  for (const [size, { name, width, height }] of Object.entries(THUMBNAIL_FILES)) {
    thumbnails[size as keyof Thumbnails] = { url: `https://i.ytimg.com/vi/${videoId}/${name}.jpg`, width, height };
  }
  return thumbnails;
}

/** The same video in one theme always has this id, whichever source brings it. */
export function syncedVideoId(themeCode: string, videoId: string): string {
  return `yt-${themeCode}-${videoId}`;
}

/** A slug for the title, or one made from the video id when the title has no letter or digit to keep. */
export function baseSlug(title: string, videoId: string): string {
  return slugify(title) || `video-${videoId.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

/** `base`, else `base-2`, `base-3`… : the first not taken in the theme (PRODUCT §3.5). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export interface SourceOfVideo {
  id: number;
  themeCode: string;
  label: string;
}

/** A feed entry as a row of the videos table; pathseo/titleSeo are given (kept for known videos). */
export function feedEntryToRow(entry: FeedEntry, source: SourceOfVideo, slug: string, now: Date): VideoWrite {
  return {
    id: syncedVideoId(source.themeCode, entry.videoId),
    themeCode: source.themeCode,
    pathseo: slug,
    titleSeo: slug,
    title: entry.title,
    description: descriptionHtml(entry.description),
    publishedAt: entry.publishedAt,
    channelTitle: entry.channelTitle,
    username: source.label,
    videoId: entry.videoId,
    genre: [],
    thumbnails: youtubeThumbnails(entry.videoId),
    views: entry.views ?? null,
    likes: entry.likes ?? null,
    parsed: true,
    sourceId: source.id,
    isDemo: false,
    durationSeconds: null,
    createdAt: now,
    updatedAt: now,
  };
}
