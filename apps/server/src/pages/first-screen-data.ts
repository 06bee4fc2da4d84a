import type { ApiVideo, BlogListAnswer } from '@vitrine/catalog/api-schemas';
import {
  FIRST_SCREEN_ROW_ORDERS,
  FIRST_SCREEN_ROWS,
  heroVideo,
  LABEL_ROW_ORDER,
  ROW_PAGE_SIZE,
  type FirstScreenData,
  type FirstScreenLabel,
  type FirstScreenRowKey,
  type RowOrder,
} from '@vitrine/catalog/first-screen';
import { THEME_CODES, THEME_IDS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import { LRUCache } from 'lru-cache';
import { cacheKey, type Cached } from '../catalog-version/version-cache.ts';
import type { VideosRepository } from '../db/videos-repository.ts';
import { blogListAnswer } from '../routes/api/videos/blog-list-answer.ts';

/** A theme's first-screen rows and the time they were read at: a page's first screen but what its address names (a video, a label). */
export type FirstScreenRows = Omit<FirstScreenData, 'video' | 'label'>;

/** The first page of one row, as GET /api/blogs would answer the browser. */
function firstPage(repository: VideosRepository, themeId: ThemeId, { orderfields, orderby }: RowOrder, label?: string): Promise<BlogListAnswer> {
  const query = { themeCode: THEME_CODES[themeId], label, limit: ROW_PAGE_SIZE, offset: 0, orderField: orderfields, orderDirection: orderby };
  return repository.list(query).then((page) => blogListAnswer(page, query));
}

/**
 * `answer` with each video's description left out but the kept one's (FirstScreenData.descriptionsLeftOut),
 * the ids left out added to `leftOut`. Copied: the answer may be one the API's cache holds.
 */
function leaveOutDescriptions(answer: BlogListAnswer, keptId: string | undefined, leftOut: Set<string>): BlogListAnswer {
  const data = answer.data.map((video) => {
    if (video._id === keptId || video.metadata.description === '') return video;
    leftOut.add(video._id);
    return { ...video, metadata: { ...video.metadata, description: '' } };
  });
  return { ...answer, data };
}

/** The id of the hero's video, whose description the rows keep. */
function heroIdOf(rows: Record<FirstScreenRowKey, BlogListAnswer>): string | undefined {
  return heroVideo((key) => rows[key].data[0])?._id;
}

/**
 * The first page of each first-screen row (issue 9), read from the repository directly, with
 * every description left out but the hero's. Rows with the same ordering share one query
 * (latest and New Releases).
 */
export async function loadFirstScreenRows(repository: VideosRepository, themeId: ThemeId, now = Date.now()): Promise<FirstScreenRows> {
  const answers = new Map<string, Promise<BlogListAnswer>>();
  const answerFor = (order: RowOrder): Promise<BlogListAnswer> => {
    const key = `${order.orderfields} ${order.orderby}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = firstPage(repository, themeId, order);
      answers.set(key, answer);
    }
    return answer;
  };
  const rowAnswers = await Promise.all(FIRST_SCREEN_ROWS.map((key) => answerFor(FIRST_SCREEN_ROW_ORDERS[key])));
  const answered = Object.fromEntries(FIRST_SCREEN_ROWS.map((key, index) => [key, rowAnswers[index]])) as Record<FirstScreenRowKey, BlogListAnswer>;
  const heroId = heroIdOf(answered);
  const leftOut = new Set<string>();
  const rows = Object.fromEntries(FIRST_SCREEN_ROWS.map((key) => [key, leaveOutDescriptions(answered[key], heroId, leftOut)])) as Record<FirstScreenRowKey, BlogListAnswer>;
  return { themeId, renderedAt: now, rows, descriptionsLeftOut: [...leftOut] };
}

/** The first page of a label's row, for its page (`/?label=`, PRODUCT §12). */
export function loadLabelRow(repository: VideosRepository, themeId: ThemeId, label: string): Promise<BlogListAnswer> {
  return firstPage(repository, themeId, LABEL_ROW_ORDER, label);
}

/**
 * A page's first screen: the theme's rows, and the video or label row its address names. The
 * label row leaves its descriptions out as the rows do; the video `/{pathseo}` names keeps its
 * own: the page shows it.
 */
export function firstScreenData(rows: FirstScreenRows, video: ApiVideo | null, label: FirstScreenLabel | null): FirstScreenData {
  if (label === null) return { ...rows, video, label: null };
  const leftOut = new Set(rows.descriptionsLeftOut);
  const row = leaveOutDescriptions(label.row, heroIdOf(rows.rows), leftOut);
  return { ...rows, video, label: { label: label.label, row }, descriptionsLeftOut: [...leftOut] };
}

export interface FirstScreenRowsCacheOptions {
  repository: VideosRepository;
  /** This instance's current catalogue version (catalog-version.ts). */
  currentVersion: () => number;
  /** How old rows may be before they are read again: they follow the clock (the latest row's 2 days, the trending scores). */
  maxAgeMs: number;
}

/**
 * Each theme's first-screen rows, kept per catalogue version. Past `maxAgeMs` the kept rows
 * still answer while one read refreshes them in the background, so once a theme has been read
 * no visitor waits for its queries again; a new catalogue version is waited for, so an import
 * shows on the next page. A failed refresh keeps the rows it would have replaced.
 */
export function createFirstScreenRowsCache({ repository, currentVersion, maxAgeMs }: FirstScreenRowsCacheOptions) {
  const cache = new LRUCache<string, FirstScreenRows, ThemeId>({
    // Every theme, with room for the previous version's rows while the new ones load.
    max: THEME_IDS.length * 2,
    ttl: maxAgeMs,
    allowStale: true,
    // A failed refresh leaves the kept rows in place; with none kept, the caller gets the error.
    noDeleteOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context: themeId }) => loadFirstScreenRows(repository, themeId),
  });
  return async (themeId: ThemeId): Promise<Cached<FirstScreenRows>> => {
    const version = currentVersion();
    const rows = await cache.fetch(cacheKey('first-screen-rows', themeId, version), { context: themeId });
    if (rows === undefined) throw new Error(`the first-screen rows of ${themeId} could not be read`);
    return { value: rows, version };
  };
}
