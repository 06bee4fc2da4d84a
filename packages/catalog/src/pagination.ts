import type { Pagination } from './api-schemas.ts';

/**
 * Page arithmetic for an offset/limit window. The page is the one holding `offset`; there is
 * a next page when documents remain after this window, a previous one when the offset skips any.
 */
export function paginate(totalDocs: number, offset: number, limit: number): Pagination {
  return {
    totalDocs,
    offset,
    limit,
    totalPages: Math.ceil(totalDocs / limit),
    page: Math.floor(offset / limit) + 1,
    hasNextPage: offset + limit < totalDocs,
    hasPrevPage: offset > 0,
  };
}
