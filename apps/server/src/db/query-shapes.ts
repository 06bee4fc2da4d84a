import type { OrderDirection, OrderField } from '@vitrine/catalog/api-schemas';
import { ROW_MAX_VIDEOS } from '@vitrine/catalog/first-screen';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.ts';
import { searchIndexName } from './schema.ts';
import { SITEMAP_BATCH_SIZE } from '../routes/share/sitemap-routes.ts';
import { GENERATED_COMMON_WORD, type ImportItem } from '../demo/generate-videos.ts';
import { listQueries, searchPageQuery, searchQuery, searchSampleQuery, sitemapKeyQuery, sitemapQuery, slugQuery, type ListVideosQuery } from './videos-repository.ts';

/** The page size of a row (PRODUCT §2.3) and an offset a few pages in. */
const ROW_PAGE = { limit: 8, offset: 16 } as const;

/** What a query shape is run against: a theme, one of its labels, terms found in few and many videos, a video's slug, a page of ids. */
export interface ShapeSubjects {
  themeCode: string;
  label: string;
  rareTerm: string;
  commonTerm: string;
  slug: string;
  pageIds: string[];
}

/** The subjects among generated videos: those of the first one's theme. */
export function shapeSubjects(videos: readonly ImportItem[]): ShapeSubjects {
  const first = videos[0]!;
  return {
    themeCode: first.t,
    label: first.metadata.username,
    rareTerm: first.metadata.title.split(' ')[0]!,
    commonTerm: GENERATED_COMMON_WORD,
    slug: first.pathseo,
    pageIds: videos.filter((video) => video.t === first.t).slice(0, ROW_PAGE.limit).map((video) => video._id),
  };
}

/** One SQL statement the API runs, and the index meant to serve it (undefined: none, or the planner's choice). */
export interface QueryShape {
  name: string;
  /** Built on demand, so the list can be read before a database is open. */
  query: () => SQLWrapper;
  index: string | undefined;
  /** A list page whose ids are read from `index` alone (an index-only scan), the rows after (listQueries' deferred join). */
  isIdsFromIndexOnly?: boolean;
}

const ORDERING_INDEXES: readonly [OrderField, string][] = [
  ['created', 'videos_theme_created_idx'],
  ['publishedAt', 'videos_theme_published_idx'],
  ['views', 'videos_theme_views_idx'],
  ['trending', 'video_trending_theme_score_idx'],
  ['title', 'videos_theme_title_idx'],
];
const DIRECTIONS: readonly OrderDirection[] = ['desc', 'asc'];

/** A keyset cursor before every generated video: the plan of a slice read after another. */
const SITEMAP_KEYSET_CURSOR = { afterCreatedAt: '2000-01-01 00:00:00+00', afterId: '' };

