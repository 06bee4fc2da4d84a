import { THEME, THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogVersion } from '../catalog-version/catalog-version.ts';
import { buildFixtureCatalogue, fixtureVideo, NAMED } from '../test/fixture-catalogue.ts';
import { startTestPostgres } from '../test/postgres-cluster.ts';
import { TEST_DATABASES } from '../test/test-databases.ts';
import { openDatabase, type OpenDatabase } from './client.ts';
import { refreshTrendingScores, TRENDING_REFRESH_CHUNK, TRENDING_REFRESH_LOCK_KEY } from './refresh-trending-scores.ts';
import { videos, videoTrending } from './schema.ts';
import { toVideoRow } from './video-row.ts';
import { replaceCatalogue } from './seed-catalogue.ts';
import { createVideosRepository, type VideosRepository } from './videos-repository.ts';
import { openTestDatabase } from '../test/test-pglite.ts';


describe.each(TEST_DATABASES)('stored trending scores on %s', (_driver, startDatabase) => {
  let database: OpenDatabase;
  let stopDatabase = async () => {};
  let repository: VideosRepository;
  const trending = async () =>
    (await repository.list({ themeCode: 'wmb', limit: 3, offset: 0, orderField: 'trending', orderDirection: 'desc' })).videos.map((video) => video._id);

  beforeAll(async () => {
    const started = await startDatabase();
    stopDatabase = started.stop;
    database = await openTestDatabase({ databaseUrl: started.databaseUrl });
    repository = createVideosRepository(database.db);
    await replaceCatalogue(repository, buildFixtureCatalogue(new Date()).filter((entry) => entry.theme === THEME.ROCK));
  });
  afterAll(async () => {
    await database?.close();
    await stopDatabase();
  });

  it('are computed when videos are written: a fresh hit ranks before an old classic', async () => {
    expect(await trending()).toEqual([NAMED.trendingFirst.id, NAMED.trendingSecond.id, NAMED.percent.id]);
  });

  it('a refresh rewrites the scores that time has changed, and only those', async () => {
    // As if hours had passed: one score is stale, an old video still carries a score from its window.
    await database.db.execute(sql`update video_trending set score = 0 where video_id = ${NAMED.trendingFirst.id}`);
    await database.db.execute(sql`update video_trending set score = 1e9 where video_id = ${NAMED.mostViewed.id}`);
    expect((await trending())[0]).toBe(NAMED.mostViewed.id);

    expect(await refreshTrendingScores(database.db)).toBeGreaterThanOrEqual(2);
    expect(await trending()).toEqual([NAMED.trendingFirst.id, NAMED.trendingSecond.id, NAMED.percent.id]);
  });

  it('follow each write of a video (the triggers of migration 0009): a new view count ranks it anew, and a deleted video leaves Trending', async () => {
    const now = new Date();
    // Published again within the window, with far more views than any other.
    const viral = fixtureVideo({ ...NAMED.percent, publishedDaysAgo: 5, views: 10_000_000 }, now);
    await repository.upsert(toVideoRow(THEME_CODES.rock, viral, now));
    expect(await trending()).toEqual([NAMED.percent.id, NAMED.trendingFirst.id, NAMED.trendingSecond.id]);

    await database.db.delete(videos).where(eq(videos.id, NAMED.percent.id));
    expect(await trending()).not.toContain(NAMED.percent.id);
    expect(await database.db.$count(videoTrending, eq(videoTrending.videoId, NAMED.percent.id))).toBe(0);

    await repository.upsert(toVideoRow(THEME_CODES.rock, fixtureVideo(NAMED.percent, now), now));
    expect(await trending()).toEqual([NAMED.trendingFirst.id, NAMED.trendingSecond.id, NAMED.percent.id]);
  });
});

