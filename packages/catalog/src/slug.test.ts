import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Ça déchire — Live à Wacken!', 'ca-dechire-live-a-wacken'],
    ['Éléphant Noël Über Ñandú', 'elephant-noel-uber-nandu'],
    ['Œuvre & Æther, Straße', 'oeuvre-aether-strasse'],
    ['  --Already--Slugged--  ', 'already-slugged'],
    ['AC/DC - Thunderstruck (Official Video)', 'ac-dc-thunderstruck-official-video'],
    ['Nuclear Blast: 2024 #1', 'nuclear-blast-2024-1'],
    ['ﬁne ligature', 'fine-ligature'],
    ['日本語', ''],
    ['', ''],
    ['!!!', ''],
  ])('slugify(%j) is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps slugs at most 80 characters, cut at a word boundary', () => {
    const title = 'word '.repeat(40);
    const slug = slugify(title);
    expect(SLUG_MAX_LENGTH).toBe(80);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^(word-)*word$/);
    expect(slug.length).toBe(79);
  });

  it('cuts a single overlong word at 80 characters', () => {
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(80));
  });

  it('keeps a word that ends exactly at the limit', () => {
    const title = `${'b'.repeat(75)} cdef tail`;
    expect(slugify(title)).toBe(`${'b'.repeat(75)}-cdef`);
  });
});
