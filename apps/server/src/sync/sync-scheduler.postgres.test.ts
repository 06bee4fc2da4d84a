import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/client.ts';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { startFakeYouTube, type FakeYouTube } from '../test/fake-youtube.ts';
import { startTestPostgres, type TestPostgres } from '../test/postgres-cluster.ts';
import { fixtureChannelId, fixtureVideos } from '../test/youtube-feed-fixture.ts';
import { loadYouTubeConfig } from '../youtube/youtube-config.ts';
import { channelPlaylistId } from '../youtube/youtube-ids.ts';
import { SYNC_LOCK_KEY, SyncScheduler } from './sync-scheduler.ts';

const CHANNEL_ID = fixtureChannelId('schedulerlock');

describe('the server\'s sync on PostgreSQL', () => {
  let postgres: TestPostgres;
  let database: OpenDatabase;
  let youtube: FakeYouTube;
  let scheduler: SyncScheduler;
  const feedRequests = () => youtube.requests.filter((request) => request.path.startsWith('/feeds/')).length;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    youtube = await startFakeYouTube();
    youtube.feeds.set(channelPlaylistId(CHANNEL_ID, 'videos'), { feed: { channelId: CHANNEL_ID, channelTitle: 'Lock', videos: fixtureVideos('lock', 3) } });
    database = await openDatabase({ databaseUrl: postgres.url, pgliteDir: '' });
    await createSourcesRepository(database.db).add({ themeCode: 'wmb', label: 'centurymedia', kind: 'channel', youtubeId: CHANNEL_ID, input: CHANNEL_ID, includeShorts: false, includeLive: false, title: undefined }, undefined);
    const config = loadYouTubeConfig({ YOUTUBE_BASE_URL: youtube.baseUrl }, []);
    scheduler = new SyncScheduler(database.db, config, { info: () => {}, warn: () => {} });
  });
  afterAll(async () => {
    await database?.close();
    await youtube?.close();
    await postgres?.stop();
  });

  it('only one instance syncs: while another holds the advisory lock, a run does nothing', async () => {
    const other = new pg.Client({ connectionString: postgres.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [SYNC_LOCK_KEY]);
      await scheduler.runOnce();
      expect(feedRequests()).toBe(0);
      await other.query('select pg_advisory_unlock($1)', [SYNC_LOCK_KEY]);
      await scheduler.runOnce();
      expect(feedRequests()).toBe(1);
      expect((await createSourcesRepository(database.db).list())[0]?.videoCount).toBe(3);
    } finally {
      await other.end();
    }
  });
});
