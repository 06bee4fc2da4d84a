import { resolveSite, type SiteAddress } from './site.ts';
import { DEFAULT_THEME, isThemeId, type ThemeId } from './themes/theme-ids.ts';

export const THEME_QUERY_PARAM = 'theme';

export interface ThemeHints extends SiteAddress {
  /** A theme the caller was explicitly given. */
  initial?: string | null;
  /** `location.search`, with or without the leading `?`. */
  search?: string;
  /** The stored `selectedTheme`. */
  stored?: string | null;
  /**
   * The theme the server served the page for (PageConfig.themeId). The server read the same
   * address and more (the port it listens on, behind a proxy), so it stands for steps 4–5.
   */
  served?: string | null;
}

/** The valid `?theme=` of a query string (with or without the leading `?`). */
export function themeFromSearch(search: string): ThemeId | undefined {
  const value = new URLSearchParams(search).get(THEME_QUERY_PARAM);
  return isThemeId(value) ? value : undefined;
}

/**
 * SPEC §4: explicit, ?theme=, stored, the theme the address names (the server's reading, else
 * the localhost port, a configured host, a hostname keyword: see resolveSite), rock.
 * Invalid values are skipped.
 *
 * The server's theme comes after the stored choice, not first: the server cannot see
 * localStorage, and a visitor's choice from the switcher or the Channels list must survive a
 * reload. Its `?theme=` is already the page's `?theme=`, so the two never disagree; they differ
 * only when the visitor stored a choice, and then the page applies its own title and colours.
 */
export function resolveTheme(hints: ThemeHints): ThemeId {
  for (const candidate of [hints.initial, themeFromSearch(hints.search ?? ''), hints.stored, hints.served]) {
    if (isThemeId(candidate)) return candidate;
  }
  return resolveSite(hints).themeId ?? DEFAULT_THEME;
}
