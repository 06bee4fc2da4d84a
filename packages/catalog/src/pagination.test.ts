import { describe, expect, it } from 'vitest';
import { paginate } from './pagination.ts';

describe('paginate', () => {
  it.each([
    // totalDocs, offset, limit -> totalPages, page, hasNextPage, hasPrevPage
    [0, 0, 20, 0, 1, false, false],
    [8, 0, 8, 1, 1, false, false],
    [9, 0, 8, 2, 1, true, false],
    [9, 8, 8, 2, 2, false, true],
    [20, 16, 8, 3, 3, false, true],
    [20, 40, 8, 3, 6, false, true],
    [20, 4, 8, 3, 1, true, true],
  ])('%i docs from offset %i by %i: %i pages, page %i, next %s, prev %s', (totalDocs, offset, limit, totalPages, page, hasNextPage, hasPrevPage) => {
    expect(paginate(totalDocs, offset, limit)).toEqual({ totalDocs, offset, limit, totalPages, page, hasNextPage, hasPrevPage });
  });
});
