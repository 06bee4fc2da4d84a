import type { Database } from '../db/client.ts';
import { countByStatus, listFailed, retryFailed } from '../mail/outbox-repository.ts';
import { EXIT_USAGE } from './cli-command.ts';

/**
 * `vitrine outbox` shows the mail outbox (counts per status, then every failed request
 * with its reason); `vitrine outbox retry <id|--all>` queues failed requests again.
 */

export const OUTBOX_USAGE = 'usage: vitrine outbox [retry <id|--all>]';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function showOutbox(db: Database, print: (line: string) => void): Promise<number> {
  const counts = await countByStatus(db);
  print(`Mail outbox: ${counts.pending} pending, ${counts.sending} sending, ${counts.sent} sent, ${counts.failed} failed`);
  for (const mail of await listFailed(db)) {
    const created = mail.createdAt?.toISOString() ?? '-';
    print(`  ${mail.id}  ${created}  ${mail.email}  ${plural(mail.attempts, 'attempt')}  ${mail.lastError ?? ''}`.trimEnd());
  }
  if (counts.failed > 0) print('Queue them again with: vitrine outbox retry <id|--all>');
  return 0;
}

async function retry(db: Database, target: string | undefined, print: (line: string) => void): Promise<number> {
  if (target === '--all') {
    print(`${plural(await retryFailed(db, 'all'), 'failed mail')} queued again.`);
    return 0;
  }
  if (target === undefined || !UUID_PATTERN.test(target)) {
    print(OUTBOX_USAGE);
    return EXIT_USAGE;
  }
  if ((await retryFailed(db, { id: target })) === 0) {
    print(`No failed mail with id ${target}.`);
    return 1;
  }
  print(`Mail ${target} queued again; the server sends it within a poll interval.`);
  return 0;
}

/** Returns the process exit code. */
export async function outboxCommand(db: Database, args: readonly string[], print: (line: string) => void = console.log): Promise<number> {
  const [action, target, ...rest] = args;
  if (action === undefined) return showOutbox(db, print);
  if (action === 'retry' && rest.length === 0) return retry(db, target, print);
  print(OUTBOX_USAGE);
  return EXIT_USAGE;
}
