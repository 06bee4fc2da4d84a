import { SAFE_INTEGER_KEYWORD_DEFINITION } from '@vitrine/catalog/safe-integer';
import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { ConfigError, serverSetupProblems, type AppConfig } from './config.ts';
import type { CatalogueEntry } from './db/seed-catalogue.ts';
import { errorHandler } from './http/error-handler.ts';
import { validationMessage } from './http/validation-messages.ts';
import { RequestLineLogController } from './logging.ts';
import { mailPlugin } from './mail/mail-plugin.ts';
import apiKeyAuth from './plugins/app/api-key-auth.ts';
import catalogCache from './plugins/app/catalog-cache.ts';
import database from './plugins/app/database.ts';
import trendingRefresh from './plugins/app/trending-refresh.ts';
import videosRepository from './plugins/app/videos-repository.ts';
import compress from './plugins/external/compress.ts';
import helmet from './plugins/external/helmet.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import underPressure from './plugins/external/under-pressure.ts';
import apiRoutes from './routes/api/api-routes.ts';
import healthRoutes from './routes/health-routes.ts';
import shareRoutes from './routes/share/share-routes.ts';
import websubRoutes from './routes/api/websub/websub-routes.ts';
import syncPlugin from './sync/sync-plugin.ts';
import { NOT_FOUND_PAGE } from './pages/not-found-page.ts';
import pageRoutes from './pages/page-routes.ts';

/** Slugs of long titles exceed Fastify's default of 100 characters. */
const MAX_PARAM_LENGTH = 500;
/** Opening PGlite, migrating and seeding the demo catalogue outlast Fastify's 10 s on a busy machine. */
const PLUGIN_TIMEOUT_MS = 120_000;

/** Options of the Fastify instance the app is registered on (server.ts and tests). */
export const appOptions = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  pluginTimeout: PLUGIN_TIMEOUT_MS,
  // One log line per request instead of two.
  logController: new RequestLineLogController(),
  ajv: {
    customOptions: {
      // Unknown parameters are refused, not silently dropped; query strings are coerced, never into arrays.
      removeAdditional: false,
      coerceTypes: true,
      useDefaults: true,
      // Refuses what coercion makes of "Infinity" and "1e400", which Ajv's bounds skip (PRODUCT §10.13).
      keywords: [SAFE_INTEGER_KEYWORD_DEFINITION],
    },
  },
} satisfies FastifyServerOptions;

export interface AppOptions {
  config: AppConfig;
  /** Builds the catalogue seeded into an empty database on start; nothing is seeded without it. */
  seedWhenEmpty?: () => CatalogueEntry[];
}

/** The whole application as one plugin; server.ts only listens. */
const app: FastifyPluginAsync<AppOptions> = async (fastify, { config, seedWhenEmpty }) => {
  const setupProblems = serverSetupProblems(config);
  if (setupProblems.length > 0) throw new ConfigError(setupProblems);
  for (const warning of config.warnings) fastify.log.warn(warning);
  fastify.setSchemaErrorFormatter((errors, dataVar) => new Error(validationMessage(errors, dataVar)));
  fastify.setErrorHandler(errorHandler);

  await fastify.register(helmet, { cspReportUri: config.cspReportUri });
  await fastify.register(compress);
  await fastify.register(swagger);

  await fastify.register(database, { database: config, statementTimeoutMs: config.dbStatementTimeoutMs });
  await fastify.register(apiKeyAuth, { apiKeys: config.apiKeys, dataDir: config.dataDir });
  await fastify.register(videosRepository, { seedWhenEmpty });
  await fastify.register(catalogCache, {
    pollIntervalMs: config.catalogVersionPollMs,
    maxEntries: config.cacheMaxEntries,
    maxBytes: config.cacheMaxBytes,
    httpCache: config.httpCache,
  });
  await fastify.register(trendingRefresh);
  await fastify.register(mailPlugin, { config: config.mail });
  await fastify.register(syncPlugin, { config: config.youtube });
  // After the database is open and seeded, so start-up work is not mistaken for overload.
  await fastify.register(underPressure, { maxEventLoopDelayMs: config.shedEventLoopDelayMs });

  await fastify.register(rateLimit, { redisUrl: config.redisUrl, apiRequestsPerMinute: config.rateLimitPerMinute });

  await fastify.register(healthRoutes);
  await fastify.register(apiRoutes, { prefix: '/api' });
  // Beside the /api scope, not in it: the hub has no API key, its credential is the body's signature.
  if (config.youtube.websub !== undefined) await fastify.register(websubRoutes, { prefix: '/api/websub', secret: config.youtube.websub.secret });
  await fastify.register(shareRoutes, { sites: config.sites });
  await fastify.register(pageRoutes, { webDist: config.webDist, sites: config.sites, cacheOnLocalhost: config.cacheOnLocalhost });

  // Deeper than /{pathseo}: a real 404 page (unknown /api/* answers JSON from its own scope).
  fastify.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE));
};

export default app;
