import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import type { SiteConfig } from '@vitrine/catalog/page-config';
import type { LabelEntry, ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { posterImage, type SizedImage } from '@vitrine/catalog/video-thumbnails';
import { privacyEnhancedEmbedUrl } from '@vitrine/catalog/youtube-url';
import { absoluteUrl, appleTouchIconPath, feedUrl, homePageUrl, labelPageUrl, manifestPath, oembedUrl, videoPageUrl } from './site-addresses.ts';
import { jsonLdScript, videoStructuredData } from './structured-data.ts';

const META_DESCRIPTION_MAX_CHARS = 200;
/** The themes' social images (apps/web/public/themes/<id>/social.png) are all this size. */
const SOCIAL_IMAGE_WIDTH_PX = 1200;
const SOCIAL_IMAGE_HEIGHT_PX = 630;
/** The size link previews give the embedded player (16:9). */
export const EMBED_WIDTH_PX = 1280;
export const EMBED_HEIGHT_PX = 720;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface HeadFields {
  /** The theme's feed (PRODUCT §12), which feed readers find from any page, or the label's on its page. */
  feedUrl: string;
  feedTitle: string;
  title: string;
  description: string;
  image: SizedImage;
  url: string;
}

/** What a video page adds to the common tags: its player, oEmbed link and structured data (PRODUCT §12). */
interface VideoFields {
  embedUrl: string;
  oembedUrl: string;
  structuredData: unknown;
}

/** `<head>` tags of the theme's home page: title, description, canonical, Open Graph and Twitter cards. */
export function themeHeadTags(theme: ThemeConfig, site: SiteConfig): string {
  return headTags(theme, {
    title: theme.seo.title,
    description: theme.seo.description,
    image: socialImage(theme, site),
    url: homePageUrl(site),
    feedUrl: feedUrl(site),
    feedTitle: theme.name,
  });
}

/**
 * `<head>` tags of a label's page (`/?label=`, PRODUCT §12): the label's title and overview, its
 * address as canonical, and its own feed.
 */
export function labelHeadTags(theme: ThemeConfig, site: SiteConfig, entry: Pick<LabelEntry, 'label' | 'title' | 'overview'>): string {
  const title = `${entry.title} | ${theme.name}`;
  return headTags(theme, {
    title,
    description: shortenOnWordBoundary(plainText(entry.overview), META_DESCRIPTION_MAX_CHARS) || theme.seo.description,
    image: socialImage(theme, site),
    url: labelPageUrl(site, entry.label),
    feedUrl: feedUrl(site, entry.label),
    feedTitle: title,
  });
}

/**
 * `<head>` tags of one video's page (`/{pathseo}`), so shared links preview and play that video and
 * search engines read it as the page's main content (PRODUCT §2.0, §12).
 */
export function videoHeadTags(theme: ThemeConfig, site: SiteConfig, video: ApiVideo): string {
  const { metadata } = video;
  // The same image the page shows for the video; a video without any falls back to the theme's.
  const poster = posterImage(metadata.snippet.thumbnails);
  const description = shortenOnWordBoundary(plainText(metadata.description), META_DESCRIPTION_MAX_CHARS) || theme.seo.description;
  const url = videoPageUrl(site, video.pathseo);
  return headTags(
    theme,
    {
      title: `${metadata.title} | ${theme.name}`,
      description,
      image: poster === undefined ? socialImage(theme, site) : { ...poster, url: absoluteUrl(site, poster.url) },
      url,
      feedUrl: feedUrl(site),
      feedTitle: theme.name,
    },
    {
      embedUrl: privacyEnhancedEmbedUrl(metadata.videoId),
      oembedUrl: oembedUrl(site, url),
      structuredData: videoStructuredData(theme, site, video, description),
    },
  );
}

function headTags(theme: ThemeConfig, fields: HeadFields, video?: VideoFields): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  const tags = [
    `<title>${escapeHtml(fields.title)}</title>`,
    meta('name', 'description', fields.description),
    meta('name', 'keywords', theme.seo.keywords),
    meta('name', 'theme-color', theme.primary_color),
    `<link rel="icon" href="${escapeHtml(theme.branding.favicon)}" />`,
    `<link rel="apple-touch-icon" href="${escapeHtml(appleTouchIconPath(theme.id))}" />`,
    `<link rel="manifest" href="${escapeHtml(manifestPath(theme.id))}" />`,
    `<link rel="canonical" href="${escapeHtml(fields.url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(fields.feedTitle)}" href="${escapeHtml(fields.feedUrl)}" />`,
    meta('property', 'og:type', video === undefined ? 'website' : 'video.other'),
    meta('property', 'og:site_name', theme.name),
    meta('property', 'og:locale', theme.lang === 'fr' ? 'fr_FR' : 'en_US'),
    meta('property', 'og:title', fields.title),
    meta('property', 'og:description', fields.description),
    meta('property', 'og:image', fields.image.url),
    meta('property', 'og:image:width', fields.image.width),
    meta('property', 'og:image:height', fields.image.height),
    meta('property', 'og:url', fields.url),
  ];
  if (video === undefined) {
    tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  } else {
    tags.push(
      meta('property', 'og:video', video.embedUrl),
      meta('property', 'og:video:secure_url', video.embedUrl),
      meta('property', 'og:video:type', 'text/html'),
      meta('property', 'og:video:width', EMBED_WIDTH_PX),
      meta('property', 'og:video:height', EMBED_HEIGHT_PX),
      // A card that plays in place where the network allows it; others read the image (summary_large_image).
      meta('name', 'twitter:card', 'player'),
      meta('name', 'twitter:player', video.embedUrl),
      meta('name', 'twitter:player:width', EMBED_WIDTH_PX),
      meta('name', 'twitter:player:height', EMBED_HEIGHT_PX),
      `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(video.oembedUrl)}" title="${escapeHtml(fields.title)}" />`,
    );
  }
  tags.push(meta('name', 'twitter:title', fields.title), meta('name', 'twitter:description', fields.description), meta('name', 'twitter:image', fields.image.url));
  if (video !== undefined) tags.push(jsonLdScript(video.structuredData));
  return tags.join('\n    ');
}

function socialImage(theme: ThemeConfig, site: SiteConfig): SizedImage {
  return { url: absoluteUrl(site, theme.branding.social_image), width: SOCIAL_IMAGE_WIDTH_PX, height: SOCIAL_IMAGE_HEIGHT_PX };
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Descriptions may hold HTML; meta tags and structured data get its text (escaped again on output). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
      }
      return HTML_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `maxChars`, cut between words (a single long word is cut inside), with an ellipsis. */
export function shortenOnWordBoundary(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const room = text.slice(0, maxChars - 1);
  const endsOnWord = text[maxChars - 1] === ' ';
  const lastSpace = room.lastIndexOf(' ');
  // Never half of a character outside the Basic Multilingual Plane.
  const cut = endsOnWord ? room : lastSpace > 0 ? room.slice(0, lastSpace) : room.replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}…`;
}
