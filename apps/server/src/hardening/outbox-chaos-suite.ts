/**
 * Outbox chaos (issue 12, PRODUCT §10.5): 1,000 contact posts through the real HTTP route of the
 * built server (`node dist/server.js`, its own process), while the real SMTP relay is stopped
 * three times and the server is `kill -9`'d three times, each time restarted on the same data.
 *
 * A post the server refused (503, no answer) is sent again with the same Idempotency-Key, as the
 * page does. At the end every post must have been delivered; a mail may arrive twice only as a
 * re-send of the same message (same Message-ID) interrupted by a crash, and those are counted.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTACT_MAIL_TYPE, IDEMPOTENCY_KEY_HEADER, type ContactFormBody } from '@vitrine/catalog/contact-request';
import { API_KEY_HEADER } from '@vitrine/catalog/page-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { requestFrom } from '../test/loopback-client.ts';
import { buildServer, spawnEntryPoint, type RunningEntryPoint } from '../test/run-entry-point.ts';
import type { StartTestDatabase } from '../test/test-databases.ts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../test/test-smtp-server.ts';
import { pause, waitFor } from '../test/wait-for.ts';

const POSTS = 1_000;
const POST_WORKERS = 8;
const API_KEY = 'outbox-chaos-key-0123456789';
/** Progress (posts answered 2xx) at which each fault strikes: the relay and the server in turn. */
const FAULTS: readonly { afterAccepted: number; fault: 'smtp' | 'kill' }[] = [
  { afterAccepted: 130, fault: 'smtp' },
  { afterAccepted: 260, fault: 'kill' },
  { afterAccepted: 400, fault: 'smtp' },
  { afterAccepted: 540, fault: 'kill' },
  { afterAccepted: 680, fault: 'smtp' },
  { afterAccepted: 820, fault: 'kill' },
];
/** How long the relay stays away each time: long enough for the outbox to pile up and retry. */
const SMTP_DOWN_MS = 1_500;
/**
 * The outbox's own knobs, fast: a row left 'sending' by a kill is taken back after its lease
 * (longer than a send may take, as the config requires). The attempt budget outlasts every
 * outage of the run, so nothing is given up as failed.
 */
const FAST_OUTBOX = {
  POLL_INTERVAL_MS: '50',
  MAIL_RETRY_BASE_MS: '50',
  MAIL_RETRY_MAX_MS: '300',
  MAIL_SEND_TIMEOUT_MS: '1000',
  MAIL_LEASE_MS: '1500',
  MAIL_MAX_ATTEMPTS: '10000',
};
const LEASE_MS = Number(FAST_OUTBOX.MAIL_LEASE_MS);
/** Rows one worker round claims (outbox-worker.ts): at most this many are in flight when a fault strikes. */
const OUTBOX_BATCH_SIZE = 10;
const POST_TIMEOUT_MS = 5_000;
const REFUSED_PAUSE_MS = 100;
/** Guards a hang: PGlite's first start (migrations in WebAssembly) beside the other lanes takes a minute on a busy 2-core machine. */
const START_TIMEOUT_MS = 150_000;
const DELIVERY_TIMEOUT_MS = 60_000;
/** Past this every child is killed, whatever the test is doing. */
const CHILD_LIFETIME_MS = 10 * 60_000;
const TOKEN_PATTERN = /chaos-\d+-[0-9a-f-]{36}/;
/** The web app's template stands in for its build: the suite needs the API, not the app. */
const WEB_TEMPLATE = new URL('../../../web/index.html', import.meta.url);

interface ChaosPost {
  idempotencyKey: string;
  /** In the message, so the mail the relay got names the post it came from. */
  token: string;
  /** Answers other than 2xx (or none) before the one that accepted it. */
  refusals: number;
  isAccepted: boolean;
}

/** What the relay got, read back per post: the figures the suite reports and checks. */
interface DeliveryTally {
  delivered: number;
  /** Mails beyond the first of their post. */
  duplicates: number;
  /** Posts whose copies carried more than one Message-ID: a second message, not a re-send. */
  postsWithSeveralMessageIds: string[];
  /** Mails that name no post of the run. */
  strays: string[];
}

