import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_KEY_HEADER } from '@vitrine/catalog/page-config';
import fp from 'fastify-plugin';

export const API_DOCS_PREFIX = '/api/docs';

/** OpenAPI built from the route schemas; the docs themselves need no API key. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: { title: 'Vitrine catalogue API', version: '1.0.0' },
        components: { securitySchemes: { apiKey: { type: 'apiKey', name: API_KEY_HEADER, in: 'header' } } },
        security: [{ apiKey: [] }],
      },
      // Only the API goes into the document, not the web pages.
      transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? schema : { ...schema, hide: true }, url }),
    });
    await fastify.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  },
  { name: 'swagger' },
);
