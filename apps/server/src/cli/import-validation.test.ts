import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { OpenDatabase } from '../db/client.ts';
import { fixtureVideo } from '../test/fixture-catalogue.ts';
import type { CliContext } from './cli-command.ts';
import { importCommand } from './import-command.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

/** An import refuses bad videos with a reason, before anything reaches the database (PRODUCT §10.13). */
describe('vitrine import: what a video may hold', () => {
  let database: OpenDatabase;
  let dir: string;
  let lines: string[] = [];
  let context: CliContext;
  const now = new Date();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-import-'));
    database = await openTestDatabase({ databaseUrl: undefined });
    context = { db: database.db, config: loadConfig({ DATA_DIR: dir }), print: (line) => lines.push(line) };
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Imports one video changed by `change`, written as JSON text (so lone surrogates stay escaped). */
  async function importOne(change: (video: ApiVideo) => void): Promise<{ exitCode: number; output: string }> {
    const video = fixtureVideo({ id: 'v-checked-video', title: 'Checked Video', publishedDaysAgo: 1, createdDaysAgo: 1 }, now);
    change(video);
    const path = join(dir, 'videos.json');
    writeFileSync(path, JSON.stringify({ t: 'wmb', data: [video] }));
    lines = [];
    const exitCode = await importCommand.run(context, [path]);
    return { exitCode, output: lines.join('\n') };
  }

  it('imports a well-formed video', async () => {
    expect(await importOne(() => {})).toEqual({ exitCode: 0, output: expect.stringContaining('1 inserted') });
  });

  it.each<[string, (video: ApiVideo) => void, RegExp]>([
    ['a NUL byte in the description', (video) => (video.metadata.description = 'before\u0000after'), /metadata\/description/],
    ['a NUL byte in the title', (video) => (video.metadata.title = 'A\u0000B'), /metadata\/title/],
    ['a lone surrogate in the title', (video) => (video.metadata.title = 'A\ud800B'), /metadata\/title/],
    ['a lone surrogate in the channel title', (video) => (video.metadata.channelTitle = '\udfff'), /metadata\/channelTitle/],
    ['a javascript: thumbnail', (video) => (video.metadata.snippet.thumbnails.high = { url: 'javascript:alert(1)' }), /thumbnails\/high\/url/],
    ['a thumbnail from another host', (video) => (video.metadata.snippet.thumbnails.high = { url: 'https://evil.example/x.jpg' }), /thumbnails\/high\/url/],
    ['an http thumbnail', (video) => (video.metadata.snippet.thumbnails.high = { url: 'http://i.ytimg.com/vi/x/hqdefault.jpg' }), /thumbnails\/high\/url/],
    ['a pathseo with a space', (video) => (video.pathseo = 'two words'), /pathseo/],
    ['a pathseo with a slash', (video) => (video.pathseo = 'a/b'), /pathseo/],
    ['a videoId of 10 characters', (video) => (video.metadata.videoId = 'dQw4w9WgXc'), /videoId/],
    ['a videoId with a dot', (video) => (video.metadata.videoId = 'dQw4w9WgX.Q'), /videoId/],
    ['an infinite view count', (video) => (video.metadata.statistics = { viewCount: Infinity }), /statistics/],
    ['a negative duration', (video) => (video.metadata.durationSeconds = -1), /durationSeconds/],
    ['a fractional duration', (video) => (video.metadata.durationSeconds = 1.5), /durationSeconds/],
  ])('refuses %s with the field and the reason, not the SQL', async (_case, change, field) => {
    const { exitCode, output } = await importOne(change);
    expect(exitCode).toBe(1);
    expect(output).toMatch(/0 inserted, 0 updated, 0 unchanged, 1 rejected/);
    expect(output).toMatch(field);
    expect(output).not.toMatch(/insert into|Failed query|params:/i);
  });

  it('accepts thumbnails from every YouTube image host and relative paths', async () => {
    const result = await importOne((video) => {
      video.metadata.snippet.thumbnails = {
        maxres: { url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg' },
        standard: { url: 'https://i2.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg' },
        high: { url: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg' },
        medium: { url: 'labels/poster.jpg' },
        default: { url: '/images/labels/poster.jpg' },
      };
    });
    expect(result).toEqual({ exitCode: 0, output: expect.stringContaining('1 updated') });
  });
});
