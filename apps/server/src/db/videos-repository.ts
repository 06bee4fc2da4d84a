import type { ApiVideo, OrderDirection, OrderField } from '@vitrine/catalog/api-schemas';
import { ROW_MAX_VIDEOS } from '@vitrine/catalog/first-screen';
import { normalizeSearchTerm, SEARCH_MATCH_LIMIT, searchTerm } from '@vitrine/catalog/search';
import { THEME_CODE_VALUES } from '@vitrine/catalog/themes/theme-ids';
import { and, asc, count, desc, eq, getTableName, gt, inArray, lte, or, sql, sum, type Param, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { videoCounts, videos, videoTrending, type VideoRow } from './schema.ts';
import { bulkUpsertVideos, type BulkOutcome } from './bulk-upsert-videos.ts';
import { upsertVideos, type BatchOutcome, type VideoWrite } from './upsert-videos.ts';
import { apiVideosJsonArray, parseApiVideo, parseApiVideos } from './video-row.ts';

/** Videos per statement when the whole catalogue is replaced (seeding). */
const WRITE_BATCH_SIZE = 1_000;
/** autovacuum's defaults for a new analyse: 50 rows (autovacuum_analyze_threshold) and 10 % (autovacuum_analyze_scale_factor). */
const ANALYZE_MIN_CHANGE = 50;
const ANALYZE_CHANGE_SHARE = 0.1;

export interface ListVideosQuery {
  themeCode: string;
  /** Channel identifier (the video's username). */
  label?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
  orderField: OrderField;
  orderDirection: OrderDirection;
}

/** One page of a list query as the API sends it: the JSON array of its videos (video-row.ts), and how many it holds. */
export interface VideosJson {
  json: string;
  count: number;
}

/** One slice of a list query, and how many videos match in all. */
export interface ListedVideos {
  videos: ApiVideo[];
  totalDocs: number;
}

/** Where a sitemap slice starts: just after a video already listed (its keyset), or null for the theme's first video. */
export type SitemapCursor = { afterCreatedAt: string; afterId: string } | null;

/** What a sitemap says of one video (PRODUCT §12). */
export interface SitemapVideo {
  id: string;
  /** created_at as the database prints it: the keyset cursor, exact to the microsecond (a Date keeps milliseconds). */
  createdAtKey: string;
  pathseo: string;
  title: string;
  description: string;
  thumbnails: VideoRow['thumbnails'];
  videoId: string;
  durationSeconds: number | null;
  views: number | null;
  publishedAt: Date;
  updatedAt: Date;
}

export interface UpsertOutcome {
  isInserted: boolean;
}

/** `%`, `_` and `\` in a search term are matched literally. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type VideosRepository = ReturnType<typeof createVideosRepository>;

/**
 * What a list answer may take from a cache (the API keeps them per catalogue version): a row's
 * totalDocs, the same for every page and ordering of it; a search's matches, the same for every
 * page of it within its depth (searchDepthOf). Without one, each is read from the database.
 */
export interface ListLookups {
  count: (query: ListVideosQuery) => Promise<number>;
  /** A search's matches, from `find` or from what an earlier find kept. */
  searchMatches: (query: ListVideosQuery, find: () => Promise<SearchMatches>) => Promise<SearchMatches>;
  /** A list's search sample (searchSampleQuery), the same for every term, from `read` or from what an earlier read kept. */
  searchSample: (query: ListVideosQuery, read: () => Promise<SearchSample>) => Promise<SearchSample>;
}

/** A search's first matches in its list's order: their ids, and whether they are all its matches (up to SEARCH_MATCH_LIMIT), so their number is its count. */
export interface SearchMatches {
  ids: string[];
  isAll: boolean;
}

/** A search's matches, and the page of them its query asked for, found together. */
export interface FoundSearch {
  matches: SearchMatches;
  page: VideosJson;
}

/**
 * How many of a search's matches its page is found among. A row's page, among the matches a
 * row can show (ROW_MAX_VIDEOS): a common word's rows then walk their orderings only that far,
 * and share one count (countListed), where each walked to SEARCH_MATCH_LIMIT matches. Among
 * every match up to the limit: a page past a row's, an API client's; and a search in the
 * count's own order (COUNT_ORDER: a label's row), whose walk then tells its count as well.
 */
export function searchDepthOf({ offset, limit, orderField, orderDirection }: Pick<ListVideosQuery, 'offset' | 'limit' | 'orderField' | 'orderDirection'>): number {
  const isCountOrder = orderField === COUNT_ORDER.orderField && orderDirection === COUNT_ORDER.orderDirection;
  return offset + limit <= ROW_MAX_VIDEOS && !isCountOrder ? ROW_MAX_VIDEOS : SEARCH_MATCH_LIMIT;
}

/** The order a search's count walks in: the videos' addition, which an index gives for a theme and a label alike. */
const COUNT_ORDER = { orderField: 'created', orderDirection: 'desc' } as const satisfies Pick<ListVideosQuery, 'orderField' | 'orderDirection'>;

/**
 * All SQL on the videos table. The list pages' prepared statements whose order an index gives
 * run on `plannedOnceDb` (OpenDatabase.plannedOnceDb): one plan serves every value of them.
 */
export function createVideosRepository(db: Database, plannedOnceDb: Database = db) {
  const preparedPage = createPreparedPages(db, plannedOnceDb);
  const searchStatements = createSearchStatements(db, plannedOnceDb);
  const searchSamples = createSearchSamples(plannedOnceDb);
  const pageById = createPagesById(plannedOnceDb);
  /**
   * How many videos a list query matches in all (its totalDocs): the same for every page and
   * ordering of it. A search's, up to SEARCH_MATCH_LIMIT: its matches in COUNT_ORDER, through the
   * same lookup as a page in that order (a label's row), so that whichever comes first serves the other.
   */
  const countListed = async (query: ListVideosQuery, lookups: ListLookups = direct): Promise<number> => {
    if (isSearch(query)) {
      const { matches } = await listPageJson({ ...query, ...COUNT_ORDER, offset: 0, limit: 0 }, lookups);
      return matches?.ids.length ?? 0;
    }
    const [counted] = await listQueries(db, query).total;
    return counted?.total ?? 0;
  };
  const direct: ListLookups = { count: (query) => countListed(query), searchMatches: (_query, find) => find(), searchSample: (_query, read) => read() };
  /**
   * One slice of a list query as JSON, and a search's matches. A search's page is a slice of its
   * matches: found with them in one statement, or read by id once they are known, so a later
   * page costs its rows, not a walk past every earlier match.
   */
  const listPageJson = async (query: ListVideosQuery, lookups: ListLookups = direct): Promise<{ page: VideosJson; matches?: SearchMatches }> => {
    if (!isSearch(query)) {
      const [page = EMPTY_PAGE] = await preparedPage(query);
      return { page };
    }
    let foundPage: VideosJson | undefined;
    const matches = await lookups.searchMatches(query, async () => {
      const found = await repository.findSearch(query, lookups);
      foundPage = found.page;
      return found.matches;
    });
    return { page: foundPage ?? (await pageById(matches.ids.slice(query.offset, query.offset + query.limit), query)), matches };
  };
  /**
   * One slice of a list query as JSON, and its totalDocs: told by a search's matches when they
   * are all of them, or by a short page (totalFromPage), else counted.
   */
  const listJson = async (query: ListVideosQuery, lookups: ListLookups = direct): Promise<{ page: VideosJson; totalDocs: number }> => {
    const { page, matches } = await listPageJson(query, lookups);
    const told = matches === undefined ? totalFromPage(query, page.count) : matches.isAll ? matches.ids.length : undefined;
    return { page, totalDocs: told ?? (await lookups.count(query)) };
  };
  /** One slice of a list query. */
  const listPage = async (query: ListVideosQuery): Promise<ApiVideo[]> => parseApiVideos((await listPageJson(query)).page.json);
  // Named, so that what listPageJson finds goes through the object (and a test's spy on it).
  const repository = {
    listJson,
    listPage,
    countListed,

    /**
     * A search's first `depth` matches in the query's order and its page of them, in one
     * statement, on the plan that its list's latest videos tell is the cheaper (searchPlanOf).
     * The trigram plan reads every candidate whatever the depth: it keeps every match, up to
     * SEARCH_MATCH_LIMIT, and so tells the count.
     */
    async findSearch(query: ListVideosQuery, lookups: ListLookups = direct, depth = searchDepthOf(query)): Promise<FoundSearch> {
      const plan = await repository.searchPlan(query, lookups, depth);
      const matchLimit = plan === 'trigram' ? SEARCH_MATCH_LIMIT : depth;
      const [found] = await searchStatements(query, plan, matchLimit);
      const ids = found?.ids ?? [];
      return { matches: { ids, isAll: ids.length < matchLimit || matchLimit === SEARCH_MATCH_LIMIT }, page: found === undefined ? EMPTY_PAGE : { json: found.json, count: found.count } };
    },

    /** The plan a search to this depth runs on: whichever its probe of the list's latest videos tells is the cheaper (searchPlanOf). */
    async searchPlan(query: ListVideosQuery, lookups: ListLookups = direct, depth = searchDepthOf(query)): Promise<SearchPlan> {
      const sample = await lookups.searchSample(query, () => searchSamples(query));
      return searchPlanOf(probeOf(sample, query.search), depth);
    },

    async list(query: ListVideosQuery): Promise<ListedVideos> {
      const { page, totalDocs } = await listJson(query);
      return { videos: parseApiVideos(page.json), totalDocs };
    },

    /**
     * The video at address `/{slug}` of one theme: the one whose pathseo it is, else one whose
     * titleSeo it is (Play pushes `/{titleSeo}`, and an imported titleSeo may differ).
     */
    async findBySlug(slug: string, themeCode: string): Promise<ApiVideo | undefined> {
      const [row] = await slugQuery(db, slug, themeCode);
      return row === undefined ? undefined : parseApiVideo(row.json);
    },

    /**
     * One slice of a theme's videos in the order they were added (the `(theme_code, created_at, id)`
     * index), so a sitemap file is read slice by slice, each after the last video read (keyset),
     * never the whole catalogue in memory.
     */
    async sitemapVideos(themeCode: string, cursor: SitemapCursor, limit: number): Promise<SitemapVideo[]> {
      return sitemapQuery(db, themeCode, cursor, limit);
    },

    /**
     * The cursor `count` videos after `cursor`: where a later sitemap file starts. Walked in hops
     * of at most `hop` index entries that return one key each, so no statement skips more than
     * a hop (an OFFSET of 50,000 full rows made PostgreSQL sort the whole theme).
     */
    async sitemapCursorAfter(themeCode: string, cursor: SitemapCursor, count: number, hop: number): Promise<SitemapCursor> {
      let at = cursor;
      for (let left = count; left > 0; left -= hop) {
        const [key] = await sitemapKeyQuery(db, themeCode, at, Math.min(hop, left));
        if (key === undefined) return at;
        at = { afterCreatedAt: key.createdAtKey, afterId: key.id };
      }
      return at;
    },

    /** How many videos a theme has, from the counts the triggers keep. */
    async countTheme(themeCode: string): Promise<number> {
      const [counted] = await db.select({ total: sum(videoCounts.videos).mapWith(Number) }).from(videoCounts).where(eq(videoCounts.themeCode, themeCode));
      return counted?.total ?? 0;
    },

    async countAll(): Promise<number> {
      return countAllVideos(db);
    },

    /** Replaces the whole catalogue in one transaction. */
    async replaceAll(rows: VideoWrite[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(videos);
        for (let i = 0; i < rows.length; i += WRITE_BATCH_SIZE) await upsertVideos(tx, rows.slice(i, i + WRITE_BATCH_SIZE));
      });
    },

    /** Insert or update by id; `created_at` of an existing video is kept. */
    async upsert(row: VideoWrite): Promise<UpsertOutcome> {
      return { isInserted: (await upsertVideos(db, [row])).inserted === 1 };
    },

    /** Inserts or updates these videos by id in one statement: all or none (upsert-videos.ts). */
    async upsertMany(rows: readonly VideoWrite[]): Promise<BatchOutcome> {
      return upsertVideos(db, rows);
    },

    /** Upserts many videos in one transaction; conflicting ones are left to the caller (bulk-upsert-videos.ts). */
    async bulkUpsert(rows: readonly VideoWrite[], onProgress?: (done: number) => void): Promise<BulkOutcome> {
      return bulkUpsertVideos(db, rows, onProgress);
    },

    /**
     * After a bulk write, what autovacuum would do later (PGlite has none): moves the search
     * index's pending entries into the index proper (a search scans the pending list row by row),
     * marks the pages all-visible, so that a list page's ids are read from its index alone
     * (listQueries), and refreshes the planner's statistics (without them it picks full scans).
     * The scores the triggers wrote too (schema.ts videoTrending).
     */
    async tidyAfterBulkWrite(): Promise<void> {
      await db.execute(sql`vacuum (analyze) videos, video_trending`);
    },

    /**
     * Refreshes the planner's statistics of the videos when the catalogue's size has moved past
     * autovacuum's own threshold since they were taken (50 videos and 10 %), and says whether it
     * did. PGlite has no autovacuum: a catalogue grown by syncs alone kept the statistics of its
     * last import, or none (a theme of 55,000 videos planned as 319: each sitemap slice then
     * sorted all of them). On PostgreSQL autovacuum usually got there first, and this finds
     * nothing to do.
     */
    async analyzeIfSizeMoved(): Promise<boolean> {
      const [size, estimate] = await Promise.all([countAllVideos(db), plannedVideoCount(db)]);
      // A table never analysed estimates -1.
      if (estimate >= 0 && Math.abs(size - estimate) <= ANALYZE_MIN_CHANGE + ANALYZE_CHANGE_SHARE * estimate) return false;
      // The Trending list reads its order from the scores' table, one row per video.
      await db.execute(sql`analyze ${videos}, ${videoTrending}`);
      return true;
    },

    /**
     * After the scores' refresh (refresh-trending-scores.ts), the same for their table alone: a
     * Trending page's ids are read from the scores' index alone again. Its statistics stay valid
     * (the same rows, only scores moved): on PGlite, whose one connection the vacuum holds, an
     * analyse would hold it longer.
     */
    async tidyAfterScoreRefresh(): Promise<void> {
      await db.execute(sql`vacuum video_trending`);
    },

    /** Which of these ids are videos already (an import's dry run). */
    async existingIds(ids: string[]): Promise<Set<string>> {
      const rows = ids.length === 0 ? [] : await db.select({ id: videos.id }).from(videos).where(inArray(videos.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    async countByThemeAndLabel(): Promise<{ themeCode: string; label: string; videos: number }[]> {
      return db
        .select({ themeCode: videoCounts.themeCode, label: videoCounts.username, videos: videoCounts.videos })
        .from(videoCounts)
        .where(gt(videoCounts.videos, 0))
        .orderBy(videoCounts.themeCode, videoCounts.username);
    },
  };
  return repository;
}

const EMPTY_PAGE: VideosJson = { json: '[]', count: 0 };
/** PostgreSQL's unnamed prepared statement (createSearchStatements). */
const UNNAMED_STATEMENT = '';

/**
 * The SQL of a row's page and of its totalDocs (a row: no search; exported for the query plans).
 * totalDocs never counts every video: a theme or label total is read from video_counts (kept by
 * triggers, schema.ts).
 */
export function listQueries(db: Database, query: ListVideosQuery) {
  const page = pageQuery(db, query, query.limit, query.offset);
  return { page, total: videoCountQuery(db, query) };
}

/** How many videos a theme, or one of its labels, holds: from video_counts, which triggers keep (schema.ts); null for none. */
function videoCountQuery(db: Database, { themeCode, label }: Pick<ListFilter, 'themeCode' | 'label'>) {
  const ofLabel = label === undefined ? [] : [eq(videoCounts.username, label)];
  return db
    .select({ total: sum(videoCounts.videos).mapWith(Number) })
    .from(videoCounts)
    .where(and(eq(videoCounts.themeCode, themeCode), ...ofLabel));
}

/** Where a search's page starts and ends among its matches (their positions, from 1). */
interface MatchWindow {
  after: number | Placeholder;
  upTo: number | Placeholder;
}

/**
 * A search as one statement: the ids of its first `matchLimit` matches in the list's order,
 * found by its plan (searchCondition), and the JSON of the page the query asks of them.
 */
function searchStatement(db: Database, filter: ListFilter, matchLimit: number, { after, upTo }: MatchWindow) {
  const order = ordering(filter.orderField, filter.orderDirection);
  const matches = db.$with('matches').as(
    db
      .select({ id: listedId(filter), position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position') })
      .from(listSource(filter))
      .where(and(...listConditions(filter)))
      .orderBy(...order)
      .limit(matchLimit),
  );
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .where(and(gt(matches.position, after), lte(matches.position, upTo)));
  return db
    .with(matches)
    .select({
      ids: sql<string[]>`(select coalesce(array_agg(${matches.id} order by ${matches.position}), '{}') from ${matches})`,
      json: apiVideosJsonArray(videoRowOrder(filter.orderField, filter.orderDirection)),
      count: count(),
    })
    .from(videos)
    .where(inArray(videos.id, pageIds));
}

/** The SQL of a search on one plan, with its values, to SEARCH_MATCH_LIMIT matches unless told (exported for the query plans). */
export function searchQuery(db: Database, query: ListVideosQuery, plan: SearchPlan, matchLimit = SEARCH_MATCH_LIMIT) {
  const filter: ListFilter = { ...query, themeCode: searchThemeOf(plan, query.themeCode, query.themeCode), match: { plan, value: searchValueOf(plan, query.search) } };
  return searchStatement(db, filter, matchLimit, { after: query.offset, upTo: query.offset + query.limit });
}

/**
 * The theme of a search's statement. For the trigram plan, `themeCode` written into it, so that
 * a plan made once for every term can still use that theme's own index, partial on its code
 * (schema.ts searchIndexName): one statement per theme. A walk's index does not depend on the
 * theme: it takes `walkTheme` (the value, or a placeholder for a statement built once for every theme).
 */
function searchThemeOf(plan: SearchPlan, themeCode: string, walkTheme: string | Placeholder): string | Placeholder | SQL {
  if (plan === 'walk') return walkTheme;
  if (!(THEME_CODE_VALUES as readonly string[]).includes(themeCode)) throw new Error(`a search's statement needs a known theme code, not ${themeCode}`);
  return sql.raw(`'${themeCode}'`);
}

/**
 * The search statement of each plan and ordering, with and without a label, built once:
 * drizzle's builder took ~0.14 ms a search. Planned once, as a list page is, when its plan does
 * not depend on the term: a walk whose order an index gives (that index), and the trigram plan,
 * one statement per theme (its theme's index, then a sort; planning it for each term took
 * ~0.35 ms of PostgreSQL's ~0.7 ms for a rare word). A walk in an order no index gives is
 * unnamed (the empty name is PostgreSQL's unnamed statement, parsed again each time), so it is
 * planned with its own term and label. PGlite runs unnamed statements that way too.
 */
function createSearchStatements(db: Database, plannedOnceDb: Database) {
  const statementOf = builtOnce<ReturnType<ReturnType<typeof searchStatement>['prepare']>>();
  // The match limit is written into each statement: a LIMIT the generic plan cannot see is costed as a tenth of the rows.
  return (query: ListVideosQuery, plan: SearchPlan, matchLimit: number) => {
    const isPlannedOnce = plan === 'trigram' || hasIndexedOrder(query);
    const key = `${plan}${plan === 'trigram' ? `_${query.themeCode}` : ''}_${shapeKey(query)}_${matchLimit}`;
    const statement = statementOf(key, () => {
      const themeCode = searchThemeOf(plan, query.themeCode, sql.placeholder('themeCode'));
      const filter: ListFilter = { ...placeholderFilter(query), themeCode, match: { plan, value: sql.placeholder('term') } };
      const name = isPlannedOnce ? `vitrine_search_${key}` : UNNAMED_STATEMENT;
      return searchStatement(isPlannedOnce ? plannedOnceDb : db, filter, matchLimit, { after: sql.placeholder('after'), upTo: sql.placeholder('upTo') }).prepare(name);
    });
    const { themeCode, label, offset, limit } = query;
    return statement.execute({ themeCode, label, term: searchValueOf(plan, query.search), after: offset, upTo: offset + limit });
  };
}

/**
 * How a search finds its matches. `walk`: the list's ordering index, in order, testing each
 * video's text until SEARCH_MATCH_LIMIT match (a common word: each row tested is likely a match).
 * `trigram`: the theme's candidates from the trigram index, each tested, the matches then sorted
 * (a rarer word: the index skips the videos that cannot match).
 */
export type SearchPlan = 'walk' | 'trigram';

/** How many of a list's latest videos a search tests first, to choose its plan (searchPlanOf). */
export const SEARCH_PROBE_SIZE = 100;

/**
 * What the trigram index costs for each of the theme's candidates, against testing a row's text
 * (1): its posting lists are merged over the whole theme, a label's search too. Measured on
 * 100,000 videos with 1.2 KB texts: ~1 µs a candidate, ~2.5 µs a row read and tested.
 */
const TRIGRAM_CANDIDATE_COST = 0.4;

/** What a search's probe found: of the list's latest `probed` videos, `hits` match; the list and its theme hold so many videos. */
export interface SearchProbe {
  probed: number;
  hits: number;
  listVideos: number;
  themeVideos: number;
}

/**
 * The plan that reads fewer rows, from the share of the list's latest videos that match, taken
 * as the share of the whole list: a walk reads `depth` matches at that rate (or the whole
 * list), the trigram index the theme's candidates and the list's matches. PostgreSQL
 * cannot choose this itself: it keeps no statistics of values over 1 KB, as most real
 * descriptions are, and guessed 800 matches for a word 57,577 videos hold (PERFORMANCE.md).
 */
export function searchPlanOf({ probed, hits, listVideos, themeVideos }: SearchProbe, depth = SEARCH_MATCH_LIMIT): SearchPlan {
  if (hits === 0) return 'trigram';
  const share = hits / probed;
  const walked = Math.min(listVideos, depth / share);
  const trigramCost = share * (listVideos + themeVideos * TRIGRAM_CANDIDATE_COST);
  return walked <= trigramCost ? 'walk' : 'trigram';
}

/**
 * The SQL of a list's search sample: the searchable texts of its latest SEARCH_PROBE_SIZE videos
 * (the theme's, or the label's, index by date added), and how many videos the list and its theme
 * hold (video_counts). It does not depend on the term: the API keeps it per list and catalogue
 * version, and each search's probe (probeOf) is then a test of those texts in memory, not a
 * statement (~0.4 ms of PostgreSQL and ~3 ms of PGlite a search). Exported for the query plans.
 */
export function searchSampleQuery(db: Database, filter: Pick<ListFilter, 'themeCode' | 'label'>) {
  const latest = db
    .select({ text: videos.searchableText })
    .from(videos)
    .where(and(...listConditions({ ...filter, orderField: 'created', orderDirection: 'desc' })))
    .orderBy(...ordering('created', 'desc'))
    .limit(SEARCH_PROBE_SIZE)
    .as('latest');
  const videoCountOf = (list: Pick<ListFilter, 'themeCode' | 'label'>) => sql<number>`coalesce((${videoCountQuery(db, list)}), 0)`.mapWith(Number);
  return db
    .select({
      texts: sql<string[]>`coalesce(array_agg(${latest.text}), '{}')`,
      listVideos: videoCountOf(filter),
      themeVideos: videoCountOf({ themeCode: filter.themeCode }),
    })
    .from(latest);
}

/** A list's latest searchable texts and its sizes: what a search's probe tests (searchSampleQuery). */
export interface SearchSample {
  texts: string[];
  listVideos: number;
  themeVideos: number;
}

/**
 * A search's probe: how many of the sample's texts hold the term as a walk tests them (the
 * texts are lower-cased by the database, the term by the catalogue's rule of the same case
 * folding). It only chooses a plan: either plan finds the same matches.
 */
export function probeOf({ texts, listVideos, themeVideos }: SearchSample, search: string | undefined): SearchProbe {
  const needle = normalizeSearchTerm(search);
  return { probed: texts.length, hits: texts.filter((text) => text.includes(needle)).length, listVideos, themeVideos };
}

/** The sample of each list shape (a theme's, a label's), prepared once: its plan, an index walk of SEARCH_PROBE_SIZE entries. */
function createSearchSamples(db: Database) {
  const statementOf = builtOnce<ReturnType<ReturnType<typeof searchSampleQuery>['prepare']>>();
  return async (query: ListVideosQuery): Promise<SearchSample> => {
    const name = `vitrine_search_sample${query.label === undefined ? '' : '_label'}`;
    const statement = statementOf(name, () => searchSampleQuery(db, placeholderFilter(query)).prepare(name));
    const [sample] = await statement.execute({ themeCode: query.themeCode, label: query.label });
    return sample ?? { texts: [], listVideos: 0, themeVideos: 0 };
  };
}

function isSearch(query: ListVideosQuery): boolean {
  return searchTerm(query.search) !== '';
}

/**
 * A row's totalDocs as its page tells it, with no count: a page shorter than it asked for is
 * the last one, so the total is its offset plus its length (a small label, the end of a row).
 * Not a full page (more may follow) nor an empty one past the first (its offset may lie beyond
 * the end).
 */
export function totalFromPage(query: ListVideosQuery, pageLength: number): number | undefined {
  if (pageLength >= query.limit || (pageLength === 0 && query.offset > 0)) return undefined;
  return query.offset + pageLength;
}

/** What selects a list's videos, with its values or with placeholders for a prepared statement. */
interface ListFilter {
  /** A value, a placeholder, or written into the statement (searchThemeOf). */
  themeCode: string | Placeholder | SQL;
  label?: string | Placeholder | undefined;
  /** A search's test of each video: its plan and the value that plan tests (searchValueOf); none for a row. */
  match?: SearchMatch | undefined;
  orderField: OrderField;
  orderDirection: OrderDirection;
}

/**
 * One page of a list, as one row: its videos' JSON in order, and their number. Deferred join:
 * the page's ids are read from the ordering index alone (an index-only scan steps over the
 * offset's entries without reading their rows), then only the page's rows are read. A plain
 * `select * … offset n` reads every skipped row, and past a few thousand the planner sorted the
 * whole theme instead (50 ms against 2 ms at offset 5,500 of 11k).
 */
function pageQuery(db: Database, filter: ListFilter, limit: number | Placeholder, offset: number | Placeholder) {
  const order = ordering(filter.orderField, filter.orderDirection);
  const pageIds = db
    .select({ id: listedId(filter) })
    .from(listSource(filter))
    .where(and(...listConditions(filter)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return videosJsonQuery(db, inArray(videos.id, pageIds), filter);
}

/** The JSON of the videos `which` selects, in the list's order, as one row, and their number. */
function videosJsonQuery(db: Database, which: SQL, { orderField, orderDirection }: ListOrder) {
  return db
    .select({ json: apiVideosJsonArray(videoRowOrder(orderField, orderDirection)), count: count() })
    .from(videos)
    .where(which);
}

/** The JSON of the videos with these ids (one array parameter), in the list's order. */
function videosJsonByIdQuery(db: Database, ids: Param<string[]> | Placeholder, order: ListOrder) {
  return videosJsonQuery(db, sql`${videos.id} = any(${ids}::text[])`, order);
}

/** The SQL of a later page of a search: its slice of the matches' ids, read by primary key, in the list's order (exported for the query plans). */
export function searchPageQuery(db: Database, ids: string[], query: ListVideosQuery) {
  return videosJsonByIdQuery(db, sql.param(ids), query);
}

type ListOrder = Pick<ListFilter, 'orderField' | 'orderDirection'>;

/**
 * Whether a list is picked from the scores' table (schema.ts videoTrending), whose index gives
 * the Trending order, rather than from videos, whose indexes give every other order.
 */
function isListedByScore({ orderField }: Pick<ListFilter, 'orderField'>): boolean {
  return orderField === 'trending';
}

/**
 * A listed video's id, in listSource, written with its table's name: drizzle takes a column for
 * one of its own FROM's tables (listSource is SQL to it), and inside a CTE it writes a column
 * without one, where a bare video_id would also name videos' (the YouTube id).
 */
function listedId(filter: Pick<ListFilter, 'orderField'>) {
  const [table, column] = isListedByScore(filter) ? [videoTrending, videoTrending.videoId] : [videos, videos.id];
  return sql<string>`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`.as('id');
}

/**
 * What a list's videos are picked from in its order: videos, or for Trending the scores, joined
 * to videos only when the list tests a video's label or text. A Trending row's page of ids is
 * then read from the score's index alone, as every other ordering's is from its own.
 */
function listSource(filter: ListFilter): SQL {
  if (!isListedByScore(filter)) return sql`${videos}`;
  if (filter.label === undefined && filter.match === undefined) return sql`${videoTrending}`;
  return sql`${videoTrending} inner join ${videos} on ${videos.id} = ${videoTrending.videoId}`;
}

/** A later page of a search, from its slice of the matches' ids: one statement per ordering, prepared once (a generic plan is the right one: by primary key). */
function createPagesById(db: Database) {
  const statementOf = builtOnce<ReturnType<ReturnType<typeof videosJsonByIdQuery>['prepare']>>();
  return async (ids: string[], { orderField, orderDirection }: ListVideosQuery): Promise<VideosJson> => {
    if (ids.length === 0) return EMPTY_PAGE;
    const name = `vitrine_page_by_id_${orderField}_${orderDirection}`;
    const statement = statementOf(name, () => videosJsonByIdQuery(db, sql.placeholder('ids'), { orderField, orderDirection }).prepare(name));
    const [page = EMPTY_PAGE] = await statement.execute({ ids });
    return page;
  };
}

/**
 * The page statement of each ordering, with and without a label, prepared once: a request then
 * neither builds its SQL again nor has PostgreSQL parse it (a named statement, per connection).
 * One whose order an index gives is not planned again either (hasIndexedOrder). Searches have
 * statements of their own, planned per term (createSearchStatements).
 */
function createPreparedPages(db: Database, plannedOnceDb: Database) {
  const statementOf = builtOnce<ReturnType<ReturnType<typeof pageQuery>['prepare']>>();
  return (query: ListVideosQuery) => {
    const name = `vitrine_list_page_${shapeKey(query)}`;
    const statement = statementOf(name, () =>
      pageQuery(hasIndexedOrder(query) ? plannedOnceDb : db, placeholderFilter(query), sql.placeholder('limit'), sql.placeholder('offset')).prepare(name),
    );
    return statement.execute({ themeCode: query.themeCode, label: query.label, limit: query.limit, offset: query.offset });
  };
}

/**
 * Whether an index gives a list page its order, so that one plan is right for every theme, label
 * and offset: each ordering of a theme, and a label's by date added (its index is theme, label,
 * created). A label's other orders are planned per execution: whether to walk the theme's
 * ordering index or sort the label's videos depends on the offset against the label's size.
 */
function hasIndexedOrder({ label, orderField }: ListVideosQuery): boolean {
  return label === undefined || orderField === 'created';
}

/** Statements built on first use, one per key: a request then builds no SQL. */
function builtOnce<S>(): (key: string, build: () => S) => S {
  const statements = new Map<string, S>();
  return (key, build) => {
    let statement = statements.get(key);
    if (statement === undefined) {
      statement = build();
      statements.set(key, statement);
    }
    return statement;
  };
}

/** What a list statement's SQL depends on besides its values: its ordering, and whether it has a label. */
function shapeKey(query: ListVideosQuery): string {
  return `${query.orderField}_${query.orderDirection}${query.label === undefined ? '' : '_label'}`;
}

/** A list's filter with placeholders for its theme and label, for a statement built once. */
function placeholderFilter(query: ListVideosQuery): ListFilter {
  return { ...query, themeCode: sql.placeholder('themeCode'), label: query.label === undefined ? undefined : sql.placeholder('label') };
}

/** Only the videos after `cursor` in the sitemap's order. */
function afterCursor(cursor: SitemapCursor): SQL[] {
  return cursor === null ? [] : [sql`(${videos.createdAt}, ${videos.id}) > (${cursor.afterCreatedAt}::timestamptz, ${cursor.afterId})`];
}

/** How many videos the catalogue holds, from the counts the triggers keep. */
async function countAllVideos(db: Database): Promise<number> {
  const [counted] = await db.select({ total: sum(videoCounts.videos).mapWith(Number) }).from(videoCounts);
  return counted?.total ?? 0;
}

/** How many videos the planner believes there are: the estimate its last analyse (or vacuum) left, -1 before any (exported for the tests). */
export async function plannedVideoCount(db: Database): Promise<number> {
  const result = await db.execute(sql`select reltuples::float8 as "estimate" from pg_class where oid = ${getTableName(videos)}::regclass`);
  return (result as unknown as { rows: { estimate: number }[] }).rows[0]?.estimate ?? -1;
}

/** The SQL of one hop of sitemapCursorAfter: the key of the `position`-th video after `cursor` (exported for the query plans). */
export function sitemapKeyQuery(db: Database, themeCode: string, cursor: SitemapCursor, position: number) {
  return db
    .select({ id: videos.id, createdAtKey: sql<string>`${videos.createdAt}::text` })
    .from(videos)
    .where(and(eq(videos.themeCode, themeCode), ...afterCursor(cursor)))
    .orderBy(asc(videos.createdAt), asc(videos.id))
    .limit(1)
    .offset(position - 1);
}

/** The SQL of one sitemap slice (sitemapVideos; exported for the query plans). */
export function sitemapQuery(db: Database, themeCode: string, cursor: SitemapCursor, limit: number) {
  return db
    .select({
      id: videos.id,
      createdAtKey: sql<string>`${videos.createdAt}::text`,
      pathseo: videos.pathseo,
      title: videos.title,
      description: videos.description,
      thumbnails: videos.thumbnails,
      videoId: videos.videoId,
      durationSeconds: videos.durationSeconds,
      views: videos.views,
      publishedAt: videos.publishedAt,
      updatedAt: videos.updatedAt,
    })
    .from(videos)
    .where(and(eq(videos.themeCode, themeCode), ...afterCursor(cursor)))
    .orderBy(asc(videos.createdAt), asc(videos.id))
    .limit(limit);
}

/** The SQL of findBySlug: a pathseo wins over a titleSeo, then the newest. */
export function slugQuery(db: Database, slug: string, themeCode: string) {
  const isPathseo = eq(videos.pathseo, slug);
  return db
    .select({ json: sql<string>`${videos.apiJson}` })
    .from(videos)
    .where(and(eq(videos.themeCode, themeCode), or(isPathseo, eq(videos.titleSeo, slug))))
    .orderBy(desc(isPathseo), desc(videos.createdAt), desc(videos.id))
    .limit(1);
}

/** What a list keeps of listSource's rows: its theme's (in the table whose index gives its order), its label's, its search's matches. */
function listConditions(filter: ListFilter): SQL[] {
  const conditions = [eq(isListedByScore(filter) ? videoTrending.themeCode : videos.themeCode, filter.themeCode)];
  // A Trending search joins videos (listSource): naming their theme too lets it read that theme's
  // trigram index, partial on videos.theme_code (without it, a rare word scanned the whole table).
  if (isListedByScore(filter) && filter.match !== undefined) conditions.push(eq(videos.themeCode, filter.themeCode));
  if (filter.label !== undefined) conditions.push(eq(videos.username, filter.label));
  if (filter.match !== undefined) conditions.push(searchCondition(filter.match));
  return conditions;
}

/** A search's plan, and the value its condition tests: the term itself, or the LIKE pattern of it (searchValueOf). */
interface SearchMatch {
  plan: SearchPlan;
  value: string | Placeholder;
}

/**
 * The search rule of @vitrine/catalog/search in SQL: the term, lower-cased by the database as
 * the searchable text is (ILIKE's own way), a substring of that text. One test in two forms, one
 * for each plan: for `trigram` a LIKE with the term's `%`, `_` and `\` escaped, which the trigram
 * index serves; for `walk` `strpos`, which no index serves, so PostgreSQL never turns the walk
 * into a trigram search (and it tests a long text faster than LIKE does). Written `<> 0`, which
 * PostgreSQL, having no statistics of it, takes for true of nearly every row, as the probe found
 * a walk's rows often are: it then walks the ordering index and stops at the limit, where `> 0`
 * (a third of the rows, it guesses) had it read a small theme whole and sort it. `lower` follows the
 * database's ctype, which must be Unicode-aware (C.UTF-8, en_US.UTF-8…; PGlite's is C.UTF-8): a C
 * ctype folds ASCII only and 'ÉTÉ' would no longer match 'été' as it does in the browser.
 */
function searchCondition({ plan, value }: SearchMatch): SQL {
  const text = videos.searchableText;
  return plan === 'trigram' ? sql`${text} like lower(${value}) escape '\\'` : sql`strpos(${text}, lower(${value})) <> 0`;
}

/** What a search's condition tests for its plan (searchCondition): the trimmed term, or the LIKE pattern of it. */
function searchValueOf(plan: SearchPlan, search: string | undefined): string {
  const term = searchTerm(search);
  return plan === 'trigram' ? `%${escapeLikePattern(term)}%` : term;
}

/**
 * The list's order for rows of videos alone, a page's few once picked: for Trending each one's
 * score read by primary key, then its date and id from videos (the scores hold copies). A join to the scores
 * instead was planned once for every page, with a tenth of the theme expected from the page's
 * LIMIT, as a hash join over all the scores: 20 ms a page on PGlite at 100,000 videos.
 */
function videoRowOrder(field: OrderField, direction: OrderDirection): SQL[] {
  if (!isListedByScore({ orderField: field })) return ordering(field, direction);
  const by = direction === 'asc' ? asc : desc;
  const score = sql`(select ${videoTrending.score} from ${videoTrending} where ${videoTrending.videoId} = ${videos.id})`;
  return [by(score), by(videos.publishedAt), by(videos.id)];
}

/**
 * Each ordering matches one (theme_code, …, id) index of schema.ts column for column, NULLS
 * placement included, so a page is an index scan read from either end whatever the catalogue's size.
 */
function ordering(field: OrderField, direction: OrderDirection): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const tieBreak = by(videos.id);
  switch (field) {
    case 'created':
      return [by(videos.createdAt), tieBreak];
    case 'publishedAt':
      return [by(videos.publishedAt), tieBreak];
    case 'title':
      return [by(videos.title), tieBreak];
    case 'views':
      // videos_theme_views_idx: unknown counts rank lowest in both directions (its id is DESC NULLS LAST).
      return direction === 'asc'
        ? [sql`${videos.views} asc nulls first`, sql`${videos.id} asc nulls first`]
        : [sql`${videos.views} desc nulls last`, sql`${videos.id} desc nulls last`];
    case 'trending':
      // The stored score (schema.ts videoTrending); videos outside the window score 0 and rank by date.
      return [by(videoTrending.score), by(videoTrending.publishedAt), by(videoTrending.videoId)];
  }
}
