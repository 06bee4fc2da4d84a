import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendBadRequest, sendNotFound, sendUnauthorized } from '../../http/error-responses.ts';
import { apiRateLimitHook } from './api-rate-limit.ts';
import getVideoRoute from './videos/get-video-route.ts';
import listVideosRoute from './videos/list-videos-route.ts';
import mailSendRoute from './mail/mail-send-route.ts';

/** Everything under /api: rate limited, behind the API key, strict about its query string. */
const apiRoutes: FastifyPluginAsync = async (fastify) => {
  // The limit first, so guessing keys is rate limited too; a refused key counts twice.
  const countRequest = apiRateLimitHook(fastify);
  fastify.addHook('onRequest', countRequest);
  fastify.addHook('onRequest', async (request, reply) => {
    if (fastify.hasAcceptedApiKey(request)) return undefined;
    return (await countRequest(request, reply)) ?? sendUnauthorized(reply);
  });
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
