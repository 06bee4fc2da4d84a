import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';
import { buildServer } from './test/run-entry-point.ts';

// `npm start` (scripts/start.mjs) runs the built server as its child: a stop must reach it.
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;
/** The server's own stop limit, plus the launcher noticing it was left behind. */
const STOP_LIMIT_MS = 11_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Launched {
  launcher: ChildProcess;
  exited: Promise<number | null>;
  /** The server process, from the pid of its first JSON log line. */
  serverPid: Promise<number>;
}

let dataDir: string;
const serverPids: number[] = [];

function launch(command: string, args: string[], port: number): Launched {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web-build'), API_KEYS: 'test-key-current-0123456789', SEED_DEMO: 'never', LOG_LEVEL: 'info' };
  delete env['DATABASE_URL'];
  const launcher = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  const serverPid = new Promise<number>((resolve, reject) => {
    launcher.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const pid = /^\{.*"pid":(\d+)/m.exec(stdout)?.[1];
      if (pid !== undefined) resolve(Number(pid));
    });
    launcher.once('exit', () => reject(new Error(`launcher exited before the server logged:\n${stdout}`)));
  });
  void serverPid.then((pid) => serverPids.push(pid), () => {});
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
  return { launcher, exited, serverPid };
}

async function waitUntilHealthy(port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status, () => undefined);
    if (status === 200) return;
    await pause(200);
  }
  throw new Error('server did not become healthy');
}

describe('SIGTERM to npm start', () => {
  beforeAll(() => {
    buildServer();
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-start-'));
  });
  afterEach(() => {
    // A failed test must not leave a server behind.
    for (const pid of serverPids.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'sent to `node scripts/start.mjs`: the server stops too, and the launcher exits 0 after it',
    async () => {
      const port = await freePort();
      const { launcher, exited, serverPid } = launch(process.execPath, ['scripts/start.mjs'], port);
      await waitUntilHealthy(port);
      const pid = await serverPid;

      launcher.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(isAlive(pid)).toBe(false);
    },
    START_TIMEOUT_MS + STOP_LIMIT_MS,
  );

  it(
    'sent to `npm start` itself: no server is left running',
    async () => {
      const port = await freePort();
      const { launcher, exited, serverPid } = launch('npm', ['start'], port);
      await waitUntilHealthy(port);
      const pid = await serverPid;

      launcher.kill('SIGTERM');
      await exited;
      const deadline = Date.now() + STOP_LIMIT_MS;
      while (isAlive(pid) && Date.now() < deadline) await pause(100);
      expect(isAlive(pid)).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
    START_TIMEOUT_MS + STOP_LIMIT_MS,
  );
});
