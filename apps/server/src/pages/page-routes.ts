import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FirstScreenData, RenderPage } from '@vitrine/catalog/first-screen';
import type { PageConfig, SiteConfig } from '@vitrine/catalog/page-config';
import { PATHSEO_MAX_LENGTH } from '@vitrine/catalog/slug';
import { isOneLineText } from '@vitrine/catalog/text-rules';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/error-responses.ts';
import { loadFirstScreenData } from './first-screen-data.ts';
import { themeHeadTags, videoHeadTags } from './head-tags.ts';
import { prepareIndexPages, type RenderedApp } from './index-page.ts';
import { splitHost, themeForRequest } from './theme-for-request.ts';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';
const PAGE_CACHE = 'no-cache';
/** The web app's server entry, built by `npm run build -w @vitrine/web` (apps/web/src/entry-server.tsx). */
const SERVER_ENTRY = join('server', 'entry-server.js');

export interface PageRoutesOptions {
  webDist: string;
  sites: Record<ThemeId, SiteConfig>;
  cacheOnLocalhost: boolean;
  /** The server render; by default the web build's own (SERVER_ENTRY). */
  renderPage?: RenderPage;
}

/** The built web app: static files, and index.html with the page config and per-theme/per-video head. */
const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (fastify, { webDist, sites, cacheOnLocalhost, ...options }) => {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    fastify.log.warn({ webDist }, 'web app not built: pages answer 503 until `npm run build -w @vitrine/web`');
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(`The web app is not built (${indexPath} is missing). Run: npm run build -w @vitrine/web`);
    fastify.get('/', notBuilt);
    fastify.get('/:pathseo', notBuilt);
    return;
  }

  const apiKey = fastify.apiKeys[0] ?? '';
  const pages = prepareIndexPages(readFileSync(indexPath, 'utf8'), { apiKey, sites, cacheOnLocalhost });
  const renderPage = options.renderPage ?? (await loadServerEntry(webDist));
  if (renderPage === undefined) fastify.log.warn({ webDist }, `no ${SERVER_ENTRY} in the web build: pages are rendered in the browser only`);
  const assetsDir = join(webDist, 'assets') + sep;

  await fastify.register(fastifyStatic, {
    root: webDist,
    // One route per built file, so they win over `/:pathseo`; the raw template and the server render are never served.
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Vite puts content-hashed files under assets/: they never change.
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : STATIC_CACHE);
    },
  });

  const sendPage = (reply: FastifyReply, statusCode: number, html: string) =>
    reply.code(statusCode).header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8').send(html);

  /**
   * `/` and `/{slug}` (issue 9): the first screen's data from the repository, the app rendered
   * from it with the data inlined, and the video's head tags when the address names one. Anything
   * failing there leaves the page to the browser, which loads its rows from the API.
   */
  const sendApp = async (request: FastifyRequest, reply: FastifyReply, slug?: string) => {
    const theme = themeForRequest(request, sites);
    const page = pages[theme];
    let firstScreen: FirstScreenData;
    try {
      // An implausible slug names no video: the page as for an unknown one, without a lookup.
      const lookup = slug !== undefined && isPlausiblePathseo(slug) ? slug : undefined;
      firstScreen = await loadFirstScreenData(fastify.videosRepository, theme, lookup);
    } catch (error) {
      if (slug !== undefined) throw error;
      request.log.error({ err: error }, 'first screen data failed: the page renders in the browser');
      return sendPage(reply, 200, page.html);
    }
    const { video } = firstScreen;
    // Same page for an unknown video (the app shows the catalogue), but crawlers get a 404.
    const statusCode = slug !== undefined && video === null ? 404 : 200;
    const headTags = video === null ? undefined : videoHeadTags(THEMES[theme], sites[theme], video);
    const app = await renderApp(request, firstScreen, page.config);
    if (headTags === undefined && app === undefined) return sendPage(reply, statusCode, page.html);
    return sendPage(reply, statusCode, page.withHead(headTags ?? themeHeadTags(THEMES[theme], sites[theme]), app));
  };

  const renderApp = async (request: FastifyRequest, firstScreen: RenderedApp['firstScreen'], pageConfig: PageConfig): Promise<RenderedApp | undefined> => {
    if (renderPage === undefined) return undefined;
    try {
      const html = await renderPage({ url: request.url, pageConfig, address: splitHost(request.host), firstScreen });
      return { html, firstScreen };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the page renders in the browser');
      return undefined;
    }
  };

  fastify.get('/', { schema: { hide: true } }, async (request, reply) => sendApp(request, reply));
  fastify.get<{ Params: { pathseo: string } }>('/:pathseo', { schema: { hide: true } }, async (request, reply) => {
    const { pathseo } = request.params;
    if (pathseo === 'api') return sendNotFound(reply);
    return sendApp(request, reply, pathseo);
  });

  // Deeper paths: the themed app with HTTP 404, so the visitor gets the site's own not-found
  // page. A missing API route or asset stays a plain 404 (a missing chunk must fail to load).
  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return sendNotFound(reply);
    return sendPage(reply, 404, pages[themeForRequest(request, sites)].html);
  });
};

/** The web build's server render, when the build has one. */
async function loadServerEntry(webDist: string): Promise<RenderPage | undefined> {
  const entry = join(webDist, SERVER_ENTRY);
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  return module.render;
}

// The API's own bounds on a pathseo (GET /api/blog/:pathseo), so both paths look up the same set.
function isPlausiblePathseo(pathseo: string): boolean {
  return pathseo.length <= PATHSEO_MAX_LENGTH && isOneLineText(pathseo);
}

export default pageRoutes;
