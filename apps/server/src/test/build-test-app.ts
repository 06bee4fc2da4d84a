import { mkdtempSync, rmSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { appOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loggerOptions } from '../logging.ts';
import { replaceCatalogue, type CatalogueEntry } from '../db/seed-catalogue.ts';
import { testPglite } from './test-pglite.ts';

export const TEST_API_KEYS = ['test-key-current-0123456789', 'test-key-previous-0123456789'] as const;

export interface TestAppOptions {
  /** PostgreSQL URL; in-memory PGlite when absent. */
  databaseUrl?: string | undefined;
  webDist?: string;
  entries: CatalogueEntry[];
  env?: Record<string, string>;
  /** Where the app's JSON log lines go; no logging without it. */
  logStream?: Writable;
  /** Runs on the bare instance before the app is registered (hooks that must see every route). */
  beforeRegister?: (fastify: FastifyInstance) => void;
}

/**
 * Tests run on shared, busy machines, where a starved process lags seconds without being
 * overloaded: they shed only when the loop truly stalls (a test of shedding sets its own limit).
 * So a test app serves from its start, without waiting for under-pressure's first sample.
 */
const TEST_SHED_EVENT_LOOP_DELAY_MS = 60_000;

/** The real app on a test database, seeded once, with its temp data dir removed on close. */
export async function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-data-'));
  const config = loadConfig({
    API_KEYS: TEST_API_KEYS.join(','),
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist ?? join(dataDir, 'no-web-build'),
    SHED_EVENT_LOOP_DELAY_MS: String(TEST_SHED_EVENT_LOOP_DELAY_MS),
    ...(options.databaseUrl !== undefined && { DATABASE_URL: options.databaseUrl }),
    ...options.env,
  });
  const fastify = Fastify({
    ...appOptions,
    trustProxy: config.trustProxy,
    logger: options.logStream === undefined ? false : loggerOptions('info', false, options.logStream),
  });
  options.beforeRegister?.(fastify);
  await fastify.register(fp(app), { config: { ...config, ...testPglite(dataDir) } });
  fastify.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  await fastify.ready();
  await replaceCatalogue(fastify.videosRepository, options.entries);
  return fastify;
}

const PRESSURE_WAIT_MS = 15_000;
const PRESSURE_POLL_MS = 100;

/**
 * Waits for under-pressure's next sample to say the server is fine: a test that loads it on
 * purpose (a burst of requests) lets it recover first. The first sample comes a second after start.
 */
export async function waitWhileUnderPressure(fastify: FastifyInstance): Promise<void> {
  const deadline = Date.now() + PRESSURE_WAIT_MS;
  const isSampled = () => fastify.memoryUsage().rssBytes > 0;
  while ((!isSampled() || fastify.isUnderPressure()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, PRESSURE_POLL_MS));
}
