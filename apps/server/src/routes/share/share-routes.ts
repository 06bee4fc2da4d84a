import type { Sites } from '@vitrine/catalog/page-config';
import type { FastifyPluginAsync } from 'fastify';
import { createThemeForRequest } from '../../pages/theme-for-request.ts';
import feedRoute from './feed-route.ts';
import installRoutes from './install-routes.ts';
import oembedRoute from './oembed-route.ts';
import sitemapRoutes from './sitemap-routes.ts';

export interface ShareRoutesOptions {
  sites: Readonly<Sites>;
}

/**
 * The routes that make a site shareable and findable (PRODUCT §12), outside the API key: oEmbed, robots.txt, sitemaps,
 * feeds, the web manifest and the icons.
 * Each answers for the theme of the request's site, as the pages do (pages/theme-for-request.ts).
 */
const shareRoutes: FastifyPluginAsync<ShareRoutesOptions> = async (fastify, { sites }) => {
  const options = { sites, themeForRequest: createThemeForRequest(sites, fastify.log) };
  await fastify.register(oembedRoute, options);
  await fastify.register(sitemapRoutes, options);
  await fastify.register(feedRoute, options);
  await fastify.register(installRoutes, options);
};

export default shareRoutes;
