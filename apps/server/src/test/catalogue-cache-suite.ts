import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { BlogListResponse, BlogResponse } from '@vitrine/catalog/api-schemas';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCommand } from '../cli/import-command.ts';
import { loadConfig } from '../config.ts';
import type { Database, OpenDatabase } from '../db/client.ts';
import { videos } from '../db/schema.ts';
import { toVideoRow } from '../db/video-row.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import { TEST_API_KEYS, buildTestApp } from './build-test-app.ts';
import { FIXTURE_LABELS, LATINO_PATHSEO_SHARED_WITH_ROCK, NAMED, buildFixtureCatalogue, fixtureVideo } from './fixture-catalogue.ts';
import type { SuiteDatabase } from './api-suite.ts';
import { openTestDatabase } from './test-pglite.ts';

/**
 * Fast polling, so the tests wait little; the production default is about a second. A small
 * cache, so that a crawl can fill it: 180 answers, 20 lookups.
 */
const CACHE_MAX_ENTRIES = 200;
const TEST_POLL_ENV = { CATALOG_VERSION_POLL_MS: '100', CACHE_MAX_ENTRIES: String(CACHE_MAX_ENTRIES) };
/** "Within a few seconds" (PRODUCT §11). */
const SEEN_WITHIN_MS = 5_000;
const ROCK = THEME_CODES.rock;
const LIST = `/api/blogs?t=${ROCK}&orderfields=created&limit=5`;

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'x-api-key': TEST_API_KEYS[0], ...headers } });
const listIds = (response: LightMyRequestResponse) => response.json<BlogListResponse>().data.map((video) => video._id);

