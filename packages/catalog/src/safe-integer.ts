import { Type, type TInteger } from '@sinclair/typebox';

export interface IntegerBounds {
  minimum: number;
  maximum: number;
  default?: number;
}

/**
 * The keyword every integer of the API carries. Ajv's type coercion turns "Infinity",
 * "-Infinity" and "1e400" into ±Infinity without checking the type again, and it runs the
 * number keywords (`minimum`, `maximum`, `format`) only on finite numbers: bounds alone let
 * Infinity through to SQL. A keyword of no particular type runs on whatever coercion left.
 * apps/server/src/app.ts registers it with Ajv; TypeBox ignores it, and its own integer check
 * already refuses Infinity.
 */
export const SAFE_INTEGER_KEYWORD = 'safeInteger';

/** The keyword's definition, as Ajv takes it. */
export const SAFE_INTEGER_KEYWORD_DEFINITION = {
  keyword: SAFE_INTEGER_KEYWORD,
  schemaType: 'boolean' as const,
  validate: (isRequired: boolean, value: unknown) => !isRequired || typeof value !== 'number' || Number.isSafeInteger(value),
};

/**
 * Every integer the API reads (query, body, header): a safe integer, bounded on both sides
 * (PRODUCT §10.13; a test walks every route's schemas for it).
 */
export function SafeInteger(bounds: IntegerBounds): TInteger {
  if (!Number.isSafeInteger(bounds.minimum) || !Number.isSafeInteger(bounds.maximum) || bounds.minimum > bounds.maximum) {
    throw new Error(`An integer needs safe bounds, not [${bounds.minimum}, ${bounds.maximum}].`);
  }
  return Type.Integer({ ...bounds, [SAFE_INTEGER_KEYWORD]: true });
}
