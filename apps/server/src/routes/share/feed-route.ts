import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LABEL_MAX_LENGTH, type ApiVideo } from '@vitrine/catalog/api-schemas';
import type { SiteConfig } from '@vitrine/catalog/page-config';
import { ONE_LINE_TEXT_PATTERN } from '@vitrine/catalog/text-rules';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_CODES } from '@vitrine/catalog/themes/theme-ids';
import { posterUrl } from '@vitrine/catalog/video-thumbnails';
import { cacheKey } from '../../catalog-version/version-cache.ts';
import { answerNotModified, setCacheHeaders, sharedCacheControl, versionEtag } from '../../http/http-cache.ts';
import { plainText } from '../../pages/head-tags.ts';
import { absoluteUrl, feedUrl, homePageUrl, videoPageUrl } from '../../pages/site-addresses.ts';
import type { ShareRouteOptions } from './share-site.ts';
import { escapeXml } from './sitemap-xml.ts';

/** The newest videos a feed lists. */
export const FEED_ITEMS_MAX = 50;
const FEED_VARY = 'host, accept-encoding';

const FeedQuerySchema = Type.Object(
  { label: Type.Optional(Type.String({ minLength: 1, maxLength: LABEL_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN })) },
  { additionalProperties: false },
);

/**
 * GET /feed.xml (PRODUCT §12): RSS 2.0 of the theme's newest videos by publication date, or of one
 * label's (`?label=`, the channel identifier). Built once per catalogue version.
 */
const feedRoute: FastifyPluginAsyncTypebox<ShareRouteOptions> = async (fastify, { sites, themeForRequest }) => {
  const cacheControl = sharedCacheControl(fastify.httpCachePolicy);

  fastify.get('/feed.xml', { schema: { hide: true, querystring: FeedQuerySchema } }, async (request, reply) => {
    const theme = themeForRequest(request);
    const { label } = request.query;
    const key = cacheKey('feed', theme, label);
    if (answerNotModified(request, reply, versionEtag(fastify.catalogVersion.current(), key), cacheControl, FEED_VARY)) return reply;
    const { value: xml, version } = await fastify.cachedByVersion(key, async () => {
      // The newest videos only: a feed has no count to give.
      const videos = await fastify.videosRepository.listPage({
        themeCode: THEME_CODES[theme],
        label,
        limit: FEED_ITEMS_MAX,
        offset: 0,
        orderField: 'publishedAt',
        orderDirection: 'desc',
      });
      return rssFeed(THEMES[theme], sites[theme], videos, label);
    });
    return setCacheHeaders(reply, versionEtag(version, key), cacheControl, FEED_VARY).type('application/rss+xml; charset=utf-8').send(xml);
  });
};

/** The RSS 2.0 document: a channel naming the site (and label), an item per video, newest first. */
export function rssFeed(theme: ThemeConfig, site: SiteConfig, videos: readonly ApiVideo[], label?: string): string {
  const labelTitle = label === undefined ? undefined : (theme.labels.find((entry) => entry.label === label)?.title ?? videos[0]?.metadata.channelTitle ?? label);
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const newest = videos[0]?.metadata.publishedAt;
  const items = videos.map((video) => {
    const url = videoPageUrl(site, video.pathseo);
    const thumbnail = posterUrl(video.metadata.snippet.thumbnails);
    return [
      '<item>',
      element('title', video.metadata.title),
      element('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      element('pubDate', new Date(video.metadata.publishedAt).toUTCString()),
      element('author', `noreply@invalid (${video.metadata.channelTitle})`),
      element('category', video.metadata.channelTitle),
      element('description', plainText(video.metadata.description)),
      thumbnail === '' ? '' : `<media:thumbnail url="${escapeXml(absoluteUrl(site, thumbnail))}" />`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    element('title', labelTitle === undefined ? theme.name : `${labelTitle} | ${theme.name}`),
    element('link', homePageUrl(site)),
    element('description', theme.seo.description),
    element('language', theme.lang),
    `<atom:link href="${escapeXml(feedUrl(site, label))}" rel="self" type="application/rss+xml" />`,
    newest === undefined ? '' : element('lastBuildDate', new Date(newest).toUTCString()),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export default feedRoute;
