import { ROW_MAX_VIDEOS } from '@vitrine/catalog/first-screen';
import { matchesSearch, SEARCH_MATCH_LIMIT } from '@vitrine/catalog/search';
import { THEME, THEME_CODE_VALUES } from '@vitrine/catalog/themes/theme-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVideos, GENERATED_COMMON_WORD, type ImportItem } from '../demo/generate-videos.ts';
import { openGeneratedCatalogue } from '../test/generated-catalogue.ts';
import { TEST_DATABASES } from '../test/test-databases.ts';
import type { OpenDatabase } from './client.ts';
import { explain, explainPlannedOnce } from './query-shapes.ts';
import { searchIndexName } from './schema.ts';
import { probeOf, SEARCH_PROBE_SIZE, searchPlanOf, searchQuery, type ListVideosQuery, type SearchPlan, type VideosRepository } from './videos-repository.ts';

describe('searchPlanOf', () => {
  const theme = { listVideos: 11_000, themeVideos: 11_000, probed: SEARCH_PROBE_SIZE };

  it('walks for a word most of the latest videos hold: a walk reads fewer rows than the index has candidates', () => {
    expect(searchPlanOf({ ...theme, hits: 58 })).toBe('walk');
  });

  it('reads the trigram index for a word few of them hold, or none', () => {
    expect(searchPlanOf({ ...theme, hits: 11 })).toBe('trigram');
    expect(searchPlanOf({ ...theme, hits: 0 })).toBe('trigram');
  });

  it("walks for a word fewer of them hold when only a row's matches are wanted: 96 are found sooner than 1,000", () => {
    expect(searchPlanOf({ ...theme, hits: 11 }, ROW_MAX_VIDEOS)).toBe('walk');
    expect(searchPlanOf({ ...theme, hits: 11 }, SEARCH_MATCH_LIMIT)).toBe('trigram');
    expect(searchPlanOf({ ...theme, hits: 1 }, ROW_MAX_VIDEOS)).toBe('trigram');
  });

  it("walks a small label a common word fills, whose walk ends at the label's end: the index would merge the whole theme's candidates", () => {
    expect(searchPlanOf({ listVideos: 363, themeVideos: 11_000, probed: SEARCH_PROBE_SIZE, hits: 55 })).toBe('walk');
    expect(searchPlanOf({ listVideos: 363, themeVideos: 11_000, probed: SEARCH_PROBE_SIZE, hits: 3 })).toBe('trigram');
  });
});

describe('probeOf', () => {
  const sample = { texts: ['été en direct\nlive', 'live at wacken', 'studio session'], listVideos: 300, themeVideos: 900 };

  it("counts the sample's texts that hold the term, folded as the database folds the texts", () => {
    expect(probeOf(sample, ' ÉTÉ ')).toEqual({ probed: 3, hits: 1, listVideos: 300, themeVideos: 900 });
    expect(probeOf(sample, 'Live')).toMatchObject({ hits: 2 });
    expect(probeOf(sample, '%')).toMatchObject({ hits: 0 });
  });

  it('takes the trigram index for a list with no video yet', () => {
    expect(searchPlanOf(probeOf({ texts: [], listVideos: 0, themeVideos: 0 }, 'live'))).toBe('trigram');
  });
});

/** One theme, so that PostgreSQL expects a walk to pass SEARCH_MATCH_LIMIT matches before the theme's end. */
const VIDEO_COUNT = 4_000;
/** As long as real descriptions (the fixture channel feed's run to 743–1,920): PostgreSQL keeps no statistics of a text over 1 KB. */
const DESCRIPTION_CHARS = 1_200;
/** Written into a few descriptions: the characters a LIKE pattern would read as wildcards or an escape, and case folding. */
const SPECIAL_LINES = ['Tickets 100% sold out', 'file_name and 100_000', 'path C:\\live\\set', 'Été en direct, ÉTÉ'];
/** Every generated description ends with "Subscribe to …". */
const EVERY_VIDEOS_WORD = 'Subscribe';
const TERMS = [GENERATED_COMMON_WORD, 'burning', EVERY_VIDEOS_WORD, '100%', '%', '_', 'e_n', '\\live', 'ÉTÉ', 'été', 'nowhere-to-be-found'];

