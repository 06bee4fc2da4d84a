import type { Sites } from '@vitrine/catalog/page-config';
import { themeFromSearch } from '@vitrine/catalog/resolve-theme';
import { resolveSite, themeForPort } from '@vitrine/catalog/site';
import { DEFAULT_THEME, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** Hosts whose keyword theme has been logged; past this many (any client picks its Host), no more lines. */
export const KEYWORD_HOSTS_LOGGED_MAX = 1_000;

export type ThemeForRequest = (request: FastifyRequest) => ThemeId;

/**
 * The theme a page request is for, and so the `<head>` it gets and the theme the page starts on
 * (PageConfig.themeId): a valid `?theme=`, as the page itself would read it (PRODUCT §4.1 step 2);
 * else the theme the host names (Host, or X-Forwarded-Host from a TRUST_PROXY proxy; resolveSite);
 * else the port the request came in on, each of the nine ports serving one theme; else rock.
 *
 * A host no site is configured for may still name a theme by a keyword (`www.transport-news.fr`
 * reads as sport): the operator is told once per host, at info, since it usually means a host
 * missing from SITE_HOSTS.
 */
export function createThemeForRequest(sites: Readonly<Sites>, log: FastifyBaseLogger): ThemeForRequest {
  const loggedHosts = new Set<string>();
  const logKeywordMatch = (hostname: string, themeId: ThemeId) => {
    if (loggedHosts.has(hostname) || loggedHosts.size > KEYWORD_HOSTS_LOGGED_MAX) return;
    loggedHosts.add(hostname);
    if (loggedHosts.size > KEYWORD_HOSTS_LOGGED_MAX) {
      log.info(`theme by hostname keyword: more than ${KEYWORD_HOSTS_LOGGED_MAX} hosts so far, the next ones are not logged`);
      return;
    }
    log.info({ host: hostname, theme: themeId }, `theme by hostname keyword: ${hostname} is in no SITE_HOSTS entry, its name gives the ${themeId} theme`);
  };

  return (request) => {
    const queryAt = request.url.indexOf('?');
    const fromQuery = queryAt === -1 ? undefined : themeFromSearch(request.url.slice(queryAt));
    if (fromQuery !== undefined) return fromQuery;
    const { hostname, port } = splitHost(request.host);
    const site = resolveSite({ hostname, port, sites });
    if (site.themeId !== null) {
      if (site.isKeywordMatch) logKeywordMatch(hostname, site.themeId);
      return site.themeId;
    }
    return (request.socket.localPort === undefined ? undefined : themeForPort(request.socket.localPort)) ?? DEFAULT_THEME;
  };
}

/** A Host header's name and port, lowercased. */
export function splitHost(host: string): { hostname: string; port: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { hostname: match?.[1] ?? '', port: match?.[2] ?? '' };
}
