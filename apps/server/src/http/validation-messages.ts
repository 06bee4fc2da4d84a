import { SAFE_INTEGER_KEYWORD } from '@vitrine/catalog/safe-integer';
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';

const LOCATION: Record<string, string> = {
  querystring: 'Query parameter',
  params: 'Path parameter',
  body: 'Body field',
  headers: 'Header',
};

/**
 * Turns Ajv's errors into one sentence naming the parameter, e.g.
 * "Query parameter 'limit' must be <= 100." or "Unknown query parameter 'foo'."
 */
export function validationMessage(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): string {
  const location = LOCATION[dataVar] ?? 'Field';
  const [first] = errors;
  if (first === undefined) return `${location} is invalid.`;
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'additionalProperties') return `Unknown ${location.toLowerCase()} '${String(params['additionalProperty'])}'.`;
  if (first.keyword === 'required') return `${location} '${String(params['missingProperty'])}' is required.`;

  const name = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || dataVar;
  // A union of literals fails on each branch; list the allowed values once.
  const allowed = errors
    .filter((e) => e.instancePath === first.instancePath && e.keyword === 'const')
    .map((e) => String((e.params as Record<string, unknown>)['allowedValue']));
  if (allowed.length > 0) return `${location} '${name}' must be one of: ${allowed.join(', ')}.`;
  if (first.keyword === 'enum') return `${location} '${name}' must be one of: ${(params['allowedValues'] as unknown[]).join(', ')}.`;
  if (first.keyword === SAFE_INTEGER_KEYWORD) return `${location} '${name}' must be a finite integer.`;
  if (first.keyword === 'pattern') return `${location} '${name}' contains characters that are not allowed.`;
  return `${location} '${name}' ${first.message ?? 'is invalid'}.`;
}
