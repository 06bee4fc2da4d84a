import { normalizeHostname } from './site.ts';
import { isLabelId, LABEL_TITLE_MAX_LENGTH, type ExtraLabel } from './themes/extra-labels.ts';
import type { ThemeConfig } from './themes/theme-config.ts';
import { isThemeId, THEME_IDS, THEME_PORTS, type ThemeId } from './themes/theme-ids.ts';

/**
 * What the server tells the page at load time. It is embedded in index.html as
 * `<script type="application/json" id="vitrine-config">` (data, never executed), where
 * the built page has the marker `<!--vitrine:config-->`; per-theme/per-video head tags
 * replace `<!--vitrine:head-->`.
 */
export interface PageConfig {
  /** Sent as the `x-api-key` header on every /api call. */
  apiKey: string;
  /** Production hosts and public share base URL of each theme (PRODUCT §10.4: configuration, not code). */
  sites: Sites;
  /** The client cache is off on localhost (PRODUCT §7.5); tests switch it on with this. */
  cacheOnLocalhost: boolean;
  /**
   * The theme the server built this page's `<head>` for (the request's `?theme=`, else its
   * address), so the page starts on the same theme; null when no server wrote the page.
   */
  themeId: ThemeId | null;
  /**
   * That theme's config, so the page starts on it without loading it (issue 9: the other
   * themes' configs are chunks loaded on a switch); null when no server wrote the page.
   */
  theme: ThemeConfig | null;
  /** Labels operators added per theme (`vitrine channels add --label-title`): rows after the configured ones. */
  extraLabels: ExtraLabels;
}

export type ExtraLabels = Partial<Record<ThemeId, ExtraLabel[]>>;

export interface SiteConfig {
  /** Production hostnames serving this theme (invite popup, share buttons). */
  hosts: string[];
  /** Of those, the French-speaking ones (the invite link text). */
  frenchHosts: string[];
  /** Origin used to build share links, e.g. "https://example.org"; never taken from the Host header. */
  shareBaseUrl: string;
}

export type Sites = Record<ThemeId, SiteConfig>;

export const PAGE_CONFIG_ELEMENT_ID = 'vitrine-config';
export const PAGE_CONFIG_MARKER = '<!--vitrine:config-->';
export const PAGE_HEAD_MARKER = '<!--vitrine:head-->';
export const API_KEY_HEADER = 'x-api-key';

/** Letters, digits, `-` and `_` between dots: a hostname, without scheme, port or path. */
const HOSTNAME_PATTERN = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
const ORIGIN_PATTERN = /^https?:\/\/[^/]+$/;

/** Defaults contain only the local ports (PRODUCT §10.4). */
export function defaultSites(): Sites {
  const sites = {} as Sites;
  for (const id of THEME_IDS) sites[id] = { hosts: [], frenchHosts: [], shareBaseUrl: `http://localhost:${THEME_PORTS[id]}` };
  return sites;
}

export interface ParsedSites {
  /** Every theme's site: what was valid, merged over the defaults. */
  sites: Sites;
  /** What was wrong, one sentence each, naming the field under `name`. Empty when all is well. */
  problems: string[];
}

/**
 * The one reader of the sites shape, `{ "<themeId>": { hosts?, frenchHosts?, shareBaseUrl? } }`:
 * the server refuses to start on any problem in SITE_HOSTS; the page, which gets the server's
 * checked copy, keeps the defaults for anything malformed. Hostnames are stored normalised.
 */
export function parseSites(value: unknown, name = 'sites'): ParsedSites {
  const sites = defaultSites();
  const problems: string[] = [];
  if (value === undefined) return { sites, problems };
  if (!isRecord(value)) return { sites, problems: [`${name} must be a JSON object keyed by theme id.`] };

  for (const [themeId, site] of Object.entries(value)) {
    if (!isThemeId(themeId)) {
      problems.push(`${name}: unknown theme id "${themeId}" (expected one of ${THEME_IDS.join(', ')}).`);
      continue;
    }
    if (!isRecord(site)) {
      problems.push(`${name}.${themeId} must be an object.`);
      continue;
    }
    for (const list of ['hosts', 'frenchHosts'] as const) {
      const hosts = site[list];
      if (hosts === undefined) continue;
      const normalised = Array.isArray(hosts) ? hosts.map((host) => (typeof host === 'string' ? normalizeHostname(host) : '')) : [];
      if (!Array.isArray(hosts) || !normalised.every((host) => HOSTNAME_PATTERN.test(host))) {
        problems.push(`${name}.${themeId}.${list} must be a list of hostnames (no scheme, port or path), such as ["example.org"].`);
        continue;
      }
      sites[themeId][list] = normalised;
    }
    // The French hosts are a subset: a host listed only there would serve no theme.
    const unlisted = sites[themeId].frenchHosts.filter((host) => !sites[themeId].hosts.includes(host));
    if (unlisted.length > 0) {
      problems.push(`${name}.${themeId}.frenchHosts: ${unlisted.map((host) => `"${host}"`).join(', ')} must also be listed in ${name}.${themeId}.hosts.`);
      sites[themeId].frenchHosts = sites[themeId].frenchHosts.filter((host) => sites[themeId].hosts.includes(host));
    }
    const shareBaseUrl = site['shareBaseUrl'];
    if (shareBaseUrl === undefined) continue;
    if (typeof shareBaseUrl !== 'string' || !ORIGIN_PATTERN.test(shareBaseUrl)) {
      problems.push(`${name}.${themeId}.shareBaseUrl must be an origin such as "https://example.org" (no trailing slash).`);
    } else {
      sites[themeId].shareBaseUrl = shareBaseUrl;
    }
  }

  // A host serves one theme; listed twice, which theme it shows would depend on the list order.
  const themeOfHost = new Map<string, ThemeId>();
  for (const id of THEME_IDS) {
    for (const host of sites[id].hosts) {
      const first = themeOfHost.get(host);
      if (first === undefined) themeOfHost.set(host, id);
      else if (first !== id) problems.push(`${name}: "${host}" is listed under both ${first} and ${id}; a host serves one theme.`);
    }
  }
  return { sites, problems };
}

/** The one reader of `extraLabels`: what is malformed is left out (the server wrote it from checked rows). */
export function parseExtraLabels(value: unknown): ExtraLabels {
  const labels: ExtraLabels = {};
  if (!isRecord(value)) return labels;
  for (const [themeId, entries] of Object.entries(value)) {
    if (!isThemeId(themeId) || !Array.isArray(entries)) continue;
    const valid = entries.filter(
      (entry): entry is ExtraLabel =>
        isRecord(entry) && typeof entry['label'] === 'string' && isLabelId(entry['label']) && typeof entry['title'] === 'string' && entry['title'].length <= LABEL_TITLE_MAX_LENGTH,
    );
    if (valid.length > 0) labels[themeId] = valid.map(({ label, title }) => ({ label, title }));
  }
  return labels;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
