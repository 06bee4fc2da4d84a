import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { FirstScreenData } from '@vitrine/catalog/first-screen';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiVideo, apiVideos, blogList, pagination } from '../../../test/api-videos.ts';
import { sendJson, serveApiForTests, type RecordedRequest } from '../../../test/local-api-server.ts';
import { useThemeStore } from '../../../theme/theme-store.ts';
import {
  BASE_CATEGORIES,
  emptyCategory,
  labelCategory,
  LATEST_MAX,
  LATEST_WINDOW_MS,
  PAGE_SIZE,
  ROW_MAX_VIDEOS,
  loadedVideos,
  selectCategory,
  selectFeaturedVideo,
  seedFirstScreen,
  selectLatest,
  themeCategories,
  useCategoryStore,
  useFetchOnMount,
  type CategoryKey,
} from './category-store.ts';

const server = serveApiForTests();
const store = () => useCategoryStore.getState();
const category = (key: CategoryKey) => selectCategory(key)(store());
const featured = () => selectFeaturedVideo(store());
const uiVideo = (n: number, publishedAt?: string): UiVideo => toUiVideo(apiVideo(n, { publishedAt }), getTheme('rock'));
const requestsFor = (orderfields: string, label?: string) =>
  server.requests.filter((r) => r.query.get('orderfields') === orderfields && r.query.get('label') === (label ?? null));

/** One request per row, but the latest row and New Releases share theirs. */
const requestsPerLoad = (theme: 'rock' | 'latino') => themeCategories(getTheme(theme)).length - 1;
/** The base rows' requests, the latest row and New Releases sharing theirs. */
const BASE_REQUESTS = BASE_CATEGORIES.length - 1;

/** Answers every list request with one full page per category, numbered by its ordering. */
function answerPages(total = 20): void {
  server.respond((req, res) => {
    const offset = Number(req.query.get('offset'));
    const base = ordinal(req) * 1000 + offset;
    sendJson(res, 200, blogList(apiVideos(base, Math.min(PAGE_SIZE, total - offset)), pagination(offset, PAGE_SIZE, total)));
  });
}

function ordinal(req: RecordedRequest): number {
  return ['publishedAt', 'trending', 'views', 'created'].indexOf(req.query.get('orderfields') ?? '') + 1;
}

