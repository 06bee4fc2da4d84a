import { withTryAdvisoryLock } from '../db/advisory-lock.ts';
import type { Database } from '../db/client.ts';
import type { VideoSourceRow } from '../db/schema.ts';
import { createSourcesRepository } from '../db/sources-repository.ts';
import { requestSubscription, WEBSUB_LEASE_SECONDS, WEBSUB_RENEW_BEFORE_MS } from '../youtube/websub.ts';
import type { YouTubeConfig } from '../youtube/youtube-config.ts';
import { YouTubeFetchError } from '../youtube/youtube-client.ts';
import { describeOutcome } from './sync-progress.ts';
import { syncSource } from './sync-source.ts';

/** Any number both sides agree on: the instance holding it syncs, the others skip that run. */
export const SYNC_LOCK_KEY = 0x5f_17_c0_de;
/** The first run waits a little after start, so start-up (migrations, the first pages) goes first. */
export const FIRST_SYNC_DELAY_MS = 30_000;
const MS_PER_MINUTE = 60_000;
/** With SYNC_INTERVAL_MINUTES=0 and WebSub on, how often leases are looked at. */
const WEBSUB_RENEWAL_CHECK_MINUTES = 60;

export interface SyncLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

/**
 * Channel sync inside the server (PRODUCT §10.15): every SYNC_INTERVAL_MINUTES, the sources whose
 * backoff is over, one at a time, under an advisory lock so one instance syncs. All of it is
 * asynchronous I/O on timers: requests are never made to wait for it.
 */
export class SyncScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isStopped = false;

  constructor(
    private readonly db: Database,
    private readonly config: YouTubeConfig,
    private readonly log: SyncLog,
  ) {}

  start(): void {
    const isPolling = this.config.syncIntervalMinutes > 0;
    // Without polling, WebSub leases still need renewing.
    const periodMinutes = isPolling ? this.config.syncIntervalMinutes : this.config.websub === undefined ? 0 : WEBSUB_RENEWAL_CHECK_MINUTES;
    if (periodMinutes === 0) return;
    const schedule = (delayMs: number) => {
      this.timer = setTimeout(() => {
        const run = isPolling ? this.runOnce() : this.renewSubscriptions().catch((error: unknown) => this.log.warn({ err: error }, 'WebSub renewal failed'));
        void run.finally(() => {
          if (!this.isStopped) schedule(periodMinutes * MS_PER_MINUTE);
        });
      }, delayMs);
      this.timer.unref();
    };
    schedule(FIRST_SYNC_DELAY_MS);
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One run: due sources, then WebSub renewals. Skipped when a run is going on here or elsewhere. */
  runOnce(now = new Date()): Promise<void> {
    if (this.running !== undefined) return this.running;
    this.running = this.run(now)
      .catch((error: unknown) => this.log.warn({ err: error }, 'channel sync run failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** A WebSub notification: sync the sources of that channel now, backoff or not. */
  async syncChannel(channelId: string): Promise<void> {
    const sources = await createSourcesRepository(this.db).findByChannel(channelId);
    for (const source of sources) await this.syncOne(source, new Date());
  }

  private async run(now: Date): Promise<void> {
    const isLocked = await withTryAdvisoryLock(this.db, SYNC_LOCK_KEY, async () => {
      const repository = createSourcesRepository(this.db);
      for (const source of await repository.due(now)) {
        if (this.isStopped) return;
        await this.syncOne(source, now);
      }
      await this.renewSubscriptions(now);
    });
    if (!isLocked) this.log.info({}, 'channel sync skipped: another instance is syncing');
  }

  private async syncOne(source: VideoSourceRow, now: Date): Promise<void> {
    const outcome = await syncSource(this.db, source, { baseUrl: this.config.baseUrl, now });
    const details = { sourceId: source.id, theme: source.themeCode, label: source.label };
    if (outcome.error === undefined) this.log.info(details, `channel sync: ${describeOutcome(outcome)}`);
    else this.log.warn(details, `channel sync: ${describeOutcome(outcome)}`);
  }

  /** Subscribes every channel source whose lease is missing or ends within a day. */
  async renewSubscriptions(now = new Date()): Promise<void> {
    const websub = this.config.websub;
    if (websub === undefined) return;
    const repository = createSourcesRepository(this.db);
    for (const source of await repository.list()) {
      if (source.kind !== 'channel') continue;
      if (source.websubLeaseUntil !== null && source.websubLeaseUntil.getTime() - now.getTime() > WEBSUB_RENEW_BEFORE_MS) continue;
      try {
        await requestSubscription(websub.hubUrl, { channelId: source.youtubeId, callbackUrl: websub.callbackUrl, secret: websub.secret, mode: 'subscribe' });
        // Provisional: the hub's verification request says the lease it grants (routes/api/websub).
        await repository.setWebSubLease(source.id, new Date(now.getTime() + WEBSUB_LEASE_SECONDS * 1_000));
      } catch (error) {
        if (!(error instanceof YouTubeFetchError)) throw error;
        this.log.warn({ sourceId: source.id }, `WebSub subscription failed: ${error.message}`);
      }
    }
  }
}
