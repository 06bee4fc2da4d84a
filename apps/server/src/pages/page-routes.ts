import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FirstScreenData, PageRenderInput, RenderPage } from '@vitrine/catalog/first-screen';
import { LABEL_QUERY_PARAM } from '@vitrine/catalog/label-page';
import { THEME_QUERY_PARAM } from '@vitrine/catalog/resolve-theme';
import type { ExtraLabels, SiteConfig } from '@vitrine/catalog/page-config';
import { PATHSEO_MAX_LENGTH } from '@vitrine/catalog/slug';
import { isOneLineText } from '@vitrine/catalog/text-rules';
import { withExtraLabels } from '@vitrine/catalog/themes/extra-labels';
import type { LabelEntry } from '@vitrine/catalog/themes/theme-config';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_CODES, themeIdFromCode, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cachedVideoBySlug } from '../catalog-version/cached-catalogue.ts';
import { cacheKey, type Cached } from '../catalog-version/version-cache.ts';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { sendNotFound } from '../http/error-responses.ts';
import { answerNotModified, setCacheHeaders, sharedCacheControl, versionEtag } from '../http/http-cache.ts';
import { encodedBytes, encodeText, requestEncoding, sendEncoded, type ContentEncoding, type EncodedText, type TextPieces } from '../http/encoded-text.ts';
import { createFirstScreenRowsCache, firstScreenData, loadLabelRow } from './first-screen-data.ts';
import { labelHeadTags, themeHeadTags, videoHeadTags } from './head-tags.ts';
import { prepareIndexPages, type ThemeIndexPage } from './index-page.ts';
import { createThemeForRequest, splitHost } from './theme-for-request.ts';
import { spliceVideoDetails, type VideoPageShell } from './video-page-splice.ts';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const STATIC_CACHE = 'public, max-age=3600';
const PAGE_CACHE = 'no-cache';
/**
 * A page is chosen by its URL (path, `?theme=`) and its Host, which names the site, and so the
 * theme and the API key written into it (PRODUCT §10.14): a shared cache keeps one per host.
 */
const PAGE_VARY = 'host, accept-encoding';
/** The web app's server entry, built by `npm run build -w @vitrine/web` (apps/web/src/entry-server.tsx). */
const SERVER_ENTRY = join('server', 'entry-server.js');
/**
 * How old the first screen's rows may be before a read refreshes them while the catalogue does
 * not change: they follow the clock too (the latest row's 2 days, the trending scores, PRODUCT §2.3).
 */
export const FIRST_SCREEN_MAX_AGE_MS = 60_000;
/**
 * The query parameters a page is drawn from: the theme (PRODUCT §4.1), the label (PRODUCT §12)
 * and the player's start time, which the page's links keep (apps/web share-links.ts). Any other
 * (`utm_source`, `fbclid`, `?x=random`) changes nothing, and must not make a render of its own.
 */
const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([THEME_QUERY_PARAM, LABEL_QUERY_PARAM, 't']);

export interface PageRoutesOptions {
  webDist: string;
  sites: Record<ThemeId, SiteConfig>;
  cacheOnLocalhost: boolean;
  /** The server render; by default the web build's own (SERVER_ENTRY). */
  serverEntry?: ServerEntry;
}

/** The web build's server render (apps/web/src/entry-server.tsx). */
export interface ServerEntry {
  /** The app's HTML of a page. */
  render: RenderPage;
  /** Of a video page, the part that names its video, alone (video-page-splice.ts). */
  renderVideoDetails: RenderPage;
}

/**
 * A page at `/` or `/{slug}` as sent: 404 when the slug names no video of the theme. A server
 * render is cached compressed; the page left to the browser is sent as it is.
 */
interface ServedPage {
  statusCode: 200 | 404;
  html: string | EncodedText;
}

/**
 * A page this instance sent lately, kept per address, host and encoding: sent again at once,
 * without looking up its data, while the catalogue version and its first-screen rows are the
 * ones it was drawn from.
 */
interface RecentRender {
  renderedAt: number;
  html: EncodedText;
}

/**
 * Sends a page; one left to the browser (a string) is compressed here: the page routes have no
 * @fastify/compress hooks, a render being kept compressed already.
 */
