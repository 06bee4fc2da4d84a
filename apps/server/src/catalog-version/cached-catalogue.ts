import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { normalizeSearchTerm } from '@vitrine/catalog/search';
import type { FastifyInstance } from 'fastify';
import { searchDepthOf, type ListVideosQuery } from '../db/videos-repository.ts';
import { cacheKey, type Cached } from './version-cache.ts';

/**
 * What a list answer depends on, normalised: the theme, the label, the search term as the
 * catalogue's search rule compares it (trimmed, case folded: ' ÉTÉ' and 'été' find the same
 * videos, PRODUCT §10.9), the page and the ordering. Two queries with one key get one answer.
 */
export function listCacheKey(query: ListVideosQuery): string {
  return cacheKey('blogs', query.themeCode, query.label, keyedSearch(query), query.limit, query.offset, query.orderField, query.orderDirection);
}

/**
 * What a list query's totalDocs depends on: not its page nor its ordering, so every page of a
 * row shares one count per catalogue version, and a page read costs one query, not two.
 */
export function listCountCacheKey(query: ListVideosQuery): string {
  return cacheKey('blogs-count', query.themeCode, query.label, keyedSearch(query));
}

/** A search's matches (their ids in order): not its page, so every page of a search within one depth (searchDepthOf) shares them per catalogue version. */
export function searchMatchesCacheKey(query: ListVideosQuery): string {
  return cacheKey('search-matches', query.themeCode, query.label, keyedSearch(query), query.orderField, query.orderDirection, searchDepthOf(query));
}

/** A list's search sample (its latest searchable texts, searchSampleQuery): the same for every term and page of its searches. */
export function searchSampleCacheKey(query: ListVideosQuery): string {
  return cacheKey('search-sample', query.themeCode, query.label);
}

/** The search term as the catalogue's search rule compares it; none for a blank one, which filters nothing. */
function keyedSearch(query: ListVideosQuery): string | undefined {
  const search = normalizeSearchTerm(query.search);
  return search === '' ? undefined : search;
}

/** The video at `/{slug}` of one theme: the API's GET /api/blog/:pathseo and the page at `/{pathseo}` share it. */
export function videoCacheKey(slug: string, themeCode: string): string {
  return cacheKey('video', themeCode, slug);
}

/** findBySlug through the cache; "no such video" is cached too, so probing unknown addresses costs no query per request. */
export function cachedVideoBySlug(fastify: FastifyInstance, slug: string, themeCode: string): Promise<Cached<ApiVideo | undefined>> {
  return fastify.cachedByVersion(videoCacheKey(slug, themeCode), () => fastify.videosRepository.findBySlug(slug, themeCode));
}
