import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import type { ApiVideo, BlogListResponse } from '@vitrine/catalog/api-schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { toVideoRow } from '../db/video-row.ts';
import { TEST_API_KEYS, buildTestApp } from './build-test-app.ts';
import { FIXTURE_LABELS, FIXTURE_ROCK_COUNT, LATINO_PATHSEO_SHARED_WITH_ROCK, LATINO_SLUGS, NAMED, buildFixtureCatalogue } from './fixture-catalogue.ts';

export interface SuiteDatabase {
  databaseUrl: string | undefined;
  stop: () => Promise<void>;
}

/** The catalogue API contract, run once per database driver (PGlite, PostgreSQL). */
export function describeApiSuite(driver: string, startDatabase: () => Promise<SuiteDatabase>) {
  describe(`catalogue API on ${driver}`, () => {
    let app: FastifyInstance;
    let database: SuiteDatabase | undefined;
    const catalogue = buildFixtureCatalogue(new Date());

    beforeAll(async () => {
      database = await startDatabase();
      app = await buildTestApp({ databaseUrl: database.databaseUrl, entries: catalogue });
    });
    afterAll(async () => {
      await app?.close();
      await database?.stop();
    });

    const NO_KEY = null;
    const get = (url: string, apiKey: string | null = TEST_API_KEYS[0]) =>
      app.inject({ method: 'GET', url, headers: apiKey === NO_KEY ? {} : { 'x-api-key': apiKey } });
    const list = async (query: string) => {
      const response = await get(`/api/blogs${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BlogListResponse>();
    };
    const ids = (answer: { data: ApiVideo[] }) => answer.data.map((video) => video._id);

    describe('API key', () => {
      it('refuses a request without the x-api-key header with 401 and the spec message', async () => {
        const response = await get('/api/blogs', NO_KEY);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: API_ERROR_MESSAGES.unauthorized });
      });
      it('refuses a wrong key, also on /api/blog', async () => {
        expect((await get('/api/blogs', 'wrong-key-0123456789')).statusCode).toBe(401);
        expect((await get(`/api/blog/${NAMED.percent.id}`, 'wrong-key-0123456789')).statusCode).toBe(401);
      });
      it('accepts both keys during a rotation', async () => {
        expect((await get('/api/blogs', TEST_API_KEYS[1])).statusCode).toBe(200);
      });
      it('serves the OpenAPI document without a key', async () => {
        const response = await get('/api/docs/json', NO_KEY);
        expect(response.statusCode).toBe(200);
        expect(Object.keys(response.json<{ paths: object }>().paths)).toEqual(expect.arrayContaining(['/api/blogs', '/api/blog/{pathseo}']));
      });
    });

    describe('bad input answers 400 naming the parameter', () => {
      it.each([
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['limit=abc', 'limit'],
        ['limit=1.5', 'limit'],
        ['limit=', 'limit'],
        ['offset=-1', 'offset'],
        ['offset=100000000000000000000', 'offset'],
        [`search=${'a'.repeat(201)}`, 'search'],
        ['search=abc%00def', 'search'],
        ['label=', 'label'],
        ['orderfields=rating', 'orderfields'],
        ['orderby=up', 'orderby'],
        ['t=nope', "'t'"],
        ['color=red', 'color'],
        ['limit=5&limit=50', 'limit'],
        ['__proto__=1', '__proto__'],
        ['limit[]=1', 'limit[]'],
      ])('?%s', async (query, parameter) => {
        const response = await get(`/api/blogs?${query}`);
        expect(response.statusCode).toBe(400);
        const body = response.json<{ statusCode: number; error: string; message: string }>();
        expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(body.message).toContain(parameter);
      });

      it('lists the allowed values of an enumerated parameter', async () => {
        const response = await get('/api/blogs?orderby=up');
        expect(response.json<{ message: string }>().message).toBe("Query parameter 'orderby' must be one of: asc, desc.");
      });

      it.each([
        '/api/blogs?search=%E0%A4%A',
        "/api/blogs?search=' OR 1=1 --",
        '/api/blogs?search=%F0%9F%A4%98%20%E2%80%AE',
        '/api/blogs?label=%FF%FE',
        '/api/blog/%00',
        `/api/blog/${'x'.repeat(400)}`,
        '/api/blog/a?t=../../etc',
        '/api/blogs?offset=0x10',
        '/api/blogs?limit=1e2',
      ])('never answers 5xx to %s', async (url) => {
        expect((await get(url)).statusCode).toBeLessThan(500);
      });

      it('refuses unknown parameters on /api/blog too', async () => {
        const response = await get(`/api/blog/percent?utm=1`);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain('utm');
      });
    });

    describe('pagination', () => {
      it('defaults to 20 newest rock videos, with the spec answer shape', async () => {
        const answer = await list('');
        expect(answer.origin).toBe('wmb');
        expect(answer.count).toBe(20);
        expect(answer.data).toHaveLength(20);
        expect(answer.pagination).toEqual({ totalDocs: FIXTURE_ROCK_COUNT, offset: 0, limit: 20, totalPages: 2, page: 1, hasNextPage: true, hasPrevPage: false });
      });
      it('last page: the remainder, no next page', async () => {
        const answer = await list('?offset=20&limit=20');
        expect(answer.count).toBe(FIXTURE_ROCK_COUNT - 20);
        expect(answer.pagination).toMatchObject({ page: 2, totalPages: 2, hasNextPage: false, hasPrevPage: true });
      });
      it('an offset past the end: no data, the real total, no next page', async () => {
        const answer = await list('?offset=100&limit=8');
        expect(answer.data).toEqual([]);
        expect(answer.count).toBe(0);
        expect(answer.pagination).toEqual({ totalDocs: FIXTURE_ROCK_COUNT, offset: 100, limit: 8, totalPages: 4, page: 13, hasNextPage: false, hasPrevPage: true });
      });
      it('an empty result: zero documents and pages', async () => {
        const answer = await list('?search=no-such-video-anywhere');
        expect(answer.pagination).toEqual({ totalDocs: 0, offset: 0, limit: 20, totalPages: 0, page: 1, hasNextPage: false, hasPrevPage: false });
      });
      it('an offset that is not a multiple of the limit still says whether more remain', async () => {
        expect((await list(`?offset=${FIXTURE_ROCK_COUNT - 9}&limit=8`)).pagination.hasNextPage).toBe(true);
        expect((await list(`?offset=${FIXTURE_ROCK_COUNT - 8}&limit=8`)).pagination.hasNextPage).toBe(false);
      });
      it('pages of 8 cover every video exactly once', async () => {
        const seen: string[] = [];
        for (let offset = 0; offset < FIXTURE_ROCK_COUNT; offset += 8) seen.push(...ids(await list(`?limit=8&offset=${offset}`)));
        expect(seen).toHaveLength(FIXTURE_ROCK_COUNT);
        expect(new Set(seen).size).toBe(FIXTURE_ROCK_COUNT);
      });
    });

    describe('search', () => {
      it.each([
        ['100%', NAMED.percent.id],
        ['e_c', NAMED.underscore.id],
        ['k\\s', NAMED.backslash.id],
      ])('matches %s literally, not as a wildcard', async (term, id) => {
        expect(ids(await list(`?search=${encodeURIComponent(term)}`))).toEqual([id]);
      });
      it('is trimmed and case-insensitive, and looks into descriptions', async () => {
        expect(ids(await list(`?search=${encodeURIComponent('  WACKEN open ')}`))).toEqual([NAMED.inDescription.id]);
      });
      it('looks into the channel title and the username', async () => {
        const byChannel = await list('?search=nuclear%20blast%20RECORDS&limit=100');
        const byUsername = await list(`?search=${FIXTURE_LABELS.NUCLEAR}&limit=100`);
        expect(byChannel.pagination.totalDocs).toBeGreaterThan(1);
        expect(byChannel.data.every((v) => v.metadata.username === FIXTURE_LABELS.NUCLEAR)).toBe(true);
        expect(ids(byUsername).sort()).toEqual(ids(byChannel).sort());
      });
      it('a blank term matches everything', async () => {
        expect((await list('?search=%20%20')).pagination.totalDocs).toBe(FIXTURE_ROCK_COUNT);
      });
    });

    describe('orderings', () => {
      it('created, newest first by default and oldest first with orderby=asc', async () => {
        expect(ids(await list('?limit=1'))).toEqual([NAMED.trendingFirst.id]);
        expect(ids(await list('?limit=1&orderby=asc'))).toEqual([NAMED.mostViewed.id]);
      });
      it('publishedAt', async () => {
        const answer = await list('?orderfields=publishedAt&limit=100');
        const dates = answer.data.map((v) => v.metadata.publishedAt);
        expect(dates).toEqual([...dates].sort().reverse());
      });
      it('views: most viewed first, unknown counts last; reversed with asc', async () => {
        const descending = await list('?orderfields=views&limit=100');
        expect(descending.data[0]?._id).toBe(NAMED.mostViewed.id);
        expect(descending.data.at(-1)?.metadata.statistics).toBeUndefined();
        const views = descending.data.map((v) => v.metadata.statistics?.viewCount ?? -1);
        expect(views).toEqual([...views].sort((a, b) => b - a));
        expect((await list('?orderfields=views&orderby=asc&limit=1')).data[0]?.metadata.statistics).toBeUndefined();
      });
      it('trending: views per day over recent videos, so a fresh hit beats an old classic', async () => {
        expect(ids(await list('?orderfields=trending&limit=2'))).toEqual([NAMED.trendingFirst.id, NAMED.trendingSecond.id]);
      });
      it('title, alphabetically both ways', async () => {
        const titles = (await list('?orderfields=title&orderby=asc&limit=100')).data.map((v) => v.metadata.title);
        expect(titles).toEqual([...titles].sort());
        const reversed = (await list('?orderfields=title&orderby=desc&limit=100')).data.map((v) => v.metadata.title);
        expect(reversed).toEqual([...titles].reverse());
      });
    });

    describe('filters', () => {
      it('label keeps one channel', async () => {
        const answer = await list(`?label=${FIXTURE_LABELS.NUCLEAR}&limit=100`);
        expect(answer.count).toBeGreaterThan(1);
        expect(answer.data.every((v) => v.metadata.username === FIXTURE_LABELS.NUCLEAR)).toBe(true);
        expect(answer.pagination.totalDocs).toBe(answer.count);
      });
      it('t picks the theme and comes back as origin', async () => {
        const answer = await list('?t=latino');
        expect(answer.origin).toBe('latino');
        expect(answer.pagination.totalDocs).toBe(3);
      });
      it('a known theme without videos is an empty page', async () => {
        expect((await list('?t=sport')).pagination.totalDocs).toBe(0);
      });
    });

    describe('the API video shape (PRODUCT §3.5)', () => {
      it('reads every stored video back as it was written', async () => {
        const written = catalogue.map(({ video }) => video);
        const read = [...(await list('?limit=100')).data, ...(await list('?t=latino&limit=100')).data];
        expect(read).toHaveLength(written.length);
        for (const video of read) expect(video).toEqual(written.find((candidate) => candidate._id === video._id && candidate.pathseo === video.pathseo));
      });
      it('keeps every field and every character, and leaves out only what is unknown', async () => {
        const video: ApiVideo = {
          _id: 'v-shape',
          pathseo: 'shape-check',
          parsed: false,
          created: '2026-03-04T05:06:07.089Z',
          updated: '2026-03-05T00:00:00.000Z',
          metadata: {
            title: 'Quotes " and \\ backslash, ünïcödé, emoji 🤘',
            description: 'Line one\nLine "two"\t<b>bold</b> \u2028 separator \u0001 control',
            publishedAt: '1999-12-31T23:59:59.999Z',
            channelTitle: 'Shape Channel',
            username: 'shape-label',
            videoId: 'abcDEF_-123',
            titleSeo: 'shape-check-title',
            genre: ['Metal', 'Doom'],
            snippet: { thumbnails: { default: { url: 'https://i.ytimg.com/vi/abcDEF_-123/default.jpg', width: 120, height: 90 }, maxres: { url: 'https://i.ytimg.com/vi/abcDEF_-123/maxresdefault.jpg' } } },
            statistics: { likeCount: 3 },
            durationSeconds: 245,
          },
        };
        const without = structuredClone(video);
        without._id = 'v-shape-bare';
        without.pathseo = 'shape-bare';
        delete without.metadata.statistics;
        delete without.metadata.durationSeconds;
        without.metadata.genre = [];
        // In a theme of their own, which no other test lists.
        const theme = THEME_CODES.wildpeaks;
        for (const each of [video, without]) await app.videosRepository.upsert(toVideoRow(theme, each, new Date()));
        await app.catalogVersion.refresh();
        for (const each of [video, without]) expect((await get(`/api/blog/${each.pathseo}?t=${theme}`)).json<{ data: ApiVideo }>().data).toEqual(each);
        expect((await list(`?t=${theme}&orderfields=title&orderby=asc`)).data).toEqual([video, without]);
      });
    });

    describe('GET /api/blog/:pathseo', () => {
      it('answers { data: video } in the API shape, with statistics when known', async () => {
        const response = await get('/api/blog/percent?v=2&fb=1');
        expect(response.statusCode).toBe(200);
        const { data } = response.json<{ data: ApiVideo }>();
        expect(data).toMatchObject({ _id: NAMED.percent.id, pathseo: 'percent', parsed: true });
        expect(data.metadata).toMatchObject({ title: NAMED.percent.title, username: FIXTURE_LABELS.METAL, genre: ['Metal'] });
        expect(data.metadata.statistics).toEqual({ viewCount: 100, likeCount: 10 });
        expect(data.metadata.snippet.thumbnails.high?.url).toContain('i.ytimg.com');
      });
      it('t chooses between themes sharing a pathseo; without it rock (wmb), as on /api/blogs', async () => {
        const inTheme = async (query: string) => (await get(`/api/blog/${LATINO_PATHSEO_SHARED_WITH_ROCK}${query}`)).json<{ data: ApiVideo }>().data._id;
        expect(await inTheme('?t=latino')).toBe('v-latino-fresh-single');
        expect(await inTheme('?t=wmb')).toBe(NAMED.trendingFirst.id);
        expect(await inTheme('')).toBe(NAMED.trendingFirst.id);
      });
      it("finds a video only within the site's theme: another theme's video is a 404", async () => {
        expect((await get(`/api/blog/${LATINO_SLUGS.salsa.pathseo}`)).statusCode).toBe(404);
        expect((await get(`/api/blog/${LATINO_SLUGS.salsa.pathseo}?t=wmb`)).statusCode).toBe(404);
        expect((await get(`/api/blog/${LATINO_SLUGS.salsa.pathseo}?t=latino`)).statusCode).toBe(200);
      });
      it('finds a video by its titleSeo too (the address Play pushes); a pathseo wins over a titleSeo', async () => {
        const found = async (slug: string) => (await get(`/api/blog/${slug}?t=latino`)).json<{ data: ApiVideo }>().data._id;
        expect(await found(LATINO_SLUGS.salsa.titleSeo)).toBe(LATINO_SLUGS.salsa.id);
        expect(await found(LATINO_SLUGS.bachata.pathseo)).toBe(LATINO_SLUGS.bachata.id);
        expect(await found(LATINO_SLUGS.bachata.titleSeo)).toBe(LATINO_SLUGS.salsa.id);
        expect((await get(`/api/blog/${LATINO_SLUGS.salsa.titleSeo}?t=wmb`)).statusCode).toBe(404);
      });
      it('an unknown pathseo is a 404 with the spec message', async () => {
        const response = await get('/api/blog/no-such-video');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: API_ERROR_MESSAGES.notFound });
      });
    });

    it('an unknown API route is a JSON 404', async () => {
      const response = await get('/api/nothing/here');
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(API_ERROR_MESSAGES.notFound);
    });

    it('/healthz answers ok when the database does', async () => {
      const response = await get('/healthz', NO_KEY);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });
}
