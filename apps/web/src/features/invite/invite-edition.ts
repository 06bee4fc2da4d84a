import type { SiteConfig } from '@vitrine/catalog/page-config';
import { isLocalhost } from '@vitrine/catalog/resolve-theme';
import { isSiteHost } from '@vitrine/catalog/site-hosts';
import { THEME, THEME_PORTS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';

export type InviteEdition = 'standup' | 'rock';

/** Checked in this order; a host configured for both themes gets the stand-up edition. */
const EDITION_THEMES: readonly (readonly [InviteEdition, ThemeId])[] = [
  ['standup', THEME.STANDUP_CH],
  ['rock', THEME.ROCK],
];

/**
 * Which invite popup the site shows, if any (SPEC §2 "Invite popup", §6): the configured
 * stand-up or rock production hosts, or on localhost their ports 3003 and 3001. Hosts
 * match exactly, so a lookalike (`standup.example.org.evil.test`) gets nothing.
 */
export function inviteEdition(hostname: string, port: string | number, sites: Record<ThemeId, SiteConfig>): InviteEdition | null {
  if (isLocalhost(hostname)) {
    return EDITION_THEMES.find(([, id]) => String(THEME_PORTS[id]) === String(port))?.[0] ?? null;
  }
  return EDITION_THEMES.find(([, id]) => isSiteHost(hostname, sites[id].hosts))?.[0] ?? null;
}
