import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_KEYS, buildTestApp } from '../../test/build-test-app.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../../test/redis-server.ts';

const RATE_LIMIT = 6;
const WRONG_KEY = 'wrong-key-0123456789';
/** A robot's post (honeypot filled in): answered 200, never sent. */
const HONEYPOT_POST = {
  to: 'someone@example.net',
  mailSubject: 'Inscription bot@example.com',
  vendorEmail: 'Vitrine <support@example.net>',
  bodyContent: { message: 'Bonjour', text: 'Bonjour', email: 'bot@example.com' },
  type: 'gencontact',
  name: 'Bot',
  website: 'x',
  fillMs: 10_000,
};

let clientNumber = 0;
/** Each test is its own client, so buckets never carry over. */
const nextClientIp = () => `192.0.2.${++clientNumber}`;

const apiCall = (app: FastifyInstance, ip: string, key: string = TEST_API_KEYS[0]) =>
  app.inject({ method: 'GET', url: '/api/blogs?limit=1', remoteAddress: ip, headers: { 'x-api-key': key } });
const contactPost = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: '/api/mail/send', remoteAddress: ip, headers: { 'x-api-key': TEST_API_KEYS[0], 'idempotency-key': randomUUID() }, payload: HONEYPOT_POST });
async function statuses(count: number, call: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await call()).statusCode);
  return result;
}

describe('API rate limit, in memory', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ entries: [], env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
  });
  afterAll(async () => app?.close());

  it('is checked before the API key, and a refused key counts twice: a key guesser is stopped after half the limit', async () => {
    const ip = nextClientIp();
    expect(await statuses(RATE_LIMIT / 2 + 1, () => apiCall(app, ip, WRONG_KEY))).toEqual([401, 401, 401, 429]);
    expect((await apiCall(app, ip)).statusCode).toBe(429);
  });

  it('answers 429 with Retry-After and the spec message past the limit', async () => {
    const ip = nextClientIp();
    expect(await statuses(RATE_LIMIT, () => apiCall(app, ip))).toEqual(Array(RATE_LIMIT).fill(200));
    const limited = await apiCall(app, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please wait and try again.' });
  });
});

describe('rate limits shared through a real redis-server (REDIS_URL)', () => {
  let redis: ThrowawayRedis;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    const env = { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), MAIL_RATE_LIMIT_MAX: '1', REDIS_URL: redis.url };
    [first, second] = await Promise.all([buildTestApp({ entries: [], env }), buildTestApp({ entries: [], env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.stop();
  });

  it('two instances count the API limit together', async () => {
    const ip = nextClientIp();
    expect(await statuses(RATE_LIMIT / 2, () => apiCall(first, ip))).toEqual([200, 200, 200]);
    expect(await statuses(RATE_LIMIT / 2, () => apiCall(second, ip))).toEqual([200, 200, 200]);
    expect((await apiCall(first, ip)).statusCode).toBe(429);
    expect((await apiCall(second, ip)).statusCode).toBe(429);
  });

  it('two instances count the contact form limit together', async () => {
    const ip = nextClientIp();
    expect((await contactPost(first, ip)).statusCode).toBe(200);
    expect((await contactPost(second, ip)).statusCode).toBe(429);
  });

  it('with redis down, requests are still served (the limit fails open)', async () => {
    await redis.stop();
    const ip = nextClientIp();
    expect(await statuses(RATE_LIMIT + 1, () => apiCall(first, ip))).toEqual(Array(RATE_LIMIT + 1).fill(200));
  });
});
