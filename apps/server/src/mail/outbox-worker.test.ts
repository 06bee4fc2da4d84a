import fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { countByStatus, enqueueContactMail, listFailed } from './outbox-repository.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { testMailConfig } from '../test/test-mail-config.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/test-smtp-server.ts';
import { createSmtpTransport } from './transports/smtp-transport.ts';
import type { MailTransport } from './transports/mail-transport.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

const request = { name: 'Jeanne Dupont', email: 'jeanne@example.com', message: 'Bonjour' };
const FAST_RETRIES = { POLL_INTERVAL_MS: '20', MAIL_RETRY_BASE_MS: '10', MAIL_RETRY_MAX_MS: '100', MAIL_SEND_TIMEOUT_MS: '2000' };

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox worker', () => {
  let database: OpenDatabase;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let worker: OutboxWorker | undefined;
  const log = fastify().log;

  const startWorker = (env: Record<string, string> = {}) => {
    const config = testMailConfig('smtp', { ...FAST_RETRIES, SMTP_URL: smtp.url, ...env });
    transport = createSmtpTransport(config);
    worker = new OutboxWorker(database.db, transport, config, log);
    worker.start();
    return worker;
  };
  const counts = () => countByStatus(database.db);

  beforeAll(async () => {
    database = await openTestDatabase({ databaseUrl: undefined });
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    smtp.received.length = 0;
  });
  afterEach(async () => {
    await worker?.stop();
    await transport.close();
    worker = undefined;
  });

  it('delivers a queued request once and marks it sent', async () => {
    await enqueueContactMail(database.db, 'key-1', request);
    startWorker();
    await waitUntil(async () => (await counts()).sent === 1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.headers.get('reply-to')).toBe('Jeanne Dupont <jeanne@example.com>');
  });

  it('keeps retrying while the SMTP server is down and delivers once it is back', async () => {
    await smtp.stop();
    try {
      await enqueueContactMail(database.db, 'key-2', request);
      startWorker();
      await waitUntil(async () => ((await database.db.select().from(mailOutbox))[0]?.attempts ?? 0) >= 3);
      expect(await counts()).toMatchObject({ sent: 0, failed: 0 });
    } finally {
      await smtp.start();
    }
    await waitUntil(async () => (await counts()).sent === 1);
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a request refused with a 5xx as failed with the reason, without retrying', async () => {
    smtp.refuseRecipientsWith(550);
    try {
      await enqueueContactMail(database.db, 'key-3', request);
      startWorker();
      await waitUntil(async () => (await counts()).failed === 1);
    } finally {
      smtp.refuseRecipientsWith(undefined);
    }
    const [failed] = await listFailed(database.db);
    expect(failed).toMatchObject({ email: 'jeanne@example.com', attempts: 1 });
    expect(failed?.lastError).toMatch(/550/);
  });

  it('gives up after the maximum number of attempts', async () => {
    smtp.refuseRecipientsWith(451);
    try {
      await enqueueContactMail(database.db, 'key-4', request);
      startWorker({ MAIL_MAX_ATTEMPTS: '3' });
      await waitUntil(async () => (await counts()).failed === 1);
    } finally {
      smtp.refuseRecipientsWith(undefined);
    }
    const [failed] = await listFailed(database.db);
    expect(failed?.attempts).toBe(3);
    expect(failed?.lastError).toMatch(/^gave up after 3 attempts: .*451/);
  });

  it('after a restart, sends pending rows and takes back rows a crashed worker left sending', async () => {
    await enqueueContactMail(database.db, 'pending-before-restart', request);
    await enqueueContactMail(database.db, 'sending-when-crashed', request);
    await enqueueContactMail(database.db, 'sending-by-a-live-worker', request);
    await database.db.execute(sql`
      update mail_outbox set status = 'sending', attempts = 1,
        next_attempt_at = case idempotency_key when 'sending-when-crashed' then now() - interval '1 second' else now() + interval '1 hour' end
      where idempotency_key <> 'pending-before-restart'`);

    startWorker();
    await waitUntil(async () => (await counts()).sent === 2);
    expect(await counts()).toMatchObject({ sent: 2, sending: 1 });
    expect(smtp.received).toHaveLength(2);
  });
});
