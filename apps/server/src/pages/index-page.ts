import { FIRST_SCREEN_ELEMENT_ID, inertJson, type FirstScreenData } from '@vitrine/catalog/first-screen';
import { PAGE_CONFIG_ELEMENT_ID, PAGE_CONFIG_MARKER, PAGE_HEAD_MARKER, type PageConfig } from '@vitrine/catalog/page-config';
import { THEMES } from '@vitrine/catalog/themes/themes';
import { THEME_IDS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { TextPieces } from '../http/encoded-text.ts';
import { themeHeadTags } from './head-tags.ts';

/** Where the app mounts in the built index.html; a server render fills it. */
const APP_ROOT = '<div id="root"></div>';

/** What a server render adds to the page: the app's HTML and the data it was drawn from. */
export interface RenderedApp {
  html: TextPieces;
  firstScreen: FirstScreenData;
}

/** One theme's index.html, split where the head tags and the app go so a page costs a few concatenations. */
export interface ThemeIndexPage {
  config: PageConfig;
  /** The home page with the theme's head tags, for the browser to render. */
  html: string;
  withHead: (headTags: string) => string;
  /** The page with its head tags and a server render. */
  withApp: (headTags: string, app: RenderedApp) => TextPieces;
}

/** The page config as inert JSON; no value can close the script element. */
export function pageConfigScript(config: PageConfig): string {
  return `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${inertJson(config)}</script>`;
}

/** The first screen's data as inert JSON, which the page's stores start from (apps/web/src/config/first-screen.ts). */
export function firstScreenScript(data: FirstScreenData): string {
  return `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${inertJson(data)}</script>`;
}

/**
 * Done once at start: the built index.html for every theme. Each page names its theme in the
 * page config, so the page starts on the theme its `<head>` was written for.
 */
export function prepareIndexPages(template: string, config: Omit<PageConfig, 'themeId' | 'theme'>): Record<ThemeId, ThemeIndexPage> {
  const pages = {} as Record<ThemeId, ThemeIndexPage>;
  for (const id of THEME_IDS) {
    const theme = THEMES[id];
    const pageConfig: PageConfig = { ...config, themeId: id, theme };
    const withConfig = template.replace(PAGE_CONFIG_MARKER, () => pageConfigScript(pageConfig));
    const localised = withConfig.replace(/<html lang="[^"]*"/, `<html lang="${theme.lang}"`);
    const [beforeHead, afterHead] = splitOnce(localised, PAGE_HEAD_MARKER);
    const [beforeRoot, afterRoot] = splitOnce(afterHead ?? '', APP_ROOT);
    const withHead = (headTags: string) => (afterHead === undefined ? localised : `${beforeHead}${headTags}${afterHead}`);
    const withApp = (headTags: string, app: RenderedApp): TextPieces => {
      if (afterHead === undefined || afterRoot === undefined) return [withHead(headTags)];
      return [`${beforeHead}${headTags}${beforeRoot}<div id="root">`, ...app.html, '</div>', firstScreenScript(app.firstScreen), afterRoot];
    };
    pages[id] = { config: pageConfig, html: withHead(themeHeadTags(theme, config.sites[id])), withHead, withApp };
  }
  return pages;
}

/** The text before and after the first `marker`; without one, the whole text and undefined. */
function splitOnce(text: string, marker: string): [string, string | undefined] {
  const at = text.indexOf(marker);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + marker.length)];
}
