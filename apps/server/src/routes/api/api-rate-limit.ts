import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/error-responses.ts';

const TOO_MANY_REQUESTS = 429;

/**
 * Counts one /api request for its client address (request.ip, from the proxy under TRUST_PROXY)
 * and answers 429 past the limit. A hook of its own rather than the plugin's route hook, which
 * runs after the scope's hooks: the limit must come before the key check, or guessing keys is free.
 */
export function apiRateLimitHook(fastify: FastifyInstance) {
  const count = fastify.createRateLimit();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const state = await count(request);
    if (state.isAllowed) return undefined;
    reply.header('x-ratelimit-limit', state.max).header('x-ratelimit-remaining', state.remaining).header('x-ratelimit-reset', state.ttlInSeconds);
    if (!state.isExceeded) return undefined;
    return sendError(reply.header('retry-after', state.ttlInSeconds), TOO_MANY_REQUESTS, API_ERROR_MESSAGES.tooManyRequests);
  };
}
