import { THEMES } from '@vitrine/catalog/themes/themes';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CONTINUE_WATCHING, FALLBACK_MY_LIST, FALLBACK_TRENDING } from '../fallback/fallback-rows.ts';
import { fallbackVideo } from '../fallback/fallback-video.ts';
import { emptyCategory, labelCategory, type CategoryState } from '../stores/category-store.ts';
import { buildRows, catalogueError, latestRowTitle, searchResultCount, type RowSources } from './build-rows.ts';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const HOUR_MS = 3_600_000;
const standup = THEMES.standup;

function video(id: string, { title = id, username = 'MontreuxComedy', hoursAgo = 100 }: { title?: string; username?: string; hoursAgo?: number } = {}): UiVideo {
  const published = new Date(NOW - hoursAgo * HOUR_MS).toISOString();
  return { ...fallbackVideo({ id, title, overview: '', channelTitle: username, releaseDate: published, voteAverage: 8, genreIds: [], kind: 'film' }), username, publishedAt: published };
}

function loaded(videos: UiVideo[], extra: Partial<CategoryState> = {}): CategoryState {
  return { ...emptyCategory(), videos, ...extra };
}

/** Every base and label row of the stand-up theme in the same state. */
function allRows(state: CategoryState): Record<string, CategoryState> {
  const keys = ['latest', 'trending', 'popular', 'newReleases', ...standup.labels.map((entry) => labelCategory(entry.label))];
  return Object.fromEntries(keys.map((key) => [key, state]));
}

function sources(overrides: Partial<RowSources> = {}): RowSources {
  const categories: Record<string, CategoryState> = {
    latest: loaded([video('new-1', { hoursAgo: 2 }), video('new-2', { hoursAgo: 30 }), video('old', { hoursAgo: 72 })]),
    trending: loaded([video('t1', { title: 'Festival gala' }), video('t2')]),
    popular: loaded([video('p1')]),
    newReleases: loaded([video('n1')]),
  };
  for (const entry of standup.labels) categories[labelCategory(entry.label)] = loaded([video(`l-${entry.label}`, { username: entry.label })]);
  return { theme: standup, categories, serverSearch: '', term: '', selectedLabel: null, continueWatching: [], myList: [], now: NOW, ...overrides };
}

