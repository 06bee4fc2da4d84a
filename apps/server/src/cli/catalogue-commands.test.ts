import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createCatalogueManagement } from '../db/catalogue-management.ts';
import type { OpenDatabase } from '../db/client.ts';
import { replaceCatalogue } from '../db/seed-catalogue.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import { toVideoRow } from '../db/video-row.ts';
import { buildFixtureCatalogue, fixtureVideo, LATINO_PATHSEO_SHARED_WITH_ROCK } from '../test/fixture-catalogue.ts';
import { EXIT_USAGE, type CliContext } from './cli-command.ts';
import { demoCommand } from './demo-command.ts';
import { importVideos } from './import-command.ts';
import { seedCommand } from './seed-command.ts';
import { videosCommand } from './videos-command.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

describe('vitrine videos / demo', () => {
  let database: OpenDatabase;
  let lines: string[];
  let context: CliContext;
  const videos = (...args: string[]) => videosCommand.run(context, args);
  const count = () => createVideosRepository(database.db).countAll();

  beforeAll(async () => {
    database = await openTestDatabase({ databaseUrl: undefined });
    context = { db: database.db, config: loadConfig({}), print: (line) => lines.push(line) };
  });
  afterAll(() => database.close());
  beforeEach(() => {
    lines = [];
  });

  it('demo remove deletes the seeded demo videos and nothing else', async () => {
    expect(await seedCommand.run({ ...context, print: () => {} }, ['--demo', '--yes'])).toBe(0);
    const demo = await count();
    const real = fixtureVideo({ id: 'real-1', title: 'A real one', publishedDaysAgo: 1, createdDaysAgo: 1, views: 5 }, new Date());
    const imported = await importVideos(createVideosRepository(database.db), [{ position: 0, row: toVideoRow('wmb', real, new Date()) }]);
    expect(imported.inserted).toBe(1);
    expect(await count()).toBe(demo + 1);
    expect(await demoCommand.run(context, ['remove'])).toBe(0);
    expect(lines).toEqual([`${demo} demo videos removed.`]);
    expect((await createCatalogueManagement(database.db).list({})).map((video) => video.id)).toEqual(['real-1']);
  });

  it('demo with anything but remove is a usage error', async () => {
    expect(await demoCommand.run(context, ['purge'])).toBe(EXIT_USAGE);
    expect(lines).toEqual(['usage: vitrine demo remove']);
  });

  describe('videos list and remove', () => {
    beforeAll(async () => {
      await replaceCatalogue(createVideosRepository(database.db), buildFixtureCatalogue(new Date()));
    });

    it('lists a theme\'s videos with a search, one line each and a count', async () => {
      expect(await videos('list', '--theme', 'latino', '--search', LATINO_PATHSEO_SHARED_WITH_ROCK)).toBe(0);
      expect(lines.at(-1)).toBe('1 video');
      expect(lines[0]).toContain(`/${LATINO_PATHSEO_SHARED_WITH_ROCK}`);
    });

    it('refuses to remove a pathseo two themes share without --theme, and removes it with one', async () => {
      const before = await count();
      expect(await videos('remove', LATINO_PATHSEO_SHARED_WITH_ROCK)).toBe(EXIT_USAGE);
      expect(lines).toEqual([`error: "${LATINO_PATHSEO_SHARED_WITH_ROCK}" names 2 videos in several themes; add --theme`]);
      expect(await count()).toBe(before);
      lines = [];
      expect(await videos('remove', LATINO_PATHSEO_SHARED_WITH_ROCK, '--theme', 'latino')).toBe(0);
      expect(lines).toEqual([expect.stringMatching(/^removed \S+ \(latino\)\.$/)]);
      expect(await count()).toBe(before - 1);
    });

    it.each([
      [['remove', 'no-such-video'], 'error: no video "no-such-video"'],
      [['remove'], 'error: videos remove takes one video id or pathseo'],
      [['list', '--theme', 'jazz'], 'error: unknown theme "jazz" (expected one of rock, latino, standup, culture_fr, spkombat, brand_fr, brand_en, sport, wildpeaks)'],
      [['list', '--colour', 'red'], "error: Unknown option '--colour'"],
    ])('%j is refused in one line', async (args, message) => {
      const before = await count();
      expect(await videos(...args)).toBe(EXIT_USAGE);
      expect(lines).toEqual([message]);
      expect(await count()).toBe(before);
    });
  });
});
