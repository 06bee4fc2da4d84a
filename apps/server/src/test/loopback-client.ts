import { request, type IncomingHttpHeaders } from 'node:http';

/**
 * HTTP from a chosen loopback address: Linux routes all of 127.0.0.0/8 to lo, so each address is
 * a visitor of its own as a proxy in front of the server sees it (X-Forwarded-For).
 */

export interface LoopbackAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LoopbackRequest {
  port: number;
  path: string;
  /** The visitor: the address the connection comes from. */
  from: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** 127.10.0.1 onwards: clear of 127.0.0.1, the proxy's own address. */
const FIRST_VISITOR = 10 << 16;

let visitorCount = 0;

/** A loopback address no earlier call returned: a visitor never seen before. */
export function newVisitorAddress(): string {
  const n = FIRST_VISITOR + visitorCount;
  visitorCount += 1;
  // .0 and .255 are left out: they read as network and broadcast addresses.
  return `127.${(n >> 16) & 255}.${Math.floor((n & 0xffff) / 254) & 255}.${1 + ((n & 0xffff) % 254)}`;
}

/** Resolves with any HTTP answer; rejects when there is none (connection refused or reset, timeout). */
export function requestFrom({ port, path, from, method = 'GET', headers = {}, body, timeoutMs = DEFAULT_TIMEOUT_MS }: LoopbackRequest): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
        headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from 127.0.0.1:${port}${path} within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
