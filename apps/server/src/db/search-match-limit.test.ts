import type { OrderField } from '@vitrine/catalog/api-schemas';
import { ROW_MAX_VIDEOS } from '@vitrine/catalog/first-screen';
import { matchesSearch, SEARCH_MATCH_LIMIT } from '@vitrine/catalog/search';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateVideos, GENERATED_COMMON_WORD } from '../demo/generate-videos.ts';
import { openGeneratedCatalogue } from '../test/generated-catalogue.ts';
import { TEST_DATABASES } from '../test/test-databases.ts';
import { searchDepthOf, type ListLookups, type ListVideosQuery, type VideosRepository } from './videos-repository.ts';

/** About a third of generated titles hold the common word: well past the limit. */
const VIDEO_COUNT = 3_600;
const ORDER_FIELDS: readonly OrderField[] = ['created', 'publishedAt', 'views', 'trending', 'title'];
/** Every ordering a row may ask but the count's own (created, descending). */
const ROW_ORDERS: readonly Pick<ListVideosQuery, 'orderField' | 'orderDirection'>[] = [
  { orderField: 'created', orderDirection: 'asc' },
  ...ORDER_FIELDS.filter((field) => field !== 'created').map((orderField) => ({ orderField, orderDirection: 'desc' as const })),
];

