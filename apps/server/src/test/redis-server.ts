import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** A redis-server of this test's own on loopback, without persistence, stoppable like an outage. */
export interface ThrowawayRedis {
  url: string;
  /** Stops the server and deletes its directory. */
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

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
    await waitForPort(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await canConnect(port))) {
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on 127.0.0.1:${port} within ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
