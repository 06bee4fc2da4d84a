import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, isThemeId, THEME, THEME_CODE_VALUES, THEME_CODES, THEME_IDS, THEME_PORTS, themeIdFromCode } from './theme-ids.ts';

describe('theme ids', () => {
  it('maps the spec names to the nine ids', () => {
    expect(THEME).toEqual({
      ROCK: 'rock',
      LATINO: 'latino',
      STANDUP_CH: 'standup',
      CULTURE_FR: 'culture_fr',
      SPKOMBAT: 'spkombat',
      BRAND_FR: 'brand_fr',
      BRAND_EN: 'brand_en',
      SPORT: 'sport',
      WILDPEAKS: 'wildpeaks',
    });
    expect(THEME_IDS).toHaveLength(9);
    expect(DEFAULT_THEME).toBe('rock');
  });

  it.each([
    ['rock', 'wmb', 3001],
    ['latino', 'latino', 3002],
    ['standup', 'standup', 3003],
    ['culture_fr', 'culturefr', 3004],
    ['spkombat', 'spkombat', 3005],
    ['brand_fr', 'brandfr', 3006],
    ['brand_en', 'branden', 3007],
    ['sport', 'sport', 3008],
    ['wildpeaks', 'wildpeaks', 3009],
  ] as const)('%s has code %s and port %i', (id, code, port) => {
    expect(THEME_CODES[id]).toBe(code);
    expect(THEME_PORTS[id]).toBe(port);
    expect(themeIdFromCode(code)).toBe(id);
    expect(THEME_CODE_VALUES).toContain(code);
  });

  it.each([
    ['rock', true],
    ['wildpeaks', true],
    ['Rock', false],
    ['wmb', false],
    ['', false],
    ['toString', false],
    [null, false],
    [3001, false],
  ])('isThemeId(%j) is %s', (value, expected) => {
    expect(isThemeId(value)).toBe(expected);
  });

  it('finds no theme for an unknown code', () => {
    expect(themeIdFromCode('rock')).toBeUndefined();
  });
});
