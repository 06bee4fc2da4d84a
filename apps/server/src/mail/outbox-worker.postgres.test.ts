import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/client.ts';
import { startTestPostgres, type TestPostgres } from '../test/postgres-cluster.ts';
import { countByStatus, enqueueContactMail } from './outbox-repository.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { testMailConfig } from '../test/test-mail-config.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/test-smtp-server.ts';
import { createSmtpTransport } from './transports/smtp-transport.ts';

const MAILS = 100;

describe('outbox workers of two server processes sharing one PostgreSQL', () => {
  let postgres: TestPostgres;
  let smtp: TestSmtpServer;
  const databases: OpenDatabase[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    smtp = await startTestSmtpServer();
    for (let i = 0; i < 2; i += 1) databases.push(await openDatabase({ databaseUrl: postgres.url, pgliteDir: 'memory://' }));
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    await smtp.stop();
    await postgres.stop();
  });

  it('deliver every request exactly once between them (FOR UPDATE SKIP LOCKED)', async () => {
    const [first, second] = databases.map((database) => database.db);
    for (let i = 0; i < MAILS; i += 1) {
      await enqueueContactMail(first!, `key-${i}`, { name: 'Jeanne Dupont', email: `visitor${i}@example.com`, message: 'Bonjour' });
    }
    const config = testMailConfig('smtp', { SMTP_URL: smtp.url, POLL_INTERVAL_MS: '20' });
    const transports = [0, 1].map(() => createSmtpTransport(config));
    const workers = [first!, second!].map((db, i) => new OutboxWorker(db, transports[i]!, config, fastify().log));
    workers.forEach((worker) => worker.start());
    try {
      await smtp.waitForMails(MAILS, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all(transports.map((transport) => transport.close()));
    }
    expect(smtp.received).toHaveLength(MAILS);
    expect(new Set(smtp.received.map((mail) => mail.headers.get('message-id'))).size).toBe(MAILS);
    expect(await countByStatus(first!)).toMatchObject({ sent: MAILS, pending: 0, sending: 0 });
  });
});
