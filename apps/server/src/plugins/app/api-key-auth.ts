import { API_KEY_HEADER } from '@vitrine/catalog/page-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAcceptedApiKey, resolveApiKeys } from '../../auth/api-keys.ts';
import { sendUnauthorized } from '../../http/error-responses.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accepted keys; the first one is injected into the served page. */
    apiKeys: readonly string[];
    requireApiKey: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

export default fp<{ apiKeys: string[] | undefined; dataDir: string }>(
  async (fastify, options) => {
    const keys = Object.freeze(resolveApiKeys(options.apiKeys, options.dataDir));
    fastify.decorate('apiKeys', keys);
    fastify.decorate('requireApiKey', async (request: FastifyRequest, reply: FastifyReply) => {
      // Returning the reply ends the request here (async hook convention).
      return isAcceptedApiKey(request.headers[API_KEY_HEADER], keys) ? undefined : sendUnauthorized(reply);
    });
  },
  { name: 'api-key-auth' },
);
