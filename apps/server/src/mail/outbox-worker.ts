import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { MailConfig } from './mail-config.ts';
import { claimDueMails, markFailed, markSent, scheduleRetry, type ClaimedMail } from './outbox-repository.ts';
import { retryDelayMs } from './retry-backoff.ts';
import { PermanentMailError, type MailTransport } from './transports/mail-transport.ts';

/** Rows claimed per round; they are sent concurrently, and a full batch triggers another round at once. */
const BATCH_SIZE = 10;

type WorkerConfig = Pick<MailConfig, 'pollIntervalMs' | 'retryBaseMs' | 'retryMaxMs' | 'maxAttempts' | 'leaseMs'>;

/**
 * Drains the mail outbox in the server process: polls for due rows, and is nudged right
 * after each new request so a contact mail leaves within milliseconds when all is well.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private isRunning = false;
  private hasPendingNudge = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly config: WorkerConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.isRunning = true;
    this.nudge();
  }

  /** Runs a round now, or right after the current one. */
  nudge(): void {
    if (!this.isRunning) return;
    if (this.round) {
      this.hasPendingNudge = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.runRounds().finally(() => {
      this.round = undefined;
      if (this.isRunning) this.timer = setTimeout(() => this.nudge(), this.config.pollIntervalMs);
    });
  }

  /** Lets the current round finish; rows it could not finish stay claimed until their lease ends. */
  async stop(): Promise<void> {
    this.isRunning = false;
    clearTimeout(this.timer);
    await this.round;
  }

  private async runRounds(): Promise<void> {
    let isBatchFull = true;
    while (this.isRunning && (isBatchFull || this.hasPendingNudge)) {
      this.hasPendingNudge = false;
      try {
        const claimed = await claimDueMails(this.db, BATCH_SIZE, this.config.leaseMs);
        const outcomes = await Promise.allSettled(claimed.map((mail) => this.deliver(mail)));
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') this.log.error({ err: outcome.reason }, 'mail outbox could not record a delivery');
        }
        isBatchFull = claimed.length === BATCH_SIZE;
      } catch (error) {
        // The database is away: the next poll tries again, nothing is lost.
        this.log.error({ err: error }, 'mail outbox round failed');
        return;
      }
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const { id, attempts } = mail;
    if (attempts > this.config.maxAttempts) {
      // Claimed again after the lease ran out each time: the process keeps dying while sending it.
      await markFailed(this.db, id, `gave up after ${attempts - 1} interrupted attempts`);
      this.log.error({ outboxId: id }, 'contact mail failed');
      return;
    }
    try {
      await this.transport.send(mail.request, mail.idempotencyKey);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentMailError || attempts >= this.config.maxAttempts) {
        await markFailed(this.db, id, error instanceof PermanentMailError ? reason : `gave up after ${attempts} attempts: ${reason}`);
        this.log.error({ outboxId: id, attempts, reason }, 'contact mail failed');
        return;
      }
      const delayMs = retryDelayMs(attempts, { baseMs: this.config.retryBaseMs, maxMs: this.config.retryMaxMs });
      await scheduleRetry(this.db, id, delayMs, reason);
      this.log.warn({ outboxId: id, attempts, delayMs, reason }, 'contact mail will be retried');
      return;
    }
    await markSent(this.db, id);
    this.log.info({ outboxId: id, attempts, transport: this.transport.kind }, 'contact mail sent');
  }
}
