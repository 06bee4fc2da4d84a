import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlogListQuerySchema, BlogListResponseSchema, ErrorResponseSchema } from '@vitrine/catalog/api-schemas';
import { listCacheKey, listCountCacheKey, searchMatchesCacheKey, searchSampleCacheKey } from '../../../catalog-version/cached-catalogue.ts';
import { cacheKey } from '../../../catalog-version/version-cache.ts';
import type { ListLookups, ListVideosQuery } from '../../../db/videos-repository.ts';
import { answerNotModified, setCacheHeaders, sharedCacheControl, versionEtag } from '../../../http/http-cache.ts';
import { encodedBytes, encodeText, requestEncoding, sendEncoded, type EncodedText } from '../../../http/encoded-text.ts';
import { API_ANSWER_VARY } from '../api-http-cache.ts';
import { blogListAnswerJson } from './blog-list-answer.ts';

/** GET /api/blogs: one page of a theme's videos (PRODUCT §7.2), from the catalogue cache (PRODUCT §10.14). */
const listVideosRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const cacheControl = sharedCacheControl(fastify.httpCachePolicy);
  // What every page of a row or of a search (or every search of a list) shares, read once per catalogue version and kept apart from the answers.
  const lookups: ListLookups = {
    count: (query) => fastify.cachedLookup(listCountCacheKey(query), () => fastify.videosRepository.countListed(query, lookups)).then(({ value }) => value),
    searchMatches: (query, find) => fastify.cachedLookup(searchMatchesCacheKey(query), find).then(({ value }) => value),
    searchSample: (query, read) => fastify.cachedLookup(searchSampleCacheKey(query), read).then(({ value }) => value),
  };

  fastify.get(
    '/blogs',
    {
      schema: {
        summary: 'List videos of a theme',
        querystring: BlogListQuerySchema,
        response: { 200: BlogListResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
      // Its answers are compressed once, when cached (encoded-text.ts): @fastify/compress's hooks would only look and pass.
      compress: false,
      decompress: false,
    },
    // Not async: a cached answer (the common case) is sent at once, without a promise; a miss returns one.
    (request, reply) => {
      const { t, label, search, limit, offset, orderfields, orderby } = request.query;
      const query: ListVideosQuery = { themeCode: t, label, search, limit, offset, orderField: orderfields, orderDirection: orderby };
      const key = listCacheKey(query);
      if (answerNotModified(request, reply, versionEtag(fastify.catalogVersion.current(), key), cacheControl, API_ANSWER_VARY)) return undefined;
      // The serialised body in this request's encoding is what is cached: a hit costs no query, no
      // serialisation and no compression; a miss compresses once, in that encoding only.
      const encoding = requestEncoding(request);
      const bodyKey = cacheKey('encoded', encoding, key);
      const send = (body: EncodedText, version: number) =>
        sendEncoded(setCacheHeaders(reply, versionEtag(version, key), cacheControl, API_ANSWER_VARY).type('application/json; charset=utf-8'), body);
      const hit = fastify.catalogCache.cachedNow<EncodedText>(bodyKey);
      if (hit !== undefined) {
        void send(hit.value, hit.version);
        return undefined;
      }
      return fastify
        .cachedByVersion(
          bodyKey,
          async () => {
            const { page, totalDocs } = await fastify.videosRepository.listJson(query, lookups);
            return encodeText(blogListAnswerJson(page, totalDocs, { themeCode: t, offset, limit }), encoding, 'api-answer');
          },
          encodedBytes,
        )
        .then(({ value, version }) => void send(value, version));
    },
  );
};

export default listVideosRoute;
