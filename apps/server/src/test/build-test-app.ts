import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { appOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { replaceCatalogue, type CatalogueEntry } from '../db/seed-catalogue.ts';

export const TEST_API_KEYS = ['test-key-current-0123456789', 'test-key-previous-0123456789'] as const;

export interface TestAppOptions {
  /** PostgreSQL URL; in-memory PGlite when absent. */
  databaseUrl?: string | undefined;
  webDist?: string;
  entries: CatalogueEntry[];
  env?: Record<string, string>;
}

/** The real app on a test database, seeded once, with its temp data dir removed on close. */
export async function buildTestApp(options: TestAppOptions): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-data-'));
  const config = loadConfig({
    API_KEYS: TEST_API_KEYS.join(','),
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist ?? join(dataDir, 'no-web-build'),
    ...(options.databaseUrl !== undefined && { DATABASE_URL: options.databaseUrl }),
    ...options.env,
  });
  const fastify = Fastify({ ...appOptions, trustProxy: config.trustProxy, logger: false });
  await fastify.register(fp(app), { config: { ...config, pgliteDir: 'memory://' } });
  fastify.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  await fastify.ready();
  await replaceCatalogue(fastify.videosRepository, options.entries);
  return fastify;
}
