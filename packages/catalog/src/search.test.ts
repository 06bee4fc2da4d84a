import { describe, expect, it } from 'vitest';
import type { ApiVideo } from './api-schemas.ts';
import {
  SEARCHABLE_FIELDS,
  filterVideos,
  foldCase,
  matchesSearch,
  normalizeSearchTerm,
  resultsSuffix,
  searchTerm,
  searchableTextOf,
  type SearchableText,
} from './search.ts';
import { THEMES } from './themes/themes.ts';
import { toUiVideo } from './to-ui-video.ts';
import type { UiVideo } from './ui-video.ts';

const rock = THEMES.rock;
const musicVideoChannel = rock.labels.find((entry) => entry.title === 'Music Video');
if (musicVideoChannel === undefined) throw new Error('the rock theme has a Music Video channel');

const text: SearchableText = {
  title: 'Thunder Anthem (Official Video)',
  description: 'Recorded live at <b>Hellfest</b> in Clisson.',
  channelTitle: 'Nuclear Blast Records',
  username: 'NuclearBlastRecords',
};

function apiVideo(id: string, metadata: Partial<ApiVideo['metadata']> = {}): ApiVideo {
  return {
    _id: id,
    pathseo: id,
    parsed: true,
    metadata: {
      title: id,
      description: '',
      publishedAt: '2025-01-01T00:00:00.000Z',
      channelTitle: 'Some Channel',
      username: 'some-channel',
      videoId: 'dQw4w9WgXcQ',
      titleSeo: id,
      genre: [],
      snippet: { thumbnails: {} },
      ...metadata,
    },
  };
}

function uiVideo(id: string, metadata: Partial<ApiVideo['metadata']> = {}): UiVideo {
  return toUiVideo(apiVideo(id, metadata), rock);
}

describe('matchesSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['thunder', true],
    ['THUNDER ANTHEM', true],
    ['  anthem  ', true],
    ['hellfest', true],
    ['<b>hellfest</b>', true],
    ['clisson', true],
    ['blast rec', true],
    ['nuclearblastrecords', true],
    ['official video', true],
    ['wacken', false],
    ['thunder  anthem', false],
    ['%', false],
    ['_', false],
  ])('term %j matches: %s', (term, expected) => {
    expect(matchesSearch(text, term)).toBe(expected);
  });

  it.each(SEARCHABLE_FIELDS)('searches the %s field of the API metadata', (field) => {
    const blank: SearchableText = { title: '', description: '', channelTitle: '', username: '' };
    expect(matchesSearch({ ...blank, [field]: 'Some NEEDLE here' }, 'needle')).toBe(true);
    expect(matchesSearch(blank, 'needle')).toBe(false);
  });

  it.each([null, undefined])('matches everything for a %s term', (term) => {
    expect(matchesSearch(text, term)).toBe(true);
  });

  it.each([
    ['ÉTÉ INDIEN', 'été'],
    ['été indien', 'ÉTÉ'],
    ['ΟΔΟΣ ΡΟΚ', 'οδοσ'],
    ['İstanbul Nights', 'istanbul'],
  ])('is case-insensitive beyond ASCII: %j matches %j', (title, term) => {
    expect(matchesSearch({ ...text, title }, term)).toBe(true);
  });

  it('lower-cases a final sigma as the database does, not into ς', () => {
    expect(matchesSearch({ ...text, title: 'ΟΔΟΣ' }, 'οδος')).toBe(false);
  });
});

describe('foldCase', () => {
  it.each([
    ['ÉTÉ', 'été'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['İstanbul', 'istanbul'],
    ['MiXeD 100%_\\', 'mixed 100%_\\'],
  ])('%j -> %j, one code point for one', (input, folded) => {
    expect(foldCase(input)).toBe(folded);
    expect([...foldCase(input)]).toHaveLength([...input].length);
  });
});

describe('searchTerm and normalizeSearchTerm', () => {
  it.each([
    ['  Metal ', 'Metal', 'metal'],
    ['', '', ''],
    [null, '', ''],
    ['\u00a0ÉTÉ\t', 'ÉTÉ', 'été'],
  ])('%j: the server searches %j, the client compares %j', (term, trimmed, normalized) => {
    expect(searchTerm(term)).toBe(trimmed);
    expect(normalizeSearchTerm(term)).toBe(normalized);
  });
});

describe('searchableTextOf a UI video', () => {
  it('reads the API fields, so a channel is found by its identifier and not by the title the theme gives it', () => {
    const video = uiVideo('v-iron-sky', { title: 'Iron Sky', username: musicVideoChannel.label });
    expect(video.label).toBe('Music Video');
    expect(filterVideos([video], 'wmb')).toEqual([video]);
    expect(filterVideos([video], 'music video')).toEqual([]);
  });

  it('does not search the defaults shown for blank fields', () => {
    const video = uiVideo('v-blank', { title: '', description: '', channelTitle: '' });
    expect([video.title, video.overview, video.artist]).toEqual(['Untitled', 'No description available', 'Unknown Artist']);
    expect(searchableTextOf(video)).toMatchObject({ title: '', description: '', channelTitle: '', username: 'some-channel' });
    for (const term of ['untitled', 'no description', 'unknown artist']) expect(filterVideos([video], term)).toEqual([]);
  });

  it('searches a sample video (no API metadata) by the fields it shows', () => {
    const sample: UiVideo = { ...uiVideo('sample'), title: 'Welcome Series', overview: 'A sample overview', youtubeData: null };
    expect(filterVideos([sample], 'welcome')).toEqual([sample]);
    expect(filterVideos([sample], 'sample overview')).toEqual([sample]);
  });
});

describe('filterVideos', () => {
  const list = [
    uiVideo('v1', { title: 'Salsa night' }),
    uiVideo('v2', { title: 'Bachata', description: 'a salsa remix' }),
    uiVideo('v3', { title: 'Cumbia' }),
  ];

  it.each([
    ['salsa', ['v1', 'v2']],
    ['CUMBIA', ['v3']],
    ['', ['v1', 'v2', 'v3']],
    ['tango', []],
  ])('filter %j keeps %j in order', (term, ids) => {
    expect(filterVideos(list, term).map((video) => video.id)).toEqual(ids);
  });
});

describe('resultsSuffix', () => {
  it.each([
    [0, ' (0 results)'],
    [1, ' (1 result)'],
    [2, ' (2 results)'],
    [42, ' (42 results)'],
    [999, ' (999 results)'],
    [1000, ' (1000+ results)'],
  ])('%i -> %j', (count, suffix) => {
    expect(resultsSuffix(count)).toBe(suffix);
  });
});
