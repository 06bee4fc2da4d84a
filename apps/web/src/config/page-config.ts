import { defaultSites, PAGE_CONFIG_ELEMENT_ID, type PageConfig, parseExtraLabels, parseSites } from '@vitrine/catalog/page-config';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { isThemeId } from '@vitrine/catalog/themes/theme-ids';

/**
 * The configuration the server injects into the page as inert JSON. Read once: it
 * cannot change without a reload. A missing or corrupt block (the Vite dev server,
 * a hand-edited page) gives the defaults so the site still renders.
 */

let cached: PageConfig | undefined;

export function readPageConfig(): PageConfig {
  cached ??= parsePageConfig(globalThis.document?.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent ?? null);
  return cached;
}

export function defaultPageConfig(): PageConfig {
  return { apiKey: '', sites: defaultSites(), cacheOnLocalhost: false, themeId: null, theme: null, extraLabels: {} };
}

export function parsePageConfig(text: string | null): PageConfig {
  const defaults = defaultPageConfig();
  if (!text) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (!isRecord(value)) return defaults;
  const themeId = isThemeId(value.themeId) ? value.themeId : null;
  return {
    apiKey: typeof value.apiKey === 'string' ? value.apiKey : defaults.apiKey,
    // The server checked SITE_HOSTS with the same reader; a malformed part keeps its default.
    sites: parseSites(value.sites).sites,
    cacheOnLocalhost: value.cacheOnLocalhost === true,
    themeId,
    // The server's own config of that theme (THEMES), written with the page: taken as it is.
    theme: themeId !== null && isRecord(value.theme) && value.theme.id === themeId ? (value.theme as unknown as ThemeConfig) : null,
    extraLabels: parseExtraLabels(value.extraLabels),
  };
}

/** The server render's page config: it has no document to read it from (entry-server.tsx). */
export function providePageConfig(config: PageConfig): void {
  cached = config;
}

/** Tests only: pretend the server injected `overrides`; with no argument, read the page again. */
export function setPageConfigForTests(overrides?: Partial<PageConfig>): void {
  cached = overrides ? { ...defaultPageConfig(), ...overrides } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
