import type { BlogListAnswer, OrderDirection, OrderField } from '@vitrine/catalog/api-schemas';
import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import { FIRST_SCREEN_ROW_ORDERS, FIRST_SCREEN_ROWS, heroVideo, LABEL_ROW_ORDER, ROW_MAX_VIDEOS, ROW_PAGE_SIZE, type FirstScreenData, type FirstScreenRowKey } from '@vitrine/catalog/first-screen';
import { pageTheme } from '../../../config/page-theme.ts';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { withLoadedDescription, type UiVideo } from '@vitrine/catalog/ui-video';
import { useEffect } from 'react';
import { create } from '../../../lib/create-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useThemeStore } from '../../../theme/theme-store.ts';
import { getVideos, toVideoPage, type VideoPage } from '../api/get-videos.ts';

/**
 * The per-category store (PRODUCT §4.3): the row cache of the home page, one
 * entry per row, with the search term the rows were fetched for. What the page shows on top of
 * the rows (open overlay, current video, label filter) is the page's own state; the hero's video
 * and the list of loaded videos are read from the rows (selectFeaturedVideo, loadedVideos).
 */

/** The rows the server renders with the page (issue 9); the label rows load as they come near view. */
export type BaseCategoryKey = FirstScreenRowKey;
export type CategoryKey = BaseCategoryKey | `label:${string}`;

export interface CategoryPagination {
  /** Where the next page starts (the number of videos loaded so far). */
  offset: number;
  limit: number;
  hasMore: boolean;
  /** The server's total for this row and the current search (row titles count it); null until it answers, or when it sent no pagination. */
  totalDocs: number | null;
}

export interface CategoryState {
  videos: UiVideo[];
  loading: boolean;
  error: string | null;
  pagination: CategoryPagination;
}

export const PAGE_SIZE = ROW_PAGE_SIZE;
// Each page is capped to PAGE_SIZE by getVideos, so ROW_MAX_VIDEOS bounds the cards of a row.
export { ROW_MAX_VIDEOS };
/** The 'latest' row keeps at most 4 videos published in the last 2 days (PRODUCT §9.1). */
export const LATEST_WINDOW_MS = 172_800_000;
export const LATEST_MAX = 4;

export const BASE_CATEGORIES: readonly BaseCategoryKey[] = FIRST_SCREEN_ROWS;

const LABEL_PREFIX = 'label:';

export function labelCategory(label: string): CategoryKey {
  return `${LABEL_PREFIX}${label}`;
}

/** Every row of a theme: the four base rows, then one per channel label. */
export function themeCategories(theme: ThemeConfig): CategoryKey[] {
  return [...BASE_CATEGORIES, ...theme.labels.map((entry) => labelCategory(entry.label))];
}

interface CategoryQuery {
  label?: string;
  orderfields: OrderField;
  orderby: OrderDirection;
}

const BASE_QUERIES: Readonly<Record<BaseCategoryKey, CategoryQuery>> = FIRST_SCREEN_ROW_ORDERS;

export function categoryQuery(key: CategoryKey): CategoryQuery {
  if (key.startsWith(LABEL_PREFIX)) return { label: key.slice(LABEL_PREFIX.length), ...LABEL_ROW_ORDER };
  return BASE_QUERIES[key as BaseCategoryKey];
}

/** Up to 4 videos published in the 2 days before `now`, newest first. */
export function selectLatest(videos: readonly UiVideo[], now: number): UiVideo[] {
  return videos
    .map((video) => ({ video, publishedMs: Date.parse(video.publishedAt) }))
    .filter(({ publishedMs }) => publishedMs <= now && now - publishedMs <= LATEST_WINDOW_MS)
    .sort((a, b) => b.publishedMs - a.publishedMs)
    .slice(0, LATEST_MAX)
    .map(({ video }) => video);
}

export interface CategoryStore {
  /** A missing key means "not fetched yet": read through selectCategory(). */
  categories: Record<string, CategoryState>;
  /** The debounced term the rows were fetched for ('' when not searching). */
  search: string;
  /** The rows as they were before a search began, restored without a request when the term is cleared. */
  rowsBeforeSearch: Record<string, CategoryState> | null;
  setLoading(key: CategoryKey, loading: boolean): void;
  setVideos(key: CategoryKey, videos: UiVideo[]): void;
  appendVideos(key: CategoryKey, videos: UiVideo[]): void;
  setError(key: CategoryKey, message: string): void;
  clearError(key: CategoryKey): void;
  updatePagination(key: CategoryKey, pagination: Partial<CategoryPagination>): void;
  resetCategory(key: CategoryKey): void;
  resetAll(): void;
  /** Refetches every row for the new term; back to empty, the rows seen before the search return without a request. */
  setSearch(term: string): void;
  /** Ignored while that category is loading; `append` loads the next page from the stored offset. */
  fetchCategory(key: CategoryKey, options?: { append?: boolean }): Promise<void>;
  /** (Re)fetches the base rows and every row already requested; the other label rows wait until they come near view. */
  fetchAll(): Promise<void>;
  /** Gives the rows' copies of this video that came without a description the one loaded for it (withLoadedDescription). */
  describeVideo(loaded: UiVideo): void;
}

