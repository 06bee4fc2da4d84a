import { withExtraLabels } from '@vitrine/catalog/themes/extra-labels';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { readPageConfig } from './page-config.ts';

/**
 * A theme as this page shows it: its configuration, plus the labels operators added
 * (`vitrine channels add --label-title`), which the server sends in the page config.
 */
export function pageTheme(id: string | null | undefined): ThemeConfig {
  const theme = getTheme(id);
  return withExtraLabels(theme, readPageConfig().extraLabels[theme.id]);
}
