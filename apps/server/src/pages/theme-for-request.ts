import type { Sites } from '@vitrine/catalog/page-config';
import { themeFromSearch } from '@vitrine/catalog/resolve-theme';
import { resolveSite, themeForPort } from '@vitrine/catalog/site';
import { DEFAULT_THEME, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyRequest } from 'fastify';

/**
 * The theme a page request is for, and so the `<head>` it gets and the theme the page starts on
 * (PageConfig.themeId): a valid `?theme=`, as the page itself would read it (PRODUCT §4.1 step 2);
 * else the theme the host names (Host, or X-Forwarded-Host from a TRUST_PROXY proxy; resolveSite);
 * else the port the request came in on, each of the nine ports serving one theme; else rock.
 */
export function themeForRequest(request: FastifyRequest, sites: Readonly<Sites>): ThemeId {
  const queryAt = request.url.indexOf('?');
  const { hostname, port } = splitHost(request.host);
  return (
    (queryAt === -1 ? undefined : themeFromSearch(request.url.slice(queryAt))) ??
    resolveSite({ hostname, port, sites }).themeId ??
    (request.socket.localPort === undefined ? undefined : themeForPort(request.socket.localPort)) ??
    DEFAULT_THEME
  );
}

/** A Host header's name and port, lowercased. */
export function splitHost(host: string): { hostname: string; port: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { hostname: match?.[1] ?? '', port: match?.[2] ?? '' };
}
