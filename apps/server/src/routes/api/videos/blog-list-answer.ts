import type { BlogListResponse } from '@vitrine/catalog/api-schemas';
import { paginate } from '@vitrine/catalog/pagination';
import type { ListedVideos } from '../../../db/videos-repository.ts';

/** GET /api/blogs' answer for one page (PRODUCT §7.2); the pages inline the same shape (pages/first-screen-data.ts). */
export function blogListAnswer(page: ListedVideos, { themeCode, offset, limit }: { themeCode: string; offset: number; limit: number }): BlogListResponse {
  return { data: page.videos, pagination: paginate(page.totalDocs, offset, limit), count: page.videos.length, origin: themeCode };
}
