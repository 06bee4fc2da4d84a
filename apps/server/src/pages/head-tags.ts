import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import type { SiteConfig } from '@vitrine/catalog/page-config';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { posterUrl } from '@vitrine/catalog/video-thumbnails';

const META_DESCRIPTION_MAX_CHARS = 200;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface HeadFields {
  title: string;
  description: string;
  image: string;
  url: string;
  type: 'website' | 'video.other';
}

/** `<head>` tags of the theme's home page: title, description, Open Graph and Twitter cards. */
export function themeHeadTags(theme: ThemeConfig, site: SiteConfig): string {
  return headTags(theme, {
    title: theme.seo.title,
    description: theme.seo.description,
    image: absoluteUrl(site, theme.branding.social_image),
    url: `${site.shareBaseUrl}/`,
    type: 'website',
  });
}

/** `<head>` tags of one video's page (`/{pathseo}`), so shared links preview that video. */
export function videoHeadTags(theme: ThemeConfig, site: SiteConfig, video: ApiVideo): string {
  const { metadata } = video;
  // The same image the page shows for the video; a video without any falls back to the theme's.
  const image = posterUrl(metadata.snippet.thumbnails) || theme.branding.social_image;
  return headTags(theme, {
    title: `${metadata.title} | ${theme.name}`,
    description: plainText(metadata.description) || theme.seo.description,
    image: absoluteUrl(site, image),
    url: `${site.shareBaseUrl}/${encodeURIComponent(video.pathseo)}`,
    type: 'video.other',
  });
}

function headTags(theme: ThemeConfig, fields: HeadFields): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(fields.title)}</title>`,
    meta('name', 'description', fields.description),
    meta('name', 'keywords', theme.seo.keywords),
    meta('name', 'theme-color', theme.primary_color),
    `<link rel="icon" href="${escapeHtml(theme.branding.favicon)}" />`,
    meta('property', 'og:type', fields.type),
    meta('property', 'og:site_name', theme.name),
    meta('property', 'og:title', fields.title),
    meta('property', 'og:description', fields.description),
    meta('property', 'og:image', fields.image),
    meta('property', 'og:url', fields.url),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fields.title),
    meta('name', 'twitter:description', fields.description),
    meta('name', 'twitter:image', fields.image),
  ].join('\n    ');
}

function absoluteUrl(site: SiteConfig, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${site.shareBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Descriptions may hold HTML; meta tags get their text, shortened. */
function plainText(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length <= META_DESCRIPTION_MAX_CHARS ? text : `${text.slice(0, META_DESCRIPTION_MAX_CHARS - 1).trimEnd()}…`;
}
