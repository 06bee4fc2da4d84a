import autocannon from 'autocannon';

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
}

/**
 * Loads `baseUrl` for `durationS` seconds with 10 connections, the n-th request asking for
 * `urlOf(n)`: the same URL every time for a cached measurement, a new one for an uncached.
 */
export async function measure(baseUrl: string, urlOf: (n: number) => string, durationS: number, headers: Record<string, string>): Promise<Measurement> {
  let sent = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: durationS,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: urlOf(sent++) }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    completed: result.requests.total,
    durationS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
}
