import { createServer, request, type Server } from 'node:http';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainServer } from './drain-server.ts';

const HANDLER_DELAY_MS = 300;
const KEEP_ALIVE_TIMEOUT_MS = 60_000;

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server that answers after `delayMs`, keeping connections alive far longer than a test. */
async function slowServer(delayMs: number): Promise<number> {
  server = createServer((_request, response) => setTimeout(() => response.end('answered'), delayMs));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, agent: Agent): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('drainServer', () => {
  it('answers the request in flight, refuses new connections, and ends without waiting for the keep-alive timeout', async () => {
    const port = await slowServer(HANDLER_DELAY_MS);
    const agent = new Agent({ keepAlive: true });
    const inFlight = get(port, agent);
    await new Promise((resolve) => setTimeout(resolve, HANDLER_DELAY_MS / 3));

    const startedAt = Date.now();
    const drained = drainServer(server!, 5_000);
    await expect(get(port, new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'answered' });
    await expect(drained).resolves.toBe(false);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    agent.destroy();
  });

  it('cuts the connections still busy at the end of the grace period', async () => {
    const port = await slowServer(30_000);
    const inFlight = get(port, new Agent()).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 100));

    await expect(drainServer(server!, 200)).resolves.toBe(true);
    await expect(inFlight).resolves.toBe('ECONNRESET');
  });
});
