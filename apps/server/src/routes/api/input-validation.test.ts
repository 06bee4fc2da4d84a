import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_KEYS, buildTestApp } from '../../test/build-test-app.ts';

/** A person's contact request as the form posts it (PRODUCT §7.4). */
const CONTACT_POST = {
  bodyContent: { message: 'Bonjour, je voudrais une invitation.', email: 'lea@example.com' },
  type: 'gencontact',
  name: 'Léa',
  fillMs: 20_000,
};

describe('every input is checked at validation: a 400 naming the field, never a 500', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ entries: [] });
  });
  afterAll(async () => app?.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-api-key': TEST_API_KEYS[0] } });
  /** The body as JSON text, so lone surrogates travel the way JSON.stringify writes them (`\ud800`). */
  const post = (json: string) =>
    app.inject({
      method: 'POST',
      url: '/api/mail/send',
      // One client per post: the contact form's own rate limit is not what is tested here.
      remoteAddress: `192.0.2.${++clientNumber}`,
      headers: { 'x-api-key': TEST_API_KEYS[0], 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload: json,
    });
  let clientNumber = 0;
  const message = (response: { body: string }) => (JSON.parse(response.body) as { message: string }).message;

  it.each(['Infinity', '-Infinity', '1e400', '-1e400', '%2BInfinity', '9007199254740993'])('limit and offset %s are refused', async (value) => {
    for (const name of ['limit', 'offset']) {
      const response = await get(`/api/blogs?${name}=${value}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(message(response)).toContain(`'${name}'`);
    }
  });

  it.each(['1e400', '-1e400', '9007199254740993', '"Infinity"', '"-Infinity"'])('fillMs %s is refused', async (value) => {
    const response = await post(JSON.stringify(CONTACT_POST).replace('20000', value));
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toContain("'fillMs'");
  });

  it.each([
    ['name', 'name'],
    ['bodyContent.message', 'message'],
    ['bodyContent.email', 'email'],
  ])('a lone surrogate in %s is refused', async (field, key) => {
    const json = JSON.stringify(CONTACT_POST).replace(/("(?:name|message|email)":")/g, (match: string) => (match === `"${key}":"` ? `${match}\\ud800` : match));
    const response = await post(json);
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toContain(`'${field}'`);
  });

  it('a lone surrogate in a query parameter is refused', async () => {
    const response = await get('/api/blogs?search=%ED%A0%80');
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it('keeps well-formed text outside the Basic Multilingual Plane', async () => {
    const response = await post(JSON.stringify({ ...CONTACT_POST, name: 'Léa 🎸' }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses unknown keys inside bodyContent, as at the top level', async () => {
    const response = await post(JSON.stringify({ ...CONTACT_POST, bodyContent: { ...CONTACT_POST.bodyContent, bcc: 'everyone@example.com' } }));
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toContain("'bcc'");
  });
});
