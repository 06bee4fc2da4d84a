import { FormatRegistry } from '@sinclair/typebox';

/**
 * TypeBox's `Value.Check` knows no string formats until they are registered; ajv (Fastify)
 * has its own. Import this module once wherever API shapes are checked with TypeBox.
 */
const RFC_3339_DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

export function isDateTime(value: string): boolean {
  return RFC_3339_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isDateTime);
