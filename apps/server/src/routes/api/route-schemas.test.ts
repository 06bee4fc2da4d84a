import { SAFE_INTEGER_KEYWORD } from '@vitrine/catalog/safe-integer';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app.ts';

/** What a request may carry, part by part; headers stay open (every request carries others). */
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;
type JsonSchema = Record<string, unknown>;

/**
 * Every schema of every route, walked: whatever a future route adds, it is held to the rules of
 * PRODUCT §10.13: closed objects, bounded safe integers, well-formed text.
 */
function problemsOf(schema: JsonSchema, path: string, isOpenObject = false): string[] {
  const problems: string[] = [];
  const children: [JsonSchema, string][] = [];
  if (schema['type'] === 'object') {
    if (!isOpenObject && schema['additionalProperties'] !== false) problems.push(`${path}: accepts unknown keys`);
    for (const [name, property] of Object.entries((schema['properties'] ?? {}) as Record<string, JsonSchema>)) children.push([property, `${path}.${name}`]);
  }
  if (schema['type'] === 'integer' || schema['type'] === 'number') {
    if (!Number.isSafeInteger(schema['minimum']) || !Number.isSafeInteger(schema['maximum'])) problems.push(`${path}: an integer without safe bounds`);
    if (schema[SAFE_INTEGER_KEYWORD] !== true) problems.push(`${path}: an integer that lets Infinity through Ajv's coercion`);
  }
  if (schema['type'] === 'string' && schema['const'] === undefined && schema['enum'] === undefined) {
    const pattern = schema['pattern'];
    if (typeof pattern !== 'string' || new RegExp(pattern, 'u').test('a\ud800')) problems.push(`${path}: accepts a lone surrogate`);
  }
  if (schema['type'] === 'array') children.push([schema['items'] as JsonSchema, `${path}[]`]);
  for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
    for (const branch of (schema[keyword] ?? []) as JsonSchema[]) children.push([branch, path]);
  }
  for (const [child, childPath] of children) problems.push(...problemsOf(child, childPath));
  return problems;
}

describe('every route schema', () => {
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ entries: [], beforeRegister: (fastify) => fastify.addHook('onRoute', (route) => void routes.push(route)) });
  });
  afterAll(async () => app?.close());

  it('covers the API routes', () => {
    const withSchemas = routes.filter((route) => route.schema !== undefined).map((route) => `${String(route.method)} ${route.url}`);
    expect(withSchemas).toEqual(expect.arrayContaining(['GET /api/blogs', 'GET /api/blog/:pathseo', 'POST /api/mail/send']));
  });

  it('refuses unknown keys in every object, unbounded integers and ill-formed text, in every part of every request', () => {
    const problems = routes.flatMap((route) =>
      REQUEST_PARTS.flatMap((part) => {
        const schema = route.schema?.[part] as JsonSchema | undefined;
        return schema === undefined ? [] : problemsOf(schema, `${String(route.method)} ${route.url} ${part}`, part === 'headers');
      }),
    );
    expect(problems).toEqual([]);
  });
});
