import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

export interface CliContext {
  db: Database;
  config: AppConfig;
  print: (line: string) => void;
  /** A terminal for progress bars; absent when the output is not a TTY (then progress is printed as lines). */
  terminal?: NodeJS.WriteStream | undefined;
}

/** One `vitrine <name>` subcommand; `run` returns the process exit code. */
export interface CliCommand {
  usage: string;
  run: (context: CliContext, args: readonly string[]) => Promise<number>;
}

export const EXIT_USAGE = 2;
