import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTACT_MAIL_TYPE, IDEMPOTENCY_KEY_HEADER, type ContactFormBody } from '@vitrine/catalog/contact-request';
import { API_KEY_HEADER } from '@vitrine/catalog/page-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';
import { newVisitorAddress, requestFrom, type LoopbackAnswer } from './test/loopback-client.ts';
import { startNginxProxy, UPSTREAM_HEADER, type NginxProxy } from './test/nginx-proxy.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './test/postgres-cluster.ts';
import { startThrowawayRedis, type ThrowawayRedis } from './test/redis-server.ts';
import { buildServer, spawnEntryPoint, type RunningEntryPoint } from './test/run-entry-point.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test/test-smtp-server.ts';
import { pause, waitFor } from './test/wait-for.ts';

/**
 * Issue 13's deployment, for real: two built instances (`node dist/server.js`) behind nginx running
 * deploy/nginx/vitrine-proxy.conf, sharing a PostgreSQL cluster, a redis-server and an SMTP relay.
 * Each visitor is a loopback address of its own; TRUST_PROXY names nginx's address only.
 */

const API_KEY = 'multi-instance-key-0123456789';
const RATE_LIMIT_PER_MINUTE = 10;
const CONTACT_POSTS = 100;
const CONTACT_POST_WORKERS = 5;
const LOAD_WORKERS = 4;
/** Answers the load must have had before the restart or the kill, and after the kill. */
const LOAD_BEFORE_RESTART = 40;
const LOAD_BEFORE_KILL = 40;
const LOAD_AFTER_KILL = 100;
const START_TIMEOUT_MS = 60_000;
/** "Within seconds" of the database coming back (issue 13). */
const RECOVERY_TIMEOUT_MS = 15_000;
const DELIVERY_TIMEOUT_MS = 20_000;
/** Long enough for a second copy of a mail to have arrived, had one been going to. */
const DUPLICATE_WINDOW_MS = 1_500;
const HEALTH_POLL_MS = 25;
/** Past this every child is killed, whatever the test is doing. */
const CHILD_LIFETIME_MS = 5 * 60_000;
const FAST_DELIVERY = { POLL_INTERVAL_MS: '50', MAIL_RETRY_BASE_MS: '50', MAIL_RETRY_MAX_MS: '200', MAIL_SEND_TIMEOUT_MS: '2000' };
const TOKEN_PATTERN = /post-\d+-[0-9a-f-]{36}/;
/** The web app's template stands in for its build: the test needs one hashed asset, not the app. */
const WEB_TEMPLATE = new URL('../../web/index.html', import.meta.url);
const ASSET_PATH = '/assets/index-a1b2c3.js';

interface Instance {
  port: number;
  run: RunningEntryPoint;
  /** Set before the test kills it, so its exit is not reported as a crash. */
  isKilledOnPurpose: boolean;
}

/** What a visitor got: an HTTP status, or no answer at all. */
type Outcome = { status: number; upstream: string } | { error: string };

const outcomeOf = (answer: Promise<LoopbackAnswer>): Promise<Outcome> =>
  answer.then(
    (response) => ({ status: response.status, upstream: String(response.headers[UPSTREAM_HEADER] ?? '') }),
    (error: Error) => ({ error: error.message }),
  );

