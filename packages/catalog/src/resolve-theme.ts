import { resolveSite, type SiteAddress } from './site.ts';
import { DEFAULT_THEME, isThemeId, type ThemeId } from './themes/theme-ids.ts';

export const THEME_QUERY_PARAM = 'theme';

export interface ThemeHints extends SiteAddress {
  /**
   * A theme the caller was explicitly given: in the browser, the theme the server served the
   * page for (PageConfig.themeId), so the served `<head>` and the page always agree.
   */
  initial?: string | null;
  /** `location.search`, with or without the leading `?`. */
  search?: string;
  /** The stored `selectedTheme`. */
  stored?: string | null;
}

/** The valid `?theme=` of a query string (with or without the leading `?`). */
export function themeFromSearch(search: string): ThemeId | undefined {
  const value = new URLSearchParams(search).get(THEME_QUERY_PARAM);
  return isThemeId(value) ? value : undefined;
}

/**
 * PRODUCT §4.1: explicit, ?theme=, stored, the theme the address names (the localhost port, a
 * configured host, a hostname keyword: see resolveSite), rock. Invalid values are skipped.
 *
 * The server resolves `?theme=` and the address itself and hands its answer to the page as the
 * explicit theme; it cannot see localStorage, so a visitor's switch is carried by `?theme=` in
 * the address (use-theme-query-follows-theme.ts) and the stored choice only counts on a page
 * the server did not prepare (the Vite dev page).
 */
export function resolveTheme(hints: ThemeHints): ThemeId {
  for (const candidate of [hints.initial, themeFromSearch(hints.search ?? ''), hints.stored]) {
    if (isThemeId(candidate)) return candidate;
  }
  return resolveSite(hints).themeId ?? DEFAULT_THEME;
}
