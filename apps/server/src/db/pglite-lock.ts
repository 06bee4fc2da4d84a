import { closeSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * The owner of a PGlite directory: `<dir>.lock` holds its PID. Beside the directory, not
 * in it, because PGlite takes a non-empty directory for an existing database.
 */

/** Exit code of a server or CLI that finds the directory taken (as for a usage error). */
export const PGLITE_IN_USE_EXIT_CODE = 2;

export class PgliteInUseError extends Error {
  override readonly name = 'PgliteInUseError';

  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(`stopped: ${dir} is in use by process ${ownerPid} — stop it or use the running server`);
  }
}

export interface PgliteLock {
  /** Removes the lock file if it is still this process's. */
  release: () => void;
}

export const pgliteLockPath = (dir: string) => `${dir}.lock`;

/** Takes the directory for this process, or throws PgliteInUseError naming the live owner; a dead owner's lock is taken over. */
export function acquirePgliteLock(dir: string): PgliteLock {
  const path = pgliteLockPath(dir);
  for (;;) {
    if (createWithPid(path)) return { release: () => releaseIfOwned(path) };
    const owner = readOwner(path);
    // Our own PID in the file is a previous life of this process (a container restarts as PID 1).
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) throw new PgliteInUseError(dir, owner);
    // Left by a process that is gone (crash, kill -9). Two processes taking over the same
    // stale lock in the same instant could both win; a restart is one process, so it holds.
    removeIfPresent(path);
  }
}

/** Creates the lock with its content in one step (link fails if it exists), so nobody reads it half-written. */
function createWithPid(path: string): boolean {
  const draft = `${path}.${process.pid}`;
  const fd = openSync(draft, 'w');
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwned(path: string): void {
  if (readOwner(path) === process.pid) removeIfPresent(path);
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
