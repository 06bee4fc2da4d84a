import { LABEL_QUERY_PARAM } from '@vitrine/catalog/label-page';
import type { SiteConfig } from '@vitrine/catalog/page-config';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';

/**
 * Every absolute address the server writes for a site (head tags, oEmbed, sitemap, feeds):
 * on its configured share base URL (PRODUCT §2.4, §10.4), never on the Host header, so a
 * link preview or a sitemap always names the real site.
 */

/** A video's page: the pathseo as one encoded path segment. */
export function videoPageUrl(site: SiteConfig, pathseo: string): string {
  return `${site.shareBaseUrl}/${encodeURIComponent(pathseo)}`;
}

export function homePageUrl(site: SiteConfig): string {
  return `${site.shareBaseUrl}/`;
}

/** A site path (`/themes/rock/social.png`) or an absolute URL, as an absolute URL. */
export function absoluteUrl(site: SiteConfig, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${site.shareBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The oEmbed answer for a page of the site (routes/share/oembed-route.ts). */
export function oembedUrl(site: SiteConfig, pageUrl: string): string {
  return `${site.shareBaseUrl}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/** The site's feed of newest videos, or one label's (routes/share/feed-route.ts). */
export function feedUrl(site: SiteConfig, label?: string): string {
  return `${site.shareBaseUrl}/feed.xml${label === undefined ? '' : `?label=${encodeURIComponent(label)}`}`;
}

/** A label's page: the home page narrowed to it (PRODUCT §12). */
export function labelPageUrl(site: SiteConfig, label: string): string {
  return `${site.shareBaseUrl}/?${LABEL_QUERY_PARAM}=${encodeURIComponent(label)}`;
}

/** The web manifest and touch icon, as the page head names them: with the theme, so a `?theme=` page installs that theme. */
export const manifestPath = (theme: ThemeId) => `/manifest.webmanifest?theme=${theme}`;
export const appleTouchIconPath = (theme: ThemeId) => `/apple-touch-icon.png?theme=${theme}`;