describe('buildRows', () => {
  it('names the language of each row title: French for the latest row, English for the spec rows, the theme\'s for labels', () => {
    const rows = buildRows(sources({ myList: [video('kept')] }));
    const langOf = (key: string) => rows.find((row) => row.key === key)?.titleLang;
    expect(langOf('latest')).toBe('fr');
    expect(['trending', 'popular', 'newReleases', 'myList'].map(langOf)).toEqual(['en', 'en', 'en', 'en']);
    expect(langOf(labelCategory(standup.labels[0]?.label ?? ''))).toBeUndefined();
  });

  it('counts what a search found as its largest row count, never adding rows up', () => {
    const term = 'gala';
    const rows = buildRows(
      sources({
        term,
        serverSearch: term,
        categories: {
          ...sources().categories,
          trending: loaded([video('t1', { title: 'Festival gala' }), video('t2', { title: 'Gala night' })], { pagination: { offset: 2, limit: 8, hasMore: true, totalDocs: 5 } }),
          popular: loaded([video('t2', { title: 'Gala night' })]),
        },
      }),
    );
    expect(rows.find((row) => row.key === 'trending')?.title).toBe('Trending (5 results)');
    expect(searchResultCount(rows)).toBe(5);
    expect(searchResultCount([])).toBe(0);
  });

  it('lists the rows in the spec order, with one row per channel label titled by its entry', () => {
    const titles = buildRows(sources()).map((row) => row.title);
    expect(titles).toEqual([latestRowTitle(2), 'Trending', 'Popular', 'New Releases', ...standup.labels.map((entry) => entry.title)]);
    expect(titles[0]).toBe('Dernières vidéos publiées (2)');
  });

  it('keeps only the videos of the last 2 days, at most 4, in the latest row', () => {
    const recent = Array.from({ length: 6 }, (_, i) => video(`r${i}`, { hoursAgo: i + 1 }));
    const rows = buildRows(sources({ categories: { ...sources().categories, latest: loaded(recent) } }));
    expect(rows[0]?.title).toBe('Dernières vidéos publiées (4)');
    expect(rows[0]?.items.map((item) => item.video.id)).toEqual(['r0', 'r1', 'r2', 'r3']);
  });

  it('shows Continue Watching with its progress and My List when this browser has them', () => {
    const watched = video('watched');
    const rows = buildRows(sources({ continueWatching: [{ video: watched, progressSeconds: 30, durationSeconds: 120, updatedAt: NOW }], myList: [video('kept')] }));
    const titles = rows.map((row) => row.title);
    expect(titles.slice(4, 6)).toEqual(['Continue Watching', 'My List']);
    expect(rows[4]?.items[0]?.progress).toBe(0.25);
  });

  it('adds the result count to every row title while a term is typed, and drops rows without a match', () => {
    const rows = buildRows(sources({ term: '  GALA ' }));
    expect(rows.map((row) => row.title)).toEqual(['Trending (1 result)']);
    const several = buildRows(sources({ term: 'l-' }));
    expect(several.map((row) => row.title)).toEqual(standup.labels.map((entry) => `${entry.title} (1 result)`));
  });

  describe('result counts during a search', () => {
    const gala = Array.from({ length: 8 }, (_, i) => video(`gala-${i}`, { title: `Gala night ${i}` }));
    const answered = (total: number) => loaded(gala, { pagination: { offset: 8, limit: 8, hasMore: total > 8, totalDocs: total } });

    it('counts the matches the server has, not the cards loaded so far', () => {
      const base = sources();
      const rows = buildRows({ ...base, serverSearch: 'gala', term: 'GALA ', categories: { ...base.categories, trending: answered(12) } });
      const trending = rows.find((row) => row.key === 'trending');
      expect(trending?.title).toBe('Trending (12 results)');
      expect(trending?.items).toHaveLength(8);
    });

    it('until the server answers the term as typed, counts the loaded cards that match it', () => {
      const base = sources();
      const categories = { ...base.categories, trending: answered(12) };
      // Typed further than the term the server answered (the debounce has not run yet).
      expect(buildRows({ ...base, serverSearch: 'gala', term: 'gala night 1', categories }).find((row) => row.key === 'trending')?.title).toBe('Trending (1 result)');
      // Asked, not answered: the total still belongs to no term.
      const asked = { ...categories, trending: loaded(gala, { loading: true }) };
      expect(buildRows({ ...base, serverSearch: 'gala', term: 'gala', categories: asked }).find((row) => row.key === 'trending')?.title).toBe('Trending (8 results)');
    });

    it('gives the latest row a single count, its own', () => {
      const rows = buildRows(sources({ serverSearch: 'new-1', term: 'new-1' }));
      expect(rows.map((row) => row.title)).toEqual(['Dernières vidéos publiées (1)']);
    });

    it('counts the cards of a base row that the sidebar narrows to one label, and the server total of that label row', () => {
      const base = sources();
      const entry = standup.labels.find((candidate) => candidate.label !== 'MontreuxComedy');
      if (entry === undefined) throw new Error('the stand-up theme has a second label');
      const ofLabel = video('gala-label', { title: 'Gala of the label', username: entry.label });
      const categories = {
        ...base.categories,
        trending: loaded([...gala, ofLabel], { pagination: { offset: 9, limit: 8, hasMore: true, totalDocs: 30 } }),
        [labelCategory(entry.label)]: loaded([ofLabel], { pagination: { offset: 1, limit: 8, hasMore: false, totalDocs: 1 } }),
      };
      const rows = buildRows({ ...base, serverSearch: 'gala', term: 'gala', selectedLabel: entry.label, categories });
      expect(rows.map((row) => row.title)).toEqual(['Trending (1 result)', `${entry.title} (1 result)`]);
    });

    it('counts the items of Continue Watching and My List that match', () => {
      const rows = buildRows(sources({ serverSearch: 'gala', term: 'gala', myList: [video('kept', { title: 'Gala kept' }), video('other'), video('kept-too', { title: 'Second gala' })] }));
      expect(rows.find((row) => row.key === 'myList')?.title).toBe('My List (2 results)');
    });
  });

  it('shows everything again for an empty term', () => {
    expect(buildRows(sources({ term: '   ' }))).toEqual(buildRows(sources()));
  });

  it('shows the sample series and films in a row whose request failed, with its error to retry', () => {
    const base = sources();
    const rows = buildRows({ ...base, categories: { ...base.categories, trending: loaded([], { error: 'Server error. Please try again later.' }) } });
    const trending = rows.find((row) => row.key === 'trending');
    expect(trending?.items.map((item) => item.video)).toEqual(FALLBACK_TRENDING);
    expect(trending?.isFallback).toBe(true);
    expect(trending?.error).toBe('Server error. Please try again later.');
    expect(rows.find((row) => row.key === 'popular')?.isFallback).toBe(false);
  });

  it('falls back everywhere, local rows included, when the API gives nothing, and reports the failure once', () => {
    const failed = loaded([], { error: 'Server error. Please try again later.' });
    const categories = allRows(failed);
    const rows = buildRows(sources({ categories }));
    expect(rows.map((row) => row.title)).toEqual(['Trending', 'Popular', 'New Releases', 'Continue Watching', 'My List']);
    expect(rows.every((row) => row.error === null)).toBe(true);
    expect(rows[3]?.items.map((item) => item.progress)).toEqual(FALLBACK_CONTINUE_WATCHING.map((entry) => entry.progress));
    expect(rows[4]?.items.map((item) => item.video)).toEqual(FALLBACK_MY_LIST);
    expect(catalogueError(categories, '')).toBe('Server error. Please try again later.');
  });

  it('shows sample data for an empty catalogue but not for a search without results', () => {
    const categories = allRows(loaded([]));
    expect(buildRows(sources({ categories })).map((row) => row.key)).toEqual(['trending', 'popular', 'newReleases', 'continueWatching', 'myList']);
    expect(buildRows(sources({ categories, serverSearch: 'zzz', term: 'zzz' }))).toEqual([]);
  });

  it('leaves out the label rows not asked for yet when the base rows failed: the page shows sample data only', () => {
    const failed = loaded([], { error: 'Server error. Please try again later.' });
    const categories = { latest: failed, trending: failed, popular: failed, newReleases: failed };
    expect(buildRows(sources({ categories })).map((row) => row.key)).toEqual(['trending', 'popular', 'newReleases', 'continueWatching', 'myList']);
  });

  it('draws a label row not asked for yet as a titled skeleton, waiting to come near view', () => {
    const [first] = standup.labels;
    const categories = Object.fromEntries(Object.entries(sources().categories).filter(([key]) => key !== labelCategory(first!.label)));
    const row = buildRows(sources({ categories })).find((candidate) => candidate.key === labelCategory(first!.label));
    expect(row).toMatchObject({ title: first!.title, isLoading: true, items: [] });
  });

  it('draws skeleton rows while the first page loads', () => {
    const rows = buildRows(sources({ categories: { trending: { ...emptyCategory(), loading: true } } }));
    expect(rows[0]).toMatchObject({ key: 'trending', title: 'Trending', isLoading: true, items: [] });
  });

  it('narrows the rows to the label chosen in the sidebar', () => {
    const rows = buildRows(sources({ selectedLabel: 'LePointVirgule' }));
    expect(rows.map((row) => row.title)).toEqual(['Le Point Virgule']);
  });

  it('offers the next page only when the API said there is more', () => {
    const base = sources();
    const rows = buildRows({ ...base, categories: { ...base.categories, popular: loaded([video('p1')], { pagination: { offset: 8, limit: 8, hasMore: true, totalDocs: 9 } }) } });
    expect(rows.find((row) => row.key === 'popular')?.canLoadMore).toBe(true);
    expect(rows.find((row) => row.key === 'trending')?.canLoadMore).toBe(false);
  });
});
