import fp from 'fastify-plugin';
import { watchCatalogVersion, type CatalogVersion } from '../../catalog-version/catalog-version.ts';
import { createVersionCache, type CachedByVersion, type VersionCache } from '../../catalog-version/version-cache.ts';
import type { HttpCachePolicy } from '../../http/http-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's catalogue version, polled from the database. */
    catalogVersion: CatalogVersion;
    /** The in-process cache of anything derived from the catalogue: `cachedByVersion(key, load)`. */
    cachedByVersion: CachedByVersion;
    catalogCache: VersionCache;
    /**
     * The cache's share for what many answers are built from (a row's count, a search's
     * matches), apart from the answers, so that a crawl through many pages cannot push them out.
     */
    cachedLookup: CachedByVersion;
    /** What API answers and pages tell a CDN or proxy (Cache-Control). */
    httpCachePolicy: HttpCachePolicy;
  }
}

export interface CatalogCacheOptions {
  pollIntervalMs: number;
  maxEntries: number;
  maxBytes: number;
  httpCache: HttpCachePolicy;
}

/** The part of the cache's bounds (CACHE_MAX_ENTRIES, CACHE_MAX_MB) kept for lookups shared by many answers. */
const LOOKUP_SHARE = 0.1;

/** A bound of the cache shared between answers and lookups, each keeping at least one. */
function splitBound(bound: number): { answers: number; lookups: number } {
  const lookups = Math.max(1, Math.floor(bound * LOOKUP_SHARE));
  return { answers: Math.max(1, bound - lookups), lookups };
}

/** The catalogue version and the cache keyed by it (PRODUCT §11), for routes and pages. */
export default fp<CatalogCacheOptions>(
  async (fastify, { pollIntervalMs, maxEntries, maxBytes, httpCache }) => {
    const version = await watchCatalogVersion(fastify.db, { pollIntervalMs, log: fastify.log });
    const entries = splitBound(maxEntries);
    const bytes = splitBound(maxBytes);
    const cache = createVersionCache({ currentVersion: version.current, maxEntries: entries.answers, maxBytes: bytes.answers });
    const lookups = createVersionCache({ currentVersion: version.current, maxEntries: entries.lookups, maxBytes: bytes.lookups });
    fastify.decorate('catalogVersion', version);
    fastify.decorate('catalogCache', cache);
    fastify.decorate('cachedByVersion', cache.cachedByVersion);
    fastify.decorate('cachedLookup', lookups.cachedByVersion);
    fastify.decorate('httpCachePolicy', httpCache);
    fastify.addHook('onClose', async () => version.stop());
  },
  { name: 'catalog-cache', dependencies: ['database'] },
);
