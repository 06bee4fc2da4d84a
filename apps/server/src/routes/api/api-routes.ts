import rateLimit from '@fastify/rate-limit';
import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendBadRequest, sendNotFound } from '../../http/error-responses.ts';
import getVideoRoute from './videos/get-video-route.ts';
import listVideosRoute from './videos/list-videos-route.ts';
import mailSendRoute from './mail/mail-send-route.ts';

const RATE_LIMIT_WINDOW = '1 minute';

/** Everything under /api: rate limited, behind the API key, strict about its query string. */
const apiRoutes: FastifyPluginAsync<{ rateLimitPerMinute: number }> = async (fastify, { rateLimitPerMinute }) => {
  // Before the key check, so guessing keys is rate limited too.
  await fastify.register(rateLimit, {
    max: rateLimitPerMinute,
    timeWindow: RATE_LIMIT_WINDOW,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: API_ERROR_MESSAGES.tooManyRequests,
    }),
  });
  fastify.addHook('onRequest', fastify.requireApiKey);
  fastify.addHook('preValidation', rejectDuplicatedQueryParameters);

  await fastify.register(listVideosRoute);
  await fastify.register(getVideoRoute);
  await fastify.register(mailSendRoute, { prefix: '/mail' });

  fastify.setNotFoundHandler(async (_request, reply) => sendNotFound(reply));
};

/** `?limit=5&limit=50` is ambiguous: refuse it rather than pick one. */
async function rejectDuplicatedQueryParameters(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown>;
  const duplicated = Object.keys(query).find((name) => Array.isArray(query[name]));
  return duplicated === undefined ? undefined : sendBadRequest(reply, `Query parameter '${duplicated}' is given more than once.`);
}

export default apiRoutes;
