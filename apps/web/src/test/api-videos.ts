import { paginate } from '@vitrine/catalog/pagination';
import type { ApiVideo, BlogListAnswer, Pagination } from '@vitrine/catalog/api-schemas';

/** API videos and list answers shaped like the real API's (PRODUCT §3, §7), for client tests. */

export function apiVideo(n: number, overrides: { username?: string; publishedAt?: string; title?: string } = {}): ApiVideo {
  return {
    _id: `video-${n}`,
    pathseo: `video-${n}`,
    parsed: true,
    metadata: {
      title: overrides.title ?? `Video ${n}`,
      description: `Description of video ${n}`,
      publishedAt: overrides.publishedAt ?? '2025-02-01T10:00:00.000Z',
      channelTitle: 'Some Channel',
      username: overrides.username ?? 'NuclearBlastRecords',
      videoId: `yt${String(n).padStart(9, '0')}`,
      titleSeo: `video-${n}`,
      genre: ['metal'],
      snippet: { thumbnails: { high: { url: `https://i.ytimg.com/vi/${n}/hqdefault.jpg`, width: 480, height: 360 } } },
    },
  };
}

export function apiVideos(from: number, count: number): ApiVideo[] {
  return Array.from({ length: count }, (_, i) => apiVideo(from + i));
}

/** A page as the server computes it (same arithmetic, shared from the catalog). */
export function pagination(offset: number, limit: number, totalDocs: number): Pagination {
  return paginate(totalDocs, offset, limit);
}

export function blogList(data: ApiVideo[], page?: Pagination, spelling: 'pagination' | 'pgination' = 'pagination'): BlogListAnswer {
  return { data, count: data.length, origin: 'wmb', ...(page ? { [spelling]: page } : {}) };
}
