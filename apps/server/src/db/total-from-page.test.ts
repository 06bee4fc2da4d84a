import { describe, expect, it } from 'vitest';
import { totalFromPage, type ListVideosQuery } from './videos-repository.ts';

const query = (overrides: Partial<ListVideosQuery>): ListVideosQuery => ({ themeCode: 'wmb', limit: 8, offset: 0, orderField: 'created', orderDirection: 'desc', ...overrides });

describe('totalFromPage', () => {
  it('reads the total off a page shorter than it asked for', () => {
    expect(totalFromPage(query({}), 3)).toBe(3);
    expect(totalFromPage(query({ offset: 16 }), 5)).toBe(21);
    expect(totalFromPage(query({ label: 'small-label' }), 0)).toBe(0);
  });
  it('knows nothing from a full page, nor from an empty one past the first', () => {
    expect(totalFromPage(query({}), 8)).toBeUndefined();
    expect(totalFromPage(query({ offset: 40 }), 0)).toBeUndefined();
  });
});
