import type { Thumbnails } from '@vitrine/catalog/api-schemas';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { THEME_CODE_VALUES } from '@vitrine/catalog/themes/theme-ids';
import { foldedSearchableText } from './searchable-text.ts';

/**
 * The trigram index of one theme's searchable texts (pg_trgm, partial on the theme). A search
 * reads only its theme's posting lists: a rare word's index scan took 3.3× less time than with
 * one index keyed by theme, whose lists held every theme's videos (docs/PERFORMANCE.md). A new
 * theme needs its own, added by a migration (search-plan.test.ts checks every theme has one).
 */
export function searchIndexName(themeCode: string): string {
  return `videos_search_trgm_${themeCode}_idx`;
}

/**
 * One row per video of one theme. The API shape (ApiVideo) is rebuilt from these columns
 * in video-row.ts. Every list ordering has a (theme_code, …, id) index so a page is an
 * index scan; id breaks ties so pages never overlap.
 */
export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    themeCode: text('theme_code').notNull(),
    pathseo: text('pathseo').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    channelTitle: text('channel_title').notNull(),
    /** Channel identifier, the "label" of PRODUCT §7.2. */
    username: text('username').notNull(),
    videoId: text('video_id').notNull(),
    titleSeo: text('title_seo').notNull(),
    genre: text('genre').array().notNull().default(sql`'{}'::text[]`),
    thumbnails: jsonb('thumbnails').$type<Thumbnails>().notNull(),
    // bigint: the most watched videos exceed 2^31 views.
    views: bigint('views', { mode: 'number' }),
    likes: bigint('likes', { mode: 'number' }),
    parsed: boolean('parsed').notNull().default(false),
    /**
     * The previous version's trending score, no longer written nor read (videoTrending holds it
     * since migration 0009): kept, with its index, for the instances of the previous version that
     * still serve during a rolling upgrade (docs/DEPLOY.md); a later migration drops both.
     */
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    /** Set only by the demo seed (PRODUCT §10.15): `demo remove` deletes these and nothing else. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** The channel source that brought the video in; null for imported and demo videos. */
    sourceId: integer('source_id').references((): AnyPgColumn => videoSources.id, { onDelete: 'set null' }),
    /** From the Data API (sync --backfill); the page's runtime when known. */
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What a search reads (searchable-text.ts), lower-cased as ILIKE does, kept by the database
     * at each write: a search then tests each candidate with LIKE alone, not by joining four
     * fields and lower-casing them per row (a common word's 1,000 matches 5.1 → 1.8 ms on 100k).
     */
    searchableText: text('searchable_text').generatedAlwaysAs((): SQL => foldedSearchableText(videos)),
    /**
     * The video as the API's JSON (video-row.ts), kept by the database at each write: a page's
     * JSON is then its rows' texts joined, not built from their columns per request
     * (docs/PERFORMANCE.md). The function (migration 0010) is the one definition of that shape.
     */
    apiJson: text('api_json').generatedAlwaysAs(
      (): SQL =>
        sql`vitrine_api_video_json(${sql.join(
          [
            videos.id, videos.pathseo, videos.parsed, videos.createdAt, videos.updatedAt, videos.title, videos.description, videos.publishedAt, videos.channelTitle,
            videos.username, videos.videoId, videos.titleSeo, videos.genre, videos.thumbnails, videos.views, videos.likes, videos.durationSeconds,
          ],
          sql`, `,
        )})`,
    ),
  },
  (t) => [
    uniqueIndex('videos_theme_pathseo_key').on(t.themeCode, t.pathseo),
    // A video's address may be its titleSeo when no pathseo matches (findBySlug); without this a scan of the theme.
    index('videos_theme_title_seo_idx').on(t.themeCode, t.titleSeo),
    index('videos_theme_created_idx').on(t.themeCode, t.createdAt, t.id),
    index('videos_theme_published_idx').on(t.themeCode, t.publishedAt, t.id),
    index('videos_theme_username_created_idx').on(t.themeCode, t.username, t.createdAt, t.id),
    // Unknown view counts rank lowest: last when descending, first when ascending.
    index('videos_theme_views_idx').on(t.themeCode, t.views.desc().nullsLast(), t.id.desc()),
    index('videos_theme_title_idx').on(t.themeCode, t.title, t.id),
    // The previous version's Trending (trendingScore above).
    index('videos_theme_trending_idx').on(t.themeCode, t.trendingScore.desc().nullsFirst(), t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A search's LIKE over the searchable text, one trigram index per theme (searchIndexName).
    ...THEME_CODE_VALUES.map((code) =>
      index(searchIndexName(code))
        .using('gin', sql`${t.searchableText} gin_trgm_ops`)
        .where(sql`${t.themeCode} = ${sql.raw(`'${code}'`)}`),
    ),
    index('videos_source_idx').on(t.sourceId),
  ],
);