/** Writes like the operator CLI does: its own connection to the database. */
async function importFile(db: Database, items: object[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-import-'));
  try {
    const file = join(dir, 'videos.json');
    writeFileSync(file, JSON.stringify(items));
    const lines: string[] = [];
    const exitCode = await importCommand.run({ db, config: loadConfig({ DATA_DIR: dir }), print: (line) => lines.push(line) }, [file]);
    expect(exitCode, lines.join('\n')).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The catalogue cache (PRODUCT §11): answers are served from memory, and every write (import,
 * delete, upsert by a sync) is seen within a few seconds by this instance and, when the
 * database can be shared, by a second one.
 */
export function describeCatalogueCacheSuite(driver: string, startDatabase: () => Promise<SuiteDatabase>, { canShareDatabase }: { canShareDatabase: boolean }) {
  describe(`catalogue cache on ${driver}`, () => {
    let database: SuiteDatabase | undefined;
    let app: FastifyInstance;
    /** A second instance on the same database (PostgreSQL only: PGlite has one owner process). */
    let second: FastifyInstance | undefined;
    /** The CLI's own connection (PostgreSQL), else the instance's. */
    let cli: OpenDatabase | undefined;
    const writer = () => cli?.db ?? app.db;
    const instances = () => (second === undefined ? [app] : [app, second]);
    const now = new Date();

    beforeAll(async () => {
      database = await startDatabase();
      const entries = buildFixtureCatalogue(now);
      app = await buildTestApp({ databaseUrl: database.databaseUrl, entries, env: TEST_POLL_ENV });
      if (canShareDatabase) {
        second = await buildTestApp({ databaseUrl: database.databaseUrl, entries, env: TEST_POLL_ENV });
        cli = await openTestDatabase({ databaseUrl: database.databaseUrl });
      }
    });
    afterAll(async () => {
      await app?.close();
      await second?.close();
      await cli?.close();
      await database?.stop();
    });

    /** Asks until every instance's answer passes `check`. */
    const eventually = (url: string, check: (response: LightMyRequestResponse) => void) =>
      vi.waitFor(
        async () => {
          for (const instance of instances()) check(await get(instance, url));
        },
        { timeout: SEEN_WITHIN_MS, interval: 50 },
      );

    it('serves a repeated question from memory', async () => {
      // The version the second instance's seeding wrote, not one read before it: a poll between the two asks would be a miss.
      await app.catalogVersion.refresh();
      await get(app, LIST);
      const before = app.catalogCache.stats();
      const response = await get(app, LIST);
      expect(response.statusCode).toBe(200);
      expect(app.catalogCache.stats().hits).toBe(before.hits + 1);
      expect(app.catalogCache.stats().loads).toBe(before.loads);
    });

    // totalDocs depends on the theme, label and search only: one count per catalogue version, not one per page.
    it('counts a row once per catalogue version, whatever page or ordering is asked', async () => {
      await app.catalogVersion.refresh();
      await get(app, `/api/blogs?t=${ROCK}&limit=2&offset=0`);
      const countListed = vi.spyOn(app.videosRepository, 'countListed');
      const listPage = vi.spyOn(app.videosRepository, 'listJson');
      try {
        const pages = [await get(app, `/api/blogs?t=${ROCK}&limit=2&offset=2`), await get(app, `/api/blogs?t=${ROCK}&limit=2&offset=4&orderfields=title&orderby=asc`)];
        expect(listPage).toHaveBeenCalledTimes(2);
        expect(countListed).not.toHaveBeenCalled();
        const totals = pages.map((response) => response.json<{ pagination: { totalDocs: number } }>().pagination.totalDocs);
        expect(totals[0]).toBeGreaterThan(4);
        expect(totals[1]).toBe(totals[0]);
      } finally {
        countListed.mockRestore();
        listPage.mockRestore();
      }
    });

    // A short page is the last one: its offset and length are the total, and no count is run.
    it('counts nothing when the page tells the total: the last page of a row', async () => {
      await app.catalogVersion.refresh();
      const countListed = vi.spyOn(app.videosRepository, 'countListed');
      try {
        const lastPage = (await get(app, `/api/blogs?t=${ROCK}&limit=8&offset=24&orderfields=title`)).json<BlogListResponse>();
        expect(lastPage.count).toBeGreaterThan(0);
        expect(lastPage.count).toBeLessThan(8);
        expect(lastPage.pagination.totalDocs).toBe(24 + lastPage.count);
        expect(countListed).not.toHaveBeenCalled();
        // A full page says nothing of what follows: it is counted.
        await get(app, `/api/blogs?t=${ROCK}&label=${FIXTURE_LABELS.NUCLEAR}&limit=8`);
        expect(countListed).toHaveBeenCalledTimes(1);
      } finally {
        countListed.mockRestore();
      }
    });

    // A visitor scrolling a search's row asks page after page: each is a slice of matches found once.
    it("finds a search's matches once per catalogue version: every page of it and its total come from them", async () => {
      await app.catalogVersion.refresh();
      const findSearch = vi.spyOn(app.videosRepository, 'findSearch');
      const countListed = vi.spyOn(app.videosRepository, 'countListed');
      const retitleOldClassic = async (title: string) => {
        await writer().update(videos).set({ title }).where(eq(videos.id, NAMED.mostViewed.id));
        await app.catalogVersion.refresh();
      };
      const search = (window: string) => get(app, `/api/blogs?t=${ROCK}&search=filler&${window}`).then((response) => response.json<BlogListResponse>());
      try {
        const pages = [await search('limit=8'), await search('limit=8&offset=8'), await search('limit=5&offset=3')];
        expect(findSearch).toHaveBeenCalledTimes(1);
        expect(countListed).not.toHaveBeenCalled();
        const titles = pages.map((page) => page.data.map((video) => video.metadata.title));
        expect(titles[0]).toHaveLength(8);
        expect(titles[0]!.every((title) => title.startsWith('Filler Track'))).toBe(true);
        expect(titles[1]).not.toContain(titles[0]![0]);
        expect(titles[2]).toEqual(titles[0]!.slice(3, 8));
        expect(pages.map((page) => page.pagination.totalDocs)).toEqual(Array(3).fill(pages[0]!.pagination.totalDocs));
        expect(pages[0]!.pagination.totalDocs).toBeGreaterThan(8);

        // Another ordering is another list.
        await search('limit=8&orderfields=title&orderby=asc');
        expect(findSearch).toHaveBeenCalledTimes(2);
        // A write that brings one more video into the matches is seen by the next page asked.
        await retitleOldClassic('Old Classic (filler edit)');
        const afterWrite = await search('limit=8&offset=8');
        expect(findSearch).toHaveBeenCalledTimes(3);
        expect(afterWrite.pagination.totalDocs).toBe(pages[0]!.pagination.totalDocs + 1);
      } finally {
        findSearch.mockRestore();
        countListed.mockRestore();
        await retitleOldClassic(NAMED.mostViewed.title);
      }
    });

    // A crawler walking many pages fills the cache with answers; what every page is built from stays.
    it("keeps a search's matches and a row's count while a crawl fills the cache with answers", async () => {
      await app.catalogVersion.refresh();
      const searchPage = (offset: number) => get(app, `/api/blogs?t=${ROCK}&search=filler&limit=2&offset=${offset}`);
      const rowPage = (offset: number, orderfields: string) => get(app, `/api/blogs?t=${ROCK}&limit=1&offset=${offset}&orderfields=${orderfields}`);
      await searchPage(0);
      await rowPage(0, 'views');
      const findSearch = vi.spyOn(app.videosRepository, 'findSearch');
      const countListed = vi.spyOn(app.videosRepository, 'countListed');
      try {
        for (const orderfields of ['created', 'publishedAt', 'title', 'trending']) {
          for (let offset = 0; offset < CACHE_MAX_ENTRIES / 4; offset += 1) expect((await rowPage(offset, orderfields)).statusCode).toBe(200);
        }
        expect(listIds(await searchPage(2))).toHaveLength(2);
        expect(listIds(await rowPage(3, 'views'))).toHaveLength(1);
        expect(findSearch).not.toHaveBeenCalled();
        expect(countListed).not.toHaveBeenCalled();
      } finally {
        findSearch.mockRestore();
        countListed.mockRestore();
      }
    });

    it('shows an imported video after the import, on every instance', async () => {
      for (const instance of instances()) expect(listIds(await get(instance, LIST))).not.toContain('v-imported');
      const video = fixtureVideo({ id: 'v-imported', title: 'Imported Today', publishedDaysAgo: 0, createdDaysAgo: 0 }, new Date());
      await importFile(writer(), [{ t: ROCK, ...video }]);
      await eventually(LIST, (response) => expect(listIds(response)[0]).toBe('v-imported'));
    });

    it('drops a deleted video from lists and answers 404 for it, on every instance', async () => {
      const url = `/api/blog/${NAMED.percent.id.replace(/^v-/, '')}?t=${ROCK}`;
      const search = `/api/blogs?t=${ROCK}&search=volume`;
      for (const instance of instances()) {
        expect((await get(instance, url)).statusCode).toBe(200);
        expect(listIds(await get(instance, search))).toContain(NAMED.percent.id);
      }
      await writer().delete(videos).where(eq(videos.id, NAMED.percent.id));
      await eventually(url, (response) => expect(response.statusCode).toBe(404));
      await eventually(search, (response) => expect(listIds(response)).toEqual([NAMED.percentDecoy.id]));
    });

    it('shows what a sync upserted (a new title) in the video and the lists, on every instance', async () => {
      const spec = NAMED.trendingSecond;
      const url = `/api/blog/${spec.id.replace(/^v-/, '')}?t=${ROCK}`;
      for (const instance of instances()) expect((await get(instance, url)).json<BlogResponse>().data.metadata.title).toBe(spec.title);
      const renamed = fixtureVideo({ ...spec, title: 'Ten Days Anthem (Remastered)' }, now);
      // The instance that did not write, when there are two.
      await createVideosRepository(second?.db ?? app.db).upsert(toVideoRow(ROCK, renamed, now));
      await eventually(url, (response) => expect(response.json<BlogResponse>().data.metadata.title).toBe('Ten Days Anthem (Remastered)'));
      await eventually(`/api/blogs?t=${ROCK}&search=remastered`, (response) => expect(listIds(response)).toEqual([spec.id]));
    });

    describe('HTTP caching', () => {
      it('gives answers an ETag, and a 304 without a body to a client that has it', async () => {
        const first = await get(app, LIST);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^W\/".+"$/);
        const again = await get(app, LIST, { 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      });

      it('answers 200 with a new ETag once the catalogue changed', async () => {
        const etag = (await get(app, LIST)).headers.etag as string;
        const video = fixtureVideo({ id: 'v-newer', title: 'Newer Still', publishedDaysAgo: 0, createdDaysAgo: 0 }, new Date());
        await importFile(writer(), [{ t: ROCK, ...video }]);
        await eventually(LIST, (response) => expect(response.headers.etag).not.toBe(etag));
        const changed = await get(app, LIST, { 'if-none-match': etag });
        expect(changed.statusCode).toBe(200);
        expect(listIds(changed)[0]).toBe('v-newer');
      });

      it('lets a shared cache keep answers for a while, per API key (compressed or not)', async () => {
        const response = await get(app, LIST, { 'accept-encoding': 'gzip' });
        expect(response.headers['content-encoding']).toBe('gzip');
        const plain = await get(app, LIST);
        const brotli = await get(app, LIST, { 'accept-encoding': 'gzip, deflate, br' });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
        expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
        expect(listIds(plain).length).toBeGreaterThan(0);
        expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
        expect(String(response.headers.vary)).toMatch(/\bx-api-key\b/);
      });

      it('never answers 304 (or the answer) to a client without a valid key', async () => {
        const etag = (await get(app, LIST)).headers.etag as string;
        const keyless = await app.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': etag } });
        expect(keyless.statusCode).toBe(401);
        expect(keyless.headers.etag).toBeUndefined();
      });

      it('gives a not-found video no ETag and nothing a shared cache would keep', async () => {
        const response = await get(app, `/api/blog/no-such-video?t=${ROCK}`);
        expect(response.statusCode).toBe(404);
        expect(response.headers.etag).toBeUndefined();
        expect(response.headers['cache-control']).toBeUndefined();
      });
    });

    describe('keys', () => {
      it('never gives one theme the answer of another', async () => {
        const rock = await get(app, LIST);
        const latino = await get(app, LIST.replace(`t=${ROCK}`, `t=${THEME_CODES.latino}`));
        expect(latino.json<BlogListResponse>().origin).toBe(THEME_CODES.latino);
        expect(listIds(latino)).not.toEqual(expect.arrayContaining(listIds(rock).slice(0, 1)));
        expect(latino.headers.etag).not.toBe(rock.headers.etag);
        // The same address in two themes names two videos.
        const rockVideo = await get(app, `/api/blog/${LATINO_PATHSEO_SHARED_WITH_ROCK}?t=${ROCK}`);
        const latinoVideo = await get(app, `/api/blog/${LATINO_PATHSEO_SHARED_WITH_ROCK}?t=${THEME_CODES.latino}`);
        expect(latinoVideo.json<BlogResponse>().data._id).toBe('v-latino-fresh-single');
        expect(rockVideo.json<BlogResponse>().data._id).toBe(NAMED.trendingFirst.id);
      });

      it('answers searches the search rule treats as one (spaces, case) from one entry', async () => {
        const first = await get(app, `/api/blogs?t=${ROCK}&search=FILLER`);
        const before = app.catalogCache.stats();
        const same = await get(app, `/api/blogs?t=${ROCK}&search=${encodeURIComponent('  filler ')}`);
        expect(app.catalogCache.stats().loads).toBe(before.loads);
        expect(same.body).toBe(first.body);
        expect(same.headers.etag).toBe(first.headers.etag);
      });
    });
  });
}
