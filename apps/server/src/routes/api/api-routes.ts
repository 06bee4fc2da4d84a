import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { sendBadRequest, sendNotFound, sendUnauthorized } from '../../http/error-responses.ts';
import { apiRateLimitHook } from './api-rate-limit.ts';
import getVideoRoute from './videos/get-video-route.ts';
import listVideosRoute from './videos/list-videos-route.ts';
import mailSendRoute from './mail/mail-send-route.ts';

/** Everything under /api: rate limited, behind the API key, strict about its query string. */
const apiRoutes: FastifyPluginAsync = async (fastify) => {
  // The limit first, so guessing keys is rate limited too; a refused key counts twice.
  // One hook for both: each hook Fastify runs costs every request, cached answers included.
  const countRequest = apiRateLimitHook(fastify);
  fastify.addHook('onRequest', async (request, reply) => {
    const refused = await countRequest(request, reply);
    if (refused !== undefined || fastify.hasAcceptedApiKey(request)) return refused;
    return (await countRequest(request, reply)) ?? sendUnauthorized(reply);
  });
  fastify.addHook('preValidation', rejectDuplicatedQueryParameters);

  await fastify.register(listVideosRoute);
  await fastify.register(getVideoRoute);
  await fastify.register(mailSendRoute, { prefix: '/mail' });

  fastify.setNotFoundHandler(async (_request, reply) => sendNotFound(reply));
};

/** `?limit=5&limit=50` is ambiguous: refuse it rather than pick one. */
function rejectDuplicatedQueryParameters(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const query = request.query as Record<string, unknown>;
  const duplicated = Object.keys(query).find((name) => Array.isArray(query[name]));
  if (duplicated === undefined) done();
  else void sendBadRequest(reply, `Query parameter '${duplicated}' is given more than once.`);
}

export default apiRoutes;
