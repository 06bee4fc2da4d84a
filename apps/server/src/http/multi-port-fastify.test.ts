import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { freePort } from '../test/free-port.ts';
import { multiPortFastify } from './multi-port-fastify.ts';

const HANDLER_MS = 500;
const GRACE_MS = 5_000;

let fastify: FastifyInstance | undefined;

afterEach(async () => {
  await fastify?.close();
  fastify = undefined;
});

/** The app on two ports, with a slow route, and what its close hooks saw. */
async function startOnTwoPorts() {
  const ports = [await freePort(), await freePort()];
  const app = multiPortFastify({ logger: false }, GRACE_MS);
  fastify = app.fastify;
  const events: string[] = [];
  fastify.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, HANDLER_MS));
    events.push('answered');
    return 'done';
  });
  // Where the app closes its database.
  fastify.addHook('onClose', async () => void events.push('database closed'));
  await app.listen(ports, '127.0.0.1');
  return { ports, events };
}

describe('one Fastify app on several ports, closed', () => {
  it.each([0, 1])('answers a request in flight on port #%i before the app closes its database, and accepts no new connection', async (index) => {
    const { ports, events } = await startOnTwoPorts();
    const inFlight = fetch(`http://127.0.0.1:${ports[index]}/slow`).then(async (response) => `${response.status} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, HANDLER_MS / 5));

    const closed = fastify!.close();
    await new Promise((resolve) => setTimeout(resolve, HANDLER_MS / 5));
    for (const port of ports) await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
    await expect(inFlight).resolves.toBe('200 done');
    await closed;
    fastify = undefined;
    expect(events).toEqual(['answered', 'database closed']);
  });
});
