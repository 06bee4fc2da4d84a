import { THEME, THEME_CODE_VALUES } from '@vitrine/catalog/themes/theme-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importVideos } from '../cli/import-command.ts';
import { generateVideos, type ImportItem } from '../demo/generate-videos.ts';
import { startTestPostgres } from '../test/postgres-cluster.ts';
import { type OpenDatabase } from './client.ts';
import { searchIndexName } from './schema.ts';
import { toVideoRow } from './video-row.ts';
import { createVideosRepository, type VideosRepository } from './videos-repository.ts';
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

/** What a write must leave as it was, or change only as the videos written say. */
interface CatalogueState {
  indexes: { indexname: string; indexdef: string }[];
  constraints: { name: string; definition: string }[];
  version: number;
  counts: { themeCode: string; label: string; videos: number }[];
  ids: string[];
}

describe.each(DRIVERS)('a bulk upsert on %s', (_driver, startDatabase) => {
  let database: OpenDatabase;
  let stopDatabase = async () => {};
  let repository: VideosRepository;
  const now = new Date();
  /** Generated once: generated dates follow the clock, so a second generation would differ. */
  const firstItems = generateVideos(300, 'bulk-first', { now });
  const rowsOf = (items: ImportItem[]) => items.map((item) => toVideoRow(item.t, item, now));
  const query = async <T>(text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const state = async (): Promise<CatalogueState> => ({
    indexes: await query<{ indexname: string; indexdef: string }>(`select indexname, indexdef from pg_indexes where tablename = 'videos' order by indexname`),
    constraints: await query<{ name: string; definition: string }>(`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'videos'::regclass order by conname`),
    version: Number((await query<{ version: string }>('select version from catalog_version'))[0]?.version),
    counts: await repository.countByThemeAndLabel(),
    ids: (await query<{ id: string }>('select id from videos order by id')).map(({ id }) => id),
  });
  const expectedCounts = (items: ImportItem[]) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(`${item.t} ${item.metadata.username}`, (counts.get(`${item.t} ${item.metadata.username}`) ?? 0) + 1);
    return byKey([...counts].map(([key, videos]) => ({ key, videos })));
  };
  const byKey = (counts: { key: string; videos: number }[]) => counts.sort((a, b) => (a.key < b.key ? -1 : 1));

  beforeAll(async () => {
    const started = await startDatabase();
    stopDatabase = started.stop;
    database = await openTestDatabase({ databaseUrl: started.databaseUrl });
    repository = createVideosRepository(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await stopDatabase();
  });

  it('into an empty catalogue, leaves aside the videos that share an id or a pathseo with another, and writes the rest', async () => {
    const items = generateVideos(5, 'bulk-empty', { now });
    const rows = rowsOf([items[0]!, items[1]!, { ...items[1]!, metadata: { ...items[1]!.metadata, title: 'Same id again' } }, items[2]!, { ...items[3]!, pathseo: items[2]!.pathseo }, items[4]!]);
    expect((await state()).ids).toEqual([]);
    const outcome = await repository.bulkUpsert(rows);
    expect(outcome).toEqual({ inserted: 2, updated: 0, unchanged: 0, deferred: [1, 2, 3, 4] });
    expect((await state()).ids).toEqual([items[0]!._id, items[4]!._id].sort());
    await query('delete from videos');
  });

  // A walk of a theme, or of a label, then reads its own pages (a search's count, a label's row).
  it("into an empty catalogue, writes each theme's videos together, each label's within them, in the order they were added, whatever the file's order", async () => {
    const items = [...generateVideos(40, 'bulk-order-rock', { now }), ...generateVideos(40, 'bulk-order-latino', { theme: THEME.LATINO, now })];
    const given = [...items.filter((_, index) => index % 2 === 1), ...items.filter((_, index) => index % 2 === 0).reverse()];
    await repository.bulkUpsert(rowsOf(given));
    const written = await query<{ id: string }>('select id from videos order by ctid');
    expect(written).toEqual(await query<{ id: string }>('select id from videos order by theme_code collate "C", username collate "C", created_at, id collate "C"'));
    expect(written.map(({ id }) => id)).not.toEqual(given.map((item) => item._id));
    await query('delete from videos');
  });

  it('into an empty catalogue, leaves every key and index as it was when the database refuses the write', async () => {
    // Into an empty catalogue on PGlite, the keys are dropped too before the write.
    const items = generateVideos(20, 'bulk-empty-refused', { now });
    await query(`create function test_refuse_video() returns trigger language plpgsql as $$
      begin if new.id = '${items[12]!._id}' then raise exception 'video refused by the test'; end if; return new; end $$`);
    await query('create trigger test_refuse_video before insert on videos for each row execute function test_refuse_video()');
    try {
      const before = await state();
      expect(before.ids).toEqual([]);
      await expect(repository.bulkUpsert(rowsOf(items))).rejects.toThrow(/video refused by the test/);
      expect(await state()).toEqual(before);
    } finally {
      await query('drop trigger test_refuse_video on videos');
      await query('drop function test_refuse_video()');
    }
  });

  it('writes every video in one transaction: counts, a new catalogue version, trending scores, every index in place', async () => {
    const items = firstItems;
    const before = await state();
    const outcome = await repository.bulkUpsert(rowsOf(items));
    expect(outcome).toEqual({ inserted: 300, updated: 0, unchanged: 0, deferred: [] });
    const after = await state();
    expect(after.indexes).toEqual(before.indexes);
    expect(after.constraints).toEqual(before.constraints);
    expect(after.constraints.map(({ name }) => name)).toEqual(expect.arrayContaining(['videos_pkey', 'videos_source_id_video_sources_id_fk']));
    expect(after.indexes.map(({ indexname }) => indexname)).toEqual(expect.arrayContaining(THEME_CODE_VALUES.map(searchIndexName)));
    expect(after.version).toBeGreaterThan(before.version);
    expect(byKey(after.counts.map(({ themeCode, label, videos }) => ({ key: `${themeCode} ${label}`, videos })))).toEqual(expectedCounts(items));
    const [scores] = await query<{ recent: number; wrong: number; unscored: number }>(`
      select count(*) filter (where score > 0)::int as recent,
        count(*) filter (where abs(score - vitrine_trending_score(v.views, v.published_at, now())) > 1e-3 * greatest(score, 1))::int as wrong,
        count(*)::int - count(t.video_id)::int as unscored
      from videos v left join video_trending t on t.video_id = v.id`);
    expect(scores?.wrong).toBe(0);
    expect(scores?.unscored).toBe(0);
    expect(scores?.recent).toBeGreaterThan(0);
    expect(await query(`select to_regclass('vitrine_import_staging') as staging`)).toEqual([{ staging: null }]);
  });

  it('updates by id, keeps created_at, and leaves aside the videos a single statement could not take', async () => {
    const [kept, changed, , taken] = firstItems;
    const fresh = generateVideos(4, 'bulk-fresh', { now });
    const rows = rowsOf([
      kept!,
      { ...changed!, created: '2001-01-01T00:00:00.000Z', metadata: { ...changed!.metadata, title: 'Changed title' } },
      fresh[0]!,
      { ...fresh[0]!, metadata: { ...fresh[0]!.metadata, title: 'Same id again' } },
      { ...fresh[1]!, pathseo: taken!.pathseo },
      fresh[2]!,
      { ...fresh[3]!, pathseo: fresh[2]!.pathseo },
    ]);
    const outcome = await repository.bulkUpsert(rows);
    expect(outcome).toEqual({ inserted: 0, updated: 1, unchanged: 1, deferred: [2, 3, 4, 5, 6] });
    const updated = await repository.findBySlug(changed!.pathseo, changed!.t);
    expect(updated?.metadata.title).toBe('Changed title');
    expect(updated?.created).toBe(changed!.created);
  });

  it('leaves the catalogue, its counts, version and indexes as they were when the database refuses it; then the import writes in batches', async () => {
    // A large import against the catalogue: on PGlite its secondary indexes are dropped before the failure.
    const items = generateVideos(400, 'bulk-refused', { now });
    const refused = items[250]!;
    await query(`create function test_refuse_video() returns trigger language plpgsql as $$
      begin if new.id = '${refused._id}' then raise exception 'video refused by the test'; end if; return new; end $$`);
    await query('create trigger test_refuse_video before insert on videos for each row execute function test_refuse_video()');
    try {
      const before = await state();
      await expect(repository.bulkUpsert(rowsOf(items))).rejects.toThrow(/video refused by the test/);
      expect(await state()).toEqual(before);
      expect(await query(`select to_regclass('vitrine_import_staging') as staging`)).toEqual([{ staging: null }]);

      const valid = rowsOf(items).map((row, position) => ({ position, row }));
      const summary = await importVideos(repository, valid, () => {}, 1);
      // The database's own words, not the statement and its parameters.
      expect(summary).toEqual({ inserted: 399, updated: 0, unchanged: 0, rejected: [{ position: 250, id: refused._id, reason: 'video refused by the test' }] });
      expect((await state()).indexes).toEqual(before.indexes);
      expect((await state()).constraints).toEqual(before.constraints);
    } finally {
      await query('drop trigger test_refuse_video on videos');
      await query('drop function test_refuse_video()');
    }
  });
});
