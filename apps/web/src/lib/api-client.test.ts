import { API_ERROR_MESSAGES, API_TIMEOUT_MS, RETRY_AFTER_MAX_MS } from '@vitrine/catalog/api-errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPageConfigForTests } from '../config/page-config.ts';
import { sendJson, startLocalApiServer, type LocalApiServer } from '../test/local-api-server.ts';
import { ApiError, apiGet, apiPost, createApiClient, setApiClientForTests } from './api-client.ts';

let server: LocalApiServer;
let delays: number[];

/** A client against the local server whose waits between attempts are recorded, not slept. */
function client(overrides: Parameters<typeof createApiClient>[0] = {}) {
  return createApiClient({ baseUrl: server.baseUrl, sleep: async (ms) => void delays.push(ms), apiKey: () => 'test-key', ...overrides });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Lets real I/O run while fake timers hold every setTimeout. */
async function untilRequests(count: number): Promise<void> {
  while (server.requests.length < count) await new Promise((resolve) => setImmediate(resolve));
}

beforeAll(async () => {
  server = await startLocalApiServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  server.requests.length = 0;
  delays = [];
  vi.useRealTimers();
  setPageConfigForTests();
  setApiClientForTests();
});

describe('API client requests', () => {
  it('sends JSON with the API key from the page config to /api', async () => {
    setPageConfigForTests({ apiKey: 'injected-key' });
    setApiClientForTests({ baseUrl: server.baseUrl });
    server.respond((_req, res) => sendJson(res, 200, { ok: true }));
    await expect(apiGet('/blogs', { limit: 8, offset: 0, search: '', label: undefined, t: 'wmb' })).resolves.toEqual({ ok: true });
    const [request] = server.requests;
    expect(request?.path).toBe('/api/blogs');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ limit: '8', offset: '0', t: 'wmb' });
    expect(request?.headers['x-api-key']).toBe('injected-key');
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('posts a JSON body with extra headers', async () => {
    setApiClientForTests({ baseUrl: server.baseUrl });
    server.respond((_req, res) => sendJson(res, 200, { sent: true }));
    await expect(apiPost('/mail/send', { name: 'Zoé' }, { 'idempotency-key': 'abc' })).resolves.toEqual({ sent: true });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Zoé' });
    expect(request?.headers['idempotency-key']).toBe('abc');
  });
});

describe('API client retries', () => {
  it('does not retry a 401', async () => {
    server.respond((_req, res) => sendJson(res, 401, {}));
    const error = await failureOf(client().get('/blogs'));
    expect(error.status).toBe(401);
    expect(error.message).toBe(API_ERROR_MESSAGES.unauthorized);
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('does not retry a 404', async () => {
    server.respond((_req, res) => sendJson(res, 404, {}));
    const error = await failureOf(client().get('/blog/missing'));
    expect(error.message).toBe(API_ERROR_MESSAGES.notFound);
    expect(server.requests).toHaveLength(1);
  });

  it('makes 3 attempts on a 503, waiting 1 s then 2 s', async () => {
    server.respond((_req, res) => sendJson(res, 503, {}));
    const error = await failureOf(client().get('/blogs'));
    expect(error.status).toBe(503);
    expect(error.message).toBe(API_ERROR_MESSAGES.server);
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([1_000, 2_000]);
  });

  it('really waits 1000 ms × attempt between attempts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.respond((_req, res) => sendJson(res, 503, {}));
    const result = failureOf(createApiClient({ baseUrl: server.baseUrl }).get('/blogs'));
    await untilRequests(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await untilRequests(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await untilRequests(3);
    expect((await result).message).toBe(API_ERROR_MESSAGES.server);
  });

  it('returns the answer of a later attempt after a failure', async () => {
    server.respond((_req, res) => (server.requests.length < 2 ? sendJson(res, 502, {}) : sendJson(res, 200, { data: [] })));
    await expect(client().get('/blogs')).resolves.toEqual({ data: [] });
    expect(delays).toEqual([1_000]);
  });
});

describe('API client Retry-After and refusals', () => {
  function answerWith(status: number, retryAfter: string): void {
    server.respond((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after': retryAfter });
      res.end('{}');
    });
  }

  it('waits the seconds a 429 asks for, within 3 attempts', async () => {
    answerWith(429, '3');
    const error = await failureOf(client().get('/blogs'));
    expect(error.message).toBe(API_ERROR_MESSAGES.tooManyRequests);
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([3_000, 3_000]);
  });

  it('reads an HTTP date on a 503 and caps a long wait at 10 s', async () => {
    answerWith(503, new Date(Date.now() + 4_000).toUTCString());
    await failureOf(client().get('/blogs'));
    expect(delays).toHaveLength(2);
    for (const delay of delays) expect(delay).toBeGreaterThan(2_000);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(4_000);
    delays = [];
    answerWith(429, '30');
    await failureOf(client().get('/blogs'));
    expect(delays).toEqual([RETRY_AFTER_MAX_MS, RETRY_AFTER_MAX_MS]);
  });

  it('really waits for Retry-After before the next attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerWith(429, '5');
    const result = failureOf(createApiClient({ baseUrl: server.baseUrl }).get('/blogs'));
    await untilRequests(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await untilRequests(2);
    await vi.advanceTimersByTimeAsync(5_000);
    await untilRequests(3);
    expect((await result).status).toBe(429);
  });

  it('never retries a 400 from the contact form', async () => {
    server.respond((_req, res) => sendJson(res, 400, { statusCode: 400, error: 'Bad Request', message: 'body/email must match format "email"' }));
    const error = await failureOf(client().post('/mail/send', { email: 'nope' }));
    expect(error.message).toBe('body/email must match format "email"');
    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });
});

describe('API client shared requests', () => {
  it('sends identical GETs in flight at once as one request, and both get the answer', async () => {
    let answer: (() => void) | undefined;
    server.respond((_req, res) => (answer = () => sendJson(res, 200, { data: [1] })));
    const shared = client();
    const first = shared.get('/blogs', { limit: 8, orderfields: 'publishedAt' });
    const second = shared.get('/blogs', { limit: 8, orderfields: 'publishedAt' });
    await untilRequests(1);
    answer?.();
    await expect(Promise.all([first, second])).resolves.toEqual([{ data: [1] }, { data: [1] }]);
    expect(server.requests).toHaveLength(1);
  });

  it('asks again once the first answer is in, and never shares different queries or POSTs', async () => {
    server.respond((_req, res) => sendJson(res, 200, {}));
    const shared = client();
    await shared.get('/blogs', { limit: 8 });
    await shared.get('/blogs', { limit: 8 });
    await Promise.all([shared.get('/blogs', { limit: 8 }), shared.get('/blogs', { limit: 9 })]);
    await Promise.all([shared.post('/mail/send', {}), shared.post('/mail/send', {})]);
    expect(server.requests).toHaveLength(6);
  });
});

describe('API client error messages', () => {
  it.each([
    [401, API_ERROR_MESSAGES.unauthorized],
    [404, API_ERROR_MESSAGES.notFound],
    [429, API_ERROR_MESSAGES.tooManyRequests],
    [500, API_ERROR_MESSAGES.server],
    [502, API_ERROR_MESSAGES.server],
    [503, API_ERROR_MESSAGES.server],
    [400, API_ERROR_MESSAGES.otherStatus],
    [418, API_ERROR_MESSAGES.otherStatus],
  ])('status %i reads "%s"', async (status, message) => {
    server.respond((_req, res) => {
      res.writeHead(status);
      res.end();
    });
    const error = await failureOf(client().get('/blogs'));
    expect(error).toMatchObject({ status, message });
  });

  it("lets the server's message override the status message", async () => {
    server.respond((_req, res) => sendJson(res, 503, { statusCode: 503, error: 'Service Unavailable', message: 'Maintenance until noon.' }));
    expect((await failureOf(client().get('/blogs'))).message).toBe('Maintenance until noon.');
  });

  it('times out after 10 s, on every attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.respond(() => undefined);
    const result = failureOf(client().get('/blogs'));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await untilRequests(attempt);
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    }
    const error = await result;
    expect(error.message).toBe(API_ERROR_MESSAGES.timeout);
    expect(error.status).toBeUndefined();
    expect(server.requests).toHaveLength(3);
  });

  it('does not time out before 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (() => void) | undefined;
    server.respond((_req, res) => (answer = () => sendJson(res, 200, { late: true })));
    const result = client().get('/blogs');
    await untilRequests(1);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    answer?.();
    await expect(result).resolves.toEqual({ late: true });
  });

  it('reports a network error when nothing answers, after 3 attempts', async () => {
    const closed = await startLocalApiServer();
    await closed.close();
    const error = await failureOf(client({ baseUrl: closed.baseUrl }).get('/blogs'));
    expect(error.message).toBe(API_ERROR_MESSAGES.network);
    expect(delays).toEqual([1_000, 2_000]);
  });

  it('reports an unknown error for an answer that is not JSON', async () => {
    server.respond((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>');
    });
    expect((await failureOf(client().get('/blogs'))).message).toBe(API_ERROR_MESSAGES.unknown);
  });
});