/** `video` with a description as long as real ones: credit-like tokens (a letter and digits) that no search term matches. */
function withLongDescription(video: ImportItem, index: number): ImportItem {
  const special = index % 500 === 0 ? `\n${SPECIAL_LINES[(index / 500) % SPECIAL_LINES.length]}` : '';
  let description = `${video.metadata.description}${special}\n`;
  for (let token = 0; description.length < DESCRIPTION_CHARS; token += 1) description += `k${(index * 7_919 + token * 104_729) % 10_000} `;
  return { ...video, metadata: { ...video.metadata, description: description.trimEnd() } };
}

describe.each(TEST_DATABASES)('a search on descriptions as long as real ones, on %s', (_driver, startDatabase) => {
  const videos = generateVideos(VIDEO_COUNT, 'long-texts').map(withLongDescription);
  const themeCode = videos[0]!.t;
  const rareTerm = videos[0]!.metadata.title.split(' ')[0]!;
  // A second theme, in the catalogue only: what a search statement built for one theme serves another.
  const otherVideos = generateVideos(VIDEO_COUNT / 4, 'long-texts-other', { theme: THEME.STANDUP_CH }).map(withLongDescription);
  let database: OpenDatabase;
  let repository: VideosRepository;
  let close = async () => {};
  const query = (term: string, window: Partial<ListVideosQuery> = {}): ListVideosQuery => ({
    themeCode,
    search: term,
    limit: 8,
    offset: 0,
    orderField: 'created',
    orderDirection: 'desc',
    ...window,
  });
  const idsOn = async (plan: SearchPlan, term: string) => {
    const [found] = await searchQuery(database.db, query(term), plan);
    return found?.ids ?? [];
  };

  beforeAll(async () => {
    ({ database, repository, close } = await openGeneratedCatalogue(startDatabase, [...videos, ...otherVideos], { tidy: true }));
  });
  afterAll(() => close());

  it('leaves PostgreSQL no statistics of the searchable text to weigh a term by', async () => {
    const result = (await database.db.execute(sql`select most_common_vals, histogram_bounds from pg_stats where tablename = 'videos' and attname = 'searchable_text'`)) as unknown as {
      rows: { most_common_vals: unknown; histogram_bounds: unknown }[];
    };
    expect(result.rows).toEqual([{ most_common_vals: null, histogram_bounds: null }]);
  });

  it('walks the ordering index for a word every video holds and reads the trigram index for a rare one', async () => {
    expect(videos.every((video) => matchesSearch(video.metadata, EVERY_VIDEOS_WORD))).toBe(true);
    expect(await repository.searchPlan(query(EVERY_VIDEOS_WORD))).toBe('walk');
    expect(await repository.searchPlan(query(rareTerm))).toBe('trigram');

    const walk = await explain(database.db, searchQuery(database.db, query(EVERY_VIDEOS_WORD), 'walk'), 'plan');
    expect(walk).toMatch(/Index Scan Backward using videos_theme_created_idx/);
    expect(walk).not.toMatch(/Bitmap|Seq Scan on videos/);
    const trigram = await explain(database.db, searchQuery(database.db, query(rareTerm), 'trigram'), 'plan');
    expect(trigram).toContain(`Bitmap Index Scan on ${searchIndexName(themeCode)}`);
  });

  // The trigram plan's statement is planned once per theme, for every term: that one plan must still read the theme's own index.
  it("plans the trigram search once for every term, on its theme's own index, with a label or without", async () => {
    const label = videos[0]!.metadata.username;
    for (const window of [{}, { label }, { label, orderField: 'views' as const }, { orderField: 'trending' as const }]) {
      const plan = await explainPlannedOnce(database.db, searchQuery(database.db, query(rareTerm, window), 'trigram'));
      expect(plan, JSON.stringify(window)).toContain(`Bitmap Index Scan on ${searchIndexName(themeCode)}`);
      expect(plan, JSON.stringify(window)).not.toMatch(/Seq Scan on videos/);
    }
  });

  it('has a trigram index for every theme, on its videos alone', async () => {
    const result = (await database.db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'videos' and indexdef like '%gin_trgm_ops%'`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    };
    const definitions = new Map(result.rows.map(({ indexname, indexdef }) => [indexname, indexdef]));
    for (const code of THEME_CODE_VALUES) expect(definitions.get(searchIndexName(code))).toMatch(new RegExp(`USING gin \\(searchable_text gin_trgm_ops\\) WHERE \\(theme_code = '${code}'::text\\)$`));
    expect(definitions.size).toBe(THEME_CODE_VALUES.length);
  });

  it.each(TERMS)('finds what the browser finds for %j, the same matches on either plan', async (term) => {
    const expected = videos.filter((video) => matchesSearch(video.metadata, term)).map((video) => video._id);
    const [walked, read] = [await idsOn('walk', term), await idsOn('trigram', term)];
    expect(walked).toEqual(read);
    if (expected.length <= SEARCH_MATCH_LIMIT) expect([...walked].sort()).toEqual(expected.sort());
    else expect(walked).toHaveLength(SEARCH_MATCH_LIMIT);
  });

  it("searches the Trending row, whose order comes from the scores' own table, in that order on either plan", async () => {
    const trending = (term: string) => query(term, { orderField: 'trending' });
    const row = (await repository.list({ ...trending(''), limit: VIDEO_COUNT })).videos;
    expect(row).toHaveLength(VIDEO_COUNT);
    for (const term of [EVERY_VIDEOS_WORD, GENERATED_COMMON_WORD, rareTerm, '100%']) {
      const expected = row.filter((video) => matchesSearch(video.metadata, term)).map((video) => video._id);
      for (const plan of ['walk', 'trigram'] as const) {
        const [found] = await searchQuery(database.db, trending(term), plan);
        expect(found?.ids).toEqual(expected.slice(0, SEARCH_MATCH_LIMIT));
      }
      const answer = await repository.list(trending(term));
      expect(answer.videos.map((video) => video._id)).toEqual(expected.slice(0, 8));
    }
  });

  // Each search statement is built once, for the first query of its shape; the next theme's must still get its own matches.
  it("serves each theme its own matches, whichever theme a search's statement was built for first", async () => {
    const otherRareTerm = otherVideos[0]!.metadata.title.split(' ')[0]!;
    const themes = [
      { code: themeCode, themeVideos: videos },
      { code: otherVideos[0]!.t, themeVideos: otherVideos },
      { code: themeCode, themeVideos: videos },
    ];
    for (const term of [EVERY_VIDEOS_WORD, rareTerm, otherRareTerm]) {
      for (const { code, themeVideos } of themes) {
        for (const label of [undefined, themeVideos[0]!.metadata.username]) {
          const expected = themeVideos.filter((video) => (label === undefined || video.metadata.username === label) && matchesSearch(video.metadata, term));
          const answer = await repository.list({ ...query(term, { label }), themeCode: code });
          expect(answer.totalDocs, `${term} on ${code}, label ${label}`).toBe(Math.min(expected.length, SEARCH_MATCH_LIMIT));
        }
      }
    }
  });

  it('serves a page and its count the same whichever plan the search takes', async () => {
    for (const term of [EVERY_VIDEOS_WORD, rareTerm]) {
      const answer = await repository.list(query(term, { offset: 8 }));
      const ids = await idsOn(await repository.searchPlan(query(term)), term);
      expect(answer.totalDocs).toBe(ids.length);
      expect(answer.videos.map((video) => video._id)).toEqual(ids.slice(8, 16));
    }
  });
});
