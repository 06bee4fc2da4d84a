import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseConnectError } from '../db/open-postgres.ts';
import { PGLITE_IN_USE_EXIT_CODE, PgliteInUseError } from '../db/pglite-lock.ts';
import { channelsCommand } from './channels-command.ts';
import { EXIT_USAGE, type CliCommand } from './cli-command.ts';
import { demoCommand } from './demo-command.ts';
import { importCommand } from './import-command.ts';
import { outboxCommand } from './outbox-command.ts';
import { seedCommand } from './seed-command.ts';
import { statsCommand } from './stats-command.ts';
import { syncCommand } from './sync-command.ts';
import { videosCommand } from './videos-command.ts';

/** Operator commands (`npm run vitrine -- <command>`); adding one is one line here. */
const COMMANDS: Record<string, CliCommand> = {
  seed: seedCommand,
  import: importCommand,
  stats: statsCommand,
  channels: channelsCommand,
  sync: syncCommand,
  videos: videosCommand,
  demo: demoCommand,
  outbox: { usage: 'outbox [retry <id|--all>]  mail outbox: counts, failed requests, retry', run: ({ db, print }, args) => outboxCommand(db, args, print) },
};

const print = (line: string) => console.log(line);

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (command === undefined) {
    print('usage: npm run vitrine -- <command>\n');
    for (const { usage } of Object.values(COMMANDS)) print(`  ${usage}`);
    return name === undefined || name === '--help' ? 0 : EXIT_USAGE;
  }
  const config = loadConfig();
  // A PGlite directory the server has open is refused here (its lock): writes would be lost.
  const { db, close } = await openDatabase(config);
  try {
    return await command.run({ db, config, print, terminal: process.stderr.isTTY ? process.stderr : undefined }, args);
  } finally {
    await close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const isExpected = error instanceof ConfigError || error instanceof DatabaseConnectError || error instanceof PgliteInUseError;
  console.error(isExpected ? error.message : error);
  process.exitCode = error instanceof PgliteInUseError ? PGLITE_IN_USE_EXIT_CODE : 1;
}
