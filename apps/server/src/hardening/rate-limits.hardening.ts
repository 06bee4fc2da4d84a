/**
 * Rate limits (issue 12): counted per client behind a trusted proxy (X-Forwarded-For under
 * TRUST_PROXY), wrong keys counting double, holding across many clients at once; the contact
 * form's own limit too. A client that is not the proxy cannot pick its bucket by sending the header.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_API_KEYS, buildTestApp, waitWhileUnderPressure } from '../test/build-test-app.ts';

const API_LIMIT = 20;
const MAIL_LIMIT = 3;
const CLIENTS = 60;
const PROXY = '127.0.0.1';
/** A little more than under-pressure's sample interval (1 s by default). */
const UNDER_PRESSURE_SAMPLE_MS = 1_500;
const WRONG_KEY = 'wrong-key-0123456789';
/** A robot's post (honeypot filled in): counted like any post, answered 200, never sent. */
const HONEYPOT_POST = { bodyContent: { message: 'Bonjour', email: 'bot@example.com' }, type: 'gencontact', name: 'Bot', website: 'x', fillMs: 10_000 };

describe('rate limits behind a trusted proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      entries: [],
      env: { TRUST_PROXY: PROXY, RATE_LIMIT_PER_MINUTE: String(API_LIMIT), MAIL_RATE_LIMIT_MAX: String(MAIL_LIMIT) },
    });
  });
  afterAll(async () => app?.close());
  // A burst of hundreds of requests shows in under-pressure's next sample (one a second) and its
  // 503 for a moment is load shedding, not what is tested: each test starts after a calm sample.
  beforeEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, UNDER_PRESSURE_SAMPLE_MS));
    await waitWhileUnderPressure(app);
  });

  const apiCall = (forwardedFor: string, key: string = TEST_API_KEYS[0], remoteAddress = PROXY) =>
    app.inject({ method: 'GET', url: '/api/blogs?limit=1', remoteAddress, headers: { 'x-api-key': key, 'x-forwarded-for': forwardedFor } });
  const contactPost = (forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/mail/send',
      remoteAddress: PROXY,
      headers: { 'x-api-key': TEST_API_KEYS[0], 'idempotency-key': randomUUID(), 'x-forwarded-for': forwardedFor },
      payload: HONEYPOT_POST,
    });
  const count = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it(`gives each of ${CLIENTS} clients, all interleaved, exactly its own limit`, async () => {
    const clients = Array.from({ length: CLIENTS }, (_, index) => `198.51.100.${index + 1}`);
    const statuses = new Map(clients.map((client) => [client, [] as number[]]));
    for (let round = 0; round < API_LIMIT + 3; round += 1) {
      const answers = await Promise.all(clients.map((client) => apiCall(client)));
      answers.forEach((answer, index) => statuses.get(clients[index]!)!.push(answer.statusCode));
    }
    for (const [client, seen] of statuses) expect({ client, counts: count(seen) }).toEqual({ client, counts: { 200: API_LIMIT, 429: 3 } });
  });

  it('stops a key guesser after half the limit, and its right key too, while others go on', async () => {
    const guesser = '203.0.113.7';
    const statuses = [];
    for (let i = 0; i < API_LIMIT / 2 + 1; i += 1) statuses.push((await apiCall(guesser, `${WRONG_KEY}-${i}`)).statusCode);
    expect(count(statuses)).toEqual({ 401: API_LIMIT / 2, 429: 1 });
    expect((await apiCall(guesser)).statusCode).toBe(429);
    expect((await apiCall('203.0.113.8')).statusCode).toBe(200);
  });

  it('counts the client the proxy saw, not addresses a client prepends to X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < API_LIMIT + 1; i += 1) statuses.push((await apiCall(`10.9.${i}.1, 203.0.113.20`)).statusCode);
    expect(count(statuses)).toEqual({ 200: API_LIMIT, 429: 1 });
  });

  it('ignores X-Forwarded-For from a client that is not the trusted proxy', async () => {
    const direct = '192.0.2.200';
    const statuses = [];
    for (let i = 0; i < API_LIMIT + 1; i += 1) statuses.push((await apiCall(`10.8.${i}.1`, TEST_API_KEYS[0], direct)).statusCode);
    expect(count(statuses)).toEqual({ 200: API_LIMIT, 429: 1 });
  });

  it('limits the contact form per client, whatever other clients do', async () => {
    const clients = Array.from({ length: 20 }, (_, index) => `198.18.0.${index + 1}`);
    for (const client of clients) {
      const statuses = [];
      for (let i = 0; i < MAIL_LIMIT + 2; i += 1) statuses.push((await contactPost(client)).statusCode);
      expect({ client, counts: count(statuses) }).toEqual({ client, counts: { 200: MAIL_LIMIT, 429: 2 } });
    }
  });
});
