import type { SiteConfig } from './page-config.ts';
import { THEME_IDS, type ThemeId } from './themes/theme-ids.ts';

/** DNS names are case-insensitive and may end with the root dot. */
export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** Exact match only: a lookalike such as `site.example.org.evil.test` is not the site. */
export function isSiteHost(hostname: string, hosts: readonly string[]): boolean {
  const host = normalizeHostname(hostname);
  return host !== '' && hosts.some((configured) => normalizeHostname(configured) === host);
}

/** The theme whose configured production hosts include this hostname (DESIGN.md §2). */
export function themeForSiteHost(hostname: string, sites: Readonly<Record<ThemeId, SiteConfig>>): ThemeId | undefined {
  return THEME_IDS.find((id) => isSiteHost(hostname, sites[id].hosts));
}
