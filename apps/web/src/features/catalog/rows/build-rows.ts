import { filterVideos, normalizeSearchTerm, resultsSuffix } from '@vitrine/catalog/search';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import type { WatchProgress } from '../../../lib/local-library.ts';
import type { TextLanguage } from '../../../theme/text-language.ts';
import {
  BASE_CATEGORIES,
  categoryQuery,
  labelCategory,
  selectLatest,
  type CategoryKey,
  type CategoryState,
} from '../stores/category-store.ts';
import {
  FALLBACK_CONTINUE_WATCHING,
  FALLBACK_MY_LIST,
  FALLBACK_NEW_RELEASES,
  FALLBACK_POPULAR,
  FALLBACK_TRENDING,
} from '../fallback/fallback-rows.ts';

/** Row titles (PRODUCT §2.3), in display order. */
export const ROW_TITLES = {
  trending: 'Trending',
  popular: 'Popular',
  newReleases: 'New Releases',
  continueWatching: 'Continue Watching',
  myList: 'My List',
} as const;

export function latestRowTitle(count: number): string {
  return `Dernières vidéos publiées (${count})`;
}

export interface RowItem {
  video: UiVideo;
  /** Share watched, 0 to 1 (Continue Watching). */
  progress?: number;
}

export interface RowModel {
  key: string;
  title: string;
  items: RowItem[];
  variant: 'latest' | 'default';
  /** The store category behind the row: retry and load-more go there. */
  category?: CategoryKey;
  isLoading: boolean;
  error: string | null;
  canLoadMore: boolean;
  /** Sample data shown because the API gave nothing. */
  isFallback: boolean;
  /** The language of the title: the spec's row names are English but for the latest row's (PRODUCT §2.10); a label's title is the theme's. */
  titleLang?: TextLanguage;
  /** While a search is active: how many videos of this row match (what its title counts). */
  matchCount?: number;
}

export interface RowSources {
  theme: ThemeConfig;
  categories: Readonly<Record<string, CategoryState>>;
  /** The term the server answered for (debounced). */
  serverSearch: string;
  /** The term as typed: rows filter on it at once. */
  term: string;
  selectedLabel: string | null;
  continueWatching: readonly WatchProgress[];
  myList: readonly UiVideo[];
  now: number;
}

const FALLBACK_LISTS: Readonly<Record<'trending' | 'popular' | 'newReleases', readonly UiVideo[]>> = {
  trending: FALLBACK_TRENDING,
  popular: FALLBACK_POPULAR,
  newReleases: FALLBACK_NEW_RELEASES,
};

/** Not fetched yet, or fetching with nothing to show yet. */
function isWaiting(category: CategoryState | undefined): boolean {
  return !category || (category.loading && category.videos.length === 0);
}

/**
 * The API gave nothing at all: every base row answered (error or empty) with no search
 * running. Then even the visitor's empty local rows show the spec's sample data.
 */
export function catalogueGaveNothing(categories: Readonly<Record<string, CategoryState>>, serverSearch: string): boolean {
  if (serverSearch !== '') return false;
  return BASE_CATEGORIES.every((key) => {
    const category = categories[key];
    return category !== undefined && !category.loading && category.videos.length === 0;
  });
}

/**
 * When the whole catalogue failed, one message for the page instead of an error in
 * every row: the rows show the sample data and a single retry refetches them all.
 */
export function catalogueError(categories: Readonly<Record<string, CategoryState>>, serverSearch: string): string | null {
  if (!catalogueGaveNothing(categories, serverSearch)) return null;
  return BASE_CATEGORIES.map((key) => categories[key]?.error ?? null).find((error) => error !== null) ?? null;
}

/**
 * How many videos a server-searched row matches, for its title (PRODUCT §2.3). Once the server has answered
 * the term as typed, its total (more than the cards loaded until the visitor scrolls). Before
 * that — the debounce and the request — the cards loaded for the previous term are filtered
 * at once, and the title counts those: the best figure the page has, replaced when the answer
 * comes. A base row the sidebar's label narrows on the client counts its cards too, as the
 * server's total was for every label.
 */
function matchCount(key: CategoryKey, category: CategoryState | undefined, shown: number, sources: RowSources): number {
  const total = category?.pagination.totalDocs ?? null;
  const isAnswerForTerm = normalizeSearchTerm(sources.serverSearch) === normalizeSearchTerm(sources.term);
  const isNarrowedByLabel = sources.selectedLabel !== null && categoryQuery(key).label === undefined;
  return total !== null && isAnswerForTerm && !isNarrowedByLabel ? total : shown;
}

