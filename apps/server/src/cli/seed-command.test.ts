import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { OpenDatabase } from '../db/client.ts';
import { replaceCatalogue } from '../db/seed-catalogue.ts';
import { createVideosRepository } from '../db/videos-repository.ts';
import { fixtureVideo } from '../test/fixture-catalogue.ts';
import { EXIT_USAGE, type CliContext } from './cli-command.ts';
import { SEED_USAGE, seedCommand } from './seed-command.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

describe('vitrine seed --demo', () => {
  let database: OpenDatabase;
  let lines: string[];
  let context: CliContext;
  const count = () => createVideosRepository(database.db).countAll();
  const run = (...args: string[]) => seedCommand.run(context, args);

  beforeAll(async () => {
    database = await openTestDatabase({ databaseUrl: undefined });
    context = { db: database.db, config: loadConfig({}), print: (line) => lines.push(line) };
  });
  afterAll(() => database.close());
  beforeEach(() => {
    lines = [];
  });

  it('seeds an empty catalogue without asking', async () => {
    expect(await run('--demo')).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^Demo catalogue seeded: \d+ videos\.$/)]);
    expect(await count()).toBeGreaterThan(0);
  });

  it('refuses to replace a non-empty catalogue without --yes, in one line, and keeps it', async () => {
    const now = new Date();
    await replaceCatalogue(createVideosRepository(database.db), [
      { theme: 'rock', video: fixtureVideo({ id: 'v-kept', title: 'Kept', publishedDaysAgo: 1, createdDaysAgo: 1, views: 1 }, now) },
    ]);
    expect(await run('--demo')).toBe(EXIT_USAGE);
    expect(lines).toEqual(['refused: the catalogue holds 1 video and seed --demo would delete them all; run it again with --yes to confirm.']);
    expect(await count()).toBe(1);
  });

  it('replaces it with --yes', async () => {
    expect(await run('--demo', '--yes')).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^Demo catalogue seeded: \d+ videos \(1 video removed\)\.$/)]);
    expect(await count()).toBeGreaterThan(1);
  });

  it('shows the usage for anything else', async () => {
    expect(await run()).toBe(EXIT_USAGE);
    expect(await run('--yes')).toBe(EXIT_USAGE);
    expect(await run('--demo', '--force')).toBe(EXIT_USAGE);
    expect(lines).toEqual([SEED_USAGE, SEED_USAGE, SEED_USAGE]);
  });
});
