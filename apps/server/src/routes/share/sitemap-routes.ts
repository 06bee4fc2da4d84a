import { once } from 'node:events';
import { createGzip, gunzipSync } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SiteConfig } from '@vitrine/catalog/page-config';
import { SafeInteger } from '@vitrine/catalog/safe-integer';
import { withExtraLabels } from '@vitrine/catalog/themes/extra-labels';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_CODES, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheKey } from '../../catalog-version/version-cache.ts';
import { createSourcesRepository, type SourcesRepository } from '../../db/sources-repository.ts';
import type { VideosRepository } from '../../db/videos-repository.ts';
import { sendNotFound } from '../../http/error-responses.ts';
import { answerNotModified, setCacheHeaders, sharedCacheControl, versionEtag } from '../../http/http-cache.ts';
import { homePageUrl, labelPageUrl } from '../../pages/site-addresses.ts';
import type { ShareRouteOptions } from './share-site.ts';
import { homeEntry, labelEntry, SITEMAP_URLS_MAX, sitemapIndex, URLSET_CLOSE, URLSET_OPEN, videoEntry } from './sitemap-xml.ts';

/**
 * Videos read per query while a sitemap file is written: an index-sized query (about 0.1 s on
 * PGlite, whose one connection every page's query waits for meanwhile), so pages keep being
 * served in between.
 */
export const SITEMAP_BATCH_SIZE = 1_000;
/** robots.txt changes only with the configuration. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
/** A sitemap names the site (Host) and is sent compressed or not. */
const SITEMAP_VARY = 'host, accept-encoding';
/** Far beyond any catalogue (a billion videos); a bound so that no file number is infinite. */
const SITEMAP_FILE_MAX = 20_000;

const SitemapFileParamsSchema = Type.Object({ file: SafeInteger({ minimum: 1, maximum: SITEMAP_FILE_MAX }) }, { additionalProperties: false });

export const sitemapUrl = (site: SiteConfig) => `${site.shareBaseUrl}/sitemap.xml`;
export const sitemapFileUrl = (site: SiteConfig, file: number) => `${site.shareBaseUrl}/sitemaps/${file}.xml`;

/** How many files the theme's addresses take: the home page and label pages (`pageCount`), then every video. */
export const sitemapFileCount = (pageCount: number, videoCount: number) => Math.max(1, Math.ceil((pageCount + videoCount) / SITEMAP_URLS_MAX));

/** The addresses a sitemap lists before the videos: the home page, then each label's page (PRODUCT §12). */
interface SitemapPages {
  urls: string[];
  videoCount: number;
}

/**
 * Per-theme robots.txt and sitemaps (PRODUCT §12). `/sitemap.xml` lists every address when they
 * fit one file, else it is an index of `/sitemaps/{n}.xml`. Files are built gzipped, once per
 * catalogue version (cachedByVersion), reading the videos slice by slice.
 */
