import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogListQuerySchema, BlogResponseSchema, ErrorResponseSchema } from '@vitrine/catalog/api-schemas';
import { PATHSEO_MAX_LENGTH } from '@vitrine/catalog/slug';
import { ONE_LINE_TEXT_PATTERN, WELL_FORMED_TEXT_PATTERN } from '@vitrine/catalog/text-rules';
import { Type } from '@sinclair/typebox';
import { sendNotFound } from '../../../http/error-responses.ts';

const FLAG_MAX_LENGTH = 200;

const GetVideoParamsSchema = Type.Object(
  { pathseo: Type.String({ minLength: 1, maxLength: PATHSEO_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN }) },
  { additionalProperties: false },
);

const GetVideoQuerySchema = Type.Object(
  {
    // Accepted for compatibility with shared links (PRODUCT §7.3); they do not change the answer.
    v: Type.Optional(Type.String({ maxLength: FLAG_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN })),
    fb: Type.Optional(Type.String({ maxLength: FLAG_MAX_LENGTH, pattern: WELL_FORMED_TEXT_PATTERN })),
    // The theme to look in, with /api/blogs' default: a video is found only within its site's theme.
    t: BlogListQuerySchema.properties.t,
  },
  { additionalProperties: false },
);

/** GET /api/blog/:pathseo: one video (PRODUCT §7.3), looked up like the page at `/{pathseo}` (pages/page-routes.ts). */
const getVideoRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/blog/:pathseo',
    {
      schema: {
        summary: 'One video of a theme by its pathseo, else by its titleSeo',
        params: GetVideoParamsSchema,
        querystring: GetVideoQuerySchema,
        response: { 200: BlogResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const video = await fastify.videosRepository.findBySlug(request.params.pathseo, request.query.t);
      return video === undefined ? sendNotFound(reply) : { data: video };
    },
  );
};

export default getVideoRoute;
