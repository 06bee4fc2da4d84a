import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy`: which X-Forwarded-For/-Proto/-Host headers to believe. Unset means
 * none, so a client cannot pick its own address (and so its own rate-limit bucket).
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** Names proxy-addr (Fastify's reader of X-Forwarded-For) knows for whole private ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const IPV4_BITS = 32;
const IPV6_BITS = 128;

/** TRUST_PROXY: `true` (any proxy), a hop count, or a comma list of proxy addresses or CIDRs. */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return trustNearestHops(Number(raw));
  const entries = raw.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    problems.push(
      `TRUST_PROXY must be "true", a hop count, or a comma list of IP addresses or CIDRs (e.g. "10.0.0.0/8,127.0.0.1"); not understood: ${invalid.map((entry) => `"${entry}"`).join(', ')}.`,
    );
  }
  return entries;
}

/**
 * Fastify ignores a bare hop count (it cannot tell the proxy from a direct client), so a
 * count is spelled out: the nearest `hops` addresses, the peer included, are proxies. Only
 * safe when the app cannot be reached except through the proxy; a CIDR list is safer.
 */
function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? IPV4_BITS : IPV6_BITS);
}