export function emptyCategory(): CategoryState {
  return { videos: [], loading: false, error: null, pagination: { offset: 0, limit: PAGE_SIZE, hasMore: false, totalDocs: null } };
}

const EMPTY_CATEGORY: CategoryState = Object.freeze(emptyCategory());

export function selectCategory(key: CategoryKey): (state: CategoryStore) => CategoryState {
  return (state) => state.categories[key] ?? EMPTY_CATEGORY;
}

/**
 * The hero's video (heroVideo: the first trending video, else the first latest one). A search
 * does not change it: while a term is applied it comes from the rows seen before the search.
 */
export function selectFeaturedVideo(state: CategoryStore): UiVideo | null {
  const rows = state.search === '' ? state.categories : (state.rowsBeforeSearch ?? {});
  return heroVideo((key) => rows[key]?.videos[0]);
}

/** Every video in the loaded rows, in row order (a video may appear in several rows). */
export function loadedVideos(categories: Readonly<Record<string, CategoryState>>): UiVideo[] {
  return Object.values(categories).flatMap((category) => category.videos);
}

/**
 * The request each category is waiting for. A reset, a new search or a theme change
 * forgets them, so an answer that arrives afterwards is dropped rather than shown.
 */
let pendingRequests = new Map<string, symbol>();

export const useCategoryStore = create<CategoryStore>()((set, get) => {
  function update(key: CategoryKey, change: (category: CategoryState) => Partial<CategoryState>): void {
    set((state) => {
      const category = state.categories[key] ?? emptyCategory();
      return { categories: { ...state.categories, [key]: { ...category, ...change(category) } } };
    });
  }

  function forgetPendingRequests(): void {
    pendingRequests = new Map();
  }

  return {
    categories: {},
    search: '',
    rowsBeforeSearch: null,

    setLoading: (key, loading) => update(key, () => ({ loading })),
    setVideos: (key, videos) => update(key, () => ({ videos, error: null, loading: false })),
    appendVideos: (key, videos) =>
      update(key, (category) => {
        // Pages can overlap when the catalogue changes between two requests.
        const known = new Set(category.videos.map((video) => video.id));
        const merged = [...category.videos, ...videos.filter((video) => !known.has(video.id))];
        return { videos: merged.slice(0, ROW_MAX_VIDEOS), error: null, loading: false };
      }),
    setError: (key, message) => update(key, () => ({ error: message, loading: false })),
    clearError: (key) => update(key, () => ({ error: null })),
    updatePagination: (key, pagination) => update(key, (category) => ({ pagination: { ...category.pagination, ...pagination } })),
    resetCategory(key) {
      pendingRequests.delete(key);
      set((state) => {
        const { [key]: _removed, ...categories } = state.categories;
        return { categories };
      });
    },
    resetAll() {
      forgetPendingRequests();
      set({ categories: {}, rowsBeforeSearch: null });
    },

    setSearch(term) {
      const search = term.trim();
      const { search: previous, categories, rowsBeforeSearch } = get();
      if (search === previous) return;
      forgetPendingRequests();
      if (search === '' && rowsBeforeSearch) {
        // Rows that were still loading when the search began have no answer to restore.
        const restored = Object.fromEntries(Object.entries(rowsBeforeSearch).filter(([, category]) => !category.loading));
        set({ search, categories: restored, rowsBeforeSearch: null });
        const missing = BASE_CATEGORIES.filter((key) => !restored[key]);
        void Promise.all(missing.map((key) => get().fetchCategory(key)));
        return;
      }
      // The cards stay until the answers come; the totals were for the previous term.
      set((state) => ({
        search,
        rowsBeforeSearch: previous === '' ? categories : state.rowsBeforeSearch,
        categories: Object.fromEntries(
          Object.entries(state.categories).map(([key, category]) => [key, { ...category, loading: false, pagination: { ...category.pagination, totalDocs: null } }]),
        ),
      }));
      // A search asks every row at once: rows without a match leave, so every row may come into view.
      const keys = themeCategories(useThemeStore.getState().theme);
      void Promise.all(keys.map((key) => get().fetchCategory(key)));
    },

    async fetchCategory(key, { append = false } = {}) {
      const current = get().categories[key] ?? EMPTY_CATEGORY;
      if (current.loading) return;
      if (append && !current.pagination.hasMore) return;
      const request = Symbol(key);
      pendingRequests.set(key, request);
      const { search } = get();
      const offset = append ? current.pagination.offset : 0;
      get().setLoading(key, true);
      try {
        const page = await getVideos({
          theme: useThemeStore.getState().themeId,
          category: key,
          limit: PAGE_SIZE,
          offset,
          search,
          ...categoryQuery(key),
        });
        if (pendingRequests.get(key) !== request) return;
        if (append) get().appendVideos(key, page.videos);
        else get().setVideos(key, page.videos);
        get().updatePagination(key, paginationAfter(page, offset));
      } catch (error) {
        if (pendingRequests.get(key) !== request) return;
        get().setError(key, error instanceof ApiError ? error.message : API_ERROR_MESSAGES.unknown);
      } finally {
        if (pendingRequests.get(key) === request) pendingRequests.delete(key);
      }
    },

    async fetchAll() {
      const keys = new Set<string>([...BASE_CATEGORIES, ...Object.keys(get().categories)]);
      await Promise.all([...keys].map((key) => get().fetchCategory(key as CategoryKey)));
    },

    describeVideo(loaded) {
      const describe = (rows: Record<string, CategoryState>) =>
        Object.fromEntries(Object.entries(rows).map(([key, category]) => [key, { ...category, videos: category.videos.map((video) => withLoadedDescription(video, loaded)) }]));
      set((state) => ({ categories: describe(state.categories), rowsBeforeSearch: state.rowsBeforeSearch && describe(state.rowsBeforeSearch) }));
    },
  };
});