const sitemapRoutes: FastifyPluginAsyncTypebox<ShareRouteOptions> = async (fastify, { sites, themeForRequest }) => {
  const cacheControl = sharedCacheControl(fastify.httpCachePolicy);
  const repository = fastify.videosRepository;
  const sources = createSourcesRepository(fastify.db);
  const pagesOf = (theme: ThemeId) => sitemapPages(repository, sources, theme, sites[theme]);

  fastify.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const site = sites[themeForRequest(request)];
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${sitemapUrl(site)}`, ''].join('\n');
    return reply.header('cache-control', ROBOTS_CACHE_CONTROL).header('vary', 'host').type('text/plain; charset=utf-8').send(body);
  });

  /** The gzipped file under `key`, built once per version; 304 when the client has it, 404 when `build` finds nothing. */
  async function sendCachedXml(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<Buffer | undefined>) {
    if (answerNotModified(request, reply, versionEtag(fastify.catalogVersion.current(), key), cacheControl, SITEMAP_VARY)) return reply;
    const { value: gzipped, version } = await fastify.cachedByVersion(key, build, (value) => value?.length ?? 0);
    if (gzipped === undefined) return sendNotFound(reply);
    setCacheHeaders(reply, versionEtag(version, key), cacheControl, SITEMAP_VARY).type('application/xml; charset=utf-8');
    // Search engines all take gzip; the rare client that does not gets the file unpacked.
    return acceptsGzip(request) ? reply.header('content-encoding', 'gzip').send(gzipped) : reply.send(gunzipSync(gzipped));
  }

  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const theme = themeForRequest(request);
    return sendCachedXml(request, reply, cacheKey('sitemap', theme), async () => {
      const pages = await pagesOf(theme);
      const files = sitemapFileCount(pages.urls.length, pages.videoCount);
      if (files === 1) return sitemapFile(repository, theme, sites[theme], pages.urls, 1);
      return gzip(async (write) => write(sitemapIndex(Array.from({ length: files }, (_, index) => sitemapFileUrl(sites[theme], index + 1)))));
    });
  });

  fastify.get('/sitemaps/:file.xml', { schema: { hide: true, params: SitemapFileParamsSchema } }, async (request, reply) => {
    const theme = themeForRequest(request);
    const { file } = request.params;
    return sendCachedXml(request, reply, cacheKey('sitemap', theme, file), async () => {
      const pages = await pagesOf(theme);
      if (file > sitemapFileCount(pages.urls.length, pages.videoCount)) return undefined;
      return sitemapFile(repository, theme, sites[theme], pages.urls, file);
    });
  });
};

/**
 * The home page and the pages of the theme's labels (configured or added by an operator) that
 * have videos, and how many videos follow them.
 */
async function sitemapPages(repository: VideosRepository, sources: SourcesRepository, theme: ThemeId, site: SiteConfig): Promise<SitemapPages> {
  const themeCode = THEME_CODES[theme];
  const [counts, extras] = await Promise.all([repository.countByThemeAndLabel(), sources.labels(themeCode)]);
  const withVideos = new Set(counts.filter((entry) => entry.themeCode === themeCode).map((entry) => entry.label));
  const labels = withExtraLabels(THEMES[theme], extras).labels.filter((entry) => withVideos.has(entry.label));
  const videoCount = counts.reduce((total, entry) => total + (entry.themeCode === themeCode ? entry.videos : 0), 0);
  return { urls: [homePageUrl(site), ...labels.map((entry) => labelPageUrl(site, entry.label))], videoCount };
}

/** File `file` (from 1) of the theme's sitemap: its SITEMAP_URLS_MAX addresses, the pages (`pageUrls`: home, labels) first. */
export async function sitemapFile(repository: VideosRepository, theme: ThemeId, site: SiteConfig, pageUrls: readonly string[], file: number): Promise<Buffer> {
  const firstAddress = (file - 1) * SITEMAP_URLS_MAX;
  const pagesHere = pageUrls.slice(firstAddress, firstAddress + SITEMAP_URLS_MAX);
  return gzip(async (write) => {
    write(URLSET_OPEN);
    pagesHere.forEach((url, index) => write(firstAddress + index === 0 ? homeEntry(url) : labelEntry(url)));
    let remaining = SITEMAP_URLS_MAX - pagesHere.length;
    const videosBefore = Math.max(0, firstAddress - pageUrls.length);
    let cursor = await repository.sitemapCursorAfter(THEME_CODES[theme], null, videosBefore, SITEMAP_BATCH_SIZE);
    while (remaining > 0) {
      const batch = await repository.sitemapVideos(THEME_CODES[theme], cursor, Math.min(SITEMAP_BATCH_SIZE, remaining));
      write(batch.map((video) => videoEntry(THEMES[theme], site, video)).join(''));
      remaining -= batch.length;
      const last = batch.at(-1);
      if (last === undefined || batch.length < SITEMAP_BATCH_SIZE) break;
      cursor = { afterCreatedAt: last.createdAtKey, afterId: last.id };
    }
    write(URLSET_CLOSE);
  });
}

/** Gzips what `produce` writes as it writes it, so only the compressed file is held whole. */
async function gzip(produce: (write: (text: string) => void) => Promise<void>): Promise<Buffer> {
  const stream = createGzip();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(stream, 'end');
  try {
    await produce((text) => void stream.write(text));
  } catch (error) {
    stream.destroy();
    throw error;
  }
  stream.end();
  await ended;
  return Buffer.concat(chunks);
}

/** `Accept-Encoding` names gzip (or `*`) without refusing it with `q=0`. */
function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

export default sitemapRoutes;
