import type { Sites } from '@vitrine/catalog/page-config';
import { resolveSite } from '@vitrine/catalog/site';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { ThemeForRequest } from '../../pages/theme-for-request.ts';

/** What every share and discovery route (PRODUCT §12) is given: the sites and the request's theme. */
export interface ShareRouteOptions {
  sites: Readonly<Sites>;
  themeForRequest: ThemeForRequest;
}

/**
 * The path of an address on the site of `theme`, or undefined when the address is another
 * site's. An address is the site's when it is on its share base URL, or when resolveSite reads
 * it as that theme's configured host or local port (a hostname keyword is only a guess, and
 * anyone may register one, so it does not count).
 */
export function pathOnSite(address: URL, theme: ThemeId, sites: Readonly<Sites>): string | undefined {
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return undefined;
  if (address.origin === new URL(sites[theme].shareBaseUrl).origin) return address.pathname;
  const port = address.port || (address.protocol === 'https:' ? '443' : '80');
  const site = resolveSite({ hostname: address.hostname, port, sites });
  return site.themeId === theme && !site.isKeywordMatch ? address.pathname : undefined;
}
