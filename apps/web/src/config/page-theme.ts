import { withExtraLabels } from '@vitrine/catalog/themes/extra-labels';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { DEFAULT_THEME, isThemeId, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { loadedThemeConfig, loadThemeConfig } from '../theme/theme-configs.ts';
import { readPageConfig } from './page-config.ts';

/** An unknown theme falls back to rock (PRODUCT §5.1). */
function themeIdOf(id: string | null | undefined): ThemeId {
  return isThemeId(id) ? id : DEFAULT_THEME;
}

/**
 * A theme as this page shows it: its configuration, plus the labels operators added
 * (`vitrine channels add --label-title`), which the server sends in the page config.
 * The page's current theme is always loaded (theme-store.ts); another must be loaded first
 * (loadPageTheme).
 */
export function pageTheme(id: string | null | undefined): ThemeConfig {
  const themeId = themeIdOf(id);
  const theme = loadedThemeConfig(themeId);
  if (!theme) throw new Error(`the ${themeId} theme's config is not loaded yet`);
  return withExtraLabels(theme, readPageConfig().extraLabels[themeId]);
}

/** pageTheme, once its config has loaded. */
export async function loadPageTheme(id: string | null | undefined): Promise<ThemeConfig> {
  await loadThemeConfig(themeIdOf(id));
  return pageTheme(id);
}
