import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogListQuerySchema, BlogListResponseSchema, ErrorResponseSchema } from '@vitrine/catalog/api-schemas';
import { paginate } from '@vitrine/catalog/pagination';

/** GET /api/blogs: one page of a theme's videos (PRODUCT §7.2). */
const listVideosRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/blogs',
    {
      schema: {
        summary: 'List videos of a theme',
        querystring: BlogListQuerySchema,
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
      return { data: page.videos, pagination: paginate(page.totalDocs, offset, limit), count: page.videos.length, origin: t };
    },
  );
};

export default listVideosRoute;
