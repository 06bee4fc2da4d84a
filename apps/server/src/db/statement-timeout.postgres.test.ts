import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler.ts';
import { startTestPostgres, type TestPostgres } from '../test/postgres-cluster.ts';
import { openDatabase, type OpenDatabase } from './client.ts';

const TIME_BOX_MS = 200;
const WARN = 40;
const ERROR = 50;

describe('the time box on PostgreSQL queries (DB_STATEMENT_TIMEOUT_MS)', () => {
  let postgres: TestPostgres;
  let boxed: OpenDatabase;
  let unboxed: OpenDatabase;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    // Migrations run on the time-boxed pool too: they are exempt.
    boxed = await openDatabase({ databaseUrl: postgres.url, pgliteDir: 'memory://', statementTimeoutMs: TIME_BOX_MS });
    unboxed = await openDatabase({ databaseUrl: postgres.url, pgliteDir: 'memory://' });
  });
  afterAll(async () => {
    await boxed?.close();
    await unboxed?.close();
    await postgres?.stop();
  });

  it('cuts a long query short and answers 503 with the spec message, logged as one warning', async () => {
    const lines: { level: number; msg: string }[] = [];
    const fastify = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) } } });
    fastify.setErrorHandler(errorHandler);
    fastify.get('/slow', async () => boxed.db.execute(sql`select pg_sleep(5)`));
    try {
      const response = await fastify.inject('/slow');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: API_ERROR_MESSAGES.server });
      expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
      expect(lines.filter((line) => line.level === WARN).map((line) => line.msg)).toEqual([expect.stringContaining('DB_STATEMENT_TIMEOUT_MS')]);
    } finally {
      await fastify.close();
    }
  });

  it('leaves the CLI, which opens the database without it, free to run long statements', async () => {
    await expect(unboxed.db.execute(sql`select pg_sleep(${(TIME_BOX_MS * 2) / 1_000})`)).resolves.toBeDefined();
  });
});
