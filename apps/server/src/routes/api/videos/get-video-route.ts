import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogListQuerySchema, BlogResponseSchema, ErrorResponseSchema } from '@vitrine/catalog/api-schemas';
import { PATHSEO_MAX_LENGTH } from '@vitrine/catalog/slug';
import { ONE_LINE_TEXT_PATTERN, WELL_FORMED_TEXT_PATTERN } from '@vitrine/catalog/text-rules';
import { Type } from '@sinclair/typebox';
import { cachedVideoBySlug, videoCacheKey } from '../../../catalog-version/cached-catalogue.ts';
import { sendNotFound } from '../../../http/error-responses.ts';
import { answerNotModified, setCacheHeaders, sharedCacheControl, versionEtag } from '../../../http/http-cache.ts';
import { API_ANSWER_VARY } from '../api-http-cache.ts';

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
  const cacheControl = sharedCacheControl(fastify.httpCachePolicy);

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
      const { pathseo } = request.params;
      const key = videoCacheKey(pathseo, request.query.t);
      // An ETag is only ever given with a 200, so a matching one means the video is still there.
      if (answerNotModified(request, reply, versionEtag(fastify.catalogVersion.current(), key), cacheControl, API_ANSWER_VARY)) return reply;
      const { value: video, version } = await cachedVideoBySlug(fastify, pathseo, request.query.t);
      if (video === undefined) return sendNotFound(reply);
      return setCacheHeaders(reply, versionEtag(version, key), cacheControl, API_ANSWER_VARY).send({ data: video });
    },
  );
};

export default getVideoRoute;