/** Every statement shape of GET /api/blogs, /api/blog/{pathseo} and the sitemaps (videos-repository.ts), for the query plans. */
export function queryShapes(db: Database, subjects: ShapeSubjects): QueryShape[] {
  const listQuery = (query: Partial<ListVideosQuery>): ListVideosQuery => ({ themeCode: subjects.themeCode, orderField: 'created', orderDirection: 'desc', ...ROW_PAGE, ...query });
  const list = (query: Partial<ListVideosQuery>) => listQueries(db, listQuery(query));
  const search = (term: string) => listQuery({ search: term });
  return [
    ...ORDERING_INDEXES.flatMap(([orderField, index]) =>
      DIRECTIONS.map((orderDirection) => ({ name: `${orderField} ${orderDirection}`, query: () => list({ orderField, orderDirection }).page, index, isIdsFromIndexOnly: true })),
    ),
    { name: 'label page (created desc)', query: () => list({ label: subjects.label }).page, index: 'videos_theme_username_created_idx', isIdsFromIndexOnly: true },
    { name: 'theme count', query: () => list({}).total, index: undefined },
    { name: 'label count', query: () => list({ label: subjects.label }).total, index: undefined },
    { name: 'search sample', query: () => searchSampleQuery(db, { themeCode: subjects.themeCode }), index: 'videos_theme_created_idx' },
    {
      name: 'search sample of a label',
      query: () => searchSampleQuery(db, { themeCode: subjects.themeCode, label: subjects.label }),
      index: 'videos_theme_username_created_idx',
    },
    { name: `rare search "${subjects.rareTerm}", trigram plan`, query: () => searchQuery(db, search(subjects.rareTerm), 'trigram'), index: searchIndexName(subjects.themeCode) },
    { name: `common search "${subjects.commonTerm}", walk plan`, query: () => searchQuery(db, search(subjects.commonTerm), 'walk'), index: 'videos_theme_created_idx' },
    {
      name: `common search "${subjects.commonTerm}" by views, walk plan`,
      query: () => searchQuery(db, { ...search(subjects.commonTerm), orderField: 'views' }, 'walk'),
      index: 'videos_theme_views_idx',
    },
    {
      name: `common search "${subjects.commonTerm}" on Trending, walk plan`,
      query: () => searchQuery(db, { ...search(subjects.commonTerm), orderField: 'trending' }, 'walk'),
      index: 'video_trending_theme_score_idx',
    },
    {
      name: `common search "${subjects.commonTerm}" on Trending, a row's matches (walk plan)`,
      query: () => searchQuery(db, { ...search(subjects.commonTerm), orderField: 'trending' }, 'walk', ROW_MAX_VIDEOS),
      index: 'video_trending_theme_score_idx',
    },
    {
      name: `rare search "${subjects.rareTerm}" on Trending, trigram plan`,
      query: () => searchQuery(db, { ...search(subjects.rareTerm), orderField: 'trending' }, 'trigram'),
      index: searchIndexName(subjects.themeCode),
    },
    { name: 'a later page of a search, by id', query: () => searchPageQuery(db, subjects.pageIds, search(subjects.commonTerm)), index: 'videos_pkey' },
    { name: 'findBySlug', query: () => slugQuery(db, subjects.slug, subjects.themeCode), index: 'videos_theme_pathseo_key' },
    { name: 'sitemap first slice', query: () => sitemapQuery(db, subjects.themeCode, null, SITEMAP_BATCH_SIZE), index: 'videos_theme_created_idx' },
    { name: 'sitemap slice after a video (keyset)', query: () => sitemapQuery(db, subjects.themeCode, SITEMAP_KEYSET_CURSOR, SITEMAP_BATCH_SIZE), index: 'videos_theme_created_idx' },
    { name: 'sitemap file start, one hop', query: () => sitemapKeyQuery(db, subjects.themeCode, SITEMAP_KEYSET_CURSOR, SITEMAP_BATCH_SIZE), index: 'videos_theme_created_idx' },
  ];
}

/**
 * The plan made once for a statement, whatever its values, as a statement of plannedOnceDb gets
 * it (plan_cache_mode force_generic_plan): prepared with its parameters, then EXPLAIN EXECUTE.
 */
export async function explainPlannedOnce(db: Database, query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const values = params.map((value) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare vitrine_explained as ${text}`));
    const plan = planText(await tx.execute(sql.raw(`explain execute vitrine_explained(${values.join(', ')})`)));
    await tx.execute(sql.raw('deallocate vitrine_explained'));
    return plan;
  });
}

/** The plan of a statement as text, one line per row of EXPLAIN. */
export async function explain(db: Database, query: SQLWrapper, options: 'plan' | 'analyze'): Promise<string> {
  const prefix = options === 'analyze' ? sql.raw('explain (analyze, buffers) ') : sql.raw('explain ');
  return planText(await db.execute(sql`${prefix}${query}`));
}

/** EXPLAIN's rows as text, one line each. */
function planText(result: unknown): string {
  return (result as { rows: Record<string, string>[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
}
