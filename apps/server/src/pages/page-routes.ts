import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ExtraLabels, SiteConfig } from '@vitrine/catalog/page-config';
import { PATHSEO_MAX_LENGTH } from '@vitrine/catalog/slug';
import { isOneLineText } from '@vitrine/catalog/text-rules';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_CODES, themeIdFromCode, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cacheKey } from '../catalog-version/version-cache.ts';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { sendNotFound } from '../http/error-responses.ts';
import { answerNotModified, setCacheHeaders, sharedCacheControl, versionEtag } from '../http/http-cache.ts';
import { videoHeadTags } from './head-tags.ts';
import { prepareIndexPages, type ThemeIndexPage } from './index-page.ts';
import { createThemeForRequest } from './theme-for-request.ts';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';
const PAGE_CACHE = 'no-cache';
/**
 * A page is chosen by its URL (path, `?theme=`) and its Host, which names the site, and so the
 * theme and the API key written into it (PRODUCT §10.14): a shared cache keeps one per host.
 */
const PAGE_VARY = 'host, accept-encoding';

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
  // A new build (or key) makes new ETags even when the catalogue has not changed.
  const buildTag = createHash('sha1').update(template).update(apiKey).digest('base64url');
  const pageCacheControl = sharedCacheControl(fastify.httpCachePolicy);
  const assetsDir = join(webDist, 'assets') + sep;
  const themeForRequest = createThemeForRequest(sites, fastify.log);

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

  // Not-found pages are not given to shared caches: the address may name a video at the next import.
  const sendPage = (reply: FastifyReply, statusCode: number, html: string) =>
    reply.code(statusCode).header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8').send(html);

  const pageEtag = (version: number, theme: ThemeId, pathseo: string) => versionEtag(version, cacheKey('page', buildTag, theme, pathseo));
  /** Answers 304 when the client's copy of this theme's page at this address is current. */
  const isClientCopyCurrent = (request: FastifyRequest, reply: FastifyReply, theme: ThemeId, pathseo: string) =>
    answerNotModified(request, reply, pageEtag(fastify.catalogVersion.current(), theme, pathseo), pageCacheControl, PAGE_VARY);
  const sendCacheablePage = (reply: FastifyReply, etag: string, html: string) =>
    setCacheHeaders(reply, etag, pageCacheControl, PAGE_VARY).code(200).type('text/html; charset=utf-8').send(html);

  fastify.get('/', { schema: { hide: true } }, async (request, reply) => {
    const theme = themeForRequest(request);
    if (isClientCopyCurrent(request, reply, theme, '')) return reply;
    return sendCacheablePage(reply, pageEtag(fastify.catalogVersion.current(), theme, ''), (await currentPages())[theme].html);
  });

  fastify.get<{ Params: { pathseo: string } }>('/:pathseo', { schema: { hide: true } }, async (request, reply) => {
    const { pathseo } = request.params;
    if (pathseo === 'api') return sendNotFound(reply);
    const theme = themeForRequest(request);
    const page = (await currentPages())[theme];
    if (!isPlausiblePathseo(pathseo)) return sendPage(reply, 404, page.html);
    // Decided before the lookup: an ETag is only given with a 200, so a matching one means the video is still there.
    if (isClientCopyCurrent(request, reply, theme, pathseo)) return reply;
    // The rendered page is cached per theme and address, like the answers it is made of.
    const { value: videoPage, version } = await fastify.cachedByVersion(cacheKey('video-page', theme, pathseo), async () => {
      const video = await fastify.videosRepository.findBySlug(pathseo, THEME_CODES[theme]);
      return video === undefined ? undefined : page.withHead(videoHeadTags(THEMES[theme], sites[theme], video));
    });
    // Same page for an unknown video (the app shows the catalogue), but crawlers get a 404.
    if (videoPage === undefined) return sendPage(reply, 404, page.html);
    return sendCacheablePage(reply, pageEtag(version, theme, pathseo), videoPage);
  });

  // Deeper paths: the themed app with HTTP 404, so the visitor gets the site's own not-found
  // page. A missing API route or asset stays a plain 404 (a missing chunk must fail to load).
  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return sendNotFound(reply);
    return sendPage(reply, 404, (await currentPages())[themeForRequest(request)].html);
  });
};

/**
 * The index pages, rebuilt when the labels operators added (`channels add --label-title`) change:
 * the CLI may add one while the server runs. A label change bumps the catalogue version (PRODUCT
 * §10.14), so the labels are read again only after a bump; if that fails, the last pages are served.
 */
function themeLabelsFollower(fastify: FastifyInstance, prepare: (extraLabels: ExtraLabels) => Record<ThemeId, ThemeIndexPage>) {
  const sources = createSourcesRepository(fastify.db);
  let pages = prepare({});
  let shownLabels = '{}';
  let readAtVersion: number | undefined;
  return async (): Promise<Record<ThemeId, ThemeIndexPage>> => {
    const version = fastify.catalogVersion.current();
    if (version === readAtVersion) return pages;
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
      readAtVersion = version;
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
