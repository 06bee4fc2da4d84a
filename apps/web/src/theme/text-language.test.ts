import { describe, expect, it } from 'vitest';
import { langAttributeFor } from './text-language.ts';

describe('langAttributeFor', () => {
  it("names a text's language only where it differs from the page's", () => {
    expect(langAttributeFor('fr', 'en')).toBe('fr');
    expect(langAttributeFor('en', 'fr')).toBe('en');
    expect(langAttributeFor('en', 'en')).toBeUndefined();
    expect(langAttributeFor('fr', 'fr')).toBeUndefined();
  });
});