const sendHtml = (request: FastifyRequest, reply: FastifyReply, html: ServedPage['html']) =>
  sendEncoded(reply, typeof html === 'string' ? encodeText(html, requestEncoding(request), 'page') : html);

/** The page routes compress what they send themselves (sendHtml). */
const SELF_ENCODED = { compress: false, decompress: false } as const;

/** The built web app: static files, and index.html with the page config, the per-theme/per-video head and the server-rendered first screen. */
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
  const template = readFileSync(indexPath, 'utf8');
  const currentPages = themeLabelsFollower(fastify, (extraLabels) => prepareIndexPages(template, { apiKey, sites, cacheOnLocalhost, extraLabels }));
  // A new build (or key) makes new ETags even when the catalogue has not changed.
  const buildTag = createHash('sha1').update(template).update(apiKey).digest('base64url');
  const pageCacheControl = sharedCacheControl(fastify.httpCachePolicy);
  const serverEntry = options.serverEntry ?? (await loadServerEntry(webDist));
  if (serverEntry === undefined) fastify.log.warn({ webDist }, `no ${SERVER_ENTRY} in the web build: pages are rendered in the browser only`);
  const assetsDir = join(webDist, 'assets') + sep;
  const themeForRequest = createThemeForRequest(sites, fastify.log);

  await fastify.register(fastifyStatic, {
    root: webDist,
    // One route per built file, so they win over `/:pathseo`; the raw template and the server render are never served.
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
    cacheControl: false,
    // The web build writes each file brotli- and gzip-compressed beside it: sent as they are.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      // Vite puts content-hashed files under assets/: they never change.
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : STATIC_CACHE);
      // A shared cache must keep one copy per encoding: the file may be sent compressed.
      response.setHeader('vary', 'accept-encoding');
    },
  });

  // Not-found pages are not given to shared caches: the address may name a video at the next import.
  const sendPage = (request: FastifyRequest, reply: FastifyReply, statusCode: number, html: ServedPage['html']) =>
    sendHtml(request, reply.code(statusCode).header('cache-control', PAGE_CACHE).header('vary', 'accept-encoding').type('text/html; charset=utf-8'), html);

  const pageEtag = (version: number, theme: ThemeId, pathseo: string, label: string | undefined) => versionEtag(version, cacheKey('page', buildTag, theme, pathseo, label));
  const sendCacheablePage = (request: FastifyRequest, reply: FastifyReply, etag: string, html: ServedPage['html']) =>
    sendHtml(request, setCacheHeaders(reply, etag, pageCacheControl, PAGE_VARY).code(200).type('text/html; charset=utf-8'), html);

  const firstScreenRowsFor = createFirstScreenRowsCache({
    repository: fastify.videosRepository,
    currentVersion: () => fastify.catalogVersion.current(),
    maxAgeMs: FIRST_SCREEN_MAX_AGE_MS,
  });
  /**
   * The first screen of a theme's page (issue 9): the theme's rows, shared by every address, and
   * the video or label row the address names, each from memory between two imports (PRODUCT
   * §10.14), so a video page costs one indexed lookup the first time and no query after. An
   * implausible slug names no video: the page as for an unknown one, without a lookup.
   */
  const firstScreenFor = async (theme: ThemeId, slug: string | undefined, label: LabelEntry | undefined): Promise<Cached<FirstScreenData>> => {
    const lookup = slug !== undefined && isPlausiblePathseo(slug) ? slug : undefined;
    const [{ value: rows, version }, video, labelRow] = await Promise.all([
      firstScreenRowsFor(theme),
      lookup === undefined ? undefined : cachedVideoBySlug(fastify, lookup, THEME_CODES[theme]),
      label === undefined ? undefined : fastify.cachedByVersion(cacheKey('label-row', theme, label.label), () => loadLabelRow(fastify.videosRepository, theme, label.label)),
    ]);
    const labelPart = label === undefined || labelRow === undefined ? null : { label: label.label, row: labelRow.value };
    return { value: firstScreenData(rows, video?.value ?? null, labelPart), version };
  };

  /**
   * A video page's app: the theme's video page at this address and first screen, drawn once
   * whole (the shell), with this video's details in place of the shell's (video-page-splice.ts).
   * The shell is kept like the renders, per catalogue version.
   */
  const renderVideoPage = async ({ render, renderVideoDetails }: ServerEntry, input: PageRenderInput, host: string): Promise<TextPieces> => {
    const { firstScreen } = input;
    const key = cacheKey('video-page-shell', buildTag, firstScreen.themeId, pageQuery(input.url), host, firstScreen.renderedAt);
    const { value: shell } = await fastify.cachedByVersion(
      key,
      async (): Promise<VideoPageShell> => ({ html: await render(input), details: await renderVideoDetails(input) }),
      (kept) => kept.html.length + kept.details.length,
    );
    return spliceVideoDetails(shell, await renderVideoDetails(input)) ?? [await render(input)];
  };

  /**
   * `/` and `/{slug}`: the app rendered from the first screen's data, with the data inlined, and
   * the video's head tags when the address names one, else the label's on a label's page
   * (`?label=`, PRODUCT §12). The render is cached like the data it is
   * drawn from, per address and host (the host names the site, whose links the page shows). A
   * failed render leaves the page to the browser, which loads its rows from the API.
   */
  const servedPage = async (
    request: FastifyRequest,
    theme: ThemeId,
    page: ThemeIndexPage,
    firstScreen: FirstScreenData,
    slug: string | undefined,
    label: LabelEntry | undefined,
    encoding: ContentEncoding,
  ): Promise<ServedPage> => {
    const { video } = firstScreen;
    // Same page for an unknown video (the app shows the catalogue), but crawlers get a 404.
    const statusCode = slug !== undefined && video === null ? 404 : 200;
    // Built only for a page to draw: a cached render has them already.
    const headTags = () =>
      video !== null
        ? videoHeadTags(THEMES[theme], sites[theme], video)
        : label !== undefined
          ? labelHeadTags(THEMES[theme], sites[theme], label)
          : themeHeadTags(THEMES[theme], sites[theme]);
    if (serverEntry === undefined) return { statusCode, html: page.withHead(headTags()) };
    const url = pageAddress(request.url);
    // Kept in the encoding this request gets only: a miss compresses once, and the cache holds the compressed bytes alone.
    const key = cacheKey('rendered-page', buildTag, theme, url, request.host, firstScreen.renderedAt, encoding);
    try {
      // A failed render is not cached: the next request tries again.
      const { value: html } = await fastify.cachedByVersion(
        key,
        async () => {
          const input: PageRenderInput = { url, pageConfig: page.config, address: splitHost(request.host), firstScreen };
          const appHtml = video === null ? [await serverEntry.render(input)] : await renderVideoPage(serverEntry, input, request.host);
          return encodeText(page.withApp(headTags(), { html: appHtml, firstScreen }), encoding, 'page');
        },
        encodedBytes,
      );
      return { statusCode, html };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the page renders in the browser');
      return { statusCode, html: page.withHead(headTags()) };
    }
  };

  /** `/` or `/{slug}`: a 304, a page sent lately (at once, no promise), or the page looked up and drawn. */
  const sendApp = (request: FastifyRequest, reply: FastifyReply, slug?: string): Promise<unknown> | undefined => {
    const theme = themeForRequest(request);
    const pathseo = slug ?? '';
    const labelParam = queryLabel(request);
    // The ETag of this theme's page at this address (and label) at the current version.
    const etag = pageEtag(fastify.catalogVersion.current(), theme, pathseo, labelParam);
    // Decided before the lookup: an ETag is only given with a 200, so a matching one means the video is still there.
    if (answerNotModified(request, reply, etag, pageCacheControl, PAGE_VARY)) return undefined;
    const encoding = requestEncoding(request);
    const recentKey = cacheKey('recent-render', theme, pageAddress(request.url), request.host, encoding);
    const recent = fastify.catalogCache.cachedNow<RecentRender>(recentKey);
    // Rows older than FIRST_SCREEN_MAX_AGE_MS are read again: the page is then looked up as at first.
    if (recent !== undefined && Date.now() - recent.value.renderedAt < FIRST_SCREEN_MAX_AGE_MS) {
      // Kept at the current version (cachedNow), so the ETag above is the render's.
      void sendCacheablePage(request, reply, etag, recent.value.html);
      return undefined;
    }
    return lookUpAndSendApp(request, reply, { theme, slug, pathseo, labelParam, encoding, recentKey });
  };

  const lookUpAndSendApp = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { theme, slug, pathseo, labelParam, encoding, recentKey }: { theme: ThemeId; slug: string | undefined; pathseo: string; labelParam: string | undefined; encoding: ContentEncoding; recentKey: string },
  ) => {
    const page = (await currentPages())[theme];
    // A label the theme does not have is no filter: the whole home page (PRODUCT §12).
    const label = labelParam === undefined ? undefined : withExtraLabels(THEMES[theme], page.config.extraLabels[theme]).labels.find((entry) => entry.label === labelParam);
    let firstScreen: Cached<FirstScreenData>;
    try {
      firstScreen = await firstScreenFor(theme, slug, label);
    } catch (error) {
      if (slug !== undefined) throw error;
      request.log.error({ err: error }, 'first screen data failed: the page renders in the browser');
      return sendPage(request, reply, 200, page.html);
    }
    const { statusCode, html } = await servedPage(request, theme, page, firstScreen.value, slug, label, encoding);
    if (statusCode === 404) return sendPage(request, reply, 404, html);
    if (typeof html !== 'string') {
      // The same bytes as the render's own entry, counted again: either may outlive the other in the cache.
      fastify.catalogCache.keep<RecentRender>(recentKey, { value: { renderedAt: firstScreen.value.renderedAt, html }, version: firstScreen.version }, encodedBytes(html));
    }
    return sendCacheablePage(request, reply, pageEtag(firstScreen.version, theme, pathseo, labelParam), html);
  };

  fastify.get('/', { schema: { hide: true }, ...SELF_ENCODED }, (request, reply) => sendApp(request, reply));
  fastify.get<{ Params: { pathseo: string } }>('/:pathseo', { schema: { hide: true }, ...SELF_ENCODED }, (request, reply) => {
    const { pathseo } = request.params;
    if (pathseo === 'api') {
      void sendNotFound(reply);
      return undefined;
    }
    return sendApp(request, reply, pathseo);
  });

  // Deeper paths: the themed app with HTTP 404, so the visitor gets the site's own not-found
  // page. A missing API route or asset stays a plain 404 (a missing chunk must fail to load).
  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return sendNotFound(reply);
    return sendPage(request, reply, 404, (await currentPages())[themeForRequest(request)].html);
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

