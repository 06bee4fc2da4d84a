import type { Sites } from './page-config.ts';
import type { InviteEdition } from './themes/theme-config.ts';
import { THEME, THEME_IDS, THEME_PORTS, type ThemeId } from './themes/theme-ids.ts';
import { THEME_SUMMARIES } from './themes/theme-summaries.ts';

/**
 * Which site an address is, and what that site offers. The one rule for server and browser:
 * the theme an address names (PRODUCT §4.1 steps 4–5) and the capabilities tied to the site rather
 * than to the theme on show (invite popup, share buttons, Channels list, theme switcher).
 *
 * An address is recognised, in this order, by
 * - localhost and a theme's port (3001–3009): the developer's machine, where everything shows;
 * - a configured production host (PageConfig.sites / SITE_HOSTS), matched exactly;
 * - a hostname keyword, only when no site is configured for the host. A keyword is just a
 *   name anyone can register (`standup.evil.test`), so it chooses the theme and what the theme
 *   shows, never the invite popup, the share links or the French texts of the real site.
 */

export interface SiteAddress {
  /** `location.hostname`, or the Host header without its port. */
  hostname: string;
  port: string | number;
  /** The configured production sites (PRODUCT §10.4: configuration, not code). */
  sites: Readonly<Sites>;
}

export interface Site {
  /** The theme the address names, or null when it names none (the caller falls back, to rock in the end). */
  themeId: ThemeId | null;
  /** The invite popup edition (PRODUCT §2.7), or null where there is no popup and no invite link. */
  invite: InviteEdition | null;
  /** Where share links point (PRODUCT §2.4), or null where the share buttons must not show. */
  shareBaseUrl: string | null;
  /** The sidebar lists the channels (themes) (PRODUCT §2.6). */
  showsChannels: boolean;
  /** The header's theme switcher shows (PRODUCT §2.2). */
  showsThemeSwitcher: boolean;
  /** A French-speaking host (`frenchHosts`): the invite link reads in French. */
  isFrenchHost: boolean;
  /** The theme comes from a keyword in a hostname no site is configured for: a guess, which the server logs. */
  isKeywordMatch: boolean;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Checked in order: wildpeaks before sport, so a host naming both is wildpeaks. */
const HOSTNAME_KEYWORDS: readonly (readonly [keyword: string, theme: ThemeId])[] = [
  ['latino', THEME.LATINO],
  ['tropicaliente', THEME.LATINO],
  ['standup', THEME.STANDUP_CH],
  ['spkombat', THEME.SPKOMBAT],
  ['brand_fr', THEME.BRAND_FR],
  ['brand-fr', THEME.BRAND_FR],
  ['brand_en', THEME.BRAND_EN],
  ['brand-en', THEME.BRAND_EN],
  ['wildpeaks', THEME.WILDPEAKS],
  ['sport', THEME.SPORT],
];

export function resolveSite({ hostname, port, sites }: SiteAddress): Site {
  const host = normalizeHostname(hostname);
  if (isLocalhost(host)) {
    const themeId = themeForPort(port) ?? null;
    return {
      themeId,
      invite: themeId === null ? null : THEME_SUMMARIES[themeId].inviteEdition,
      shareBaseUrl: themeId === null ? null : sites[themeId].shareBaseUrl,
      showsChannels: true,
      showsThemeSwitcher: true,
      isFrenchHost: false,
      isKeywordMatch: false,
    };
  }

  const configured = THEME_IDS.find((id) => isListed(host, sites[id].hosts));
  if (configured !== undefined) {
    const site = sites[configured];
    return {
      themeId: configured,
      invite: THEME_SUMMARIES[configured].inviteEdition,
      shareBaseUrl: site.shareBaseUrl,
      showsChannels: THEME_SUMMARIES[configured].siteListsChannels,
      showsThemeSwitcher: false,
      isFrenchHost: isListed(host, site.frenchHosts),
      isKeywordMatch: false,
    };
  }

  const named = HOSTNAME_KEYWORDS.find(([keyword]) => host.includes(keyword))?.[1] ?? null;
  return {
    themeId: named,
    invite: null,
    shareBaseUrl: null,
    showsChannels: named !== null && THEME_SUMMARIES[named].siteListsChannels,
    showsThemeSwitcher: false,
    isFrenchHost: false,
    isKeywordMatch: named !== null,
  };
}

export function isLocalhost(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(normalizeHostname(hostname));
}

/** The theme of a local port (PRODUCT §3.3, §4.1): 3001 rock … 3009 wildpeaks. */
export function themeForPort(port: string | number): ThemeId | undefined {
  const number = typeof port === 'number' ? port : /^\d+$/.test(port) ? Number(port) : Number.NaN;
  return THEME_IDS.find((id) => THEME_PORTS[id] === number);
}

/** DNS names are case-insensitive and may end with the root dot. */
export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

/** Exact match only: a lookalike such as `site.example.org.evil.test` is not the site. */
function isListed(host: string, hosts: readonly string[]): boolean {
  return host !== '' && hosts.some((listed) => normalizeHostname(listed) === host);
}