/** Lets the local server answer everything asked so far. */
async function settled(): Promise<void> {
  for (let i = 0; i < 200 && Object.values(store().categories).some((c) => c.loading); i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeEach(() => {
  answerPages();
});

afterEach(async () => {
  await settled();
  store().setSearch('');
  useThemeStore.getState().setTheme('rock');
  await settled();
  store().resetAll();
  server.requests.length = 0;
  localStorage.clear();
});

describe('category store actions', () => {
  it('gives an empty default for a category not fetched yet', () => {
    expect(category('trending')).toEqual(emptyCategory());
    expect(category('trending').pagination.limit).toBe(PAGE_SIZE);
  });

  it('set loading, set videos (clears error, stops loading), append, set and clear error', () => {
    store().setLoading('popular', true);
    expect(category('popular').loading).toBe(true);
    store().setError('popular', 'Boom');
    expect(category('popular')).toMatchObject({ loading: false, error: 'Boom' });
    store().setLoading('popular', true);
    store().setVideos('popular', [uiVideo(1)]);
    expect(category('popular')).toMatchObject({ loading: false, error: null, videos: [uiVideo(1)] });
    store().appendVideos('popular', [uiVideo(1), uiVideo(2)]);
    expect(category('popular').videos.map((v) => v.id)).toEqual(['video-1', 'video-2']);
    store().setError('popular', 'Again');
    store().clearError('popular');
    expect(category('popular').error).toBeNull();
  });

  it('updates pagination partially and resets one category or all', () => {
    store().updatePagination('latest', { offset: 16 });
    expect(category('latest').pagination).toEqual({ offset: 16, limit: PAGE_SIZE, hasMore: false, totalDocs: null });
    store().setVideos('trending', [uiVideo(1)]);
    store().resetCategory('latest');
    expect(store().categories.latest).toBeUndefined();
    expect(category('trending').videos).toHaveLength(1);
    store().resetAll();
    expect(store().categories).toEqual({});
    expect(featured()).toBeNull();
  });

  it('lists every loaded video in row order', () => {
    store().setVideos('trending', [uiVideo(1), uiVideo(2)]);
    store().setVideos('popular', [uiVideo(3)]);
    expect(loadedVideos(store().categories).map((v) => v.id)).toEqual(['video-1', 'video-2', 'video-3']);
  });
});

describe('fetchCategory', () => {
  it('asks each row with its ordering, page size 8 and the theme code', async () => {
    await Promise.all((['latest', 'trending', 'popular', 'newReleases', 'label:NuclearBlastRecords'] as const).map((key) => store().fetchCategory(key)));
    const asked = server.requests.map((r) => Object.fromEntries(r.query));
    expect(asked).toEqual(
      expect.arrayContaining([
        { limit: '8', offset: '0', orderfields: 'publishedAt', orderby: 'desc', t: 'wmb' },
        { limit: '8', offset: '0', orderfields: 'trending', orderby: 'desc', t: 'wmb' },
        { limit: '8', offset: '0', orderfields: 'views', orderby: 'desc', t: 'wmb' },
        { label: 'NuclearBlastRecords', limit: '8', offset: '0', orderfields: 'created', orderby: 'desc', t: 'wmb' },
      ]),
    );
    // The latest row and New Releases ask the same page: one request, shared (PRODUCT §4.3).
    expect(requestsFor('publishedAt')).toHaveLength(1);
    expect(category('latest').videos).toEqual(category('newReleases').videos);
  });

  it('stores the videos and the next offset, with hasMore from the API', async () => {
    await store().fetchCategory('trending');
    expect(category('trending')).toMatchObject({ loading: false, error: null, pagination: { offset: 8, limit: 8, hasMore: true } });
    expect(category('trending').videos).toHaveLength(8);
  });

  it('ignores a fetch for a category already loading', async () => {
    const first = store().fetchCategory('popular');
    const second = store().fetchCategory('popular');
    expect(category('popular').loading).toBe(true);
    await Promise.all([first, second]);
    expect(requestsFor('views')).toHaveLength(1);
  });

  it('appends the next page from the stored offset until there is no more', async () => {
    await store().fetchCategory('popular');
    await store().fetchCategory('popular', { append: true });
    await store().fetchCategory('popular', { append: true });
    expect(requestsFor('views').map((r) => r.query.get('offset'))).toEqual(['0', '8', '16']);
    expect(category('popular').videos).toHaveLength(20);
    expect(category('popular').pagination).toEqual({ offset: 20, limit: 8, hasMore: false, totalDocs: 20 });
    await store().fetchCategory('popular', { append: true });
    expect(requestsFor('views')).toHaveLength(3);
  });

  it('without pagination, has more while the page is full', async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, PAGE_SIZE))));
    await store().fetchCategory('latest');
    expect(category('latest').pagination.hasMore).toBe(true);
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(100, 3))));
    await store().fetchCategory('latest', { append: true });
    expect(category('latest').pagination).toEqual({ offset: 11, limit: 8, hasMore: false, totalDocs: null });
  });

  it('keeps no more than the page asked when the answer holds 1,000 videos', async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, 1_000))));
    await store().fetchCategory('trending');
    expect(category('trending').videos).toHaveLength(PAGE_SIZE);
    expect(category('trending').pagination.offset).toBe(PAGE_SIZE);
  });

  it(`stops a row at ${ROW_MAX_VIDEOS} videos however many pages the server has`, async () => {
    answerPages(10_000);
    await store().fetchCategory('popular');
    for (let page = 1; page < 20 && category('popular').pagination.hasMore; page++) await store().fetchCategory('popular', { append: true });
    expect(category('popular').videos).toHaveLength(ROW_MAX_VIDEOS);
    expect(category('popular').pagination.hasMore).toBe(false);
    expect(requestsFor('views')).toHaveLength(ROW_MAX_VIDEOS / PAGE_SIZE);
  });

  it('stores an error in its own category only, with the catalogue message', async () => {
    server.respond((req, res) => (req.query.get('orderfields') === 'views' ? sendJson(res, 503, {}) : sendJson(res, 200, blogList(apiVideos(0, 2)))));
    await Promise.all([store().fetchCategory('popular'), store().fetchCategory('trending')]);
    expect(category('popular')).toMatchObject({ error: API_ERROR_MESSAGES.server, loading: false, videos: [] });
    expect(category('trending')).toMatchObject({ error: null, videos: [{ id: 'video-0' }, { id: 'video-1' }] });
    answerPages();
    await store().fetchCategory('popular');
    expect(category('popular')).toMatchObject({ error: null, videos: expect.any(Array) });
  });

  it('drops an answer that arrives after the category was reset', async () => {
    const pending = store().fetchCategory('trending');
    store().resetCategory('trending');
    await pending;
    expect(store().categories.trending).toBeUndefined();
  });
});

