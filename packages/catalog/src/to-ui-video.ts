import type { ApiVideo } from './api-schemas.ts';
import { recordLabelBase } from './record-label-bases.ts';
import type { LabelEntry, ThemeConfig } from './themes/theme-config.ts';
import type { UiVideo } from './ui-video.ts';
import { backdropUrl, posterUrl, thumbnailImages } from './video-thumbnails.ts';
import { watchUrl } from './youtube-url.ts';

/** PRODUCT §3.6 defaults and fixed values. */
export const DEFAULT_TITLE = 'Untitled';
export const DEFAULT_OVERVIEW = 'No description available';
export const DEFAULT_ARTIST = 'Unknown Artist';
export const RUNTIME_MINUTES = 180;
/** Genre of a video whose channel is not one of the theme's labels, and of a failed lookup. */
export const UNLABELLED_GENRE_IDS: readonly number[] = [6666666];
export const LOOKUP_ERROR_GENRE_IDS: readonly number[] = [14];

export const VOTE_MIN = 1;
export const VOTE_MAX = 10;
/** Recency bonus: (30 - age in days) / 300, so a new video gains 0.1 and one 30 days old nothing. */
export const RECENCY_DAYS = 30;
export const RECENCY_DIVISOR = 300;
/** Added to the base view and vote counts, 0 to 5000, derived from the video id. */
export const DERIVED_SPREAD = 5_000;
export const LIKES_SHARE = 0.1;

const DAY_MS = 86_400_000;

export function toUiVideo(video: ApiVideo, theme: ThemeConfig, now: number = Date.now()): UiVideo {
  const { metadata } = video;
  const thumbnails = metadata.snippet.thumbnails;
  const title = nonBlank(metadata.title) ?? DEFAULT_TITLE;
  const base = recordLabelBase(metadata.username);
  const lookup = findLabel(theme, metadata.username);
  const labelEntry = lookup.ok ? lookup.entry : undefined;
  const views = metadata.statistics?.viewCount ?? base.views + spread(video._id, 'views');
  const likeCount = metadata.statistics?.likeCount;
  const created = video.created ?? metadata.publishedAt;
  const releaseDate = metadata.publishedAt.slice(0, 10);
  // A live stream or a premiere has no length yet (0): shown like an unknown one.
  const durationSeconds = metadata.durationSeconds !== undefined && metadata.durationSeconds > 0 ? metadata.durationSeconds : null;

  return {
    id: video._id,
    title,
    name: title,
    overview: nonBlank(metadata.description) ?? DEFAULT_OVERVIEW,
    backdrop_path: backdropUrl(thumbnails),
    poster_path: posterUrl(thumbnails),
    images: thumbnailImages(thumbnails),
    release_date: releaseDate,
    first_air_date: releaseDate,
    vote_average: voteAverage(base.vote, metadata.publishedAt, now),
    runtime: durationSeconds === null ? RUNTIME_MINUTES : Math.max(1, Math.round(durationSeconds / 60)),
    durationSeconds,
    genre_ids: lookup.ok ? [...(labelEntry?.genre_ids ?? UNLABELLED_GENRE_IDS)] : [...LOOKUP_ERROR_GENRE_IDS],
    trailerUrl: watchUrl(metadata.videoId),
    // Real likes are the closest real figure to a vote count.
    vote_count: likeCount ?? base.views + spread(video._id, 'votes'),
    pathseo: video.pathseo,
    videoId: metadata.videoId,
    channelTitle: metadata.channelTitle,
    username: metadata.username,
    publishedAt: metadata.publishedAt,
    titleSeo: metadata.titleSeo,
    parsed: video.parsed,
    artist: nonBlank(metadata.channelTitle) ?? DEFAULT_ARTIST,
    label: labelEntry?.title ?? metadata.username,
    created,
    updated: video.updated ?? created,
    category: metadata.username,
    tags: [...metadata.genre],
    views,
    likes: likeCount ?? Math.round(views * LIKES_SHARE),
    youtubeData: metadata,
  };
}

/** Base score plus the recency bonus, bounded 1 to 10, one decimal. An unreadable date gets no bonus. */
export function voteAverage(base: number, publishedAt: string, now: number): number {
  const publishedMs = Date.parse(publishedAt);
  const ageDays = Number.isNaN(publishedMs) ? RECENCY_DAYS : Math.floor((now - publishedMs) / DAY_MS);
  const score = base + (RECENCY_DAYS - ageDays) / RECENCY_DIVISOR;
  return Math.round(Math.min(VOTE_MAX, Math.max(VOTE_MIN, score)) * 10) / 10;
}

/** 0 to DERIVED_SPREAD, the same for the same id on every render (PRODUCT §10.8: no Math.random). */
export function spread(videoId: string, salt: string): number {
  return fnv1a(`${salt}:${videoId}`) % (DERIVED_SPREAD + 1);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

type LabelLookup = { ok: true; entry: LabelEntry | undefined } | { ok: false };

function findLabel(theme: ThemeConfig, username: string): LabelLookup {
  try {
    return { ok: true, entry: theme.labels.find((entry) => entry.label === username) };
  } catch {
    return { ok: false };
  }
}

function nonBlank(text: string | undefined): string | undefined {
  return text !== undefined && text.trim() !== '' ? text : undefined;
}
