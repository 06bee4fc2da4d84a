/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { setApiClientForTests } from '../lib/api-client.ts';

/**
 * A real HTTP server on 127.0.0.1 for client tests: each test says how it answers
 * (or fails), and reads back every request it received.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Responder = (request: RecordedRequest, response: ServerResponse) => void;

export interface LocalApiServer {
  /** Absolute base for the client, e.g. http://127.0.0.1:41234/api */
  baseUrl: string;
  requests: RecordedRequest[];
  respond(responder: Responder): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startLocalApiServer(): Promise<LocalApiServer> {
  const requests: RecordedRequest[] = [];
  let responder: Responder = (_request, response) => sendJson(response, 500, {});
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(request);
      responder(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    respond(next) {
      responder = next;
    },
    close() {
      // Requests a test left hanging on purpose must not keep the server open.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * For a test file (or describe block): starts a local server before its tests, points the
 * app's API client at it with no waits between retries, and closes both after.
 */
export function serveApiForTests(): LocalApiServer {
  const server = {} as LocalApiServer;
  beforeAll(async () => {
    Object.assign(server, await startLocalApiServer());
    setApiClientForTests({ baseUrl: server.baseUrl, sleep: async () => undefined });
  });
  afterAll(async () => {
    setApiClientForTests();
    await server.close();
  });
  return server;
}
