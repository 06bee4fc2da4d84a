import type { SiteConfig } from '@vitrine/catalog/page-config';
import { THEME_IDS, THEME_PORTS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';

export interface ShareLinks {
  facebook: string;
  whatsapp: string;
  linkedin: string;
  /** What 'Copier le lien' puts on the clipboard. */
  copy: string;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The public address of a video: the configured share base URL plus the pathseo as one
 * encoded path segment. Never built from the Host header or the page's own address, so a
 * hostile slug (`//evil.test`, `@evil`, `../`) cannot move the link to another origin.
 */
export function videoShareUrl(shareBaseUrl: string, pathseo: string): string {
  const base = new URL(shareBaseUrl);
  const directory = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const url = new URL(`${base.origin}${directory}${encodeURIComponent(pathseo)}`);
  // Dot segments ("..") are resolved by the URL parser; the origin never changes.
  return url.origin === base.origin ? url.href : base.href;
}

export function buildShareLinks(shareBaseUrl: string, video: { pathseo: string; title: string }): ShareLinks {
  const url = videoShareUrl(shareBaseUrl, video.pathseo);
  const encodedUrl = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${video.title} ${url}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    copy: url,
  };
}

function normaliseHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '');
}

/**
 * The site whose share base URL the buttons use, or null when they must not show (SPEC §2):
 * a configured production host of a theme, or on localhost the port of a theme (the default
 * configuration holds only those local addresses, DESIGN.md §2). Other hosts and ports: none.
 */
export function shareSiteFor(hostname: string, port: string | number, sites: Record<ThemeId, SiteConfig>): SiteConfig | null {
  const host = normaliseHostname(hostname);
  if (LOCAL_HOSTNAMES.has(host)) {
    const localPort = Number(port);
    const themeId = THEME_IDS.find((id) => THEME_PORTS[id] === localPort);
    return themeId === undefined ? null : sites[themeId];
  }
  const themeId = THEME_IDS.find((id) => sites[id].hosts.some((candidate) => normaliseHostname(candidate) === host));
  return themeId === undefined ? null : sites[themeId];
}

export function shouldShowShare(hostname: string, port: string | number, sites: Record<ThemeId, SiteConfig>): boolean {
  return shareSiteFor(hostname, port, sites) !== null;
}
