import type { ApiVideo, BlogListAnswer, OrderDirection, OrderField, Pagination } from '@vitrine/catalog/api-schemas';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { loadPageTheme } from '../../../config/page-theme.ts';
import { THEME_CODES, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { apiGet } from '../../../lib/api-client.ts';
import { readVideoCache, videoCacheKey, writeVideoCache } from '../../../lib/video-cache.ts';

/** One page of a row: GET /api/blogs (PRODUCT §7.2), through the client cache. */

export interface GetVideosParams {
  theme: ThemeId;
  /** The row asking; part of the cache key (PRODUCT §7.5). */
  category: string;
  limit: number;
  offset: number;
  search?: string;
  label?: string;
  orderfields?: OrderField;
  orderby?: OrderDirection;
}

export interface VideoPage {
  videos: UiVideo[];
  /** As the API sent it (under `pagination` or `pgination`); null when it sent neither. */
  pagination: Pagination | null;
  hasMore: boolean;
}

export async function getVideos(params: GetVideosParams): Promise<VideoPage> {
  const query = {
    theme: params.theme,
    category: params.category,
    limit: params.limit,
    offset: params.offset,
    search: params.search?.trim() ?? '',
    label: params.label ?? '',
    orderfields: params.orderfields ?? 'created',
    orderby: params.orderby ?? 'desc',
  };
  const key = videoCacheKey(query);
  const cached = readVideoCache(key);
  if (isVideoPage(cached)) return cached;

  const answer = await apiGet<BlogListAnswer>('/blogs', {
    label: query.label,
    limit: query.limit,
    offset: query.offset,
    search: query.search,
    orderfields: query.orderfields,
    orderby: query.orderby,
    t: THEME_CODES[params.theme],
  });
  const page = toVideoPage(answer, await loadPageTheme(params.theme), params.limit, Date.now());
  writeVideoCache(key, page);
  return page;
}

/** One answer of GET /api/blogs as a row page; `now` dates the videos' scores (toUiVideo). */
export function toVideoPage(answer: BlogListAnswer, theme: ThemeConfig, limit: number, now: number): VideoPage {
  // Never more than was asked: an oversized answer must not grow the page without bound (PRODUCT §7.2).
  const videos = (answer.data ?? []).slice(0, limit).map((video) => toUiVideo(video, theme, now));
  const pagination = answer.pagination ?? answer.pgination ?? null;
  return { videos, pagination, hasMore: pagination?.hasNextPage ?? videos.length === limit };
}

/**
 * GET /api/blog/:pathseo answers `{ data }` or the video itself (PRODUCT §7.3). The server looks only
 * within the theme given as `t`, as it does for the page at that address: a link to another
 * theme's video is not found on this site.
 */
export async function getVideo(pathseo: string, theme: ThemeId): Promise<UiVideo> {
  const answer = await apiGet<{ data: ApiVideo } | ApiVideo>(`/blog/${encodeURIComponent(pathseo)}`, { t: THEME_CODES[theme] });
  const video = 'data' in answer ? answer.data : answer;
  return toUiVideo(video, await loadPageTheme(theme));
}

function isVideoPage(value: unknown): value is VideoPage {
  return typeof value === 'object' && value !== null && Array.isArray((value as VideoPage).videos) && typeof (value as VideoPage).hasMore === 'boolean';
}