// A new theme means a new catalogue: every row starts again (PRODUCT §4.2).
useThemeStore.subscribe((state, previous) => {
  if (state.themeId === previous.themeId) return;
  useCategoryStore.getState().resetAll();
  void useCategoryStore.getState().fetchAll();
});

function paginationAfter(page: VideoPage, offset: number): CategoryPagination {
  const nextOffset = offset + page.videos.length;
  return { offset: nextOffset, limit: PAGE_SIZE, hasMore: page.hasMore && nextOffset < ROW_MAX_VIDEOS, totalDocs: page.pagination?.totalDocs ?? null };
}

/** The first-screen rows the server rendered, as the store holds them once fetched (issue 9). */
export function firstScreenCategories(data: FirstScreenData): Record<string, CategoryState> {
  const theme = pageTheme(data.themeId);
  const leftOut = new Set(data.descriptionsLeftOut);
  // Such a video is searched by its other fields until the server answers the term (PRODUCT §5.2).
  const withDescriptionToLoad = (video: UiVideo): UiVideo => (leftOut.has(video.id) ? { ...video, overview: null } : video);
  const categoryOf = (answer: BlogListAnswer): CategoryState => {
    const page = toVideoPage(answer, theme, PAGE_SIZE, data.renderedAt);
    return { videos: page.videos.map(withDescriptionToLoad), loading: false, error: null, pagination: paginationAfter(page, 0) };
  };
  const rows: [CategoryKey, CategoryState][] = BASE_CATEGORIES.map((key) => [key, categoryOf(data.rows[key])]);
  // A label's page (PRODUCT §12) renders that label's row too.
  if (data.label !== null) rows.push([labelCategory(data.label.label), categoryOf(data.label.row)]);
  return Object.fromEntries(rows);
}

/**
 * Starts the store from the rows the server rendered the page with (the server render and the
 * browser before hydrating), so both draw the same cards and the browser asks for none of them.
 */
export function seedFirstScreen(data: FirstScreenData): void {
  pendingRequests = new Map();
  useCategoryStore.setState({ categories: firstScreenCategories(data), search: '', rowsBeforeSearch: null });
}

/** PRODUCT §4.3: on mount, the base rows are fetched when any of them has no videos, is not loading and has no error. */
export function needsFetch(categories: Record<string, CategoryState>, keys: readonly CategoryKey[]): boolean {
  return keys.some((key) => {
    const category = categories[key];
    return !category || (category.videos.length === 0 && !category.loading && category.error === null);
  });
}

export function useFetchOnMount(): void {
  useEffect(() => {
    const { categories, fetchAll } = useCategoryStore.getState();
    if (needsFetch(categories, BASE_CATEGORIES)) void fetchAll();
  }, []);
}
