import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

export interface CliContext {
  db: Database;
  config: AppConfig;
  print: (line: string) => void;
}

/** One `vitrine <name>` subcommand; `run` returns the process exit code. */
export interface CliCommand {
  usage: string;
  run: (context: CliContext, args: readonly string[]) => Promise<number>;
}

export const EXIT_USAGE = 2;
