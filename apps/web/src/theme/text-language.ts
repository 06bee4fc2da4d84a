import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { useThemeStore } from './theme-store.ts';

export type TextLanguage = ThemeConfig['lang'];

/**
 * The `lang` an element needs for a text written in `textLang` (PRODUCT §2.10): none when it is
 * the page's language (<html lang> is the theme's), else the text's own, so a screen reader
 * pronounces 'Dernières vidéos publiées' in French on an English page, and 'Trending' in English
 * on a French one (WCAG 3.1.2).
 */
export function langAttributeFor(textLang: TextLanguage, pageLang: TextLanguage): TextLanguage | undefined {
  return textLang === pageLang ? undefined : textLang;
}

/** langAttributeFor against the theme on show. */
export function useLangAttribute(textLang: TextLanguage): TextLanguage | undefined {
  const pageLang = useThemeStore((state) => state.theme.lang);
  return langAttributeFor(textLang, pageLang);
}
