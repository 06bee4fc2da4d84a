import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { THEME_CODE_VALUES, THEME_CODES } from './themes/theme-ids.ts';

/**
 * The API's wire shapes (PRODUCT §3.5, §7). Used by Fastify for
 * validation, serialisation and OpenAPI, and by the web client for its types.
 */

const Thumbnail = Type.Object({ url: Type.String(), width: Type.Optional(Type.Integer()), height: Type.Optional(Type.Integer()) });

export const ThumbnailsSchema = Type.Object({
  maxres: Type.Optional(Thumbnail),
  standard: Type.Optional(Thumbnail),
  high: Type.Optional(Thumbnail),
  medium: Type.Optional(Thumbnail),
  default: Type.Optional(Thumbnail),
});

export const ApiVideoSchema = Type.Object(
  {
    _id: Type.String(),
    pathseo: Type.String(),
    parsed: Type.Boolean(),
    created: Type.Optional(Type.String({ format: 'date-time' })),
    updated: Type.Optional(Type.String({ format: 'date-time' })),
    metadata: Type.Object({
      title: Type.String(),
      description: Type.String(),
      publishedAt: Type.String({ format: 'date-time' }),
      channelTitle: Type.String(),
      /** Channel identifier, matched against the theme's label entries. */
      username: Type.String(),
      videoId: Type.String(),
      titleSeo: Type.String(),
      genre: Type.Array(Type.String()),
      snippet: Type.Object({ thumbnails: ThumbnailsSchema }),
      /** Real statistics when the importer has them; they win over derived figures. */
      statistics: Type.Optional(
        Type.Object({
          viewCount: Type.Optional(Type.Integer({ minimum: 0 })),
          likeCount: Type.Optional(Type.Integer({ minimum: 0 })),
        }),
      ),
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

/** A union of string literals whose static type stays the literal union (e.g. 'asc' | 'desc'). */
function literalUnion<T extends string>(values: readonly T[], options: { default: NoInfer<T> }): TUnion<TLiteral<T>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );
}

export const BlogListQuerySchema = Type.Object(
  {
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    limit: Type.Integer({ minimum: 1, maximum: API_MAX_LIMIT, default: API_DEFAULT_LIMIT }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
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
