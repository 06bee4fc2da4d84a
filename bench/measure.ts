import autocannon from 'autocannon';
import { processCpuSeconds } from './process-cpu.ts';

export const CONNECTIONS = 10;

/** What one autocannon run saw. */
export interface Measurement {
  requestsPerSecond: number;
  /** Answers received within the duration; 0 when every request took longer. */
  completed: number;
  durationS: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors (timeouts included) and answers outside 2xx: a fast 503 is no success. */
  failures: number;
  /**
   * CPU seconds the server process spent meanwhile (all its threads), when its pid was given and
   * /proc could be read. Where autocannon, on its one core, is the limit (large answers), the
   * server idles part of the time and its rate alone understates it.
   */
  serverCpuSeconds?: number;
}

/**
 * Loads `baseUrl` for `durationS` seconds with `connections` (10 unless told), the n-th request
 * asking for `urlOf(n)`: the same URL every time for a cached measurement, a new one for an
 * uncached. With `serverPid`, also the CPU that server spent meanwhile.
 */
export async function measure(
  baseUrl: string,
  urlOf: (n: number) => string,
  durationS: number,
  headers: Record<string, string>,
  { serverPid, connections = CONNECTIONS }: { serverPid?: number; connections?: number } = {},
): Promise<Measurement> {
  let sent = 0;
  const cpuBefore = serverPid === undefined ? undefined : processCpuSeconds(serverPid)?.own;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: urlOf(sent++) }) }],
  });
  const cpuAfter = serverPid === undefined ? undefined : processCpuSeconds(serverPid)?.own;
  return {
    ...(cpuBefore !== undefined && cpuAfter !== undefined && { serverCpuSeconds: cpuAfter - cpuBefore }),
    requestsPerSecond: result.requests.average,
    completed: result.requests.total,
    durationS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
}
