import { THEME_IDS } from '@vitrine/catalog/themes/theme-ids';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { describe, expect, it } from 'vitest';
import { FALLBACK_TEXTS, fallbackTexts } from './fallback-texts.ts';

describe('fallback texts', () => {
  it.each(THEME_IDS)('speaks the language of the %s theme', (themeId) => {
    expect(fallbackTexts(themeId)).toBe(FALLBACK_TEXTS[getTheme(themeId).lang]);
  });

  it('says the same thing in French and in English', () => {
    expect(fallbackTexts('culture_fr')).toEqual({ detailsUnavailable: 'Les détails de cette vidéo ne peuvent pas être affichés.', close: 'Fermer' });
    expect(fallbackTexts('rock')).toEqual({ detailsUnavailable: 'The details of this video cannot be shown.', close: 'Close' });
  });

  it('has every text in every language', () => {
    const keys = Object.values(FALLBACK_TEXTS).map((texts) => Object.keys(texts).sort());
    expect(new Set(keys.map(String)).size).toBe(1);
    for (const texts of Object.values(FALLBACK_TEXTS)) expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
