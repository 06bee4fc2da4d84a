import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../db/client.ts';
import { connectionFailureReason } from '../db/connection-errors.ts';

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and `npm start` checks). */
const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await pingDatabase(fastify.db);
      return { status: 'ok' };
    } catch (error) {
      // Probed every few seconds during an outage: one line each, no stack.
      request.log.warn({ reason: connectionFailureReason(error) }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};

export default healthRoutes;