describe.each(TEST_DATABASES)('a search stops at SEARCH_MATCH_LIMIT matches, on %s', (_driver, startDatabase) => {
  const videos = generateVideos(VIDEO_COUNT, 'match-limit');
  const matching = (term: string) => videos.filter((video) => matchesSearch(video.metadata, term)).length;
  const rareTerm = videos[0]!.metadata.title.split(' ')[0]!;
  let repository: VideosRepository;
  let close = async () => {};
  const search = (term: string, window: Partial<ListVideosQuery> = {}) =>
    repository.list({ themeCode: videos[0]!.t, search: term, limit: 8, offset: 0, orderField: 'created', orderDirection: 'desc', ...window });

  beforeAll(async () => {
    ({ repository, close } = await openGeneratedCatalogue(startDatabase, videos));
  });
  afterAll(() => close());

  it('counts a common word up to the limit, which reads "at least"', async () => {
    expect(matching(GENERATED_COMMON_WORD)).toBeGreaterThan(SEARCH_MATCH_LIMIT);
    expect((await search(GENERATED_COMMON_WORD)).totalDocs).toBe(SEARCH_MATCH_LIMIT);
  });

  it('counts a word with more matches than a row shows, and fewer than the limit, exactly, in every ordering', async () => {
    const word = 'Storm';
    expect(matching(word)).toBeGreaterThan(ROW_MAX_VIDEOS);
    expect(matching(word)).toBeLessThan(SEARCH_MATCH_LIMIT);
    for (const orderField of ORDER_FIELDS) expect((await search(word, { orderField })).totalDocs).toBe(matching(word));
  });

  it('counts a rare word exactly', async () => {
    expect(matching(rareTerm)).toBeGreaterThan(0);
    expect((await search(rareTerm)).totalDocs).toBe(matching(rareTerm));
  });

  it('serves matches up to the limit and none past it, as its count says', async () => {
    expect((await search(GENERATED_COMMON_WORD, { offset: SEARCH_MATCH_LIMIT - 8, limit: 20 })).videos).toHaveLength(8);
    expect((await search(GENERATED_COMMON_WORD, { offset: SEARCH_MATCH_LIMIT })).videos).toEqual([]);
  });

  // A common word's row walks its ordering to the matches a row can show, not to the limit's.
  it.each(ROW_ORDERS)("finds a row's pages among the first matches a row shows, the same pages as among all of them: by $orderField $orderDirection", async (order) => {
    const query: ListVideosQuery = { themeCode: videos[0]!.t, search: GENERATED_COMMON_WORD, limit: 8, offset: ROW_MAX_VIDEOS - 8, ...order };
    const rowMatches = (await repository.findSearch(query)).matches;
    expect(rowMatches).toEqual({ ids: expect.any(Array), isAll: false });
    expect(rowMatches.ids).toHaveLength(ROW_MAX_VIDEOS);
    const allMatches = (await repository.findSearch(query, undefined, SEARCH_MATCH_LIMIT)).matches;
    expect(allMatches.ids.slice(0, ROW_MAX_VIDEOS)).toEqual(rowMatches.ids);
    const lastRowPage = await repository.list(query);
    expect(lastRowPage.videos.map((video) => video._id)).toEqual(allMatches.ids.slice(ROW_MAX_VIDEOS - 8, ROW_MAX_VIDEOS));
    expect(lastRowPage.totalDocs).toBe(SEARCH_MATCH_LIMIT);
    const pastRow = await repository.list({ ...query, offset: ROW_MAX_VIDEOS });
    expect(pastRow.videos.map((video) => video._id)).toEqual(allMatches.ids.slice(ROW_MAX_VIDEOS, ROW_MAX_VIDEOS + 8));
  });

  // A label's row is in that order: one walk tells its page and its count, where a row's walk and the count's would read the label twice.
  it("finds a search in the count's own order among every match up to the limit, and tells the count with them", async () => {
    const query: ListVideosQuery = { themeCode: videos[0]!.t, search: GENERATED_COMMON_WORD, limit: 8, offset: 0, orderField: 'created', orderDirection: 'desc' };
    const found = await repository.findSearch(query);
    expect(found.matches.isAll).toBe(true);
    expect(found.matches.ids).toHaveLength(SEARCH_MATCH_LIMIT);
    expect((await repository.list(query)).totalDocs).toBe(SEARCH_MATCH_LIMIT);
  });

  // A label's row and an ordered row of one search: one walk in the count's order serves both.
  it("counts a search from the matches a page in the count's own order found, and the other way round", async () => {
    const kept = new Map<string, Promise<unknown>>();
    const keep = <T,>(key: string, load: () => Promise<T>) => (kept.get(key) ?? kept.set(key, load()).get(key)!) as Promise<T>;
    const lookups: ListLookups = {
      count: (query) => keep(`count ${query.search}`, () => repository.countListed(query, lookups)),
      searchMatches: (query, find) => keep(`matches ${query.search} ${query.orderField} ${query.orderDirection} ${searchDepthOf(query)}`, find),
      searchSample: (_query, read) => keep('sample', read),
    };
    const findSearch = vi.spyOn(repository, 'findSearch');
    try {
      const query: ListVideosQuery = { themeCode: videos[0]!.t, search: GENERATED_COMMON_WORD, limit: 8, offset: 0, orderField: 'created', orderDirection: 'desc' };
      expect((await repository.listJson(query, lookups)).totalDocs).toBe(SEARCH_MATCH_LIMIT);
      expect((await repository.listJson({ ...query, orderField: 'trending' }, lookups)).totalDocs).toBe(SEARCH_MATCH_LIMIT);
      expect(findSearch).toHaveBeenCalledTimes(2);
      expect((await repository.listJson({ ...query, search: 'Storm', orderField: 'views' }, lookups)).totalDocs).toBe(matching('Storm'));
      expect((await repository.listJson({ ...query, search: 'Storm' }, lookups)).totalDocs).toBe(matching('Storm'));
      expect(findSearch).toHaveBeenCalledTimes(4);
    } finally {
      findSearch.mockRestore();
    }
  });

  it('leaves a list without a search uncapped', async () => {
    const answer = await repository.list({ themeCode: videos[0]!.t, limit: 8, offset: SEARCH_MATCH_LIMIT, orderField: 'created', orderDirection: 'desc' });
    expect(answer.totalDocs).toBe(VIDEO_COUNT);
    expect(answer.videos).toHaveLength(8);
  });
});
