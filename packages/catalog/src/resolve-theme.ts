import { resolveSite, type SiteAddress } from './site.ts';
import { DEFAULT_THEME, isThemeId, type ThemeId } from './themes/theme-ids.ts';

/** localStorage key of the visitor's chosen theme (SPEC §4). */
export const SELECTED_THEME_STORAGE_KEY = 'selectedTheme';
export const THEME_QUERY_PARAM = 'theme';

export interface ThemeHints extends SiteAddress {
  /** A theme the caller was explicitly given. */
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
 * SPEC §4: explicit, ?theme=, stored, the theme the address names (the localhost port, a
 * configured host, a hostname keyword: see resolveSite), rock. Invalid values are skipped.
 */
export function resolveTheme(hints: ThemeHints): ThemeId {
  for (const candidate of [hints.initial, themeFromSearch(hints.search ?? ''), hints.stored]) {
    if (isThemeId(candidate)) return candidate;
  }
  return resolveSite(hints).themeId ?? DEFAULT_THEME;
}
