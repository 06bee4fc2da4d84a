import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ExtraLabels, SiteConfig } from '@vitrine/catalog/page-config';
import { PATHSEO_MAX_LENGTH } from '@vitrine/catalog/slug';
import { isOneLineText } from '@vitrine/catalog/text-rules';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_CODES, themeIdFromCode, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { sendNotFound } from '../http/error-responses.ts';
import { videoHeadTags } from './head-tags.ts';
import { prepareIndexPages, type ThemeIndexPage } from './index-page.ts';
import { themeForRequest } from './theme-for-request.ts';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';
const PAGE_CACHE = 'no-cache';

export interface PageRoutesOptions {
  webDist: string;
  sites: Record<ThemeId, SiteConfig>;
  cacheOnLocalhost: boolean;
}

/** The built web app: static files, and index.html with the page config and per-theme/per-video head. */
const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (fastify, { webDist, sites, cacheOnLocalhost }) => {
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
  const template = readFileSync(indexPath, 'utf8');
  const currentPages = themeLabelsFollower(fastify, (extraLabels) => prepareIndexPages(template, { apiKey, sites, cacheOnLocalhost, extraLabels }));
  const assetsDir = join(webDist, 'assets') + sep;

  await fastify.register(fastifyStatic, {
    root: webDist,
    // One route per built file, so they win over `/:pathseo`; the raw template is never served.
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Vite puts content-hashed files under assets/: they never change.
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : STATIC_CACHE);
    },
  });

  const sendPage = (reply: FastifyReply, statusCode: number, html: string) =>
    reply.code(statusCode).header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8').send(html);

  fastify.get('/', { schema: { hide: true } }, async (request, reply) => sendPage(reply, 200, (await currentPages())[themeForRequest(request, sites)].html));

  fastify.get<{ Params: { pathseo: string } }>('/:pathseo', { schema: { hide: true } }, async (request, reply) => {
    const { pathseo } = request.params;
    if (pathseo === 'api') return sendNotFound(reply);
    const theme = themeForRequest(request, sites);
    const page = (await currentPages())[theme];
    // Same page for an unknown video (the app shows the catalogue), but crawlers get a 404.
    const video = isPlausiblePathseo(pathseo) ? await fastify.videosRepository.findBySlug(pathseo, THEME_CODES[theme]) : undefined;
    if (video === undefined) return sendPage(reply, 404, page.html);
    return sendPage(reply, 200, page.withHead(videoHeadTags(THEMES[theme], sites[theme], video)));
  });

  // Deeper paths: the themed app with HTTP 404, so the visitor gets the site's own not-found
  // page. A missing API route or asset stays a plain 404 (a missing chunk must fail to load).
  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return sendNotFound(reply);
    return sendPage(reply, 404, (await currentPages())[themeForRequest(request, sites)].html);
  });
};

/**
 * The index pages, rebuilt when the labels operators added (`channels add --label-title`) change:
 * the CLI may add one while the server runs. One small query per page; if it fails, the last
 * pages are served.
 */
function themeLabelsFollower(fastify: FastifyInstance, prepare: (extraLabels: ExtraLabels) => Record<ThemeId, ThemeIndexPage>) {
  const sources = createSourcesRepository(fastify.db);
  let pages = prepare({});
  let shownLabels = '{}';
  return async (): Promise<Record<ThemeId, ThemeIndexPage>> => {
    try {
      const extraLabels: ExtraLabels = {};
      for (const { themeCode, label, title } of await sources.labels()) {
        const theme = themeIdFromCode(themeCode);
        if (theme !== undefined) (extraLabels[theme] ??= []).push({ label, title });
      }
      const key = JSON.stringify(extraLabels);
      if (key !== shownLabels) {
        pages = prepare(extraLabels);
        shownLabels = key;
      }
    } catch (error) {
      fastify.log.warn({ err: error }, 'operator labels unavailable: pages keep the last ones');
    }
    return pages;
  };
}

// The API's own bounds on a pathseo (GET /api/blog/:pathseo), so both paths look up the same set.
function isPlausiblePathseo(pathseo: string): boolean {
  return pathseo.length <= PATHSEO_MAX_LENGTH && isOneLineText(pathseo);
}

export default pageRoutes;
