import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import type { VideoRow } from './schema.ts';
import type { VideoWrite } from './upsert-videos.ts';

/** Database row -> the API's video shape (PRODUCT §3.5). */
export function toApiVideo(row: VideoRow): ApiVideo {
  const video: ApiVideo = {
    _id: row.id,
    pathseo: row.pathseo,
    parsed: row.parsed,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    metadata: {
      title: row.title,
      description: row.description,
      publishedAt: row.publishedAt.toISOString(),
      channelTitle: row.channelTitle,
      username: row.username,
      videoId: row.videoId,
      titleSeo: row.titleSeo,
      genre: row.genre,
      snippet: { thumbnails: row.thumbnails },
    },
  };
  if (row.views !== null || row.likes !== null) {
    video.metadata.statistics = {
      ...(row.views !== null && { viewCount: row.views }),
      ...(row.likes !== null && { likeCount: row.likes }),
    };
  }
  if (row.durationSeconds !== null) video.metadata.durationSeconds = row.durationSeconds;
  return video;
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
