import { resolveTheme } from '@vitrine/catalog/resolve-theme';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { DEFAULT_THEME, isThemeId, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { pageTheme } from '../config/page-theme.ts';
import { create } from '../lib/create-store.ts';
import { readPageConfig } from '../config/page-config.ts';
import { SELECTED_THEME_STORAGE_KEY } from '../lib/storage-keys.ts';
import { readText, writeText } from '../lib/storage.ts';
import { clearVideoCache } from '../lib/video-cache.ts';
import { loadedThemeConfig, loadThemeConfig } from './theme-configs.ts';

/**
 * The active theme (PRODUCT §4.1). The category store listens to
 * it and resets and refetches every row when it changes; the UI applies its colours,
 * title and descriptions.
 */

export interface ThemeState {
  themeId: ThemeId;
  theme: ThemeConfig;
  /**
   * Stores the choice and clears the client cache; an unknown id gives rock (PRODUCT §5.1).
   * The new theme applies once its config has loaded (at once when it already has); of quick
   * successive choices the last one wins.
   */
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

// The page's own theme config, there before anything reads the store. A served page carries it
// (PageConfig.theme); elsewhere (the Vite dev server, tests) it loads first: a top-level await,
// so the modules that import this one wait for it.
const initialId = initialThemeId();
await loadThemeConfig(initialId);
let requestedThemeId: ThemeId = initialId;

export const useThemeStore = create<ThemeState>()((set) => {
  const theme = pageTheme(initialId);
  return {
    themeId: theme.id,
    theme,
    setTheme(id) {
      const nextId = isThemeId(id) ? id : DEFAULT_THEME;
      writeText(SELECTED_THEME_STORAGE_KEY, nextId);
      clearVideoCache();
      requestedThemeId = nextId;
      const apply = () => {
        if (requestedThemeId === nextId) set({ themeId: nextId, theme: pageTheme(nextId) });
      };
      if (loadedThemeConfig(nextId)) apply();
      // A chunk that fails to load leaves the page on its theme; choosing again retries.
      else loadThemeConfig(nextId).then(apply, () => undefined);
    },
  };
});
