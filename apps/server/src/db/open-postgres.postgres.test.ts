import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { buildFixtureCatalogue, FIXTURE_LABELS } from '../test/fixture-catalogue.ts';
import { freePort } from '../test/free-port.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/postgres-cluster.ts';
import { buildServer, runEntryPoint } from '../test/run-entry-point.ts';
import { openDatabase, type Database, type DatabaseLog } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

const INSTANCES = 3;
const SPAWN_TEST_TIMEOUT_MS = 60_000;

function recordingLog(): DatabaseLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (_details, message) => warnings.push(message), info: () => {} };
}

describe('opening PostgreSQL at start', () => {
  let postgres: ThrowawayPostgres;

  beforeAll(async () => {
    buildServer();
    postgres = await startThrowawayPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  it('migrates once when several instances start together on an empty database', async () => {
    const apps: FastifyInstance[] = [];
    try {
      const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => buildTestApp({ databaseUrl: postgres.url, entries: [] })));
      for (const outcome of started) if (outcome.status === 'fulfilled') apps.push(outcome.value);
      expect(started.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      // Three migrations in one process can stall the event loop past under-pressure's limit for a moment.
      for (const app of apps) await expect.poll(async () => (await app.inject({ method: 'GET', url: '/healthz' })).statusCode, { timeout: 10_000 }).toBe(200);
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const applied = await client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations').finally(() => client.end());
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  // Planned at each execution, a page spent ~40 % of PostgreSQL's CPU planning (docs/PERFORMANCE.md); a search's plan depends on its term.
  it("plans a list page's statement once for all its offsets where an index gives its order, with no parallel worker, and leaves searches to be planned for their terms", async () => {
    const app = await buildTestApp({ databaseUrl: postgres.url, entries: buildFixtureCatalogue(new Date()) });
    try {
      // One after the other: each runs on the planned-once pool's one idle connection.
      for (let offset = 0; offset < 6; offset += 1) {
        await app.videosRepository.listJson({ themeCode: THEME_CODES.rock, limit: 2, offset, orderField: 'created', orderDirection: 'desc' });
      }
      // No index gives a label's videos by views: that statement is planned per execution, on the other pool.
      await app.videosRepository.listJson({ themeCode: THEME_CODES.rock, label: FIXTURE_LABELS.METAL, limit: 2, offset: 0, orderField: 'views', orderDirection: 'desc' });
      // drizzle types a raw statement's result per driver: here, pg's.
      const rowsOf = async (db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const pages = await rowsOf(app.plannedOnceDb, sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'vitrine_list_page_%'`);
      expect(pages).toEqual([{ name: 'vitrine_list_page_created_desc', generic_plans: 6, custom_plans: 0 }]);
      // Set by the connection's start-up packet ('client'), not by a statement queued on it as the pool hands it out (pg deprecates that).
      const planCacheMode = async (db: Database) => (await rowsOf(db, sql`select setting, source from pg_settings where name = 'plan_cache_mode'`))[0];
      expect([await planCacheMode(app.db), await planCacheMode(app.plannedOnceDb)]).toEqual([
        { setting: 'auto', source: 'default' },
        { setting: 'force_generic_plan', source: 'client' },
      ]);
      // Nor does it start parallel workers for an index walk to a limit.
      const parallelWorkers = async (db: Database) => (await rowsOf(db, sql`select setting, source from pg_settings where name = 'max_parallel_workers_per_gather'`))[0];
      expect([await parallelWorkers(app.db), await parallelWorkers(app.plannedOnceDb)]).toEqual([
        { setting: '2', source: 'default' },
        { setting: '0', source: 'client' },
      ]);
    } finally {
      await app.close();
    }
  });

  it('waits for a database that comes up within DB_CONNECT_TIMEOUT_S, saying so once', async () => {
    postgres.stopServer();
    const log = recordingLog();
    setTimeout(() => postgres.startServer(), 1_500);
    const database = await openDatabase({ databaseUrl: postgres.url, pgliteDir: 'memory://', dbConnectTimeoutMs: 30_000 }, log);
    await database.close();
    expect(log.warnings).toEqual([expect.stringMatching(/^PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres is unreachable \(.*ECONNREFUSED.*\); retrying for up to 30 s$/)]);
  });

  it('gives up after DB_CONNECT_TIMEOUT_S with the host and the reason, password masked', async () => {
    const port = await freePort();
    const startedAt = Date.now();
    const opening = openDatabase({ databaseUrl: `postgres://vitrine:s3cret@127.0.0.1:${port}/vitrine`, pgliteDir: 'memory://', dbConnectTimeoutMs: 1_000 }, recordingLog());
    await expect(opening).rejects.toThrow(
      `PostgreSQL at postgres://vitrine:***@127.0.0.1:${port}/vitrine is still unreachable after 1 s (connect ECONNREFUSED 127.0.0.1:${port})`,
    );
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000);
  });

  it(
    'the server exits non-zero after DB_CONNECT_TIMEOUT_S, its last line naming the host and the reason',
    async () => {
      const port = await freePort();
      const run = await runEntryPoint(
        'server',
        [],
        {
          DATABASE_URL: `postgres://vitrine:s3cret@127.0.0.1:${port}/vitrine`,
          DB_CONNECT_TIMEOUT_S: '1',
          API_KEYS: 'test-key-current-0123456789',
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
          LOG_LEVEL: 'warn',
        },
        SPAWN_TEST_TIMEOUT_MS / 2,
      );
      expect(run.exitCode).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(`127.0.0.1:${port}/vitrine is still unreachable after 1 s (connect ECONNREFUSED`)]);
      expect(run.stdout + run.stderr).not.toContain('s3cret');
    },
    SPAWN_TEST_TIMEOUT_MS,
  );
});
