import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { OpenDatabase } from '../db/client.ts';
import { createVideosRepository, type VideosRepository } from '../db/videos-repository.ts';
import { generateVideos, type ImportItem } from '../demo/generate-videos.ts';
import { startTestPostgres } from '../test/postgres-cluster.ts';
import type { CliContext } from './cli-command.ts';
import { createImportCommand, IMPORT_BATCH_SIZE } from './import-command.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

const DRIVERS: readonly [string, () => Promise<{ databaseUrl: string | undefined; stop: () => Promise<void> }>][] = [
  ['PGlite', async () => ({ databaseUrl: undefined, stop: async () => {} })],
  [
    'PostgreSQL',
    async () => {
      const postgres = await startTestPostgres();
      return { databaseUrl: postgres.url, stop: postgres.stop };
    },
  ],
];

/** More than two batches, so a file spans several statements. */
const VIDEO_COUNT = Math.round(IMPORT_BATCH_SIZE * 2.5);

/**
 * Each write path gives the same results: a batch per statement, or one bulk transaction (from
 * `bulkMinVideos` videos), whose progress moves with its steps (staging, writing, conflicts).
 */
const MODES: readonly [string, number, number[]][] = [
  ['in batches', Number.POSITIVE_INFINITY, [40, 80, 100]],
  ['in one bulk transaction', 1, [15, 40, 100]],
];

describe.each(DRIVERS.flatMap(([driver, start]) => MODES.map(([mode, bulkMinVideos, steps]) => [mode, driver, start, bulkMinVideos, steps] as const)))('vitrine import %s on %s', (_mode, _driver, startDatabase, bulkMinVideos, progressSteps) => {
  const importCommand = createImportCommand(bulkMinVideos);
  let database: OpenDatabase;
  let stopDatabase = async () => {};
  let repository: VideosRepository;
  let dir: string;
  let lines: string[];
  const videos = generateVideos(VIDEO_COUNT, 'batches');
  const run = async (args: string[]) => {
    lines = [];
    const context: CliContext = { db: database.db, config: loadConfig({ DATA_DIR: dir }), print: (line) => lines.push(line) };
    return importCommand.run(context, args);
  };
  const writeJson = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(value));
    return path;
  };
  const find = (video: ImportItem) => repository.findBySlug(video.pathseo, video.t);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-import-'));
    const started = await startDatabase();
    stopDatabase = started.stop;
    database = await openTestDatabase({ databaseUrl: started.databaseUrl });
    repository = createVideosRepository(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await stopDatabase();
    rmSync(dir, { recursive: true, force: true });
  });

  it('--dry-run says what would be inserted and writes nothing', async () => {
    const file = writeJson('all.json', videos);
    expect(await run([file, '--dry-run'])).toBe(0);
    expect(lines).toEqual([`${file} (dry run, nothing written): ${VIDEO_COUNT} to insert, 0 to update, 0 rejected`]);
    expect(await repository.countAll()).toBe(0);
  });

  it('without a terminal, prints progress as plain lines, then the summary', async () => {
    const file = writeJson('all.json', videos);
    expect(await run([file])).toBe(0);
    expect(lines).toEqual([
      ...progressSteps.map((percent) => `imported ${(VIDEO_COUNT * percent) / 100}/${VIDEO_COUNT} videos (${percent}%)`),
      `${file}: ${VIDEO_COUNT} inserted, 0 updated, 0 unchanged, 0 rejected`,
    ]);
    expect(await repository.countAll()).toBe(VIDEO_COUNT);
  });

  it('counts inserted, updated and unchanged videos across batches, and keeps created_at on update', async () => {
    const changed = videos.slice(0, IMPORT_BATCH_SIZE).map((video) => ({
      ...video,
      created: '2001-01-01T00:00:00.000Z',
      metadata: { ...video.metadata, title: `${video.metadata.title} (remastered)` },
    }));
    const unchanged = videos.slice(IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE + 300);
    const added = generateVideos(200, 'batches-more');
    const file = writeJson('mixed.json', [...changed, ...unchanged, ...added]);

    expect(await run([file, '--dry-run'])).toBe(0);
    expect(lines).toEqual([`${file} (dry run, nothing written): 200 to insert, ${IMPORT_BATCH_SIZE + 300} to update, 0 rejected`]);
    expect((await find(changed[0]!))?.metadata.title).toBe(videos[0]!.metadata.title);

    expect(await run([file])).toBe(0);
    expect(lines.at(-1)).toBe(`${file}: 200 inserted, ${IMPORT_BATCH_SIZE} updated, 300 unchanged, 0 rejected`);
    const updated = await find(changed[0]!);
    expect(updated?.metadata.title).toBe(changed[0]!.metadata.title);
    expect(updated?.created).toBe(videos[0]!.created);
    expect(await repository.countAll()).toBe(VIDEO_COUNT + 200);
  });

  it('a refused video fails alone, with its reason; the rest of its batch is written', async () => {
    const fresh = generateVideos(10, 'batches-clash');
    const clash = { ...fresh[4]!, pathseo: videos[0]!.pathseo };
    const file = writeJson('clash.json', [...fresh.slice(0, 4), clash, ...fresh.slice(5)]);
    expect(await run([file])).toBe(1);
    expect(lines.slice(-2)).toEqual([
      `${file}: 9 inserted, 0 updated, 0 unchanged, 1 rejected`,
      `  #4 ${clash._id}: pathseo "${clash.pathseo}" is already used by another video of theme wmb`,
    ]);
    expect(await find(fresh[9]!)).toBeDefined();
    expect((await find(clash))?._id).toBe(videos[0]!._id);
  });

  it('the same id twice in one file: inserted, then updated, as if imported one by one', async () => {
    const [first] = generateVideos(1, 'batches-twice');
    const second = { ...first!, metadata: { ...first!.metadata, title: 'Second take' } };
    const file = writeJson('twice.json', [first, second]);
    expect(await run([file])).toBe(0);
    expect(lines.at(-1)).toBe(`${file}: 1 inserted, 1 updated, 0 unchanged, 0 rejected`);
    expect((await find(second))?.metadata.title).toBe('Second take');
  });
});
