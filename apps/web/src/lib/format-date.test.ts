import { describe, expect, it } from 'vitest';
import { releaseDateText } from './format-date.ts';

describe('releaseDateText', () => {
  it("writes every month as Intl does in the theme's language, in UTC", () => {
    for (const [lang, locale] of [['en', 'en-GB'], ['fr', 'fr']] as const) {
      const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
      for (let month = 0; month < 12; month += 1) {
        // Late in the day: a date written in another time zone than UTC would show the next day.
        const date = new Date(Date.UTC(2024, month, month + 9, 23, 30));
        expect(releaseDateText(date.toISOString(), lang)).toBe(intl.format(date));
      }
    }
    expect(releaseDateText('2024-03-01', 'en')).toBe('1 Mar 2024');
    expect(releaseDateText('2024-03-01', 'fr')).toBe('1 mars 2024');
  });

  it('shows a text that is no date as it is', () => {
    expect(releaseDateText('bientôt', 'fr')).toBe('bientôt');
  });
});
