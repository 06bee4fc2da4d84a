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

/** The catalogue version and the cache keyed by it (PRODUCT §11), for routes and pages. */
export default fp<CatalogCacheOptions>(
  async (fastify, { pollIntervalMs, maxEntries, maxBytes, httpCache }) => {
    const version = await watchCatalogVersion(fastify.db, { pollIntervalMs, log: fastify.log });
    const cache = createVersionCache({ currentVersion: version.current, maxEntries, maxBytes });
    fastify.decorate('catalogVersion', version);
    fastify.decorate('catalogCache', cache);
    fastify.decorate('cachedByVersion', cache.cachedByVersion);
    fastify.decorate('httpCachePolicy', httpCache);
    fastify.addHook('onClose', async () => version.stop());
  },
  { name: 'catalog-cache', dependencies: ['database'] },
);