/**
 * Each video's trending score (views per day among recent videos, PRODUCT §10.6), apart from
 * its row so that Trending is an index scan and the hourly refresh rewrites narrow rows: in
 * `videos` each rewritten row also went into every index, the search's trigram index among them
 * (~600 entries for a 1.2 KB text), 11.8 s for 9,518 scores on 100,000 videos against 0.75 s here.
 * Statement triggers on videos keep its copy of the theme, date and views and the score, computed by
 * vitrine_trending_score at each write (migration 0009); refresh-trending-scores.ts ages it hourly.
 */
export const videoTrending = pgTable(
  'video_trending',
  {
    videoId: text('video_id').primaryKey(),
    themeCode: text('theme_code').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    views: bigint('views', { mode: 'number' }),
    score: doublePrecision('score').notNull(),
  },
  (t) => [
    // Ties fall back to the publication date, then the id (videos-repository.ts ordering()); NULLS FIRST is
    // what a plain DESC sorts by, so the index serves both directions.
    index('video_trending_theme_score_idx').on(t.themeCode, t.score.desc().nullsFirst(), t.publishedAt.desc().nullsFirst(), t.videoId.desc().nullsFirst()),
  ],
);

/**
 * The catalogue version (PRODUCT §11): one row whose number a statement-level trigger on
 * `videos` increments on every insert, update, delete and truncate (migration 0004), so every
 * writer bumps it without knowing. Caches key their entries by it (src/catalog-version/).
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    // Always true: the check keeps the table to a single row.
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id}`)],
);

/**
 * How many videos each channel of each theme holds, kept by statement triggers on videos
 * (migration 0003). totalDocs of a theme or label page reads a few rows here instead of
 * counting the index, whose cost grows with the catalogue (and on PGlite holds its one
 * connection, which every other query waits for); one aggregate per statement keeps a 100k import cheap, unlike a per-row trigger.
 */
export const videoCounts = pgTable(
  'video_counts',
  {
    themeCode: text('theme_code').notNull(),
    username: text('username').notNull(),
    videos: bigint('videos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.themeCode, t.username] })],
);

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Durable queue of contact requests (written by POST /api/mail/send, drained by the mail worker). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

export const SOURCE_KINDS = ['channel', 'playlist'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** What a conditional GET of one feed URL sends next time (PRODUCT §10.15). */
export interface FeedValidators {
  etag?: string;
  lastModified?: string;
}

/** A YouTube channel or playlist an operator added to a theme (`vitrine channels add`). */
export const videoSources = pgTable(
  'video_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    themeCode: text('theme_code').notNull(),
    /** The label its videos get ('' in a theme without labels). */
    label: text('label').notNull(),
    kind: text('kind').$type<SourceKind>().notNull(),
    /** `UC…` for a channel, the playlist id for a playlist. */
    youtubeId: text('youtube_id').notNull(),
    /** How the operator named it, e.g. the handle URL. */
    input: text('input').notNull(),
    includeShorts: boolean('include_shorts').notNull().default(false),
    includeLive: boolean('include_live').notNull().default(false),
    title: text('title'),
    /** ETag / Last-Modified per feed URL. */
    validators: jsonb('validators').$type<Record<string, FeedValidators>>().notNull().default({}),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    failures: integer('failures').notNull().default(0),
    /** Backoff: the scheduler leaves the source alone until then. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** WebSub: when the hub's lease on our subscription ends. */
    websubLeaseUntil: timestamp('websub_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_sources_theme_youtube_id_key').on(t.themeCode, t.youtubeId),
    check('video_sources_kind_check', sql`${t.kind} in ('channel', 'playlist')`),
  ],
);

export type VideoSourceRow = typeof videoSources.$inferSelect;

/** Labels an operator named with `channels add --label-title`: rows after the theme's configured ones. */
export const themeLabels = pgTable(
  'theme_labels',
  {
    themeCode: text('theme_code').notNull(),
    label: text('label').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.themeCode, t.label] })],
);
