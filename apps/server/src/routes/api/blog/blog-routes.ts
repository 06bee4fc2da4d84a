import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogResponseSchema, ErrorResponseSchema } from '@vitrine/catalog/api-schemas';
import { PATHSEO_MAX_LENGTH } from '@vitrine/catalog/slug';
import { ONE_LINE_TEXT_PATTERN } from '@vitrine/catalog/text-rules';
import { THEME_CODE_VALUES } from '@vitrine/catalog/themes/theme-ids';
import { Type } from '@sinclair/typebox';
import { sendNotFound } from '../../../http/error-responses.ts';

const FLAG_MAX_LENGTH = 200;

const BlogParamsSchema = Type.Object({ pathseo: Type.String({ minLength: 1, maxLength: PATHSEO_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN }) });

const BlogQuerySchema = Type.Object(
  {
    // Accepted for compatibility with shared links (SPEC §7); they do not change the answer.
    v: Type.Optional(Type.String({ maxLength: FLAG_MAX_LENGTH })),
    fb: Type.Optional(Type.String({ maxLength: FLAG_MAX_LENGTH })),
    /** Restricts the lookup to one theme; without it the most recent match of any theme. */
    t: Type.Optional(Type.Union(THEME_CODE_VALUES.map((code) => Type.Literal(code)))),
  },
  { additionalProperties: false },
);

/** GET /api/blog/:pathseo: one video (SPEC §7). */
const blogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/blog/:pathseo',
    {
      schema: {
        summary: 'One video by its pathseo',
        params: BlogParamsSchema,
        querystring: BlogQuerySchema,
        response: { 200: BlogResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const video = await fastify.videosRepository.findByPathseo(request.params.pathseo, request.query.t);
      return video === undefined ? sendNotFound(reply) : { data: video };
    },
  );
};

export default blogRoutes;
