import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { sql, type SQL } from 'drizzle-orm';
import { videos } from './schema.ts';
import type { VideoWrite } from './upsert-videos.ts';

/**
 * The videos of the rows a query selects, in `order`, as the text of one JSON array of API videos
 * ('[]' for none): each row's `api_json` (schema.ts), which the database keeps at each write, as
 * the API sends it. A page then reaches the server as one text, which the API sends as it is,
 * instead of rows that were parsed, mapped to objects and serialised again (docs/PERFORMANCE.md).
 */
export function apiVideosJsonArray(order: SQL[]): SQL<string> {
  return sql<string>`coalesce('[' || string_agg(${videos.apiJson}, ',' order by ${sql.join(order, sql`, `)}) || ']', '[]')`;
}

/** The API video a row's `api_json` holds: the database built it to ApiVideoSchema (migration 0010). */
export function parseApiVideo(json: string): ApiVideo {
  return JSON.parse(json) as ApiVideo;
}

/** The API videos a JSON array from apiVideosJsonArray holds. */
export function parseApiVideos(json: string): ApiVideo[] {
  return JSON.parse(json) as ApiVideo[];
}

/** The API's video shape -> a row of the theme with that code. Missing dates default to now. */
export function toVideoRow(themeCode: string, video: ApiVideo, now: Date): VideoWrite {
  const { metadata } = video;
  return {
    id: video._id,
    themeCode,
    pathseo: video.pathseo,
    title: metadata.title,
    description: metadata.description,
    publishedAt: new Date(metadata.publishedAt),
    channelTitle: metadata.channelTitle,
    username: metadata.username,
    videoId: metadata.videoId,
    titleSeo: metadata.titleSeo,
    genre: metadata.genre,
    thumbnails: metadata.snippet.thumbnails,
    views: metadata.statistics?.viewCount ?? null,
    likes: metadata.statistics?.likeCount ?? null,
    parsed: video.parsed,
    // An imported video is never a demo one nor a channel source's (PRODUCT §10.15).
    isDemo: false,
    sourceId: null,
    durationSeconds: metadata.durationSeconds ?? null,
    createdAt: video.created === undefined ? now : new Date(video.created),
    updatedAt: video.updated === undefined ? now : new Date(video.updated),
  };
}
