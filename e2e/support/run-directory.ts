import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary directory for the whole run, named by `variable` in the environment: made by the
 * runner, which loads the config first, and seen by its workers, which inherit the variable. The
 * runner removes it when it exits, after it has stopped the server that wrote in it.
 */
export function runDirectory(variable: string, prefix: string): string {
  const existing = process.env[variable];
  if (existing !== undefined) return existing;
  const directory = mkdtempSync(join(tmpdir(), prefix));
  process.env[variable] = directory;
  process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
  return directory;
}
