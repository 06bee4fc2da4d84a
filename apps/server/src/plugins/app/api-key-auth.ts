import { API_KEY_HEADER } from '@vitrine/catalog/page-config';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyChecker, resolveApiKeys } from '../../auth/api-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accepted keys; the first one is injected into the served page. */
    apiKeys: readonly string[];
    /** Whether the request's x-api-key is one of them; /api answers 401 otherwise (api-routes.ts). */
    hasAcceptedApiKey: (request: FastifyRequest) => boolean;
  }
}

export default fp<{ apiKeys: string[] | undefined; dataDir: string }>(
  async (fastify, options) => {
    const keys = Object.freeze(resolveApiKeys(options.apiKeys, options.dataDir));
    fastify.decorate('apiKeys', keys);
    const isAccepted = apiKeyChecker(keys);
    fastify.decorate('hasAcceptedApiKey', (request: FastifyRequest) => isAccepted(request.headers[API_KEY_HEADER]));
  },
  { name: 'api-key-auth' },
);