describe.each(TEST_DATABASES)('the trending refresh of a catalogue of several chunks on %s', (_driver, startDatabase) => {
  // Two whole chunks and part of a third: the last chunk is the one without an end.
  const VIDEO_COUNT = 2 * TRENDING_REFRESH_CHUNK + TRENDING_REFRESH_CHUNK / 2;
  let database: OpenDatabase;
  let stopDatabase = async () => {};
  const staleScores = () => database.db.$count(videoTrending, eq(videoTrending.score, 0));
  const version = () => readCatalogVersion(database.db);

  beforeAll(async () => {
    const started = await startDatabase();
    stopDatabase = started.stop;
    database = await openTestDatabase({ databaseUrl: started.databaseUrl });
    const now = new Date();
    const recent = Array.from({ length: VIDEO_COUNT }, (_, index) => ({
      theme: THEME.ROCK,
      video: fixtureVideo({ id: `v-recent-${String(index).padStart(3, '0')}`, title: `Recent ${index}`, publishedDaysAgo: 2, createdDaysAgo: 2, views: 1_000 + index }, now),
    }));
    await replaceCatalogue(createVideosRepository(database.db), recent);
  });
  afterAll(async () => {
    await database?.close();
    await stopDatabase();
  });

  it('rewrites every stale score, a chunk at a time, answering other queries meanwhile, then bumps the version once', async () => {
    // As if the scores had gone stale: every video is in the window, so every one changes.
    await database.db.execute(sql`update video_trending set score = 0`);
    const versionBefore = await version();
    // On PostgreSQL the query below gets a connection of the pool's own at once: opening one can take longer than the refresh on a busy machine.
    await Promise.all([database.db.execute(sql`select 1`), database.db.execute(sql`select 1`)]);
    let isRefreshed = false;
    const refresh = refreshTrendingScores(database.db).then((changed) => {
      isRefreshed = true;
      return changed;
    });
    // PGlite runs one statement at a time in the server's thread: a query asked now is answered
    // between two chunks, not after the whole refresh.
    await database.db.execute(sql`select 1`);
    expect(isRefreshed).toBe(false);

    expect(await refresh).toBe(VIDEO_COUNT);
    expect(await staleScores()).toBe(0);
    // One bump for the whole refresh: each instance drops its cached answers once, not once per chunk.
    expect(await version()).toBe(versionBefore + 1);
  });

  it('bumps the version for the chunks it wrote when a later chunk fails', async () => {
    await database.db.execute(sql`update video_trending set score = 0`);
    const versionBefore = await version();
    // The last video of the second chunk cannot be written: that chunk rolls back, the first stays.
    const failing = `v-recent-${String(2 * TRENDING_REFRESH_CHUNK - 1).padStart(3, '0')}`;
    await database.db.execute(sql`create function refuse_write() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await database.db.execute(sql.raw(`create trigger refuse_write before update on video_trending for each row when (old.video_id = '${failing}') execute function refuse_write()`));
    try {
      await expect(refreshTrendingScores(database.db)).rejects.toThrow();
      expect(await staleScores()).toBe(VIDEO_COUNT - TRENDING_REFRESH_CHUNK);
      expect(await version()).toBe(versionBefore + 1);
    } finally {
      await database.db.execute(sql`drop trigger refuse_write on video_trending`);
      await database.db.execute(sql`drop function refuse_write()`);
    }
  });

  it('rewrites them all in one statement before the server serves', async () => {
    await database.db.execute(sql`update video_trending set score = 0`);
    const versionBefore = await version();
    expect(await refreshTrendingScores(database.db, { isServing: false })).toBe(VIDEO_COUNT);
    expect(await staleScores()).toBe(0);
    expect(await version()).toBe(versionBefore + 1);
  });
});

describe('the trending refresh on a PostgreSQL shared by several instances', () => {
  let database: OpenDatabase;
  let stopDatabase = async () => {};
  let databaseUrl = '';

  beforeAll(async () => {
    const postgres = await startTestPostgres();
    databaseUrl = postgres.url;
    stopDatabase = postgres.stop;
    database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
    await stopDatabase();
  });

  it('is skipped by an instance while another one holds the refresh lock', async () => {
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [TRENDING_REFRESH_LOCK_KEY]);
      expect(await refreshTrendingScores(database.db)).toBeUndefined();
      await other.query('commit');
      expect(await refreshTrendingScores(database.db)).toBeTypeOf('number');
    } finally {
      await other.end();
    }
  });
});
