import type { SiteConfig } from './page-config.ts';
import { themeForSiteHost } from './site-hosts.ts';
import { DEFAULT_THEME, isThemeId, THEME, THEME_IDS, THEME_PORTS, type ThemeId } from './themes/theme-ids.ts';

/** localStorage key of the visitor's chosen theme (SPEC §4). */
export const SELECTED_THEME_STORAGE_KEY = 'selectedTheme';
export const THEME_QUERY_PARAM = 'theme';

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

export interface ThemeHints {
  /** Theme the caller already knows (e.g. the server embedded it in the page). */
  initial?: string | null;
  /** `location.search`, with or without the leading `?`. */
  search?: string;
  /** The stored `selectedTheme`. */
  stored?: string | null;
  hostname: string;
  port: string | number;
  /** Configured production hosts (DESIGN.md §2): an exact host wins over a keyword. */
  sites?: Readonly<Record<ThemeId, SiteConfig>>;
}

export function isLocalhost(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname.toLowerCase());
}

export function themeForPort(port: string | number): ThemeId | undefined {
  const number = typeof port === 'number' ? port : /^\d+$/.test(port) ? Number(port) : Number.NaN;
  return THEME_IDS.find((id) => THEME_PORTS[id] === number);
}

export function themeForHostname(hostname: string): ThemeId | undefined {
  const host = hostname.toLowerCase();
  return HOSTNAME_KEYWORDS.find(([keyword]) => host.includes(keyword))?.[1];
}

/**
 * SPEC §4: explicit, ?theme=, stored, localhost port, hostname (a configured site host, then a
 * keyword), rock. Invalid values are skipped.
 */
export function resolveTheme(hints: ThemeHints): ThemeId {
  const fromQuery = new URLSearchParams(hints.search ?? '').get(THEME_QUERY_PARAM);
  for (const candidate of [hints.initial, fromQuery, hints.stored]) {
    if (isThemeId(candidate)) return candidate;
  }
  return (
    (isLocalhost(hints.hostname) ? themeForPort(hints.port) : undefined) ??
    (hints.sites ? themeForSiteHost(hints.hostname, hints.sites) : undefined) ??
    themeForHostname(hints.hostname) ??
    DEFAULT_THEME
  );
}
