import type { PageAddress } from '@vitrine/catalog/first-screen';
import { resolveSite, type Site } from '@vitrine/catalog/site';
import { readPageConfig } from './page-config.ts';

let providedAddress: PageAddress | undefined;

/** Where the page is served: `location` in the browser, the request's address in a server render. */
export function pageAddress(): PageAddress {
  return globalThis.location ?? providedAddress ?? { hostname: '', port: '' };
}

/** The server render's address (entry-server.tsx): it has no `location`. */
export function providePageAddress(address: PageAddress): void {
  providedAddress = address;
}

/** The site this page is (resolveSite): what its address offers — invite popup, share buttons, Channels list, switcher. */
export function currentSite(address: PageAddress = pageAddress()): Site {
  return resolveSite({ hostname: address.hostname, port: address.port, sites: readPageConfig().sites });
}
