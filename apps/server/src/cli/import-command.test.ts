import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { OpenDatabase } from '../db/client.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import { fixtureVideo } from '../test/fixture-catalogue.ts';
import type { CliContext } from './cli-command.ts';
import { importCommand } from './import-command.ts';
import { statsCommand } from './stats-command.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

describe('vitrine import and stats', () => {
  let database: OpenDatabase;
  let dir: string;
  let lines: string[];
  let context: CliContext;
  const now = new Date();
  const video = (id: string, title = 'Some Title') => fixtureVideo({ id, title, publishedDaysAgo: 3, createdDaysAgo: 3, views: 10 }, now);
  const run = async (command: typeof importCommand, args: string[]) => {
    lines = [];
    return command.run(context, args);
  };
  /** The summary after the progress lines. */
  const summaryLine = (file: string) => lines.find((line) => line.startsWith(`${file}`));
  const writeJson = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(value));
    return path;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-cli-'));
    database = await openTestDatabase({ databaseUrl: undefined });
    context = { db: database.db, config: loadConfig({ DATA_DIR: dir }), print: (line) => lines.push(line) };
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('inserts { t, data } videos, then updates them by _id', async () => {
    const file = writeJson('first.json', { t: 'latino', data: [video('v-one'), video('v-two')] });
    expect(await run(importCommand, [file])).toBe(0);
    expect(summaryLine(file)).toBe(`${file}: 2 inserted, 0 updated, 0 unchanged, 0 rejected`);

    const again = writeJson('again.json', { t: 'latino', data: [video('v-one', 'Renamed'), video('v-two')] });
    expect(await run(importCommand, [again])).toBe(0);
    expect(summaryLine(again)).toBe(`${again}: 0 inserted, 1 updated, 1 unchanged, 0 rejected`);
    expect((await createVideosRepository(database.db).findBySlug('one', 'latino'))?.metadata.title).toBe('Renamed');
  });

  it('takes an array with a theme code on each video and reports every rejection with its reason', async () => {
    const missingTitle: Record<string, unknown> = { ...video('v-bad'), t: 'wmb' };
    missingTitle['metadata'] = { ...video('v-bad').metadata, title: undefined };
    const file = writeJson('mixed.json', [
      { ...video('v-three'), t: 'wmb' },
      { ...video('v-four'), t: 'nope' },
      missingTitle,
      { ...video('v-dup'), pathseo: 'three', t: 'wmb' },
      { ...video('v-date'), t: 'wmb', created: 'yesterday' },
    ]);
    expect(await run(importCommand, [file])).toBe(1);
    const report = lines.slice(lines.indexOf(summaryLine(file) ?? ''));
    expect(report[0]).toBe(`${file}: 1 inserted, 0 updated, 0 unchanged, 4 rejected`);
    expect(report[1]).toMatch(/^ {2}#1 v-four: theme code "t" must be one of wmb, latino/);
    expect(report[2]).toMatch(/^ {2}#2 v-bad: \/metadata\/title /);
    expect(report[3]).toBe('  #3 v-dup: pathseo "three" is already used by another video of theme wmb');
    expect(report[4]).toMatch(/^ {2}#4 v-date: \/created /);
  });

  it('refuses a file of another shape, or no file', async () => {
    expect(await run(importCommand, [writeJson('shape.json', { videos: [] })])).toBe(1);
    expect(await run(importCommand, [])).toBe(2);
    expect(await run(importCommand, [join(dir, 'missing.json')])).toBe(1);
  });

  it('stats counts videos per theme and label', async () => {
    expect(await run(statsCommand, [])).toBe(0);
    expect(lines).toEqual(['3 videos', 'wmb (rock): 1', '  metal-blade: 1', 'latino (latino): 2', '  metal-blade: 2']);
  });
});
