import rateLimit from '@fastify/rate-limit';
import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { maskDatabaseUrl } from '../../db/database-url.ts';

export interface RateLimitOptions {
  /** Shared counters when set; otherwise each instance counts in its own memory. */
  redisUrl: string | undefined;
  /** The /api limit (api-rate-limit.ts); routes with their own config.rateLimit count apart. */
  apiRequestsPerMinute: number;
}

const API_WINDOW_MS = 60_000;
const KEY_PREFIX = 'vitrine-rate-limit-';
/** A slow or stopped Redis must not hold requests: past this, the limit is skipped. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * The counters behind every rate limit. Not global: /api counts each request itself (before the
 * key check), and a route opts in to its own limit with `config.rateLimit` (the contact form).
 * Redis out of reach fails open: visitors are served without a limit rather than refused.
 */
export default fp<RateLimitOptions>(
  async (fastify, { redisUrl, apiRequestsPerMinute }) => {
    const redis = redisUrl === undefined ? undefined : await connectRedis(redisUrl, fastify.log);
    if (redis === undefined) fastify.log.info('rate limits: counted in memory, per instance (set REDIS_URL to share them between instances)');
    else fastify.addHook('onClose', () => redis.quit().then(() => undefined, () => redis.disconnect()));

    await fastify.register(rateLimit, {
      global: false,
      max: apiRequestsPerMinute,
      timeWindow: API_WINDOW_MS,
      ...(redis !== undefined && { redis, nameSpace: KEY_PREFIX }),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, error: 'Too Many Requests', message: API_ERROR_MESSAGES.tooManyRequests }),
    });
  },
  { name: 'rate-limit' },
);

/** Connected before the first request when redis is up; otherwise it keeps retrying in the background. */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail a command at once while disconnected, instead of queueing the request behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  const where = maskDatabaseUrl(url);
  let lastErrorLoggedAt = -Infinity;
  let isDown = false;
  // Without a listener an 'error' event would end the process; it repeats on every reconnect attempt.
  redis.on('error', (error: Error) => {
    isDown = true;
    if (Date.now() - lastErrorLoggedAt < REDIS_ERROR_LOG_INTERVAL_MS) return;
    lastErrorLoggedAt = Date.now();
    log.warn({ redis: where, reason: error.message }, 'rate limits: redis unreachable, requests are served without a limit until it is back');
  });
  redis.on('ready', () => {
    log.info({ redis: where }, isDown ? 'rate limits: redis is back, counters shared again' : 'rate limits: shared between instances through redis');
    isDown = false;
  });
  // A failure is logged by the 'error' listener; start anyway, without a shared limit.
  await redis.connect().catch(() => undefined);
  return redis;
}
