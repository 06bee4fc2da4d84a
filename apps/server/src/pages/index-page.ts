import { PAGE_CONFIG_ELEMENT_ID, PAGE_CONFIG_MARKER, PAGE_HEAD_MARKER, type PageConfig } from '@vitrine/catalog/page-config';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_IDS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { themeHeadTags } from './head-tags.ts';

/** One theme's index.html, split where the head tags go so a video page costs one concatenation. */
export interface ThemeIndexPage {
  /** The home page with the theme's head tags. */
  html: string;
  withHead: (headTags: string) => string;
}

/** The page config as inert JSON; `<` is escaped so no value can close the script element. */
export function pageConfigScript(config: PageConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/**
 * Done once at start: the built index.html for every theme. Each page names its theme in the
 * page config, so the page starts on the theme its `<head>` was written for.
 */
export function prepareIndexPages(template: string, config: Omit<PageConfig, 'themeId'>): Record<ThemeId, ThemeIndexPage> {
  const pages = {} as Record<ThemeId, ThemeIndexPage>;
  for (const id of THEME_IDS) {
    const theme = THEMES[id];
    const withConfig = template.replace(PAGE_CONFIG_MARKER, () => pageConfigScript({ ...config, themeId: id }));
    const localised = withConfig.replace(/<html lang="[^"]*"/, `<html lang="${theme.lang}"`);
    const markerAt = localised.indexOf(PAGE_HEAD_MARKER);
    const before = markerAt === -1 ? localised : localised.slice(0, markerAt);
    const after = markerAt === -1 ? '' : localised.slice(markerAt + PAGE_HEAD_MARKER.length);
    const withHead = (headTags: string) => (markerAt === -1 ? localised : `${before}${headTags}${after}`);
    pages[id] = { html: withHead(themeHeadTags(theme, config.sites[id])), withHead };
  }
  return pages;
}
