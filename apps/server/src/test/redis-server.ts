import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { waitForPort } from './wait-for-port.ts';

/** A redis-server of this test's own on loopback, without persistence, stoppable like an outage. */
export interface ThrowawayRedis {
  url: string;
  /** Stops the server and deletes its directory. */
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  if (spawnSync('redis-server', ['--version']).error !== undefined) {
    throw new Error('redis-server is not installed: this test needs a real one (apt-get install -y redis-server).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-redis-'));
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const stop = async () => {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, READY_TIMEOUT_MS, () => (server.exitCode === null ? undefined : `redis-server exited (${server.exitCode}) before listening`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
