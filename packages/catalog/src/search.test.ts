import { describe, expect, it } from 'vitest';
import { filterVideos, matchesSearch, normalizeSearchTerm, resultsSuffix, type Searchable } from './search.ts';

const video: Searchable = {
  title: 'Thunder Anthem (Official Video)',
  name: 'Thunder Anthem (Official Video)',
  overview: 'Recorded live at <b>Hellfest</b> in Clisson.',
  channelTitle: 'Nuclear Blast Records',
  artist: 'Nuclear Blast Records',
  label: 'Nuclear Blast',
};

describe('matchesSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['thunder', true],
    ['THUNDER ANTHEM', true],
    ['  anthem  ', true],
    ['hellfest', true],
    ['clisson', true],
    ['blast rec', true],
    ['nuclear', true],
    ['official video', true],
    ['wacken', false],
    ['thunder  anthem', false],
    ['%', false],
    ['_', false],
  ])('term %j matches: %s', (term, expected) => {
    expect(matchesSearch(video, term)).toBe(expected);
  });

  it.each<[keyof Searchable, string]>([
    ['title', 'only-in-title'],
    ['name', 'only-in-name'],
    ['overview', 'only-in-overview'],
    ['channelTitle', 'only-in-channel'],
    ['artist', 'only-in-artist'],
    ['label', 'only-in-label'],
  ])('searches the %s field', (field, text) => {
    expect(matchesSearch({ [field]: `Some ${text.toUpperCase()} here` }, text)).toBe(true);
    expect(matchesSearch({}, text)).toBe(false);
  });

  it.each([null, undefined])('matches everything for a %s term', (term) => {
    expect(matchesSearch({}, term)).toBe(true);
  });

  it('is case-insensitive beyond ASCII', () => {
    expect(matchesSearch({ title: 'ÉTÉ INDIEN' }, 'été')).toBe(true);
  });
});

describe('normalizeSearchTerm', () => {
  it.each([
    ['  Metal ', 'metal'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (term, expected) => {
    expect(normalizeSearchTerm(term)).toBe(expected);
  });
});

describe('filterVideos', () => {
  const list = [
    { id: 1, title: 'Salsa night', overview: '' },
    { id: 2, title: 'Bachata', overview: 'a salsa remix' },
    { id: 3, title: 'Cumbia', overview: '' },
  ];

  it.each([
    ['salsa', [1, 2]],
    ['CUMBIA', [3]],
    ['', [1, 2, 3]],
    ['tango', []],
  ])('filter %j keeps %j in order', (term, ids) => {
    expect(filterVideos(list, term).map((v) => v.id)).toEqual(ids);
  });
});

describe('resultsSuffix', () => {
  it.each([
    [0, ' (0 results)'],
    [1, ' (1 result)'],
    [2, ' (2 results)'],
    [42, ' (42 results)'],
  ])('%i -> %j', (count, suffix) => {
    expect(resultsSuffix(count)).toBe(suffix);
  });
});
