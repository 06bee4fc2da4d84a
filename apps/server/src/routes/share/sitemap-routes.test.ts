import { gunzipSync } from 'node:zlib';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toVideoRow } from '../../db/video-row.ts';
import { generateVideos } from '../../demo/generate-videos.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { buildFixtureCatalogue, fixtureVideo } from '../../test/fixture-catalogue.ts';
import { TEST_DATABASES } from '../../test/test-databases.ts';

const ROCK_BASE = 'https://rock.example';
const LATINO_BASE = 'https://latino.example';
/** Just past one file's 50,000 addresses: a second file, for the fewest videos to write. */
const GENERATED_ROCK_VIDEOS = 51_000;
/** The generated videos are spread over every rock label (generate-videos.ts). */
const ROCK_LABELS = getTheme('rock').labels;
/** sitemaps.org and Google's video sitemap rules. */
const URLS_PER_FILE_MAX = 50_000;
const FILE_BYTES_MAX = 50 * 1024 * 1024;
const LOC_MAX_CHARS = 2_047;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const HOSTILE_TITLE = 'Riffs & <Roars> "live" \'n\' ]]> loud';

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'video:video'].includes(name), parseTagValue: false });

interface VideoTags {
  'video:thumbnail_loc': string;
  'video:title': string;
  'video:description': string;
  'video:player_loc': string;
  'video:content_loc'?: string;
  'video:duration'?: string;
  'video:view_count'?: string;
  'video:publication_date'?: string;
}
interface UrlTags {
  loc: string;
  lastmod?: string;
  'video:video'?: VideoTags[];
}

/** The body as text whether it came gzipped or not. */
function xmlOf(response: LightMyRequestResponse): string {
  return response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
}

