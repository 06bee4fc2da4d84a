import type { SiteConfig } from '@vitrine/catalog/page-config';
import { themeForHostname, themeForPort } from '@vitrine/catalog/resolve-theme';
import { themeForSiteHost } from '@vitrine/catalog/site-hosts';
import { DEFAULT_THEME, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { FastifyRequest } from 'fastify';

/**
 * The theme a page request is for: a configured site host, then a hostname keyword, then the
 * local port the request came in on (3001–3009), then the Host header's port, else rock.
 */
export function themeForRequest(request: FastifyRequest, sites: Readonly<Record<ThemeId, SiteConfig>>): ThemeId {
  const { hostname, port } = splitHost(request.headers.host ?? '');
  return (
    themeForSiteHost(hostname, sites) ??
    themeForHostname(hostname) ??
    (request.socket.localPort === undefined ? undefined : themeForPort(request.socket.localPort)) ??
    themeForPort(port) ??
    DEFAULT_THEME
  );
}

function splitHost(host: string): { hostname: string; port: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return { hostname: match?.[1] ?? '', port: match?.[2] ?? '' };
}
