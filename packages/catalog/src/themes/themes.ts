import { brandEnTheme } from './brand-en.ts';
import { brandFrTheme } from './brand-fr.ts';
import { cultureFrTheme } from './culture-fr.ts';
import { latinoTheme } from './latino.ts';
import { rockTheme } from './rock.ts';
import { spkombatTheme } from './spkombat.ts';
import { sportTheme } from './sport.ts';
import { standupTheme } from './standup.ts';
import type { ThemeConfig } from './theme-config.ts';
import { DEFAULT_THEME, isThemeId, type ThemeId } from './theme-ids.ts';
import { wildpeaksTheme } from './wildpeaks.ts';

/** The theme registry (PRODUCT §3.1). */
export const THEMES: Readonly<Record<ThemeId, ThemeConfig>> = {
  rock: rockTheme,
  latino: latinoTheme,
  standup: standupTheme,
  culture_fr: cultureFrTheme,
  spkombat: spkombatTheme,
  brand_fr: brandFrTheme,
  brand_en: brandEnTheme,
  sport: sportTheme,
  wildpeaks: wildpeaksTheme,
};

/** An unknown theme falls back to rock (PRODUCT §5.1). */
export function getTheme(id: string | null | undefined): ThemeConfig {
  return THEMES[isThemeId(id) ? id : DEFAULT_THEME];
}
