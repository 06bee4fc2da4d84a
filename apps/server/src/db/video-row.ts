import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { videos } from './schema.ts';
import type { VideoWrite } from './upsert-videos.ts';

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, "Z"), the API's date format. */
function isoTimestamp(column: AnyPgColumn): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A video row as the API's video (PRODUCT §3.5), built by the database as JSON: the one
 * definition of that shape for reads. A page then reaches the server as one text, which the API
 * sends as it is, instead of rows that were parsed, mapped to objects and serialised again
 * (docs/PERFORMANCE.md). Keys follow ApiVideoSchema; statistics and durationSeconds are left
 * out when unknown (json_strip_nulls: every other field is NOT NULL), and the stored thumbnails
 * hold only the schema's keys (the import cleans them, a sync and the demo build them).
 */
export const apiVideoJson: SQL = sql`json_strip_nulls(json_build_object(
  '_id', ${videos.id}, 'pathseo', ${videos.pathseo}, 'parsed', ${videos.parsed},
  'created', ${isoTimestamp(videos.createdAt)}, 'updated', ${isoTimestamp(videos.updatedAt)},
  'metadata', json_build_object(
    'title', ${videos.title}, 'description', ${videos.description}, 'publishedAt', ${isoTimestamp(videos.publishedAt)},
    'channelTitle', ${videos.channelTitle}, 'username', ${videos.username}, 'videoId', ${videos.videoId},
    'titleSeo', ${videos.titleSeo}, 'genre', ${videos.genre}, 'snippet', json_build_object('thumbnails', ${videos.thumbnails}),
    'statistics', case when ${videos.views} is null and ${videos.likes} is null then null
      else json_build_object('viewCount', ${videos.views}, 'likeCount', ${videos.likes}) end,
    'durationSeconds', ${videos.durationSeconds})))`;

/** The API videos of the rows a query selects, in `order`, as the text of one JSON array ('[]' for none). */
export function apiVideosJsonArray(order: SQL[]): SQL<string> {
  return sql<string>`coalesce(json_agg(${apiVideoJson} order by ${sql.join(order, sql`, `)}), '[]')::text`;
}

/** The API video a JSON text from apiVideoJson holds: the database built it to ApiVideoSchema. */
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
