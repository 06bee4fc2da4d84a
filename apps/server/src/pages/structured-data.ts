import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { labelTitleOf } from '@vitrine/catalog/label-page';
import type { SiteConfig } from '@vitrine/catalog/page-config';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { thumbnailImages } from '@vitrine/catalog/video-thumbnails';
import { privacyEnhancedEmbedUrl, watchUrl } from '@vitrine/catalog/youtube-url';
import { absoluteUrl, homePageUrl, labelPageUrl, videoPageUrl } from './site-addresses.ts';

const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_MINUTE = 60;

/** `PT1H2M3S` from 3723: schema.org's duration is ISO 8601. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  const parts = `${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || seconds === 0 ? `${rest}S` : ''}`;
  return `PT${parts}`;
}

/** The title a label goes by in its theme: the configured one, else the channel's own. */
export function labelTitle(theme: ThemeConfig, video: ApiVideo): string {
  return labelTitleOf(video.metadata.username, theme.labels, video.metadata.channelTitle);
}

/**
 * A video page's structured data (PRODUCT §12): a schema.org VideoObject with what Google's video
 * results require (name, thumbnailUrl, uploadDate) and recommend, and the BreadcrumbList
 * theme → label → video, in one `@graph`.
 */
export function videoStructuredData(theme: ThemeConfig, site: SiteConfig, video: ApiVideo, description: string) {
  const { metadata } = video;
  const { durationSeconds } = metadata;
  const pageUrl = videoPageUrl(site, video.pathseo);
  const thumbnails = thumbnailImages(metadata.snippet.thumbnails).map((image) => absoluteUrl(site, image.url));
  const views = metadata.statistics?.viewCount;
  const videoObject = {
    '@type': 'VideoObject',
    '@id': `${pageUrl}#video`,
    name: metadata.title,
    description,
    thumbnailUrl: thumbnails.length > 0 ? thumbnails : [absoluteUrl(site, theme.branding.social_image)],
    uploadDate: metadata.publishedAt,
    embedUrl: privacyEnhancedEmbedUrl(metadata.videoId),
    contentUrl: watchUrl(metadata.videoId),
    url: pageUrl,
    inLanguage: theme.lang,
    ...(durationSeconds !== undefined && durationSeconds > 0 && { duration: isoDuration(durationSeconds) }),
    ...(views !== undefined && {
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: views },
    }),
    publisher: { '@type': 'Organization', name: theme.name, url: homePageUrl(site), logo: { '@type': 'ImageObject', url: absoluteUrl(site, theme.branding.logo) } },
  };
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: theme.name, item: homePageUrl(site) },
      { '@type': 'ListItem', position: 2, name: labelTitle(theme, video), item: labelPageUrl(site, metadata.username) },
      { '@type': 'ListItem', position: 3, name: metadata.title, item: pageUrl },
    ],
  };
  return { '@context': 'https://schema.org', '@graph': [videoObject, breadcrumbs] };
}

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no value
 * (a title holding `</script>`) can end the element or open a comment; JSON parsers read them back.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
