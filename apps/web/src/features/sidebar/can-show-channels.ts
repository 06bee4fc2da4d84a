import type { SiteConfig } from '@vitrine/catalog/page-config';
import { isLocalhost } from '@vitrine/catalog/resolve-theme';
import { isSiteHost } from '@vitrine/catalog/site-hosts';
import { THEME, type ThemeId } from '@vitrine/catalog/themes/theme-ids';

const PERSONAL_BRAND_THEMES: readonly ThemeId[] = [THEME.BRAND_FR, THEME.BRAND_EN];

/**
 * The 'Channels' list appears only on the personal-brand hosts or on localhost (SPEC §2,
 * §6). Their local ports 3006/3007 are localhost, so every local port shows it. Hosts
 * match exactly: a lookalike such as `brand.example.org.evil.test` does not count.
 */
export function canShowChannels(hostname: string, sites: Record<ThemeId, SiteConfig>): boolean {
  return isLocalhost(hostname) || PERSONAL_BRAND_THEMES.some((id) => isSiteHost(hostname, sites[id].hosts));
}
