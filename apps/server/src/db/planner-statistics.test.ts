import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVideos } from '../demo/generate-videos.ts';
import { openGeneratedCatalogue, type GeneratedCatalogue } from '../test/generated-catalogue.ts';
import { TEST_DATABASES } from '../test/test-databases.ts';
import { toVideoRow } from './video-row.ts';
import { plannedVideoCount } from './videos-repository.ts';

/** Written without an analyse, as syncs write. */
const FIRST_VIDEOS = 400;
/** Within autovacuum's threshold for 400 (50 + 10 %: 90), then past it. */
const FEW_MORE = 60;
const MANY_MORE = 200;

describe.each(TEST_DATABASES)("the planner's statistics follow the catalogue's size, on %s", (_driver, startDatabase) => {
  const videos = generateVideos(FIRST_VIDEOS + FEW_MORE + MANY_MORE, 'planner-statistics');
  let catalogue: GeneratedCatalogue;
  const estimate = () => plannedVideoCount(catalogue.database.db);
  const write = (from: number, to: number) => catalogue.repository.upsertMany(videos.slice(from, to).map((video) => toVideoRow(video.t, video, new Date())));

  beforeAll(async () => {
    catalogue = await openGeneratedCatalogue(startDatabase, videos.slice(0, FIRST_VIDEOS));
  });
  afterAll(() => catalogue.close());

  it('are taken when the catalogue has none, then again only once its size has moved past autovacuum’s threshold', async () => {
    expect(await catalogue.repository.analyzeIfSizeMoved()).toBe(true);
    expect(await estimate()).toBe(FIRST_VIDEOS);
    expect(await catalogue.repository.analyzeIfSizeMoved()).toBe(false);

    await write(FIRST_VIDEOS, FIRST_VIDEOS + FEW_MORE);
    expect(await catalogue.repository.analyzeIfSizeMoved()).toBe(false);
    expect(await estimate()).toBe(FIRST_VIDEOS);

    await write(FIRST_VIDEOS + FEW_MORE, videos.length);
    expect(await catalogue.repository.analyzeIfSizeMoved()).toBe(true);
    expect(await estimate()).toBe(videos.length);
  });
});
