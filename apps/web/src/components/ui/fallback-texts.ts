import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { pageTheme } from '../../config/page-theme.ts';

/** What a piece of the page says when it could not render (PRODUCT §10.13). */
export interface FallbackTexts {
  /** The title of the dialog that stands in for a video's details. */
  detailsUnavailable: string;
  /** Its button. */
  close: string;
}

/** Every fallback text in each language a theme may speak (ThemeConfig.lang). */
export const FALLBACK_TEXTS: Readonly<Record<ThemeConfig['lang'], FallbackTexts>> = {
  en: { detailsUnavailable: 'The details of this video cannot be shown.', close: 'Close' },
  fr: { detailsUnavailable: 'Les détails de cette vidéo ne peuvent pas être affichés.', close: 'Fermer' },
};

/** The fallback texts in the theme's own language, as its page titles and descriptions are. */
export function fallbackTexts(themeId: ThemeId): FallbackTexts {
  return FALLBACK_TEXTS[pageTheme(themeId).lang];
}
