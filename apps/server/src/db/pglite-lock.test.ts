import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { buildServer, runEntryPoint, type EntryPoint } from '../test/run-entry-point.ts';
import { openDatabase, type OpenDatabase } from './client.ts';
import { pgliteLockPath } from './pglite-lock.ts';
import { createVideosRepository } from './videos-repository.ts';

/** Long enough for a child to open PGlite on a busy machine, short enough to catch one that keeps running. */
const CHILD_TIMEOUT_MS = 30_000;
const SPAWN_TEST_TIMEOUT_MS = 60_000;

// One data directory for the file, in order: owned by this process, released, then stale locks.
describe('a PGlite data directory has one owner', () => {
  let dataDir: string;
  let pgliteDir: string;
  let owner: OpenDatabase | undefined;
  const inUse = (pid: number) => `stopped: ${pgliteDir} is in use by process ${pid} — stop it or use the running server`;
  const run = async (entryPoint: EntryPoint, args: string[] = []) => {
    const env = { DATA_DIR: dataDir, API_KEYS: 'test-key-current-0123456789', HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'warn' };
    return runEntryPoint(entryPoint, args, env, CHILD_TIMEOUT_MS);
  };
  const lockOwner = () => readFileSync(pgliteLockPath(pgliteDir), 'utf8').trim();

  beforeAll(async () => {
    buildServer();
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-lock-'));
    pgliteDir = join(dataDir, 'pglite');
    owner = await openDatabase({ databaseUrl: undefined, pgliteDir });
  });
  afterAll(async () => {
    await owner?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'stops a second server with the owner’s PID and exit code 2',
    async () => {
      expect(lockOwner()).toBe(String(process.pid));
      const second = await run('server');
      expect(second.exitCode).toBe(2);
      expect(second.stderr.trim()).toBe(inUse(process.pid));
    },
    SPAWN_TEST_TIMEOUT_MS,
  );

  it(
    'stops a CLI write with the same message, and nothing is written',
    async () => {
      const cli = await run('cli', ['seed', '--demo', '--yes']);
      expect(cli.exitCode).toBe(2);
      expect(cli.stderr.trim()).toBe(inUse(process.pid));
      expect(await createVideosRepository(owner!.db).countAll()).toBe(0);
    },
    SPAWN_TEST_TIMEOUT_MS,
  );

  it(
    'releases the lock on close, so the CLI can use the directory afterwards',
    async () => {
      await owner!.close();
      owner = undefined;
      expect(existsSync(pgliteLockPath(pgliteDir))).toBe(false);
      const cli = await run('cli', ['stats']);
      expect(cli.stderr).toBe('');
      expect(cli.exitCode).toBe(0);
    },
    SPAWN_TEST_TIMEOUT_MS,
  );

  it('takes over a lock left by a process that is gone', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(pgliteLockPath(pgliteDir), `${deadPid}\n`);
    owner = await openDatabase({ databaseUrl: undefined, pgliteDir });
    expect(lockOwner()).toBe(String(process.pid));
    await owner.close();
    owner = undefined;
  });

  it('refuses the directory while the PID in its lock is a live process', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(pgliteLockPath(pgliteDir), `${holder.pid}\n`);
      await expect(openDatabase({ databaseUrl: undefined, pgliteDir })).rejects.toThrow(inUse(holder.pid!));
    } finally {
      holder.kill();
    }
  });
});
