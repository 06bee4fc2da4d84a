import { BlogListQuerySchema, SEARCH_MAX_LENGTH } from '@vitrine/catalog/api-schemas';
import { ONE_LINE_TEXT_PATTERN } from '@vitrine/catalog/text-rules';
import { Type } from '@sinclair/typebox';

/** Far beyond any catalogue, well inside Postgres' bigint (which refuses larger offsets). */
export const MAX_OFFSET = 1_000_000_000;
const LABEL_MAX_LENGTH = 200;

/** The shared query schema, tightened where the database needs it. */
export const ListVideosQuerySchema = Type.Object(
  {
    ...BlogListQuerySchema.properties,
    label: Type.Optional(Type.String({ minLength: 1, maxLength: LABEL_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN })),
    offset: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }),
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH, pattern: ONE_LINE_TEXT_PATTERN })),
  },
  { additionalProperties: false },
);
