import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVideos } from '../demo/generate-videos.ts';
import { openGeneratedCatalogue } from '../test/generated-catalogue.ts';
import { TEST_DATABASES } from '../test/test-databases.ts';
import type { OpenDatabase } from './client.ts';
import { explain, queryShapes, shapeSubjects } from './query-shapes.ts';

/** Enough rows that a full scan costs more than an index to the planner; the 100k plans are in docs/PERFORMANCE.md. */
const VIDEO_COUNT = 5_000;

/**
 * Each statement the API runs is served by its index, whatever the catalogue's size: plans
 * without ANALYZE, on the planner's own statistics (no setting forces an index).
 */
describe.each(TEST_DATABASES)('query plans on %s', (_driver, startDatabase) => {
  let database: OpenDatabase;
  let close = async () => {};
  const videos = generateVideos(VIDEO_COUNT, 'plans');
  const subjects = shapeSubjects(videos);

  beforeAll(async () => {
    ({ database, close } = await openGeneratedCatalogue(startDatabase, videos, { tidy: true }));
  });
  afterAll(() => close());

  it('the subjects are what their names say: a rare term matches few videos, a common one many', () => {
    const matching = (term: string) => videos.filter((video) => video.metadata.title.toLowerCase().includes(term.toLowerCase())).length;
    expect(matching(subjects.rareTerm)).toBeLessThan(VIDEO_COUNT / 100);
    expect(matching(subjects.commonTerm)).toBeGreaterThan(VIDEO_COUNT / 10);
  });

  it.each(queryShapes({} as never, subjects).filter((shape) => shape.index !== undefined).map((shape) => [shape.name, shape.index]))(
    '%s is served by %s',
    async (name, index) => {
      const shape = queryShapes(database.db, subjects).find((candidate) => candidate.name === name)!;
      const plan = await explain(database.db, shape.query(), 'plan');
      expect(plan).toMatch(new RegExp(`(Index Scan|Index Scan Backward|Index Only Scan|Index Only Scan Backward|Bitmap Index Scan) (using|on) ${index}\\b`));
      expect(plan).not.toMatch(/Seq Scan on (videos|video_trending)\b/);
    },
  );

  // A deep page (offset 5,000 of 11k) then costs index entries, not rows: its rows are read for the page only.
  it.each(queryShapes({} as never, subjects).filter((shape) => shape.isIdsFromIndexOnly === true).map((shape) => [shape.name, shape.index]))(
    '%s reads its page ids from %s alone, then only the page\'s rows',
    async (name, index) => {
      const shape = queryShapes(database.db, subjects).find((candidate) => candidate.name === name)!;
      const plan = await explain(database.db, shape.query(), 'plan');
      expect(plan).toMatch(new RegExp(`Index Only Scan( Backward)? using ${index}\\b`));
      expect(plan).toMatch(/Index Scan using videos_pkey on videos/);
    },
  );

  it.each(['theme count', 'label count'])('%s reads video_counts, never the videos', async (name) => {
    const shape = queryShapes(database.db, subjects).find((candidate) => candidate.name === name)!;
    const plan = await explain(database.db, shape.query(), 'plan');
    expect(plan).toContain('video_counts');
    expect(plan).not.toMatch(/ on videos\b/);
  });
});
