import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from './client.ts';
import { openPglite } from './open-pglite.ts';
import { writePgliteTemplate } from './pglite-template.ts';
import { searchIndexName } from './schema.ts';
import { createVideosRepository } from './videos-repository.ts';

/** Two PGlite starts from scratch (the template's, then a directory's without one) on a busy machine. */
const TEMPLATE_TEST_TIMEOUT_MS = 120_000;

describe('a fresh PGlite directory starts from the build’s initialised template', () => {
  let workDir: string;
  let template: string;
  let templateMadeMs: number;
  const rowsOf = async ({ db }: OpenDatabase, text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: unknown[] }).rows;
  const markerTables = async (opened: OpenDatabase) => (await rowsOf(opened, `select count(*)::int as n from pg_tables where tablename = 'template_marker'`))[0];

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'vitrine-pglite-template-'));
    template = join(workDir, 'template');
    // A marker table tells a directory copied from this template from one initdb made.
    await writePgliteTemplate(template, async (client) => {
      await client.exec('create table template_marker (id int)');
    });
    templateMadeMs = Date.now();
  }, TEMPLATE_TEST_TIMEOUT_MS);
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it(
    'copies the template into a new directory, migrates it, and then opens it as it is',
    async () => {
      const dir = join(workDir, 'fresh');
      const first = await openPglite(dir, template);
      try {
        expect(await markerTables(first)).toEqual({ n: 1 });
        expect(await createVideosRepository(first.db).countAll()).toBe(0);
        const searchIndex = searchIndexName(THEME_CODES.rock);
        expect(await rowsOf(first, `select to_regclass('${searchIndex}')::text as search_index`)).toEqual([{ search_index: searchIndex }]);
        // The first version is the catalogue's creation time (migration 0004), not the template's.
        const [{ version }] = (await rowsOf(first, 'select version::float8 as version from catalog_version')) as [{ version: number }];
        expect(version).toBeGreaterThan(templateMadeMs);
        await rowsOf(first, 'insert into template_marker values (7)');
      } finally {
        await first.close();
      }
      // The directory now holds a database: opened as it is, the template not copied over it.
      const second = await openPglite(dir, template);
      try {
        expect(await rowsOf(second, 'select id from template_marker')).toEqual([{ id: 7 }]);
      } finally {
        await second.close();
      }
    },
    TEMPLATE_TEST_TIMEOUT_MS,
  );

  it(
    'runs initdb when the copy fails, and leaves no part of the copy behind',
    async () => {
      // Node refuses to copy a named pipe: the copy stops partway through.
      const broken = join(workDir, 'broken-template');
      cpSync(template, broken, { recursive: true });
      execFileSync('mkfifo', [join(broken, 'zz-pipe')]);
      const opened = await openPglite(join(workDir, 'copy-failed'), broken);
      try {
        expect(await markerTables(opened)).toEqual({ n: 0 });
        expect(await createVideosRepository(opened.db).countAll()).toBe(0);
        expect(readdirSync(workDir).filter((name) => name.startsWith('copy-failed.template'))).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TEMPLATE_TEST_TIMEOUT_MS,
  );

  it(
    'runs initdb and the migrations when there is no template (a build of another PGlite version, or the sources)',
    async () => {
      const opened = await openPglite(join(workDir, 'no-template'), join(workDir, 'missing'));
      try {
        expect(await markerTables(opened)).toEqual({ n: 0 });
        expect(await createVideosRepository(opened.db).countAll()).toBe(0);
      } finally {
        await opened.close();
      }
    },
    TEMPLATE_TEST_TIMEOUT_MS,
  );
});
