import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SafeInteger } from '@vitrine/catalog/safe-integer';
import { ONE_LINE_TEXT_PATTERN } from '@vitrine/catalog/text-rules';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { posterImage } from '@vitrine/catalog/video-thumbnails';
import { privacyEnhancedEmbedUrl } from '@vitrine/catalog/youtube-url';
import { cachedVideoBySlug } from '../../catalog-version/cached-catalogue.ts';
import { sendBadRequest, sendError, sendNotFound } from '../../http/error-responses.ts';
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX, escapeHtml } from '../../pages/head-tags.ts';
import { absoluteUrl, homePageUrl } from '../../pages/site-addresses.ts';
import { pathOnSite, type ShareRouteOptions } from './share-site.ts';

const URL_MAX_LENGTH = 2_000;
/** Far beyond any screen; a bound so that no size is infinite. */
const SIZE_MAX_PX = 10_000;
/** How long a consumer may keep an answer (oEmbed's cache_age): titles change rarely. */
const OEMBED_CACHE_AGE_S = 3_600;
export const MALFORMED_URL_MESSAGE = 'The url parameter must be an absolute http(s) URL.';
export const FORMAT_NOT_IMPLEMENTED_MESSAGE = 'Only format=json is available.';

const OembedQuerySchema = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: URL_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN }),
    format: Type.Optional(Type.String({ maxLength: 10, pattern: ONE_LINE_TEXT_PATTERN })),
    maxwidth: Type.Optional(SafeInteger({ minimum: 1, maximum: SIZE_MAX_PX })),
    maxheight: Type.Optional(SafeInteger({ minimum: 1, maximum: SIZE_MAX_PX })),
  },
  { additionalProperties: false },
);

/** The largest size of this aspect ratio within the bounds given (oEmbed's maxwidth/maxheight). */
export function fitWithin(width: number, height: number, maxWidth = Number.POSITIVE_INFINITY, maxHeight = Number.POSITIVE_INFINITY) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/**
 * GET /oembed?url=…&format=json (PRODUCT §12): a video of this site as an oEmbed `video`, its
 * `html` the privacy-enhanced embed. Another site's address is not found (404); a malformed one is
 * a bad request (400); a format other than JSON is not implemented (501), as oEmbed asks.
 */
const oembedRoute: FastifyPluginAsyncTypebox<ShareRouteOptions> = async (fastify, { sites, themeForRequest }) => {
  fastify.get('/oembed', { schema: { hide: true, querystring: OembedQuerySchema } }, async (request, reply) => {
    const { url, format = 'json', maxwidth, maxheight } = request.query;
    if (format !== 'json') return sendError(reply, 501, FORMAT_NOT_IMPLEMENTED_MESSAGE);
    const address = URL.canParse(url) ? new URL(url) : undefined;
    if (address === undefined || (address.protocol !== 'https:' && address.protocol !== 'http:')) return sendBadRequest(reply, MALFORMED_URL_MESSAGE);
    const theme = themeForRequest(request);
    const path = pathOnSite(address, theme, sites);
    // One path segment names a video (PRODUCT §2.0); anything else on the site has no embed.
    const segment = path === undefined ? undefined : /^\/([^/]+)$/.exec(path)?.[1];
    if (segment === undefined) return sendNotFound(reply);
    const slug = safeDecode(segment);
    const { value: video } = slug === undefined ? { value: undefined } : await cachedVideoBySlug(fastify, slug, THEME_CODES[theme]);
    if (video === undefined) return sendNotFound(reply);

    const site = sites[theme];
    const { metadata } = video;
    const size = fitWithin(EMBED_WIDTH_PX, EMBED_HEIGHT_PX, maxwidth, maxheight);
    const poster = posterImage(metadata.snippet.thumbnails);
    const thumbnail = poster === undefined ? undefined : { ...poster, ...fitWithin(poster.width, poster.height, maxwidth, maxheight) };
    const embed = privacyEnhancedEmbedUrl(metadata.videoId);
    return reply
      .header('cache-control', `public, max-age=${OEMBED_CACHE_AGE_S}`)
      .type('application/json; charset=utf-8')
      .send({
        version: '1.0',
        type: 'video',
        title: metadata.title,
        author_name: metadata.channelTitle,
        provider_name: THEMES[theme].name,
        provider_url: homePageUrl(site),
        cache_age: OEMBED_CACHE_AGE_S,
        ...(thumbnail !== undefined && { thumbnail_url: absoluteUrl(site, thumbnail.url), thumbnail_width: thumbnail.width, thumbnail_height: thumbnail.height }),
        width: size.width,
        height: size.height,
        html:
          `<iframe width="${size.width}" height="${size.height}" src="${escapeHtml(embed)}" title="${escapeHtml(metadata.title)}" ` +
          `frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" ` +
          `referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
      });
  });
};

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export default oembedRoute;