describe('featured video', () => {
  it('is the first trending video, else the first latest one', async () => {
    expect(featured()).toBeNull();
    await store().fetchCategory('latest');
    expect(featured()?.id).toBe('video-1000');
    await store().fetchCategory('trending');
    expect(featured()?.id).toBe('video-2000');
    await store().fetchCategory('latest');
    expect(featured()?.id).toBe('video-2000');
  });

  it('does not change while searching, nor when the term is cleared', async () => {
    await store().fetchAll();
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(500, 2), pagination(0, PAGE_SIZE, 2))));
    store().setSearch('metal');
    await settled();
    expect(category('trending').videos[0]?.id).toBe('video-500');
    expect(featured()?.id).toBe('video-2000');
    store().setSearch('');
    expect(featured()?.id).toBe('video-2000');
  });

  it('is the same object on every read, so a component selecting it re-renders only when it changes', async () => {
    await store().fetchCategory('trending');
    expect(featured()).toBe(featured());
  });
});

describe('fetchAll', () => {
  it('fetches the four base rows and the label rows already requested; the others wait until they come near view', async () => {
    const [label] = getTheme('rock').labels.map((entry) => entry.label);
    await store().fetchCategory(labelCategory(label!));
    server.requests.length = 0;
    await store().fetchAll();
    // latest and newReleases share one request.
    expect(server.requests).toHaveLength(BASE_REQUESTS + 1);
    expect(Object.keys(store().categories).sort()).toEqual([...BASE_CATEGORIES, labelCategory(label!)].sort());
    expect(new Set(server.requests.map((r) => r.query.get('label')))).toEqual(new Set([null, label]));
  });
});

describe('seedFirstScreen', () => {
  const RENDERED_AT = Date.parse('2025-03-10T12:00:00Z');
  const rowAnswer = (first: number) => blogList(apiVideos(first, PAGE_SIZE), pagination(0, PAGE_SIZE, 20));
  /** The page the server rendered: rows numbered from 100 (latest and New Releases), 200, 300. */
  const seedRows = (page: Partial<FirstScreenData> = {}) =>
    seedFirstScreen({
      themeId: 'rock',
      renderedAt: RENDERED_AT,
      rows: { latest: rowAnswer(100), trending: rowAnswer(200), popular: rowAnswer(300), newReleases: rowAnswer(100) },
      video: null,
      label: null,
      descriptionsLeftOut: [],
      ...page,
    });

  it('holds the rows the server rendered, so mounting the page asks for none of them', async () => {
    seedRows();
    expect(category('trending').videos.map((video) => video.id)).toEqual(apiVideos(200, PAGE_SIZE).map((video) => video._id));
    expect(category('trending').pagination).toEqual({ offset: PAGE_SIZE, limit: PAGE_SIZE, hasMore: true, totalDocs: 20 });
    renderHook(() => useFetchOnMount());
    await settled();
    expect(server.requests).toHaveLength(0);
    await store().fetchCategory('trending', { append: true });
    expect(server.requests[0]?.query.get('offset')).toBe(String(PAGE_SIZE));
  });

  it("on a label's page, holds that label's row too, which the page then asks for no more of", async () => {
    seedRows({ label: { label: 'napalmrecords', row: rowAnswer(400) } });
    expect(category(labelCategory('napalmrecords')).videos.map((video) => video.id)).toEqual(apiVideos(400, PAGE_SIZE).map((video) => video._id));
    expect(category(labelCategory('napalmrecords')).pagination.offset).toBe(PAGE_SIZE);
  });

  it('holds the videos the page came without a description as still to load, in every row, until describeVideo gives them the loaded one', () => {
    const [, leftOut] = apiVideos(100, 2).map((video) => video._id);
    seedRows({ label: { label: 'napalmrecords', row: rowAnswer(101) }, descriptionsLeftOut: [leftOut!] });
    const copies = () => loadedVideos(store().categories).filter((video) => video.id === leftOut);
    expect(copies()).toHaveLength(3);
    expect(copies().map((video) => video.overview)).toEqual([null, null, null]);
    expect(loadedVideos(store().categories).filter((video) => video.id !== leftOut && video.overview === null)).toEqual([]);

    const [shown] = copies();
    store().describeVideo({ ...shown!, overview: '<b>Loaded</b> words', vote_average: 1 });
    expect(copies().map((video) => video.overview)).toEqual(['<b>Loaded</b> words', '<b>Loaded</b> words', '<b>Loaded</b> words']);
    // Only the description changes: the card keeps what it showed.
    expect(copies().map((video) => video.vote_average)).toEqual([shown!.vote_average, shown!.vote_average, shown!.vote_average]);
  });
});

