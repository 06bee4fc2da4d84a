import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { readPageConfig } from '../config/page-config.ts';

/**
 * Each theme's config is a chunk of its own, loaded only when the visitor switches to it
 * (issue 9: start-up JS). The page's own theme needs none: the server writes its config into
 * the page config (PageConfig.theme), and its server render read the same. What a page needs of
 * every theme (names, site facts) is in THEME_SUMMARIES, which ships with the page.
 */
const THEME_CONFIG_LOADERS: Readonly<Record<ThemeId, () => Promise<ThemeConfig>>> = {
  rock: () => import('@vitrine/catalog/themes/rock').then((module) => module.rockTheme),
  latino: () => import('@vitrine/catalog/themes/latino').then((module) => module.latinoTheme),
  standup: () => import('@vitrine/catalog/themes/standup').then((module) => module.standupTheme),
  culture_fr: () => import('@vitrine/catalog/themes/culture-fr').then((module) => module.cultureFrTheme),
  spkombat: () => import('@vitrine/catalog/themes/spkombat').then((module) => module.spkombatTheme),
  brand_fr: () => import('@vitrine/catalog/themes/brand-fr').then((module) => module.brandFrTheme),
  brand_en: () => import('@vitrine/catalog/themes/brand-en').then((module) => module.brandEnTheme),
  sport: () => import('@vitrine/catalog/themes/sport').then((module) => module.sportTheme),
  wildpeaks: () => import('@vitrine/catalog/themes/wildpeaks').then((module) => module.wildpeaksTheme),
};

const loaded = new Map<ThemeId, ThemeConfig>();

/** The theme's config, fetched once; a failed fetch rejects and the next call tries again. */
export async function loadThemeConfig(id: ThemeId): Promise<ThemeConfig> {
  const known = loadedThemeConfig(id);
  if (known) return known;
  const config = await THEME_CONFIG_LOADERS[id]();
  loaded.set(id, config);
  return config;
}

/** The config if the page came with it or it has been loaded already (the current theme's always has). */
export function loadedThemeConfig(id: ThemeId): ThemeConfig | undefined {
  const written = readPageConfig().theme;
  return written?.id === id ? written : loaded.get(id);
}
