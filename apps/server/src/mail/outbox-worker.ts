import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { connectionFailureReason, isDatabaseUnavailable } from '../db/connection-errors.ts';
import type { MailConfig } from './mail-config.ts';
import { claimDueMails, markFailed, markSent, scheduleRetry, type ClaimedMail } from './outbox-repository.ts';
import { retryDelayMs } from './retry-backoff.ts';
import { PermanentMailError, type MailTransport } from './transports/mail-transport.ts';

/** Rows claimed per round; they are sent concurrently, and a full batch triggers another round at once. */
const BATCH_SIZE = 10;
/** While the database is away, an outcome is recorded again this often at most. */
const MAX_RECORD_RETRY_DELAY_MS = 2_000;

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
  /** The last round found the database away: its warning was logged once already. */
  private isDatabaseAway = false;

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
        // Taken before the claim, so it is never later than the lease the database records.
        const leaseEndsAt = Date.now() + this.config.leaseMs;
        const claimed = await claimDueMails(this.db, BATCH_SIZE, this.config.leaseMs);
        this.isDatabaseAway = false;
        const outcomes = await Promise.allSettled(claimed.map((mail) => this.deliver(mail, leaseEndsAt)));
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') this.log.error({ err: outcome.reason }, 'mail outbox could not record a delivery');
        }
        isBatchFull = claimed.length === BATCH_SIZE;
      } catch (error) {
        // The database is away: the next poll tries again, nothing is lost.
        if (!isDatabaseUnavailable(error)) this.log.error({ err: error }, 'mail outbox round failed');
        else if (!this.isDatabaseAway) this.log.warn({ reason: connectionFailureReason(error) }, 'mail outbox paused: database unavailable');
        // One warning per outage, not one per poll; the pool logs when connections come back.
        this.isDatabaseAway = isDatabaseUnavailable(error);
        return;
      }
    }
  }

  private async deliver(mail: ClaimedMail, leaseEndsAt: number): Promise<void> {
    const record = (update: () => Promise<void>) => this.recordOutcome(update, leaseEndsAt);
    const { id, attempts } = mail;
    if (attempts > this.config.maxAttempts) {
      // Claimed again after the lease ran out each time: the process keeps dying while sending it.
      await record(() => markFailed(this.db, id, `gave up after ${attempts - 1} interrupted attempts`));
      this.log.error({ outboxId: id }, 'contact mail failed');
      return;
    }
    try {
      await this.transport.send(mail.request, mail.idempotencyKey);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentMailError || attempts >= this.config.maxAttempts) {
        await record(() => markFailed(this.db, id, error instanceof PermanentMailError ? reason : `gave up after ${attempts} attempts: ${reason}`));
        this.log.error({ outboxId: id, attempts, reason }, 'contact mail failed');
        return;
      }
      const delayMs = retryDelayMs(attempts, { baseMs: this.config.retryBaseMs, maxMs: this.config.retryMaxMs });
      await record(() => scheduleRetry(this.db, id, delayMs, reason));
      this.log.warn({ outboxId: id, attempts, delayMs, reason }, 'contact mail will be retried');
      return;
    }
    await record(() => markSent(this.db, id));
    this.log.info({ outboxId: id, attempts, transport: this.transport.kind }, 'contact mail sent');
  }

  /**
   * An outcome the database could not take (restart, outage) is tried again until it is back:
   * left 'sending', the row would be sent again when its lease ends. Not past the lease (another
   * worker may have it by then) nor past stop (shutdown must not wait for the database).
   */
  private async recordOutcome(update: () => Promise<void>, leaseEndsAt: number): Promise<void> {
    for (let delayMs = this.config.pollIntervalMs; ; delayMs = Math.min(delayMs * 2, MAX_RECORD_RETRY_DELAY_MS)) {
      try {
        return await update();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || !this.isRunning || Date.now() + delayMs >= leaseEndsAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }
}