describe('search', () => {
  it('refetches every row with the term and counts the results it got', async () => {
    await store().fetchCategory('trending');
    server.requests.length = 0;
    server.respond((req, res) => {
      const hits = req.query.get('orderfields') === 'trending' ? 3 : 0;
      sendJson(res, 200, blogList(apiVideos(500, hits), pagination(0, PAGE_SIZE, hits)));
    });
    store().setSearch('  Metal ');
    expect(store().search).toBe('Metal');
    await settled();
    expect(server.requests.every((r) => r.query.get('search') === 'Metal')).toBe(true);
    expect(server.requests).toHaveLength(requestsPerLoad('rock'));
    expect(category('trending').videos).toHaveLength(3);
    expect(category('popular').videos).toHaveLength(0);
  });

  it("keeps each row's total from the API for its title, and forgets it when the term changes", async () => {
    server.respond((req, res) => {
      const total = req.query.get('search') === 'metal' ? 12 : 30;
      sendJson(res, 200, blogList(apiVideos(0, PAGE_SIZE), pagination(0, PAGE_SIZE, total)));
    });
    store().setSearch('metal');
    await settled();
    expect(category('trending').pagination.totalDocs).toBe(12);
    store().setSearch('metallica');
    expect(category('trending').pagination.totalDocs).toBeNull();
    expect(category('trending').videos).toHaveLength(PAGE_SIZE);
    await settled();
    expect(category('trending').pagination.totalDocs).toBe(30);
  });

  it('restores the rows seen before the search without asking again', async () => {
    await store().fetchAll();
    const before = store().categories;
    store().setSearch('metal');
    await settled();
    server.requests.length = 0;
    store().setSearch('');
    expect(store().categories).toEqual(before);
    expect(server.requests).toHaveLength(0);
  });

  it('shows the answer for the latest term, not a slower one for an earlier term', async () => {
    server.respond((req, res) => {
      const term = req.query.get('search') ?? '';
      const answer = () => sendJson(res, 200, blogList([apiVideo(term === 'slow' ? 1 : 2)], pagination(0, PAGE_SIZE, 1)));
      if (term === 'slow') setTimeout(answer, 50);
      else answer();
    });
    store().setSearch('slow');
    store().setSearch('fast');
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(category('trending').videos.map((v) => v.id)).toEqual(['video-2']);
  });

  it('clearing the term drops the answers of the search still running', async () => {
    await store().fetchCategory('trending');
    const before = category('trending');
    server.respond((_req, res) => setTimeout(() => sendJson(res, 200, blogList([apiVideo(3)], pagination(0, PAGE_SIZE, 1))), 50));
    store().setSearch('slow');
    store().setSearch('');
    await new Promise((resolve) => setTimeout(resolve, 80));
    await settled();
    expect(category('trending')).toEqual(before);
  });

  it('does not refetch for the same term', async () => {
    store().setSearch('metal');
    await settled();
    server.requests.length = 0;
    store().setSearch('metal ');
    expect(server.requests).toHaveLength(0);
  });
});

describe('theme change', () => {
  it('resets every row and refetches the base rows for the new theme', async () => {
    await store().fetchCategory('trending');
    server.requests.length = 0;
    useThemeStore.getState().setTheme('latino');
    expect(category('trending').videos).toEqual([]);
    await settled();
    expect(server.requests).toHaveLength(BASE_REQUESTS);
    expect(server.requests.every((r) => r.query.get('t') === 'latino')).toBe(true);
  });
});

describe('useFetchOnMount', () => {
  it('fetches the base rows when one has no videos, no loading and no error', async () => {
    renderHook(() => useFetchOnMount());
    await settled();
    expect(server.requests).toHaveLength(BASE_REQUESTS);
  });

  it('fetches nothing when every row has videos, is loading or has an error', async () => {
    const [first, ...rest] = themeCategories(getTheme('rock'));
    store().setError(first!, 'down');
    rest.forEach((key) => store().setVideos(key, [uiVideo(1)]));
    renderHook(() => useFetchOnMount());
    await settled();
    expect(server.requests).toHaveLength(0);
  });
});

describe('selectLatest', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

  it('keeps at most 4 videos of the last 2 days, newest first', () => {
    const videos = [uiVideo(1, hoursAgo(47)), uiVideo(2, hoursAgo(1)), uiVideo(3, hoursAgo(49)), uiVideo(4, hoursAgo(5)), uiVideo(5, hoursAgo(10)), uiVideo(6, hoursAgo(20))];
    expect(selectLatest(videos, now).map((v) => v.id)).toEqual(['video-2', 'video-4', 'video-5', 'video-6']);
    expect(LATEST_MAX).toBe(4);
  });

  it('includes a video exactly 2 days old and nothing from the future', () => {
    const videos = [uiVideo(1, new Date(now - LATEST_WINDOW_MS).toISOString()), uiVideo(2, hoursAgo(-1))];
    expect(selectLatest(videos, now).map((v) => v.id)).toEqual(['video-1']);
  });
});