/** Visitors asking for the catalogue without a pause, each request from a new address, until stopped. */
function startLoad(call: () => Promise<Outcome>) {
  const outcomes: Outcome[] = [];
  let isRunning = true;
  const workers = Array.from({ length: LOAD_WORKERS }, async () => {
    while (isRunning) outcomes.push(await call());
  });
  return {
    outcomes,
    stop: async () => {
      isRunning = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

/**
 * /healthz of one instance, asked directly (not through nginx) every few ms until stopped, without
 * waiting for the previous answer: on a busy machine an answer during an outage can take longer
 * than the outage.
 */
function watchHealth(port: number) {
  // Kept in the order the probes were sent: one sent during the outage may answer after a later one.
  const probes: Promise<number | 'no answer'>[] = [];
  const probe = () => void probes.push(fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status, () => 'no answer' as const));
  const timer = setInterval(probe, HEALTH_POLL_MS);
  return {
    /** What it answered, in the order the probes were sent; the last one is sent now. */
    stop: async () => {
      clearInterval(timer);
      probe();
      return Promise.all(probes);
    },
  };
}

/** "Healthy, then 503 during the outage, then healthy again", and an answer every time. */
const healthStory = (statuses: (number | 'no answer')[]) => ({
  first: statuses[0],
  hadAnOutage: statuses.includes(503),
  last: statuses.at(-1),
  unanswered: statuses.filter((status) => status === 'no answer').length,
});

interface ContactPost {
  idempotencyKey: string;
  /** In the message, so the mail that reached the relay names the post it came from. */
  token: string;
}

describe('two built instances behind a real nginx, sharing PostgreSQL and redis', () => {
  let postgres: ThrowawayPostgres | undefined;
  let redis: ThrowawayRedis | undefined;
  let smtp: TestSmtpServer | undefined;
  let nginx: NginxProxy | undefined;
  let dataDir: string;
  const instances: Instance[] = [];
  const crashes: string[] = [];

  const viaNginx = (request: Omit<Parameters<typeof requestFrom>[0], 'port'>) => requestFrom({ port: nginx!.port, ...request });
  const listVideos = (from: string, headers: Record<string, string> = {}) =>
    viaNginx({ path: '/api/blogs?limit=1', from, headers: { [API_KEY_HEADER]: API_KEY, ...headers } });
  const isHealthy = (instance: Instance) => fetch(`http://127.0.0.1:${instance.port}/healthz`).then((response) => response.status === 200, () => false);
  const isAlive = (instance: Instance) => instance.run.child.exitCode === null && instance.run.child.signalCode === null;

  function startInstance(port: number): Instance {
    const run = spawnEntryPoint(
      'server',
      [],
      {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(dataDir, String(port)),
        WEB_DIST: join(dataDir, 'web'),
        DATABASE_URL: postgres!.url,
        REDIS_URL: redis!.url,
        API_KEYS: API_KEY,
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO: 'never',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp!.url,
        ...FAST_DELIVERY,
        LOG_LEVEL: 'warn',
      },
      CHILD_LIFETIME_MS,
    );
    const instance: Instance = { port, run, isKilledOnPurpose: false };
    run.child.once('exit', (code, signal) => {
      if (!instance.isKilledOnPurpose) crashes.push(`the instance on port ${port} exited (${code ?? signal}):\n${run.output().stderr}`);
    });
    return instance;
  }

  /** The answer to one post: accepted (200) or refused (any other answer, or none). */
  async function sendContactPosts(posts: ContactPost[]): Promise<Map<ContactPost, Outcome>> {
    const outcomes = new Map<ContactPost, Outcome>();
    const queue = [...posts];
    const worker = async () => {
      for (let post = queue.shift(); post !== undefined; post = queue.shift()) {
        const form: ContactFormBody = {
          name: 'Jeanne Dupont',
          bodyContent: { email: 'jeanne@example.com', message: `Notre playlist, ${post.token}` },
          type: CONTACT_MAIL_TYPE,
          fillMs: 10_000,
        };
        const headers = { [API_KEY_HEADER]: API_KEY, [IDEMPOTENCY_KEY_HEADER]: post.idempotencyKey };
        outcomes.set(post, await outcomeOf(viaNginx({ method: 'POST', path: '/api/mail/send', from: newVisitorAddress(), headers, body: JSON.stringify(form) })));
      }
    };
    await Promise.all(Array.from({ length: CONTACT_POST_WORKERS }, worker));
    return outcomes;
  }

  const deliveredTokens = () => smtp!.received.map((mail) => TOKEN_PATTERN.exec(mail.text)?.[0] ?? `(no token) ${mail.text}`).sort();
  const statusOf = (outcome: Outcome | undefined) => (outcome === undefined ? 'not sent' : 'status' in outcome ? outcome.status : outcome.error);

  beforeAll(async () => {
    buildServer();
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-instances-'));
    mkdirSync(join(dataDir, 'web/assets'), { recursive: true });
    copyFileSync(WEB_TEMPLATE, join(dataDir, 'web/index.html'));
    writeFileSync(join(dataDir, 'web', ASSET_PATH), 'console.log("app")');
    // One after the other, so afterAll stops whatever started when one of them cannot.
    postgres = await startThrowawayPostgres();
    redis = await startThrowawayRedis();
    smtp = await startTestSmtpServer();
    const ports: number[] = [];
    while (ports.length < 2) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    // Both at once on the empty database: the migrations' advisory lock lets one migrate.
    instances.push(...ports.map(startInstance));
    await waitFor('both instances healthy', async () => crashes.length > 0 || (await Promise.all(instances.map(isHealthy))).every(Boolean), START_TIMEOUT_MS);
    expect(crashes).toEqual([]);
    nginx = await startNginxProxy(ports);
  }, START_TIMEOUT_MS * 2);

  afterAll(async () => {
    for (const instance of instances) instance.isKilledOnPurpose = true;
    for (const instance of instances.filter(isAlive)) instance.run.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.run.exited));
    await nginx?.stop();
    await smtp?.stop();
    await redis?.stop();
    await postgres?.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts the rate limit per visitor, from nginx\'s X-Forwarded-For, across both instances', async () => {
    const visitor = newVisitorAddress();
    const allowed: LoopbackAnswer[] = [];
    for (let i = 0; i < RATE_LIMIT_PER_MINUTE; i += 1) allowed.push(await listVideos(visitor));
    expect(allowed.map((answer) => answer.status)).toEqual(Array(RATE_LIMIT_PER_MINUTE).fill(200));
    const bothInstances = new Set(instances.map((instance) => `127.0.0.1:${instance.port}`));
    expect(new Set(allowed.map((answer) => answer.headers[UPSTREAM_HEADER]))).toEqual(bothInstances);

    // Past the limit on either instance; a forged X-Forwarded-For changes nothing, since nginx
    // appends the address it saw and only nginx is trusted.
    const limited = [await listVideos(visitor), await listVideos(visitor, { 'x-forwarded-for': '198.51.100.7' })];
    expect(limited.map((answer) => answer.status)).toEqual([429, 429]);
    expect(new Set(limited.map((answer) => answer.headers[UPSTREAM_HEADER]))).toEqual(bothInstances);

    expect((await listVideos(newVisitorAddress())).status).toBe(200);
  });

  it('keeps the hashed assets in nginx\'s cache: the instances are asked once', async () => {
    const fetchAsset = () => viaNginx({ path: ASSET_PATH, from: newVisitorAddress() });
    const first = await fetchAsset();
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.headers['x-cache-status']).toBe('MISS');
    const again = await fetchAsset();
    expect(again.headers['x-cache-status']).toBe('HIT');
    expect(again.body).toBe(first.body);
  });

  it('survives `pg_ctl restart` under load: no process exits, and both instances serve again within seconds', async () => {
    const load = startLoad(() => outcomeOf(listVideos(newVisitorAddress())));
    const health = instances.map((instance) => watchHealth(instance.port));
    await waitFor('load before the restart', () => load.outcomes.length >= LOAD_BEFORE_RESTART, RECOVERY_TIMEOUT_MS);
    await postgres!.restartServerInBackground();
    await waitFor('both instances healthy again', async () => (await Promise.all(instances.map(isHealthy))).every(Boolean), RECOVERY_TIMEOUT_MS);
    const healthHistories = await Promise.all(health.map((watch) => watch.stop()));
    const outcomes = await load.stop();

    expect(crashes).toEqual([]);
    expect(instances.every(isAlive)).toBe(true);
    expect(healthHistories.map(healthStory)).toEqual(instances.map(() => expect.objectContaining({ first: 200, last: 200, unanswered: 0 })));
    // Through nginx every visitor got an answer: the catalogue, or 503 while the database was away.
    expect(outcomes.filter((outcome) => !('status' in outcome) || ![200, 503].includes(outcome.status))).toEqual([]);
  });

  it(
    'during a database outage: /healthz goes 503 then 200, and of 100 contact posts across it each accepted one is delivered exactly once and each refused one is not lost',
    async () => {
      const health = instances.map((instance) => watchHealth(instance.port));
      const posts: ContactPost[] = Array.from({ length: CONTACT_POSTS }, (_, i) => ({ idempotencyKey: randomUUID(), token: `post-${i}-${randomUUID()}` }));
      const [before, during, after] = [posts.slice(0, 30), posts.slice(30, 70), posts.slice(70)];

      const outcomes = new Map(await sendContactPosts(before));
      // `pg_ctl restart` in two steps, so the outage lasts until both instances have said so.
      postgres!.stopServer();
      const isDown = async (instance: Instance) => (await fetch(`http://127.0.0.1:${instance.port}/healthz`)).status === 503;
      await waitFor('both instances answering 503', async () => (await Promise.all(instances.map(isDown))).every(Boolean), RECOVERY_TIMEOUT_MS);
      for (const [post, outcome] of await sendContactPosts(during)) outcomes.set(post, outcome);
      postgres!.startServer();
      await waitFor('both instances healthy again', async () => (await Promise.all(instances.map(isHealthy))).every(Boolean), RECOVERY_TIMEOUT_MS);
      for (const [post, outcome] of await sendContactPosts(after)) outcomes.set(post, outcome);

      const healthHistories = await Promise.all(health.map((watch) => watch.stop()));
      expect(crashes).toEqual([]);
      expect(instances.every(isAlive)).toBe(true);
      expect(healthHistories.map(healthStory)).toEqual(instances.map(() => ({ first: 200, hadAnOutage: true, last: 200, unanswered: 0 })));

      // Accepted before and after; refused with the server's 503 during, so the visitor knows.
      expect([...before, ...after].map((post) => statusOf(outcomes.get(post)))).toEqual(Array(before.length + after.length).fill(200));
      expect(during.map((post) => statusOf(outcomes.get(post)))).toEqual(Array(during.length).fill(503));
      const accepted = posts.filter((post) => statusOf(outcomes.get(post)) === 200);
      await smtp!.waitForMails(accepted.length, DELIVERY_TIMEOUT_MS);
      await pause(DUPLICATE_WINDOW_MS);
      expect(deliveredTokens()).toEqual(accepted.map((post) => post.token).sort());
      expect(new Set(smtp!.received.map((mail) => mail.headers.get('message-id'))).size).toBe(smtp!.received.length);

      // A refused visitor sends again, with the same Idempotency-Key (the page does): delivered once, like the others.
      const resent = await sendContactPosts(during);
      expect([...resent.values()].map(statusOf)).toEqual(Array(during.length).fill(200));
      await smtp!.waitForMails(CONTACT_POSTS, DELIVERY_TIMEOUT_MS);
      await pause(DUPLICATE_WINDOW_MS);
      expect(deliveredTokens()).toEqual(posts.map((post) => post.token).sort());
      expect(new Set(smtp!.received.map((mail) => mail.headers.get('message-id'))).size).toBe(CONTACT_POSTS);
    },
    START_TIMEOUT_MS,
  );

  it('loses no GET when an instance is killed mid-load: nginx retries it on the other, which keeps serving', async () => {
    const [survivor, victim] = instances as [Instance, Instance];
    const load = startLoad(() => outcomeOf(listVideos(newVisitorAddress())));
    await waitFor('load before the kill', () => load.outcomes.length >= LOAD_BEFORE_KILL, RECOVERY_TIMEOUT_MS);
    victim.isKilledOnPurpose = true;
    victim.run.child.kill('SIGKILL');
    const countAtKill = load.outcomes.length;
    await waitFor('load after the kill', () => load.outcomes.length >= countAtKill + LOAD_AFTER_KILL, RECOVERY_TIMEOUT_MS);
    const outcomes = await load.stop();

    expect(outcomes.filter((outcome) => !('status' in outcome) || outcome.status !== 200)).toEqual([]);
    const upstreams = outcomes.map((outcome) => ('upstream' in outcome ? outcome.upstream : ''));
    expect(upstreams.slice(0, countAtKill)).toContain(`127.0.0.1:${victim.port}`);
    // "victim, survivor": nginx tried the killed instance, then answered from the other one.
    expect(upstreams).toContain(`127.0.0.1:${victim.port}, 127.0.0.1:${survivor.port}`);
    expect(await victim.run.exited).toMatchObject({ exitCode: null });
    expect(isAlive(survivor)).toBe(true);
    expect(await isHealthy(survivor)).toBe(true);
    expect(crashes).toEqual([]);
  });
});
