import { resolveTheme } from '@vitrine/catalog/resolve-theme';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { pageTheme } from '../config/page-theme.ts';
import { create } from '../lib/create-store.ts';
import { readPageConfig } from '../config/page-config.ts';
import { SELECTED_THEME_STORAGE_KEY } from '../lib/storage-keys.ts';
import { readText, writeText } from '../lib/storage.ts';
import { clearVideoCache } from '../lib/video-cache.ts';

/**
 * The active theme (PRODUCT §4.1). The category store listens to
 * it and resets and refetches every row when it changes; the UI applies its colours,
 * title and descriptions.
 */

export interface ThemeState {
  themeId: ThemeId;
  theme: ThemeConfig;
  /** Stores the choice and clears the client cache; an unknown id gives rock (PRODUCT §5.1). */
  setTheme(id: string): void;
}

/** The theme the server served the page for; without one, ?theme=, the stored choice, the address (see resolveTheme). */
export function initialThemeId(): ThemeId {
  const location = globalThis.location;
  const config = readPageConfig();
  return resolveTheme({
    initial: config.themeId,
    search: location?.search ?? '',
    stored: readText(SELECTED_THEME_STORAGE_KEY),
    hostname: location?.hostname ?? '',
    port: location?.port ?? '',
    sites: config.sites,
  });
}

export const useThemeStore = create<ThemeState>()((set) => {
  const theme = pageTheme(initialThemeId());
  return {
    themeId: theme.id,
    theme,
    setTheme(id) {
      const next = pageTheme(id);
      writeText(SELECTED_THEME_STORAGE_KEY, next.id);
      clearVideoCache();
      set({ themeId: next.id, theme: next });
    },
  };
});
