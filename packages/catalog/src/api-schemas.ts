import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { THUMBNAIL_URL_PATTERN } from './image-path.ts';
import { SafeInteger } from './safe-integer.ts';
import { PATHSEO_MAX_LENGTH, PATHSEO_PATTERN } from './slug.ts';
import { MULTI_LINE_TEXT_PATTERN, ONE_LINE_TEXT_PATTERN } from './text-rules.ts';
import { THEME_CODE_VALUES, THEME_CODES } from './themes/theme-ids.ts';
import { VIDEO_ID_PATTERN } from './youtube-url.ts';

/**
 * The API's wire shapes (PRODUCT §3.5, §7). Used by Fastify for
 * validation, serialisation and OpenAPI, and by the web client for its types. The video shape
 * is also what imports and syncs check each video against, so its text rules are theirs: a
 * reason for every refusal, before anything reaches the database (PRODUCT §10.13).
 */

const ID_MAX_LENGTH = 200;
const TITLE_MAX_LENGTH = 1_000;
const DESCRIPTION_MAX_LENGTH = 20_000;
const THUMBNAIL_URL_MAX_LENGTH = 2_000;
/** Far beyond any image; a bound so that no size is infinite. */
const THUMBNAIL_SIZE_MAX_PX = 100_000;
/** Far beyond any view count; a bound so that no figure is infinite. */
const STATISTIC_MAX = Number.MAX_SAFE_INTEGER;
/** Far beyond any video or archived stream (YouTube keeps 12 hours at most); a bound all the same. */
const DURATION_MAX_SECONDS = 30 * 24 * 3_600;

const OneLineText = (maxLength: number) => Type.String({ maxLength, pattern: ONE_LINE_TEXT_PATTERN });

const Thumbnail = Type.Object({
  url: Type.String({
    maxLength: THUMBNAIL_URL_MAX_LENGTH,
    pattern: THUMBNAIL_URL_PATTERN,
    description: 'an https URL on a YouTube image host or a relative image path',
  }),
  width: Type.Optional(SafeInteger({ minimum: 0, maximum: THUMBNAIL_SIZE_MAX_PX })),
  height: Type.Optional(SafeInteger({ minimum: 0, maximum: THUMBNAIL_SIZE_MAX_PX })),
});

export const ThumbnailsSchema = Type.Object({
  maxres: Type.Optional(Thumbnail),
  standard: Type.Optional(Thumbnail),
  high: Type.Optional(Thumbnail),
  medium: Type.Optional(Thumbnail),
  default: Type.Optional(Thumbnail),
});

export const ApiVideoSchema = Type.Object(
  {
    _id: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN }),
    pathseo: Type.String({
      minLength: 1,
      maxLength: PATHSEO_MAX_LENGTH,
      pattern: PATHSEO_PATTERN,
      description: 'one path segment: no space, slash, backslash, ?, # or %',
    }),
    parsed: Type.Boolean(),
    created: Type.Optional(Type.String({ format: 'date-time' })),
    updated: Type.Optional(Type.String({ format: 'date-time' })),
    metadata: Type.Object({
      title: OneLineText(TITLE_MAX_LENGTH),
      description: Type.String({ maxLength: DESCRIPTION_MAX_LENGTH, pattern: MULTI_LINE_TEXT_PATTERN }),
      publishedAt: Type.String({ format: 'date-time' }),
      channelTitle: OneLineText(TITLE_MAX_LENGTH),
      /** Channel identifier, matched against the theme's label entries. */
      username: OneLineText(ID_MAX_LENGTH),
      videoId: Type.String({ pattern: VIDEO_ID_PATTERN, description: 'a YouTube video id: 11 characters of A-Z, a-z, 0-9, _ and -' }),
      titleSeo: OneLineText(PATHSEO_MAX_LENGTH),
      genre: Type.Array(OneLineText(ID_MAX_LENGTH)),
      snippet: Type.Object({ thumbnails: ThumbnailsSchema }),
      /** Real statistics when the importer has them; they win over derived figures. */
      statistics: Type.Optional(
        Type.Object({
          viewCount: Type.Optional(SafeInteger({ minimum: 0, maximum: STATISTIC_MAX })),
          likeCount: Type.Optional(SafeInteger({ minimum: 0, maximum: STATISTIC_MAX })),
        }),
      ),
      /** Length of the video when a sync knows it (the Data API's backfill); absent otherwise (PRODUCT §10.15). */
      durationSeconds: Type.Optional(SafeInteger({ minimum: 0, maximum: DURATION_MAX_SECONDS })),
    }),
  },
  { $id: 'ApiVideo' },
);
export type ApiVideo = Static<typeof ApiVideoSchema>;
export type Thumbnails = Static<typeof ThumbnailsSchema>;

export const PaginationSchema = Type.Object(
  {
    totalDocs: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
    totalPages: Type.Integer(),
    page: Type.Integer(),
    hasNextPage: Type.Boolean(),
    hasPrevPage: Type.Boolean(),
  },
  { $id: 'Pagination' },
);
export type Pagination = Static<typeof PaginationSchema>;

export const ORDER_FIELDS = ['created', 'publishedAt', 'views', 'trending', 'title'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

export const API_DEFAULT_LIMIT = 20;
export const API_MAX_LIMIT = 100;
export const SEARCH_MAX_LENGTH = 200;
export const LABEL_MAX_LENGTH = 200;
/** Far beyond any catalogue, well inside Postgres' bigint (which refuses larger offsets). */
export const API_MAX_OFFSET = 1_000_000_000;

/** A union of string literals whose static type stays the literal union (e.g. 'asc' | 'desc'). */
function literalUnion<T extends string>(values: readonly T[], options: { default: NoInfer<T> }): TUnion<TLiteral<T>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );
}

export const BlogListQuerySchema = Type.Object(
  {
    label: Type.Optional(Type.String({ minLength: 1, maxLength: LABEL_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN })),
    limit: SafeInteger({ minimum: 1, maximum: API_MAX_LIMIT, default: API_DEFAULT_LIMIT }),
    offset: SafeInteger({ minimum: 0, maximum: API_MAX_OFFSET, default: 0 }),
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN })),
    orderfields: literalUnion(ORDER_FIELDS, { default: 'created' }),
    orderby: literalUnion(ORDER_DIRECTIONS, { default: 'desc' }),
    /** Theme code; an unknown one is a 400 (PRODUCT §5.1, §10.13). */
    t: literalUnion(THEME_CODE_VALUES, { default: THEME_CODES.rock }),
  },
  { additionalProperties: false },
);
export type BlogListQuery = Static<typeof BlogListQuerySchema>;

export const BlogListResponseSchema = Type.Object({
  data: Type.Array(ApiVideoSchema),
  pagination: PaginationSchema,
  count: Type.Integer(),
  origin: Type.String(),
});
export type BlogListResponse = Static<typeof BlogListResponseSchema>;

/** Clients accept the legacy `pgination` spelling too (PRODUCT §3.7). */
export type BlogListAnswer = Omit<BlogListResponse, 'pagination'> & { pagination?: Pagination; pgination?: Pagination };

export const BlogResponseSchema = Type.Object({ data: ApiVideoSchema });
export type BlogResponse = Static<typeof BlogResponseSchema>;

export const ErrorResponseSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
