import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogListResponseSchema, ErrorResponseSchema } from '@vitrine/catalog/api-schemas';
import { blogListAnswer } from './blog-list-answer.ts';
import { ListVideosQuerySchema } from './list-videos-query.ts';

/** GET /api/blogs: one page of a theme's videos (PRODUCT §7.2). */
const listVideosRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/blogs',
    {
      schema: {
        summary: 'List videos of a theme',
        querystring: ListVideosQuerySchema,
        response: { 200: BlogListResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { t, label, search, limit, offset, orderfields, orderby } = request.query;
      const page = await fastify.videosRepository.list({
        themeCode: t,
        label,
        search,
        limit,
        offset,
        orderField: orderfields,
        orderDirection: orderby,
      });
      return blogListAnswer(page, { themeCode: t, offset, limit });
    },
  );
};

export default listVideosRoute;
