import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY_HEADER } from '@vitrine/catalog/page-config';
import { CONTACT_MAIL_TYPE, IDEMPOTENCY_KEY_HEADER, type ContactFormBody } from '@vitrine/catalog/contact-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteLockPath } from './db/pglite-lock.ts';
import { freePort } from './test/free-port.ts';
import { buildServer, spawnEntryPoint, type RunningEntryPoint } from './test/run-entry-point.ts';

const API_KEY = 'test-key-current-0123456789';
/** What SIGTERM must take at most, in-flight request included (issue 13). */
const STOP_LIMIT_MS = 10_000;
/** Long enough for the server to have started stopping while the request is still being sent. */
const IN_FLIGHT_PAUSE_MS = 1_000;
const START_TIMEOUT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilHealthy(port: number, server: RunningEntryPoint): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited during start:\n${server.output().stderr}`);
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status, () => undefined);
    if (status === 200) return;
    await pause(200);
  }
  throw new Error('server did not become healthy');
}

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection (the client keeps it alive). */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}

describe('the built server on SIGTERM', () => {
  let dataDir: string;

  beforeAll(() => {
    buildServer();
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-stop-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops accepting, answers the request in flight, releases the PGlite lock and exits 0 within 10 s', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, API_KEYS: API_KEY, HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'never', LOG_LEVEL: 'info' };
    const server = spawnEntryPoint('server', [], env, START_TIMEOUT_MS + STOP_LIMIT_MS);
    await waitUntilHealthy(port, server);

    // A contact post whose body is still arriving when the signal comes, on a keep-alive
    // connection (as a proxy holds them): in flight, then idle.
    const form: ContactFormBody = { name: 'Jeanne Dupont', bodyContent: { email: 'jeanne@example.com', message: 'Notre playlist' }, type: CONTACT_MAIL_TYPE, fillMs: 10_000 };
    const body = JSON.stringify(form);
    const socket = await openSocket(port);
    const answer = readUntilClosed(socket);
    socket.write(
      `POST /api/mail/send HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${API_KEY_HEADER}: ${API_KEY}\r\n${IDEMPOTENCY_KEY_HEADER}: ${randomUUID()}\r\n\r\n${body.slice(0, 10)}`,
    );
    await pause(IN_FLIGHT_PAUSE_MS / 4);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await pause(IN_FLIGHT_PAUSE_MS);
    await expect(openSocket(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    socket.write(body.slice(10));

    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('{"ok":true}');
    const run = await server.exited;
    expect(run.exitCode).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(STOP_LIMIT_MS);
    expect(existsSync(pgliteLockPath(join(dataDir, 'pglite')))).toBe(false);
  }, START_TIMEOUT_MS + STOP_LIMIT_MS);
});
