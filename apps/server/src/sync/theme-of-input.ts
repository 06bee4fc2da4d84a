import { THEMES } from '@vitrine/catalog/themes/themes';
import { isThemeId, THEME_CODES, THEME_IDS, themeIdFromCode, type ThemeId } from '@vitrine/catalog/themes/theme-ids';

/** A theme as an operator names it: its id (`rock`) or its API code (`wmb`). */
export function themeOfInput(input: string | undefined): ThemeId | undefined {
  if (input === undefined) return undefined;
  return isThemeId(input) ? input : themeIdFromCode(input);
}

export function unknownThemeMessage(input: string): string {
  return `unknown theme "${input}" (expected one of ${THEME_IDS.join(', ')})`;
}

export function themeCodeOf(id: ThemeId): string {
  return THEME_CODES[id];
}

/** The configured label identifiers of a theme (PRODUCT §3.2). */
export function configuredLabels(id: ThemeId): string[] {
  return THEMES[id].labels.map((entry) => entry.label);
}
