import type { ApiVideo, BlogListResponse } from '@vitrine/catalog/api-schemas';
import { slugify } from '@vitrine/catalog/slug';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelsCommand } from '../cli/channels-command.ts';
import type { CliContext } from '../cli/cli-command.ts';
import { syncCommand } from '../cli/sync-command.ts';
import { loadConfig } from '../config.ts';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { plannedVideoCount } from '../db/videos-repository.ts';
import { signatureOf } from '../youtube/websub.ts';
import { channelPlaylistId, uploadsPlaylistId } from '../youtube/youtube-ids.ts';
import type { SuiteDatabase } from './api-suite.ts';
import { TEST_API_KEYS, buildTestApp } from './build-test-app.ts';
import { startFakeYouTube, type FakeYouTube } from './fake-youtube.ts';
import { feedXml, fixtureChannelId, fixtureVideos } from './youtube-feed-fixture.ts';

const CHANNEL_ID = fixtureChannelId('syncsuitechannel');
const HANDLE = 'SyncSuiteRecords';
const WEBSUB_SECRET = 'websub-secret-for-tests-0123';
const LABEL = 'NuclearBlastRecords';
const ROCK = 'wmb';

/** Channel sources end to end against a local fake YouTube (PRODUCT §10.15), once per database driver. */
export function describeChannelSyncSuite(driver: string, startDatabase: () => Promise<SuiteDatabase>) {
  describe(`channel sync on ${driver}`, () => {
    let app: FastifyInstance;
    let database: SuiteDatabase | undefined;
    let youtube: FakeYouTube;
    let lines: string[];
    let context: CliContext;
    const videos = fixtureVideos('sync', 15);
    const uploadsFeed = () => channelPlaylistId(CHANNEL_ID, 'videos');

    const cli = async (command: typeof syncCommand, ...args: string[]) => {
      lines = [];
      return command.run(context, args);
    };
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-api-key': TEST_API_KEYS[0] } });
    const blogs = async (query: string) => {
      const response = await get(`/api/blogs?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BlogListResponse>();
    };
    // The app reads the catalogue version now rather than at its next poll, so answers cached before the sync are not served.
    const labelVideos = async () => {
      await app.catalogVersion.refresh();
      return (await blogs(`t=${ROCK}&label=${LABEL}&limit=100&orderfields=publishedAt&orderby=desc`)).data;
    };

    beforeAll(async () => {
      youtube = await startFakeYouTube();
      youtube.handles.set(HANDLE, CHANNEL_ID);
      youtube.feeds.set(uploadsFeed(), { feed: { channelId: CHANNEL_ID, channelTitle: 'Sync Suite Records', videos } });
      database = await startDatabase();
      const env = {
        YOUTUBE_BASE_URL: youtube.baseUrl,
        YOUTUBE_API_BASE_URL: youtube.apiBaseUrl,
        YOUTUBE_API_KEY: 'fake-key',
        SYNC_INTERVAL_MINUTES: '0',
        PUBLIC_BASE_URL: 'https://vitrine.example',
        WEBSUB_SECRET,
        WEBSUB_HUB_URL: youtube.hubUrl,
      };
      app = await buildTestApp({ databaseUrl: database.databaseUrl, entries: [], env });
      context = { db: app.db, config: loadConfig(env), print: (line) => lines.push(line) };
    });
    afterAll(async () => {
      await app?.close();
      await database?.stop();
      await youtube?.close();
    });

    it('channels add resolves a handle once and stores the source', async () => {
      expect(await cli(channelsCommand, 'add', 'rock', `https://www.youtube.com/@${HANDLE}`, '--label', LABEL)).toBe(0);
      expect(lines).toEqual([`source 1 added: channel ${CHANNEL_ID} → rock / ${LABEL}. Fetch its videos with: npm run vitrine -- sync --source 1`]);
      expect(youtube.requests.map((request) => request.path)).toEqual([`/@${HANDLE}`]);
    });

    it('sync brings the feed\'s 15 videos into /api/blogs with every field right', async () => {
      expect(await cli(syncCommand)).toBe(0);
      expect(lines.at(-1)).toBe('sync: 15 inserted, 0 updated, 0 unchanged, 0 failed');
      expect(youtube.requests.at(-1)?.path).toBe(`/feeds/videos.xml?playlist_id=${uploadsFeed()}`);
      const synced = await labelVideos();
      expect(synced.map((video) => video.metadata.videoId)).toEqual(videos.map((video) => video.videoId));
      const first = videos[0]!;
      const video = synced[0]!;
      const slug = slugify(first.title);
      expect(video).toMatchObject<Partial<ApiVideo>>({ _id: `yt-${ROCK}-${first.videoId}`, pathseo: slug });
      expect(video.metadata).toEqual({
        title: first.title,
        description: `Episode 1. More at <a href="https://example.org/sync/1">https://example.org/sync/1</a>\n00:00 Intro`,
        publishedAt: first.publishedAt,
        channelTitle: 'Sync Suite Records',
        username: LABEL,
        videoId: first.videoId,
        titleSeo: slug,
        genre: [],
        snippet: {
          thumbnails: {
            default: { url: `https://i.ytimg.com/vi/${first.videoId}/default.jpg`, width: 120, height: 90 },
            medium: { url: `https://i.ytimg.com/vi/${first.videoId}/mqdefault.jpg`, width: 320, height: 180 },
            high: { url: `https://i.ytimg.com/vi/${first.videoId}/hqdefault.jpg`, width: 480, height: 360 },
            standard: { url: `https://i.ytimg.com/vi/${first.videoId}/sddefault.jpg`, width: 640, height: 480 },
            maxres: { url: `https://i.ytimg.com/vi/${first.videoId}/maxresdefault.jpg`, width: 1280, height: 720 },
          },
        },
        statistics: { viewCount: first.views, likeCount: first.likes },
      });
      const response = await get(`/api/blog/${slug}?t=${ROCK}`);
      expect(response.statusCode).toBe(200);
    });

    it('an unchanged feed answers 304 to the conditional GET and nothing is written', async () => {
      expect(await cli(syncCommand)).toBe(0);
      expect(youtube.requests.at(-1)?.ifNoneMatch).toMatch(/^".+"$/);
      expect(lines.at(-1)).toBe('sync: 0 inserted, 0 updated, 0 unchanged, 0 failed');
    });

    it('a feed answering 500 keeps the videos, and channels list shows the error and the next try', async () => {
      youtube.feeds.get(uploadsFeed())!.failWith = 500;
      expect(await cli(syncCommand)).toBe(1);
      expect(lines).toContain('#1 wmb/NuclearBlastRecords: failed: HTTP 500 (its videos are kept)');
      expect(await labelVideos()).toHaveLength(15);
      expect(await cli(channelsCommand, 'list')).toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^#1 wmb / ${LABEL}: channel ${CHANNEL_ID} \\(Sync Suite Records\\) · videos 15 · last sync \\S+Z · last error HTTP 500 · next try \\S+Z$`));
      delete youtube.feeds.get(uploadsFeed())!.failWith;
    });

    it('malformed XML is a failure too, and the videos stay', async () => {
      const entry = youtube.feeds.get(uploadsFeed())!;
      const broken = { ...entry.feed, rawDescription: () => '<unclosed>' };
      youtube.feeds.set(uploadsFeed(), { feed: broken });
      expect(await cli(syncCommand)).toBe(1);
      expect(lines.join('\n')).toMatch(/failed: malformed XML/);
      expect(await labelVideos()).toHaveLength(15);
      youtube.feeds.set(uploadsFeed(), entry);
    });

    it('a changed view count updates that video only', async () => {
      const entry = youtube.feeds.get(uploadsFeed())!;
      const changed = entry.feed.videos.map((video, i) => (i === 2 ? { ...video, views: 987_654 } : video));
      youtube.feeds.set(uploadsFeed(), { feed: { ...entry.feed, videos: changed } });
      expect(await cli(syncCommand)).toBe(0);
      expect(lines.at(-1)).toBe('sync: 0 inserted, 1 updated, 14 unchanged, 0 failed');
      const synced = await labelVideos();
      expect(synced[2]?.metadata.statistics?.viewCount).toBe(987_654);
      const sources = await createSourcesRepository(app.db).list();
      expect(sources[0]).toMatchObject({ lastError: null, failures: 0, nextAttemptAt: null });
    });

    it('backfill pages through 120 videos across 3 pages and stops on quotaExceeded with what it had', async () => {
      const backlog = fixtureVideos('back', 120, new Date('2025-06-01T12:00:00Z'));
      youtube.uploads.set(uploadsPlaylistId(CHANNEL_ID), backlog);
      youtube.quotaExceededOnVideosCall = 3;
      expect(await cli(syncCommand, '--backfill', '--source', '1')).toBe(1);
      expect(lines[0]).toBe('#1 wmb/NuclearBlastRecords: 120 videos to backfill, about 6 quota units');
      expect(lines.at(-1)).toBe(
        '#1 wmb/NuclearBlastRecords: backfill 120 inserted, 0 updated, 0 unchanged over 3 pages, 5 quota units used; stopped: the YouTube Data API quota is spent (quotaExceeded); run sync --backfill again tomorrow (what it had is kept)',
      );
      const all = await labelVideos();
      expect(all).toHaveLength(100); // the API's page limit
      const total = (await blogs(`t=${ROCK}&label=${LABEL}&limit=1`)).pagination.totalDocs;
      expect(total).toBe(135);
      const backfilled = [0, 100].map((offset) => blogs(`t=${ROCK}&label=${LABEL}&limit=100&offset=${offset}&search=back%20episode`));
      const pages = (await Promise.all(backfilled)).flatMap((answer) => answer.data);
      expect(pages).toHaveLength(120);
      // The third page's details call hit the quota: its 20 videos are kept, without statistics.
      expect(pages.filter((video) => video.metadata.statistics?.viewCount !== undefined)).toHaveLength(100);
      // Their durations came with the statistics (PT4M13S), for the UI's runtime (PRODUCT §3.6); the others have none.
      expect(pages.filter((video) => video.metadata.durationSeconds === 253)).toHaveLength(100);
      expect(pages.filter((video) => video.metadata.durationSeconds === undefined)).toHaveLength(20);
      // The planner learnt of them (PGlite has no autovacuum to do it): its estimate is the catalogue's size.
      expect(await plannedVideoCount(app.db)).toBe(135);
    });
    it('the scheduler leaves a failing source alone until its backoff is over', async () => {
      youtube.feeds.get(uploadsFeed())!.failWith = 503;
      expect(await cli(syncCommand)).toBe(1);
      const feedRequests = () => youtube.requests.filter((request) => request.path.startsWith('/feeds/')).length;
      const before = feedRequests();
      await app.syncScheduler.runOnce();
      expect(feedRequests()).toBe(before);
      const [source] = await createSourcesRepository(app.db).list();
      await app.syncScheduler.runOnce(new Date(source!.nextAttemptAt!.getTime() + 1));
      expect(feedRequests()).toBe(before + 1);
      delete youtube.feeds.get(uploadsFeed())!.failWith;
      await app.syncScheduler.runOnce(new Date(Date.now() + 24 * 3_600_000));
      expect((await createSourcesRepository(app.db).list())[0]).toMatchObject({ lastError: null, failures: 0 });
    });

    describe('WebSub', () => {
      const topic = `https://www.youtube.com/xml/feeds/videos.xml?channel_id=${CHANNEL_ID}`;
      const push = (body: string, signature: string | undefined) =>
        app.inject({ method: 'POST', url: '/api/websub/youtube', headers: { 'content-type': 'application/atom+xml', ...(signature !== undefined && { 'x-hub-signature': signature }) }, payload: body });
      const addToFeed = (video: ReturnType<typeof fixtureVideos>[number]) => {
        const entry = youtube.feeds.get(uploadsFeed())!;
        youtube.feeds.set(uploadsFeed(), { feed: { ...entry.feed, videos: [video, ...entry.feed.videos] } });
        return feedXml({ ...entry.feed, videos: [video] });
      };
      const hasVideo = async (videoId: string) => (await blogs(`t=${ROCK}&label=${LABEL}&limit=100`)).data.some((video) => video.metadata.videoId === videoId);

      it('subscribes each channel at the hub with our callback and secret', async () => {
        await app.syncScheduler.renewSubscriptions();
        expect(youtube.hubRequests).toEqual([{ mode: 'subscribe', topic, callback: 'https://vitrine.example/api/websub/youtube', secret: WEBSUB_SECRET, leaseSeconds: String(5 * 24 * 3600) }]);
        await app.syncScheduler.renewSubscriptions();
        expect(youtube.hubRequests).toHaveLength(1); // the lease is far from its end
      });

      it('answers the hub\'s challenge for a channel it syncs, and only for one', async () => {
        const verify = (query: string) => app.inject({ method: 'GET', url: `/api/websub/youtube?${query}` });
        const ok = await verify(`hub.mode=subscribe&hub.topic=${encodeURIComponent(topic)}&hub.challenge=c-123&hub.lease_seconds=432000`);
        expect([ok.statusCode, ok.body]).toEqual([200, 'c-123']);
        const other = `https://www.youtube.com/xml/feeds/videos.xml?channel_id=${fixtureChannelId('someoneelse')}`;
        expect((await verify(`hub.mode=subscribe&hub.topic=${encodeURIComponent(other)}&hub.challenge=c-1`)).statusCode).toBe(404);
      });

      it('a push with a valid signature syncs that channel: the new video arrives', async () => {
        const [fresh] = fixtureVideos('pushok', 1, new Date());
        const body = addToFeed(fresh!);
        const response = await push(body, signatureOf(body, WEBSUB_SECRET));
        expect(response.statusCode).toBe(204);
        await expect.poll(() => hasVideo(fresh!.videoId), { timeout: 10_000 }).toBe(true);
      });

      it('a push with a bad or missing signature gets 403 and changes nothing', async () => {
        const [fresh] = fixtureVideos('pushbad', 1, new Date());
        const body = addToFeed(fresh!);
        const feedRequests = youtube.requests.length;
        expect((await push(body, signatureOf(body, 'another-secret-0123456789'))).statusCode).toBe(403);
        expect((await push(body, signatureOf(`${body} `, WEBSUB_SECRET))).statusCode).toBe(403);
        expect((await push(body, undefined)).statusCode).toBe(403);
        expect(youtube.requests.length).toBe(feedRequests);
        expect(await hasVideo(fresh!.videoId)).toBe(false);
      });
    });
  });
}
