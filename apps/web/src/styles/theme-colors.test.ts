import { THEMES } from '@vitrine/catalog/themes/themes';
import { describe, expect, it } from 'vitest';
import { contrastRatio, highlightColor, PAGE_BACKGROUND, readableTextColor } from './theme-colors.ts';

describe('theme colours', () => {
  it('picks black or white text, whichever reads better', () => {
    expect(readableTextColor('#ffd700')).toBe('#0b0b0f');
    expect(readableTextColor('#2e3192')).toBe('#ffffff');
    expect(readableTextColor('#ffffff')).toBe('#0b0b0f');
  });

  it('highlights with a theme colour that stands out on the dark page', () => {
    expect(highlightColor(THEMES.rock)).toBe('#ff0000');
    // culture_fr's dark blue disappears on the page: its accent is used instead.
    expect(highlightColor(THEMES.culture_fr)).toBe('#e94e77');
    for (const theme of Object.values(THEMES)) expect(contrastRatio(highlightColor(theme), PAGE_BACKGROUND)).toBeGreaterThanOrEqual(3);
  });
});