/** The home page's rows in the spec's order, with their titles and cards; rows with nothing to show are left out. */
export function buildRows(sources: RowSources): RowModel[] {
  const { theme, categories, serverSearch, term, selectedLabel, now } = sources;
  const isSearching = normalizeSearchTerm(term) !== '';
  const suffix = (count: number) => (isSearching ? resultsSuffix(count) : '');
  // The sidebar's label filter narrows every row to that channel.
  const ofLabel = (videos: readonly UiVideo[]) => (selectedLabel ? videos.filter((video) => video.username === selectedLabel || video.label === selectedLabel) : [...videos]);
  const visible = (videos: readonly UiVideo[]) => filterVideos(ofLabel(videos), term);
  const gaveNothing = catalogueGaveNothing(categories, serverSearch);
  // The page shows that failure once (catalogueError); rows then only carry sample data.
  const rowError = (category: CategoryState | undefined) => (category && !category.loading && !gaveNothing ? category.error : null);
  const rows: RowModel[] = [];

  const apiRow = (key: CategoryKey, baseTitle: string, fallback: readonly UiVideo[], titleLang?: TextLanguage) => {
    const category = categories[key];
    const error = rowError(category);
    const base = { key, category: key, variant: 'default' as const, error, isFallback: false, titleLang };
    if (isWaiting(category)) {
      rows.push({ ...base, title: baseTitle, items: [], isLoading: true, canLoadMore: false });
      return;
    }
    const videos = category?.videos ?? [];
    const apiGaveNothing = videos.length === 0 && (category?.error != null || serverSearch === '');
    if (apiGaveNothing) {
      const items = visible(fallback);
      if (items.length === 0 && error === null) return;
      rows.push({ ...base, title: baseTitle + suffix(items.length), matchCount: items.length, items: items.map((video) => ({ video })), isLoading: false, canLoadMore: false, isFallback: items.length > 0 });
      return;
    }
    const items = visible(videos);
    if (items.length === 0 && error === null) return;
    const matches = matchCount(key, category, items.length, sources);
    rows.push({
      ...base,
      title: baseTitle + suffix(matches),
      matchCount: matches,
      items: items.map((video) => ({ video })),
      isLoading: category?.loading ?? false,
      canLoadMore: category?.pagination.hasMore ?? false,
    });
  };

  const latest = categories.latest;
  if (latest && !isWaiting(latest)) {
    const items = visible(selectLatest(latest.videos, now));
    const error = rowError(latest);
    if (items.length > 0 || error !== null) {
      rows.push({
        key: 'latest',
        category: 'latest',
        // Its title already counts its cards (at most 4, of the last 2 days): no second count during a search.
        title: latestRowTitle(items.length),
        titleLang: 'fr',
        matchCount: items.length,
        items: items.map((video) => ({ video })),
        variant: 'latest',
        isLoading: false,
        error,
        canLoadMore: false,
        isFallback: false,
      });
    }
  }

  apiRow('trending', ROW_TITLES.trending, FALLBACK_LISTS.trending, 'en');
  apiRow('popular', ROW_TITLES.popular, FALLBACK_LISTS.popular, 'en');
  apiRow('newReleases', ROW_TITLES.newReleases, FALLBACK_LISTS.newReleases, 'en');

  const localRow = (key: 'continueWatching' | 'myList', items: RowItem[], fallback: RowItem[]) => {
    const isFallback = items.length === 0 && gaveNothing;
    const shown = (isFallback ? fallback : items).filter((item) => visible([item.video]).length > 0);
    if (shown.length === 0) return;
    rows.push({ key, title: ROW_TITLES[key] + suffix(shown.length), titleLang: 'en', matchCount: shown.length, items: shown, variant: 'default', isLoading: false, error: null, canLoadMore: false, isFallback });
  };

  localRow(
    'continueWatching',
    sources.continueWatching.map((entry) => ({ video: entry.video, progress: entry.durationSeconds > 0 ? entry.progressSeconds / entry.durationSeconds : 0 })),
    FALLBACK_CONTINUE_WATCHING.map((entry) => ({ video: entry.video, progress: entry.progress })),
  );
  localRow(
    'myList',
    sources.myList.map((video) => ({ video })),
    FALLBACK_MY_LIST.map((video) => ({ video })),
  );

  for (const entry of theme.labels) {
    if (selectedLabel && entry.label !== selectedLabel) continue;
    const key = labelCategory(entry.label);
    // A label row not asked for yet waits for view; when the whole catalogue failed it stays out, like a failed one.
    if (gaveNothing && categories[key] === undefined) continue;
    apiRow(key, entry.title, []);
  }

  return rows;
}

/**
 * How many videos a search found (PRODUCT §2.10): the largest row count. Trending, Popular and New
 * Releases order the same catalogue, so their count is the catalogue's; adding rows up would
 * count a video once per row it appears in.
 */
export function searchResultCount(rows: readonly RowModel[]): number {
  return rows.reduce((largest, row) => Math.max(largest, row.matchCount ?? 0), 0);
}
