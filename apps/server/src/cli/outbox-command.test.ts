import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { enqueueContactMail } from '../mail/outbox-repository.ts';
import { EXIT_USAGE } from './cli-command.ts';
import { OUTBOX_USAGE, outboxCommand } from './outbox-command.ts';
import { openTestDatabase } from '../test/test-pglite.ts';

const request = (email: string) => ({ name: 'Jeanne Dupont', email, message: 'Bonjour' });

describe('vitrine outbox', () => {
  let database: OpenDatabase;
  let printed: string[];
  const run = (...args: string[]) => outboxCommand(database.db, args, (line) => printed.push(line));
  const failedIds = async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed'))).map((row) => row.id).sort();

  beforeAll(async () => {
    database = await openTestDatabase({ databaseUrl: undefined });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    printed = [];
    await database.db.delete(mailOutbox);
    await enqueueContactMail(database.db, 'sent', request('sent@example.com'));
    await enqueueContactMail(database.db, 'pending', request('pending@example.com'));
    await enqueueContactMail(database.db, 'refused', request('refused@example.com'));
    await enqueueContactMail(database.db, 'gave-up', request('gave-up@example.com'));
    await database.db.execute(sql`update mail_outbox set status = 'sent', attempts = 1 where idempotency_key = 'sent'`);
    await database.db.execute(
      sql`update mail_outbox set status = 'failed', attempts = 1, last_error = '550 mailbox unavailable' where idempotency_key = 'refused'`,
    );
    await database.db.execute(
      sql`update mail_outbox set status = 'failed', attempts = 25, last_error = 'gave up after 25 attempts: connect ECONNREFUSED' where idempotency_key = 'gave-up'`,
    );
  });

  it('shows the counts per status and each failed mail with its reason', async () => {
    expect(await run()).toBe(0);
    expect(printed[0]).toBe('Mail outbox: 1 pending, 0 sending, 1 sent, 2 failed');
    expect(printed.slice(1, 3)).toEqual([
      expect.stringMatching(/^ {2}[0-9a-f-]{36} {2}\S+ {2}refused@example\.com {2}1 attempt {2}550 mailbox unavailable$/),
      expect.stringMatching(/gave-up@example\.com {2}25 attempts {2}gave up after 25 attempts: connect ECONNREFUSED$/),
    ]);
  });

  it('queues one failed mail again with a fresh attempt budget', async () => {
    const [first, second] = await failedIds();
    expect(await run('retry', first!)).toBe(0);
    expect(await failedIds()).toEqual([second]);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, first!));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('queues every failed mail again with --all', async () => {
    expect(await run('retry', '--all')).toBe(0);
    expect(printed).toEqual(['2 failed mails queued again.']);
    expect(await failedIds()).toEqual([]);
  });

  it('says so when the id is not a failed mail, and shows the usage for anything else', async () => {
    expect(await run('retry', '00000000-0000-0000-0000-000000000000')).toBe(1);
    expect(printed).toEqual(['No failed mail with id 00000000-0000-0000-0000-000000000000.']);
    expect(await run('retry')).toBe(EXIT_USAGE);
    expect(await run('retry', 'not-an-id')).toBe(EXIT_USAGE);
    expect(await run('purge')).toBe(EXIT_USAGE);
    expect(printed.slice(1)).toEqual([OUTBOX_USAGE, OUTBOX_USAGE, OUTBOX_USAGE]);
  });
});
