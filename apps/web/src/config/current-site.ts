import { resolveSite, type Site } from '@vitrine/catalog/site';
import { readPageConfig } from './page-config.ts';

/** Where the page is served: `window.location` in the app, any address in tests. */
export interface PageAddress {
  hostname: string;
  port: string;
}

/** The site this page is (resolveSite): what its address offers — invite popup, share buttons, Channels list, switcher. */
export function currentSite(address: PageAddress = globalThis.location): Site {
  return resolveSite({ hostname: address.hostname, port: address.port, sites: readPageConfig().sites });
}
