import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { multiPortFastify } from './multi-port-fastify.ts';

const TIMEOUTS = { requestTimeoutMs: 2_000, headersTimeoutMs: 1_500, keepAliveTimeoutMs: 1_000, checkIntervalMs: 250 };
/** Time for the server to notice and close, on a busy machine. */
const SLACK_MS = 2_500;
const TRICKLE_EVERY_MS = 200;

/** How long the server keeps a connection that sends `head` at once, then one byte of `trickled` at a time, forever. */
function heldFor(port: number, head: string, trickled: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    let position = 0;
    const trickle = setInterval(() => {
      if (!socket.writable) return;
      socket.write(trickled[position % trickled.length] ?? 'x');
      position += 1;
    }, TRICKLE_EVERY_MS);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      resolve(Date.now() - startedAt);
    });
    socket.setTimeout(60_000, () => reject(new Error('the server kept a slow connection for a minute')));
  });
}

/** Slow clients must not hold connections: every listening port has the same bounds (issue 12, defect 11). */
describe('slow clients on every port', () => {
  let fastify: FastifyInstance;
  let ports: number[];
  beforeAll(async () => {
    ports = [await freePort(), await freePort()];
    const app = multiPortFastify({ logger: false }, 1_000, TIMEOUTS);
    fastify = app.fastify;
    fastify.post('/api/mail/send', async () => ({ ok: true }));
    await app.listen(ports, '127.0.0.1');
  });
  afterAll(async () => fastify?.close());

  it.each([0, 1])('a body trickled byte by byte on port #%i is cut within the request timeout', async (index) => {
    const head = 'POST /api/mail/send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    expect(await heldFor(ports[index]!, head, '{"a":1}')).toBeLessThan(TIMEOUTS.requestTimeoutMs + SLACK_MS);
  });

  it.each([0, 1])('headers trickled on port #%i are cut within the headers timeout', async (index) => {
    expect(await heldFor(ports[index]!, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'a')).toBeLessThan(TIMEOUTS.headersTimeoutMs + SLACK_MS);
  });

  it.each([0, 1])('an idle keep-alive connection on port #%i is closed after the keep-alive timeout', async (index) => {
    const held = await new Promise<number>((resolve) => {
      const socket = connect(ports[index]!, '127.0.0.1', () => socket.write('POST /api/mail/send HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n'));
      let answeredAt = 0;
      socket.on('data', () => (answeredAt ||= Date.now()));
      socket.on('close', () => resolve(Date.now() - answeredAt));
    });
    expect(held).toBeLessThan(TIMEOUTS.keepAliveTimeoutMs + SLACK_MS);
  });
});
