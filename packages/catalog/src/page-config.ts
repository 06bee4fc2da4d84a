import { THEME_IDS, THEME_PORTS, type ThemeId } from './themes/theme-ids.ts';

/**
 * What the server tells the page at load time. It is embedded in index.html as
 * `<script type="application/json" id="vitrine-config">` (data, never executed), where
 * the built page has the marker `<!--vitrine:config-->`; per-theme/per-video head tags
 * replace `<!--vitrine:head-->`.
 */
export interface PageConfig {
  /** Sent as the `x-api-key` header on every /api call. */
  apiKey: string;
  /** Production hosts and public share base URL of each theme (DESIGN.md §2: configuration, not code). */
  sites: Sites;
  /** The client cache is off on localhost (SPEC §7); tests switch it on with this. */
  cacheOnLocalhost: boolean;
}

export interface SiteConfig {
  /** Production hostnames serving this theme (invite popup, share buttons). */
  hosts: string[];
  /** Of those, the French-speaking ones (the French stand-up host's invite link text). */
  frenchHosts: string[];
  /** Origin used to build share links, e.g. "https://example.org"; never taken from the Host header. */
  shareBaseUrl: string;
}

export type Sites = Record<ThemeId, SiteConfig>;

export const PAGE_CONFIG_ELEMENT_ID = 'vitrine-config';
export const PAGE_CONFIG_MARKER = '<!--vitrine:config-->';
export const PAGE_HEAD_MARKER = '<!--vitrine:head-->';
export const API_KEY_HEADER = 'x-api-key';

/** Defaults contain only the local ports (DESIGN.md §2). */
export function defaultSites(): Sites {
  const sites = {} as Sites;
  for (const id of THEME_IDS) sites[id] = { hosts: [], frenchHosts: [], shareBaseUrl: `http://localhost:${THEME_PORTS[id]}` };
  return sites;
}
