import type { Site } from '@vitrine/catalog/site';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';

/**
 * What the hero's Play opens: the theme's choice (PRODUCT §4, ThemeConfig.heroPlay), except that
 * it never opens an empty sidebar. A theme without labels has nothing in its sidebar but the
 * Channels list, which not every site shows (e.g. a personal brand shown through `?theme=` on
 * another site); there Play opens the details, as on every other theme.
 */
export function heroPlayOpens(theme: ThemeConfig, site: Site): 'details' | 'sidebar' {
  const isSidebarEmpty = theme.labels.length === 0 && !site.showsChannels;
  return theme.heroPlay === 'sidebar' && !isSidebarEmpty ? 'sidebar' : 'details';
}
