import { themeVariables } from '../styles/theme-colors.ts';
import { useThemeStore } from './theme-store.ts';

/**
 * The theme's colour variables as a stylesheet in the page, drawn by the server render too: the
 * first paint, before the scripts run or without them, is in the theme's colours and contrasts
 * (PRODUCT §2.10), not in the stylesheet's defaults (rock's red under white text). Once hydrated,
 * applyThemeLook sets the same variables on <html> as well; a theme switch redraws both.
 */
export function ThemeColoursStyle() {
  const theme = useThemeStore((state) => state.theme);
  // Hex colours from the theme's own config: nothing in them can close the element.
  const declarations = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return <style>{`:root{${declarations}}`}</style>;
}
