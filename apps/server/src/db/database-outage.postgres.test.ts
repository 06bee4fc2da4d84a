import { randomUUID } from 'node:crypto';
import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { countByStatus, enqueueContactMail } from '../mail/outbox-repository.ts';
import { OutboxWorker } from '../mail/outbox-worker.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/test-smtp-server.ts';
import { TEST_API_KEYS, buildTestApp } from '../test/build-test-app.ts';
import { buildFixtureCatalogue } from '../test/fixture-catalogue.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/postgres-cluster.ts';
import { openDatabase } from './client.ts';

/** "Within seconds" of the database coming back. */
const RECOVERY_TIMEOUT_MS = 10_000;
/** Long enough for the worker to have sent a duplicate, had it been going to. */
const SETTLE_MS = 1_000;
const FAST_DELIVERY = { POLL_INTERVAL_MS: '50', MAIL_RETRY_BASE_MS: '50', MAIL_RETRY_MAX_MS: '200', MAIL_SEND_TIMEOUT_MS: '2000' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a PostgreSQL restart or outage under a running server', () => {
  let postgres: ThrowawayPostgres;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  const healthz = async () => (await app.inject({ method: 'GET', url: '/healthz' })).statusCode;
  // A page never asked before: an answer already cached for this catalogue version is served
  // even while the database is away, so only a new question shows the outage.
  let pageAsked = 0;
  const listVideos = () => app.inject({ method: 'GET', url: `/api/blogs?offset=${(pageAsked += 1)}`, headers: { 'x-api-key': TEST_API_KEYS[0] } });
  const postContact = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/mail/send',
      headers: { 'x-api-key': TEST_API_KEYS[0], 'idempotency-key': randomUUID() },
      payload: { bodyContent: { message: 'Bonjour', email }, type: 'gencontact', name: 'Jeanne Dupont', website: '', fillMs: 10_000 },
    });
  const waitForHealthy = async () => {
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    while ((await healthz()) !== 200) {
      if (Date.now() > deadline) throw new Error(`/healthz still not 200 ${RECOVERY_TIMEOUT_MS} ms after the database came back`);
      await pause(100);
    }
  };
  // Several pooled connections are open and idle when the database goes away: each one errors.
  const openSeveralConnections = () => Promise.all(Array.from({ length: 5 }, listVideos));

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    smtp = await startTestSmtpServer();
    app = await buildTestApp({
      databaseUrl: postgres.url,
      entries: buildFixtureCatalogue(new Date()),
      env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, ...FAST_DELIVERY },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await postgres?.stop();
  });

  it('survives `pg_ctl restart -m fast` and serves again within seconds', async () => {
    await openSeveralConnections();
    postgres.restartServer();
    await waitForHealthy();
    expect((await listVideos()).statusCode).toBe(200);
  });

  it('answers 503 on /healthz and 503 with the server message on the API while the database is down, then recovers by itself', async () => {
    await openSeveralConnections();
    postgres.stopServer();
    try {
      expect(await healthz()).toBe(503);
      const response = await listVideos();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: API_ERROR_MESSAGES.server });
    } finally {
      postgres.startServer();
    }
    await waitForHealthy();
    expect((await listVideos()).statusCode).toBe(200);
  });

  it('delivers a contact request accepted before the outage exactly once, and refuses one posted during it', async () => {
    // The relay is down too, so the accepted request is still waiting in the outbox when the database goes away.
    await smtp.stop();
    expect((await postContact('before@example.com')).statusCode).toBe(200);
    postgres.stopServer();
    try {
      await pause(300);
      const during = await postContact('during@example.com');
      expect(during.statusCode).toBe(503);
      expect(during.json()).toMatchObject({ message: API_ERROR_MESSAGES.server });
    } finally {
      postgres.startServer();
      await smtp.start();
    }
    await smtp.waitForMails(1, RECOVERY_TIMEOUT_MS);
    await pause(SETTLE_MS);
    expect(smtp.received.map((mail) => mail.text)).toEqual([expect.stringContaining('before@example.com')]);
    expect(await countByStatus(app.db)).toMatchObject({ sent: 1, pending: 0, sending: 0 });
  });

  it('records a mail sent just as the database went away once it is back, instead of sending it again after the lease', async () => {
    // A database of its own, so the app's worker does not take the row.
    await app.db.execute(sql`create database worker_outage`);
    const database = await openDatabase({ databaseUrl: postgres.url.replace(/\/postgres$/, '/worker_outage'), pgliteDir: 'memory://' });
    const sends: string[] = [];
    const config = loadConfig({ ...FAST_DELIVERY, MAIL_LEASE_MS: '2500' }).mail;
    const worker = new OutboxWorker(
      database.db,
      {
        kind: 'file',
        send: async (request) => {
          sends.push(request.email);
          if (sends.length === 1) {
            postgres.stopServer();
            setTimeout(() => postgres.startServer(), 500);
          }
        },
        close: async () => {},
      },
      config,
      Fastify().log,
    );
    try {
      await enqueueContactMail(database.db, 'sent-as-the-database-went-away', { name: 'Jeanne Dupont', email: 'jeanne@example.com', message: 'Bonjour' });
      worker.start();
      await pause(2500 + RECOVERY_TIMEOUT_MS / 2);
      expect(sends).toEqual(['jeanne@example.com']);
      expect(await countByStatus(database.db)).toMatchObject({ sent: 1, sending: 0 });
    } finally {
      await worker.stop();
      await database.close();
    }
  });
});