/** Checks a urlset against the sitemap and video-sitemap rules (one assertion: 50,000 entries are checked); returns its entries. */
function checkedUrlset(xml: string, base: string): UrlTags[] {
  expect(Buffer.byteLength(xml)).toBeLessThan(FILE_BYTES_MAX);
  const { urlset } = parser.parse(xml) as { urlset: { '@_xmlns': string; '@_xmlns:video': string; url?: UrlTags[] } };
  expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(urlset['@_xmlns:video']).toBe('http://www.google.com/schemas/sitemap-video/1.1');
  const urls = urlset.url ?? [];
  expect(urls.length).toBeLessThanOrEqual(URLS_PER_FILE_MAX);
  const problems: string[] = [];
  const check = (isFine: boolean, what: string) => void (isFine || problems.push(what));
  for (const url of urls) {
    check(url.loc.startsWith(`${base}/`) && url.loc.length <= LOC_MAX_CHARS, `loc ${url.loc}`);
    check(url.lastmod === undefined || W3C_DATETIME.test(url.lastmod), `lastmod of ${url.loc}`);
    for (const video of url['video:video'] ?? []) {
      check(/^https?:\/\//.test(video['video:thumbnail_loc']), `thumbnail_loc of ${url.loc}`);
      check(video['video:title'].length > 0, `title of ${url.loc}`);
      check(video['video:description'].length > 0 && video['video:description'].length <= 2_048, `description of ${url.loc}`);
      check(/^https:\/\/www\.youtube-nocookie\.com\/embed\//.test(video['video:player_loc']) && video['video:player_loc'] !== url.loc, `player_loc of ${url.loc}`);
      const duration = video['video:duration'];
      check(duration === undefined || (/^\d+$/.test(duration) && Number(duration) >= 1 && Number(duration) <= 28_800), `duration of ${url.loc}`);
      check(video['video:view_count'] === undefined || /^\d+$/.test(video['video:view_count']), `view_count of ${url.loc}`);
      check(video['video:publication_date'] === undefined || W3C_DATETIME.test(video['video:publication_date']), `publication_date of ${url.loc}`);
    }
  }
  expect(problems).toEqual([]);
  return urls;
}

describe.each(TEST_DATABASES)('robots.txt and sitemaps on %s (PRODUCT §12)', (_name, startDatabase) => {
  let app: FastifyInstance;
  let stopDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await startDatabase();
    stopDatabase = database.stop;
    const now = new Date();
    const latino = buildFixtureCatalogue(now).filter((entry) => entry.theme === 'latino');
    const hostile = fixtureVideo({ id: 'v-latino-hostile', title: HOSTILE_TITLE, label: 'latino-label', description: '<b>Tour</b> & more', publishedDaysAgo: 1, createdDaysAgo: 1, views: 7 }, now);
    app = await buildTestApp({
      databaseUrl: database.databaseUrl,
      entries: latino,
      env: {
        SITE_HOSTS: JSON.stringify({ rock: { hosts: ['rock.example'], shareBaseUrl: ROCK_BASE }, latino: { hosts: ['latino.example'], shareBaseUrl: LATINO_BASE } }),
        CATALOG_VERSION_POLL_MS: '100',
        // The import's one statement over 51,000 videos, as the CLI runs it: without the pages' time limit.
        DB_STATEMENT_TIMEOUT_MS: '600000',
      },
    });
    await app.videosRepository.upsert({ ...toVideoRow(THEME_CODES.latino, hostile, now), durationSeconds: 245 });
    // A catalogue this large comes in through the import's bulk path, which leaves its statistics taken.
    await app.videosRepository.bulkUpsert(generateVideos(GENERATED_ROCK_VIDEOS, 'sitemap', { now }).map((video) => toVideoRow(video.t, video, now)));
    await app.videosRepository.tidyAfterBulkWrite();
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await stopDatabase?.();
  });

  const get = (url: string, host: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }) => app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it("robots.txt allows the site, keeps crawlers off the API and names the site's sitemap", async () => {
    const response = await get('/robots.txt', 'latino.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${LATINO_BASE}/sitemap.xml`, '']);
    // Another address of the same site still names the configured share base, never the Host.
    expect((await get('/robots.txt', 'localhost:3001')).body).toContain(`Sitemap: ${ROCK_BASE}/sitemap.xml`);
  });

  it('lists the home page and every video of a small theme in one gzipped file, with video tags', async () => {
    const response = await get('/sitemap.xml', 'latino.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    await expect.poll(async () => checkedUrlset(xmlOf(await get('/sitemap.xml', 'latino.example')), LATINO_BASE).length, { timeout: 5_000 }).toBe(5);
    const urls = checkedUrlset(xmlOf(await get('/sitemap.xml', 'latino.example')), LATINO_BASE);
    expect(urls[0]).toMatchObject({ loc: `${LATINO_BASE}/` });
    const hostile = urls.find((url) => url.loc === `${LATINO_BASE}/latino-hostile`);
    expect(hostile?.['video:video']?.[0]).toMatchObject({
      'video:title': HOSTILE_TITLE,
      'video:description': 'Tour & more',
      'video:player_loc': 'https://www.youtube-nocookie.com/embed/v-latino-ho',
      'video:duration': '245',
      'video:view_count': '7',
    });
  });

  it('sends the same file unpacked to a client without gzip, and a 304 to one that has it', async () => {
    const packed = await get('/sitemap.xml', 'latino.example');
    const plain = await get('/sitemap.xml', 'latino.example', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(xmlOf(packed));
    const again = await get('/sitemap.xml', 'latino.example', { 'accept-encoding': 'gzip', 'if-none-match': packed.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it("lists each label's page after the home page, for the labels that have videos", async () => {
    const first = checkedUrlset(xmlOf(await get('/sitemaps/1.xml', 'rock.example')), ROCK_BASE);
    const labelUrls = ROCK_LABELS.map((entry) => `${ROCK_BASE}/?label=${encodeURIComponent(entry.label)}`);
    expect(first.slice(0, 1 + labelUrls.length).map((url) => url.loc)).toEqual([`${ROCK_BASE}/`, ...labelUrls]);
    // The latino fixtures are on a channel that is none of the theme's labels: no label page.
    const latino = checkedUrlset(xmlOf(await get('/sitemap.xml', 'latino.example')), LATINO_BASE);
    expect(latino.filter((url) => url.loc.includes('?label='))).toEqual([]);
  }, 120_000);

  it(`gives ${GENERATED_ROCK_VIDEOS.toLocaleString('en')} videos an index of two files that list every address once`, async () => {
    const index = await get('/sitemap.xml', 'rock.example');
    const { sitemapindex } = parser.parse(xmlOf(index)) as { sitemapindex: { '@_xmlns': string; sitemap: { loc: string }[] } };
    expect(sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemapindex.sitemap.map((file) => file.loc)).toEqual([`${ROCK_BASE}/sitemaps/1.xml`, `${ROCK_BASE}/sitemaps/2.xml`]);
    const files = await Promise.all([1, 2].map(async (file) => get(`/sitemaps/${file}.xml`, 'rock.example')));
    // Asked before the files are parsed: parsing 51,000 entries holds this process's event loop,
    // and the server in it would shed the next request (under-pressure, PRODUCT §7.7).
    const [third, zeroth] = [await get('/sitemaps/3.xml', 'rock.example'), await get('/sitemaps/0.xml', 'rock.example')];
    for (const file of files) expect(file.headers['content-encoding']).toBe('gzip');
    const [first, second] = files.map((file) => checkedUrlset(xmlOf(file), ROCK_BASE));
    const addresses = GENERATED_ROCK_VIDEOS + 1 + ROCK_LABELS.length;
    expect([first?.length, second?.length]).toEqual([URLS_PER_FILE_MAX, addresses - URLS_PER_FILE_MAX]);
    const locs = [...(first ?? []), ...(second ?? [])].map((url) => url.loc);
    expect(new Set(locs).size).toBe(addresses);
    expect(third.statusCode).toBe(404);
    expect(zeroth.statusCode).toBe(400);
  }, 120_000);
});
