import type { SiteConfig } from '@vitrine/catalog/page-config';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { posterUrl } from '@vitrine/catalog/video-thumbnails';
import { privacyEnhancedEmbedUrl } from '@vitrine/catalog/youtube-url';
import type { SitemapVideo } from '../../db/videos-repository.ts';
import { plainText, shortenOnWordBoundary } from '../../pages/head-tags.ts';
import { absoluteUrl, videoPageUrl } from '../../pages/site-addresses.ts';

/**
 * The XML of sitemaps and sitemap indexes (sitemaps.org 0.9, with Google's video extension),
 * PRODUCT §12. A file holds at most SITEMAP_URLS_MAX addresses and stays under 50 MB: every entry
 * is kept within SITEMAP_ENTRY_MAX_BYTES (50,000 × 1,000 bytes, plus the envelope).
 */

export const SITEMAP_URLS_MAX = 50_000;
export const SITEMAP_ENTRY_MAX_BYTES = 1_000;
/** sitemaps.org: a `<loc>` is shorter than 2,048 characters. */
const LOC_MAX_CHARS = 2_047;
/** Google reads a video's duration between 1 s and 8 h. */
const VIDEO_DURATION_MAX_S = 28_800;
const VIDEO_TITLE_MAX_CHARS = 100;
/** Tried in turn until the entry fits its bytes; past the last, the entry has no video block. */
const VIDEO_DESCRIPTION_MAX_CHARS = [200, 100, 40] as const;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:video="${VIDEO_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

// eslint-disable-next-line no-control-regex -- the very characters XML 1.0 forbids
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_MARKUP = /[&<>"']/g;
// eslint-disable-next-line no-control-regex -- either of the above
const NEEDS_ESCAPING = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML character data: the five markup characters escaped, characters XML 1.0 forbids
 * dropped. Most texts need neither and are returned as they are: a sitemap escapes a dozen
 * texts per video.
 */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPING.test(text)) return text;
  return text.replace(XML_FORBIDDEN, '').replace(XML_MARKUP, (c) => XML_ENTITIES[c] ?? c);
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function homeEntry(homeUrl: string): string {
  return `<url>${element('loc', homeUrl)}<changefreq>hourly</changefreq></url>\n`;
}

/** A label's page (`/?label=`, PRODUCT §12): its rows change with each import. */
export function labelEntry(labelUrl: string): string {
  return `<url>${element('loc', labelUrl)}<changefreq>daily</changefreq></url>\n`;
}

/**
 * One video's `<url>` with its `video:video` block (thumbnail, title, description, player,
 * duration, views, publication date, in the order of Google's schema). The description is shortened
 * until the entry fits its bytes; failing that the entry goes without the video block, and an
 * address too long for a sitemap is left out ('').
 */
export function videoEntry(theme: ThemeConfig, site: SiteConfig, video: SitemapVideo): string {
  const loc = videoPageUrl(site, video.pathseo);
  if (loc.length > LOC_MAX_CHARS) return '';
  const urlOpen = `<url>${element('loc', loc)}${element('lastmod', video.updatedAt.toISOString())}`;
  const text = plainText(video.description);
  for (const maxChars of VIDEO_DESCRIPTION_MAX_CHARS) {
    const entry = `${urlOpen}${videoBlock(theme, site, video, shortenOnWordBoundary(text, maxChars))}</url>\n`;
    if (Buffer.byteLength(entry) <= SITEMAP_ENTRY_MAX_BYTES) return entry;
  }
  const plain = `${urlOpen}</url>\n`;
  return Buffer.byteLength(plain) <= SITEMAP_ENTRY_MAX_BYTES ? plain : '';
}

function videoBlock(theme: ThemeConfig, site: SiteConfig, video: SitemapVideo, description: string): string {
  const thumbnail = absoluteUrl(site, posterUrl(video.thumbnails) || theme.branding.social_image);
  const title = shortenOnWordBoundary(video.title, VIDEO_TITLE_MAX_CHARS);
  const duration = video.durationSeconds;
  return [
    '<video:video>',
    element('video:thumbnail_loc', thumbnail),
    element('video:title', title),
    // Google requires a description: the title stands in for an empty one.
    element('video:description', description || title),
    element('video:player_loc', privacyEnhancedEmbedUrl(video.videoId)),
    duration !== null && duration >= 1 && duration <= VIDEO_DURATION_MAX_S ? element('video:duration', String(duration)) : '',
    video.views === null ? '' : element('video:view_count', String(video.views)),
    element('video:publication_date', video.publishedAt.toISOString()),
    '</video:video>',
  ].join('');
}

/** The index of a catalogue too large for one file: the address of each file. */
export function sitemapIndex(fileUrls: readonly string[]): string {
  const entries = fileUrls.map((url) => `<sitemap>${element('loc', url)}</sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
