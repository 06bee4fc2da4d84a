import type { BlogListResponse } from '@vitrine/catalog/api-schemas';
import { paginate } from '@vitrine/catalog/pagination';
import type { ListedVideos, VideosJson } from '../../../db/videos-repository.ts';

interface PageWindow {
  themeCode: string;
  offset: number;
  limit: number;
}

/** GET /api/blogs' answer for one page (PRODUCT §7.2); the pages inline the same shape (pages/first-screen-data.ts). */
export function blogListAnswer(page: ListedVideos, { themeCode, offset, limit }: PageWindow): BlogListResponse {
  return { data: page.videos, pagination: paginate(page.totalDocs, offset, limit), count: page.videos.length, origin: themeCode };
}

/**
 * The same answer as JSON text, around the page's videos as the database wrote them: they are
 * sent as they are, neither parsed nor serialised again. Keys in BlogListResponseSchema's order.
 */
export function blogListAnswerJson(page: VideosJson, totalDocs: number, { themeCode, offset, limit }: PageWindow): string {
  const pagination = JSON.stringify(paginate(totalDocs, offset, limit));
  return `{"data":${page.json},"pagination":${pagination},"count":${page.count},"origin":${JSON.stringify(themeCode)}}`;
}