/** The web build's server render, when the build has one. */
async function loadServerEntry(webDist: string): Promise<ServerEntry | undefined> {
  const entry = join(webDist, SERVER_ENTRY);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerEntry;
}

/**
 * The address a page is rendered for: the request's path and, of its query, only the parameters
 * the page is drawn from (PAGE_QUERY_PARAMS), as they were written (the page's links keep them
 * as the browser has them), in their order. Addresses that differ by other parameters share one render.
 */
export function pageAddress(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const kept = url
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => PAGE_QUERY_PARAMS.has(parameterName(pair)));
  return kept.length === 0 ? url.slice(0, queryAt) : `${url.slice(0, queryAt)}?${kept.join('&')}`;
}

/** The query of a page's address (pageAddress), '?' included; '' when it has none. */
function pageQuery(address: string): string {
  const queryAt = address.indexOf('?');
  return queryAt === -1 ? '' : address.slice(queryAt);
}

/** The decoded name of one `name=value` pair; '' when it cannot be decoded (no page parameter then). */
function parameterName(pair: string): string {
  const equalsAt = pair.indexOf('=');
  try {
    return decodeURIComponent((equalsAt === -1 ? pair : pair.slice(0, equalsAt)).replaceAll('+', ' '));
  } catch {
    return '';
  }
}

/** `?label=` of the request (its first, when repeated), as the browser reads it (apps/web/src/app/selected-label.ts). */
function queryLabel(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[LABEL_QUERY_PARAM];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

// The API's own bounds on a pathseo (GET /api/blog/:pathseo), so both paths look up the same set.
function isPlausiblePathseo(pathseo: string): boolean {
  return pathseo.length <= PATHSEO_MAX_LENGTH && isOneLineText(pathseo);
}

export default pageRoutes;
