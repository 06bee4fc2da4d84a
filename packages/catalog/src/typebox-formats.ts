import { FormatRegistry } from '@sinclair/typebox';
import { DefaultErrorFunction, SetErrorFunction, ValueErrorType } from '@sinclair/typebox/errors';

/**
 * TypeBox's `Value.Check` knows no string formats until they are registered; ajv (Fastify)
 * has its own. Import this module once wherever API shapes are checked with TypeBox; it also
 * makes TypeBox's pattern errors read as reasons.
 */
const RFC_3339_DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

export function isDateTime(value: string): boolean {
  return RFC_3339_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isDateTime);

/**
 * A refused pattern reads as a reason, never as the regular expression: the schema's
 * `description` of what the field holds when it has one (an import prints it).
 */
SetErrorFunction((parameters) => {
  if (parameters.errorType !== ValueErrorType.StringPattern) return DefaultErrorFunction(parameters);
  const { description } = parameters.schema as { description?: unknown };
  return typeof description === 'string' ? `must be ${description}` : 'contains characters that are not allowed';
});
