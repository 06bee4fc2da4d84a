import { BlogListQuerySchema, SEARCH_MAX_LENGTH } from '@vitrine/catalog/api-schemas';
import { Type } from '@sinclair/typebox';

/** Postgres rejects NUL and offsets past bigint; control characters are never part of a real search. */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001F\\u007F]*$';
/** Far beyond any catalogue, well inside Postgres' bigint. */
export const MAX_OFFSET = 1_000_000_000;
const LABEL_MAX_LENGTH = 200;

/** The shared query schema, tightened where the database needs it. */
export const BlogsQuerySchema = Type.Object(
  {
    ...BlogListQuerySchema.properties,
    label: Type.Optional(Type.String({ minLength: 1, maxLength: LABEL_MAX_LENGTH, pattern: NO_CONTROL_CHARACTERS })),
    offset: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }),
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH, pattern: NO_CONTROL_CHARACTERS })),
  },
  { additionalProperties: false },
);
