import type { ApiVideo, BlogListResponse } from '@vitrine/catalog/api-schemas';
import { filterVideos } from '@vitrine/catalog/search';
import type { LabelEntry } from '@vitrine/catalog/themes/theme-config';
import { THEME, THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../../db/seed-catalogue.ts';
import { TEST_API_KEYS, buildTestApp } from '../../../test/build-test-app.ts';
import { buildFixtureCatalogue, fixtureVideo } from '../../../test/fixture-catalogue.ts';
import { TEST_DATABASES } from '../../../test/test-databases.ts';

/**
 * The search contract: for every term, the videos GET /api/blogs?search= answers are exactly
 * those the client's instant filter keeps from the whole unfiltered catalogue, converted the
 * way the client converts them. Run on both database drivers.
 */

const rock = getTheme(THEME.ROCK);

/** A channel of the rock theme; the two used here have identifiers starting with the theme code ('wmbMusicVideo'). */
function rockChannel(title: string): LabelEntry {
  const entry = rock.labels.find((candidate) => candidate.title === title);
  if (entry === undefined) throw new Error(`the rock theme has no '${title}' channel`);
  return entry;
}
const musicVideoLabel = rockChannel('Music Video');
const lyricsVideoLabel = rockChannel('Lyrics Video');

/** Videos whose fields a client and a database could read differently, on top of the shared fixture. */
function contractEntries(now: Date): CatalogueEntry[] {
  const video = (id: string, metadata: Partial<ApiVideo['metadata']>): CatalogueEntry => {
    const base = fixtureVideo({ id, title: id, publishedDaysAgo: 5, createdDaysAgo: 5 }, now);
    return { theme: THEME.ROCK, video: { ...base, metadata: { ...base.metadata, ...metadata } } };
  };
  return [
    // The page shows this channel as 'Music Video': the client once searched that title, the server the identifier.
    video('v-iron-sky', { title: 'Iron Sky', description: 'Filmed in Clisson at Hellfest.', channelTitle: 'Headbanger Records', username: musicVideoLabel.label }),
    video('v-ete-indien', { title: 'ÉTÉ INDIEN', description: 'Paroles de l’été', channelTitle: 'Chanson Française', username: lyricsVideoLabel.label }),
    video('v-greek', { title: 'ΟΔΟΣ ΡΟΚ', description: 'Athens, live.' }),
    video('v-istanbul', { title: 'İstanbul Nights', description: 'Live on the Bosphorus.' }),
    // Blank fields: the UI shows its defaults ('Untitled', 'No description available', 'Unknown Artist').
    video('v-blank', { title: '', description: '', channelTitle: '', username: 'blank-channel' }),
  ];
}

const TERMS: readonly string[] = [
  '',
  '   ',
  THEME_CODES.rock,
  THEME_CODES.rock.toUpperCase(),
  musicVideoLabel.label,
  musicVideoLabel.title,
  'Headbanger Records',
  'hellfest',
  'iRoN sKy',
  '  wacken OPEN  ',
  'nuclear blast',
  'été',
  'ÉTÉ',
  'Été indien',
  'οδος',
  'ΟΔΟΣ',
  'istanbul',
  'İSTANBUL',
  '%',
  '100%',
  '_',
  'e_c',
  '\\',
  'k\\s',
  '<br>',
  'untitled',
  'no description',
  'unknown artist',
  'no-such-video-anywhere',
];


describe.each(TEST_DATABASES)('search contract on %s: the API and the client matcher agree', (_driver, startDatabase) => {
  let app: FastifyInstance;
  let stopDatabase = async () => {};

  beforeAll(async () => {
    const database = await startDatabase();
    stopDatabase = database.stop;
    const now = new Date();
    app = await buildTestApp({ databaseUrl: database.databaseUrl, entries: [...buildFixtureCatalogue(now), ...contractEntries(now)] });
  });
  afterAll(async () => {
    await app?.close();
    await stopDatabase();
  });

  /** Every page of a search, so the comparison never depends on the page size. */
  async function allIds(search: string | undefined): Promise<string[]> {
    const found: string[] = [];
    for (let offset = 0; ; ) {
      const query = new URLSearchParams({ t: THEME_CODES.rock, limit: '100', offset: String(offset) });
      if (search !== undefined) query.set('search', search);
      const response = await app.inject({ method: 'GET', url: `/api/blogs?${query}`, headers: { 'x-api-key': TEST_API_KEYS[0] } });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<BlogListResponse>();
      found.push(...answer.data.map((video) => video._id));
      if (!answer.pagination.hasNextPage) return found.sort();
      offset += answer.data.length;
    }
  }

  async function catalogue(): Promise<ApiVideo[]> {
    const response = await app.inject({ method: 'GET', url: `/api/blogs?t=${THEME_CODES.rock}&limit=100`, headers: { 'x-api-key': TEST_API_KEYS[0] } });
    return response.json<BlogListResponse>().data;
  }

  it.each(TERMS)('term %j', async (term) => {
    const everything = (await catalogue()).map((video) => toUiVideo(video, rock));
    const kept = filterVideos(everything, term).map((video) => video.id).sort();
    expect(await allIds(term)).toEqual(kept);
  });

  it('covers terms that match and terms that do not', async () => {
    const everything = (await catalogue()).map((video) => toUiVideo(video, rock));
    const counts = TERMS.map((term) => filterVideos(everything, term).length);
    expect(counts).toContain(0);
    expect(counts.filter((count) => count > 0 && count < everything.length).length).toBeGreaterThan(10);
  });
});
