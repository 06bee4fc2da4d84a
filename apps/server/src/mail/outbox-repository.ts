import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { MAIL_STATUSES, mailOutbox, type MailStatus } from '../db/schema.ts';
import type { ContactRequest } from './contact-request.ts';

/**
 * All SQL of the mail outbox. A row is 'pending' until a worker claims it ('sending'),
 * then 'sent' or, once retrying cannot help, 'failed'. While 'sending', next_attempt_at
 * is the end of the worker's lease, so a row left behind by a crash is claimed again.
 */

export interface ClaimedMail {
  id: string;
  idempotencyKey: string;
  request: ContactRequest;
  attempts: number;
}

const REASON_MAX_LENGTH = 1_000;
const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Stores the request unless one with the same key is already there; true when it was new. */
export async function enqueueContactMail(db: Database, idempotencyKey: string, request: ContactRequest): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values({ idempotencyKey, payload: request })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

/** Takes up to `limit` due rows for this worker; SKIP LOCKED lets several workers share the table. */
export async function claimDueMails(db: Database, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: afterMs(leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    request: row.payload as ContactRequest,
    attempts: row.attempts,
  }));
}

const truncate = (reason: string) => reason.slice(0, REASON_MAX_LENGTH);
const isClaimed = (id: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'));

export async function markSent(db: Database, id: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(isClaimed(id));
}

export async function scheduleRetry(db: Database, id: string, delayMs: number, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: afterMs(delayMs), lastError: truncate(reason) })
    .where(isClaimed(id));
}

export async function markFailed(db: Database, id: string, reason: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lastError: truncate(reason) }).where(isClaimed(id));
}

export async function countByStatus(db: Database): Promise<Record<MailStatus, number>> {
  const rows = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<MailStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export interface FailedMail {
  id: string;
  email: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date | null;
}

export async function listFailed(db: Database): Promise<FailedMail[]> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed')).orderBy(asc(mailOutbox.createdAt));
  return rows.map((row) => ({
    id: row.id,
    email: (row.payload as ContactRequest).email,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
  }));
}

/** Puts failed rows back in the queue with a fresh attempt budget; returns how many. */
export async function retryFailed(db: Database, which: { id: string } | 'all'): Promise<number> {
  const failed = eq(mailOutbox.status, 'failed');
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(which === 'all' ? failed : and(failed, eq(mailOutbox.id, which.id)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
