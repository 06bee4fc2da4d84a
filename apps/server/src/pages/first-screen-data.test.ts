import { FIRST_SCREEN_ROW_ORDERS } from '@vitrine/catalog/first-screen';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../db/client.ts';
import { replaceCatalogue } from '../db/seed-catalogue.ts';
import { createVideosRepository, type VideosRepository } from '../db/videos-repository.ts';
import { buildFixtureCatalogue } from '../test/fixture-catalogue.ts';
import { createFirstScreenRowsCache } from './first-screen-data.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

/** Long enough for a read to finish within it, short enough to wait for. */
const MAX_AGE_MS = 300;
/** Reads per load: the first-screen rows with one ordering share a query. */
const QUERIES_PER_LOAD = new Set(Object.values(FIRST_SCREEN_ROW_ORDERS).map(({ orderfields, orderby }) => `${orderfields} ${orderby}`)).size;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('first-screen rows (issue 9: pages from memory)', () => {
  let database: OpenDatabase;
  let repository: VideosRepository;
  let version = 1;

  beforeAll(async () => {
    database = await openTestDatabase({ databaseUrl: undefined });
    repository = createVideosRepository(database.db);
    await replaceCatalogue(repository, buildFixtureCatalogue(new Date()));
  });
  afterAll(async () => database?.close());

  const cacheWithReads = () => {
    const list = vi.spyOn(repository, 'list');
    list.mockClear();
    const rowsFor = createFirstScreenRowsCache({ repository, currentVersion: () => version, maxAgeMs: MAX_AGE_MS });
    return { rowsFor, list };
  };

  it('reads a theme once per catalogue version, and again when the version changes', async () => {
    const { rowsFor, list } = cacheWithReads();
    const first = await rowsFor('rock');
    await rowsFor('rock');
    expect(list).toHaveBeenCalledTimes(QUERIES_PER_LOAD);
    expect(first.value.rows.trending.data.length).toBeGreaterThan(0);
    version += 1;
    const after = await rowsFor('rock');
    expect(after.version).toBe(version);
    expect(list).toHaveBeenCalledTimes(2 * QUERIES_PER_LOAD);
    list.mockRestore();
  });

  it('past its age, answers with the rows it has while one read refreshes them', async () => {
    const { rowsFor, list } = cacheWithReads();
    const first = await rowsFor('latino');
    await sleep(MAX_AGE_MS + 50);
    const stale = await rowsFor('latino');
    expect(stale.value.renderedAt).toBe(first.value.renderedAt);
    await vi.waitFor(async () => expect((await rowsFor('latino')).value.renderedAt).toBeGreaterThan(first.value.renderedAt), { timeout: 5_000, interval: 20 });
    expect(list).toHaveBeenCalledTimes(2 * QUERIES_PER_LOAD);
    list.mockRestore();
  });

  it('keeps the rows it has when a refresh fails, and fails only when it has none', async () => {
    const { rowsFor, list } = cacheWithReads();
    const first = await rowsFor('standup');
    list.mockRejectedValue(new Error('database unreachable'));
    await sleep(MAX_AGE_MS + 50);
    expect((await rowsFor('standup')).value.renderedAt).toBe(first.value.renderedAt);
    await sleep(50);
    expect((await rowsFor('standup')).value.renderedAt).toBe(first.value.renderedAt);
    await expect(rowsFor('sport')).rejects.toThrow('database unreachable');
    list.mockRestore();
  });
});
