import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';

/** The page background every theme colour is judged against. */
export const PAGE_BACKGROUND = '#0b0b0f';
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#0b0b0f';
/** WCAG contrast for large text and UI parts (focus rings, progress bars, badges). */
const MIN_UI_CONTRAST = 3;

/** The CSS custom properties a theme sets on the document root. */
export interface ThemeVariables {
  '--theme-primary': string;
  '--theme-secondary': string;
  '--theme-accent': string;
  '--theme-on-primary': string;
  '--theme-on-secondary': string;
  '--theme-on-accent': string;
  /** The first theme colour that stands out on the dark page (primary, then accent, then secondary). */
  '--theme-highlight': string;
  '--theme-on-highlight': string;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG's relative luminance of an sRGB colour, channels from 0 to 255. */
export function rgbLuminance(red: number, green: number, blue: number): number {
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  return rgb ? rgbLuminance(...rgb) : 0;
}

/** WCAG's contrast ratio of two relative luminances, in either order. */
export function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function contrastRatio(a: string, b: string): number {
  return luminanceContrast(relativeLuminance(a), relativeLuminance(b));
}

/** Black or white, whichever reads better on the given colour. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

export function highlightColor(theme: Pick<ThemeConfig, 'primary_color' | 'secondary_color' | 'accent_color'>): string {
  const candidates = [theme.primary_color, theme.accent_color, theme.secondary_color];
  return candidates.find((c) => contrastRatio(c, PAGE_BACKGROUND) >= MIN_UI_CONTRAST) ?? LIGHT_TEXT;
}

export function themeVariables(theme: Pick<ThemeConfig, 'primary_color' | 'secondary_color' | 'accent_color'>): ThemeVariables {
  const highlight = highlightColor(theme);
  return {
    '--theme-primary': theme.primary_color,
    '--theme-secondary': theme.secondary_color,
    '--theme-accent': theme.accent_color,
    '--theme-on-primary': readableTextColor(theme.primary_color),
    '--theme-on-secondary': readableTextColor(theme.secondary_color),
    '--theme-on-accent': readableTextColor(theme.accent_color),
    '--theme-highlight': highlight,
    '--theme-on-highlight': readableTextColor(highlight),
  };
}
