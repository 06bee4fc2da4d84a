import { Value } from '@sinclair/typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  API_DEFAULT_LIMIT,
  type BlogListQuery,
  BlogListQuerySchema,
  type OrderDirection,
  type OrderField,
  type Pagination,
  PaginationSchema,
} from './api-schemas.ts';
import { THEME_CODE_VALUES, type ThemeCode } from './themes/theme-ids.ts';

function withDefaults(query: Record<string, unknown>): unknown {
  return Value.Default(BlogListQuerySchema, structuredClone(query));
}

describe('BlogListQuerySchema', () => {
  it('fills the spec defaults: limit 20, offset 0, created desc, theme wmb', () => {
    const query = withDefaults({});
    expect(query).toEqual({ limit: 20, offset: 0, orderfields: 'created', orderby: 'desc', t: 'wmb' });
    expect(API_DEFAULT_LIMIT).toBe(20);
    expect(Value.Check(BlogListQuerySchema, query)).toBe(true);
  });

  it.each<[Record<string, unknown>]>([
    [{ limit: 8, offset: 16, label: 'UFC', search: 'knockout', orderfields: 'views', orderby: 'asc', t: 'spkombat' }],
    [{ orderfields: 'trending' }],
    [{ orderfields: 'publishedAt' }],
    [{ limit: 100 }],
    [{ search: '' }],
    ...THEME_CODE_VALUES.map((t): [Record<string, unknown>] => [{ t }]),
  ])('accepts %j', (query) => {
    expect(Value.Check(BlogListQuerySchema, withDefaults(query))).toBe(true);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ limit: 0 }, 'limit below 1'],
    [{ limit: 101 }, 'limit above 100'],
    [{ limit: 2.5 }, 'fractional limit'],
    [{ offset: -1 }, 'negative offset'],
    [{ orderfields: 'password' }, 'unknown order field'],
    [{ orderby: 'sideways' }, 'unknown direction'],
    [{ t: 'rock' }, 'a theme id instead of its code'],
    [{ t: 'nope' }, 'unknown theme code'],
    [{ label: '' }, 'empty label'],
    [{ search: 'x'.repeat(201) }, 'over-long search'],
    [{ sort: 'title' }, 'unknown parameter'],
  ])('rejects %j (%s)', (query) => {
    expect(Value.Check(BlogListQuerySchema, withDefaults(query))).toBe(false);
  });

  it('keeps literal unions in the static types', () => {
    expectTypeOf<BlogListQuery['orderfields']>().toEqualTypeOf<OrderField>();
    expectTypeOf<BlogListQuery['orderby']>().toEqualTypeOf<OrderDirection>();
    expectTypeOf<BlogListQuery['t']>().toEqualTypeOf<ThemeCode>();
    expectTypeOf<OrderDirection>().toEqualTypeOf<'asc' | 'desc'>();
    expectTypeOf<'nonsense'>().not.toExtend<BlogListQuery['orderfields']>();
  });
});

describe('PaginationSchema', () => {
  const page: Pagination = { totalDocs: 42, offset: 8, limit: 8, totalPages: 6, page: 2, hasNextPage: true, hasPrevPage: true };

  it('accepts the spec pagination object', () => {
    expect(Value.Check(PaginationSchema, page)).toBe(true);
  });

  it.each(['totalDocs', 'offset', 'limit', 'totalPages', 'page', 'hasNextPage', 'hasPrevPage'] as const)('requires %s', (key) => {
    const partial: Partial<Pagination> = { ...page };
    delete partial[key];
    expect(Value.Check(PaginationSchema, partial)).toBe(false);
  });
});