function tallyDeliveries(received: readonly ReceivedMail[], tokens: ReadonlySet<string>): DeliveryTally {
  const messageIdsByToken = new Map<string, Set<string>>();
  const strays: string[] = [];
  for (const mail of received) {
    const token = TOKEN_PATTERN.exec(mail.text)?.[0];
    if (token === undefined || !tokens.has(token)) {
      strays.push(mail.text.slice(0, 100));
      continue;
    }
    const ids = messageIdsByToken.get(token) ?? new Set<string>();
    ids.add(mail.headers.get('message-id') ?? '(none)');
    messageIdsByToken.set(token, ids);
  }
  return {
    delivered: messageIdsByToken.size,
    duplicates: received.length - strays.length - messageIdsByToken.size,
    postsWithSeveralMessageIds: [...messageIdsByToken].filter(([, ids]) => ids.size > 1).map(([token]) => token),
    strays,
  };
}

export function describeOutboxChaos(driver: string, startDatabase: StartTestDatabase): void {
  describe(`outbox chaos on ${driver}: ${POSTS} contact posts, 3 relay outages, 3 kill -9 of the server`, () => {
    let smtp: TestSmtpServer | undefined;
    let stopDatabase = async () => {};
    let databaseUrl: string | undefined;
    let dataDir: string;
    let port: number;
    let server: RunningEntryPoint | undefined;
    let isKilledOnPurpose = false;
    const crashes: string[] = [];

    function startServer(): RunningEntryPoint {
      isKilledOnPurpose = false;
      const run = spawnEntryPoint(
        'server',
        [],
        {
          HOST: '127.0.0.1',
          PORT: String(port),
          // The same directory every time: PGlite's data lives under it.
          DATA_DIR: join(dataDir, 'data'),
          WEB_DIST: join(dataDir, 'web'),
          ...(databaseUrl !== undefined && { DATABASE_URL: databaseUrl }),
          API_KEYS: API_KEY,
          SEED_DEMO: 'never',
          // Limits far above the run: this suite is about delivery, the rate-limit suite about limits.
          RATE_LIMIT_PER_MINUTE: '10000000',
          MAIL_RATE_LIMIT_MAX: '10000000',
          MAIL_TRANSPORT: 'smtp',
          SMTP_URL: smtp!.url,
          ...FAST_OUTBOX,
          LOG_LEVEL: 'error',
        },
        CHILD_LIFETIME_MS,
      );
      run.child.once('exit', (code, signal) => {
        if (!isKilledOnPurpose) crashes.push(`the server exited (${code ?? signal}):\n${run.output().stderr.slice(-2_000)}`);
      });
      return run;
    }

    const isHealthy = () => fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status === 200, () => false);
    const waitUntilHealthy = () =>
      waitFor('the server healthy', async () => crashes.length > 0 || (await isHealthy()), START_TIMEOUT_MS).catch((error: Error) => {
        throw new Error(`${error.message}; the server said:\n${server?.output().stderr.slice(-2_000) ?? ''}`);
      });

    async function killAndRestart(): Promise<void> {
      isKilledOnPurpose = true;
      server!.child.kill('SIGKILL');
      await server!.exited;
      server = startServer();
      await waitUntilHealthy();
    }

    beforeAll(async () => {
      buildServer();
      dataDir = mkdtempSync(join(tmpdir(), 'vitrine-chaos-'));
      mkdirSync(join(dataDir, 'web'), { recursive: true });
      copyFileSync(WEB_TEMPLATE, join(dataDir, 'web/index.html'));
      const database = await startDatabase();
      stopDatabase = database.stop;
      databaseUrl = database.databaseUrl;
      smtp = await startTestSmtpServer();
      port = await freePort();
      server = startServer();
      await waitUntilHealthy();
      expect(crashes).toEqual([]);
    }, START_TIMEOUT_MS * 2);

    afterAll(async () => {
      isKilledOnPurpose = true;
      if (server !== undefined && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await server?.exited;
      await smtp?.stop();
      await stopDatabase();
      if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no post: each is delivered, and a mail comes twice only as a re-send of the same message', async () => {
      const posts: ChaosPost[] = Array.from({ length: POSTS }, (_, i) => ({ idempotencyKey: randomUUID(), token: `chaos-${i}-${randomUUID()}`, refusals: 0, isAccepted: false }));
      let acceptedCount = 0;

      /** Sends one post until the server accepts it, with the same key each time (PRODUCT §10.5). */
      async function sendUntilAccepted(post: ChaosPost): Promise<void> {
        const form: ContactFormBody = {
          name: 'Jeanne Dupont',
          bodyContent: { email: 'jeanne@example.com', message: `Notre playlist, ${post.token}` },
          type: CONTACT_MAIL_TYPE,
          fillMs: 10_000,
        };
        const headers = { [API_KEY_HEADER]: API_KEY, [IDEMPOTENCY_KEY_HEADER]: post.idempotencyKey };
        for (;;) {
          const status = await requestFrom({ port, method: 'POST', path: '/api/mail/send', from: '127.0.0.1', headers, body: JSON.stringify(form), timeoutMs: POST_TIMEOUT_MS }).then(
            (answer) => answer.status,
            () => 0,
          );
          if (status >= 200 && status < 300) break;
          // Only a refusal a visitor would send again: 503 or no answer. Anything else is a defect.
          if (status !== 503 && status !== 0) throw new Error(`post ${post.token} answered ${status}`);
          post.refusals += 1;
          await pause(REFUSED_PAUSE_MS);
        }
        post.isAccepted = true;
        acceptedCount += 1;
      }

      const queue = [...posts];
      const workers = Array.from({ length: POST_WORKERS }, async () => {
        for (let post = queue.shift(); post !== undefined; post = queue.shift()) await sendUntilAccepted(post);
      });
      const chaos = (async () => {
        for (const { afterAccepted, fault } of FAULTS) {
          await waitFor(`${afterAccepted} posts accepted`, () => acceptedCount >= afterAccepted, DELIVERY_TIMEOUT_MS);
          if (fault === 'kill') {
            await killAndRestart();
          } else {
            await smtp!.stop();
            await pause(SMTP_DOWN_MS);
            await smtp!.start();
          }
        }
      })();
      await Promise.all([...workers, chaos]);
      expect(crashes).toEqual([]);
      expect(posts.filter((post) => !post.isAccepted)).toEqual([]);

      const tokens = new Set(posts.map((post) => post.token));
      await waitFor('every post delivered', () => tallyDeliveries(smtp!.received, tokens).delivered === POSTS, DELIVERY_TIMEOUT_MS);
      // A row left 'sending' by the last kill is sent again once its lease ends: wait that long.
      await pause(LEASE_MS * 2);
      const tally = tallyDeliveries(smtp!.received, tokens);
      const resent = posts.filter((post) => post.refusals > 0);
      console.log(
        `${driver} outbox chaos: ${POSTS} posts; accepted at the first try ${POSTS - resent.length}, re-sent with the same key ${resent.length} ` +
          `(${resent.reduce((sum, post) => sum + post.refusals, 0)} refusals); delivered ${tally.delivered}; lost ${POSTS - tally.delivered}; ` +
          `duplicates ${tally.duplicates} (same Message-ID re-sends)`,
      );

      expect(tally.delivered).toBe(POSTS);
      expect(tally.strays).toEqual([]);
      // A duplicate is the same message sent again after a crash in flight: never a second Message-ID…
      expect(tally.postsWithSeveralMessageIds).toEqual([]);
      // …and never more than were in flight when the relay or the server went away.
      expect(tally.duplicates).toBeLessThanOrEqual(FAULTS.length * OUTBOX_BATCH_SIZE);
      expect(crashes).toEqual([]);
    });
  });
}
