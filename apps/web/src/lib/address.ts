import { useLocation, useParams, useRouter } from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

/**
 * The page's address as the app reads it, through the router (wouter, issue 9: a 3 KB router):
 * the path and the query string as the browser holds them, still percent-encoded, so an address
 * built from them is the same address; and the history entry's state (the player's entry,
 * use-player-follows-history.ts). On the server, the address the page is rendered for
 * (`<Router ssrPath ssrSearch>`, entry-server.tsx), with no state.
 */
export interface Address {
  pathname: string;
  /** `?…`, or '' when the address has no query. */
  search: string;
  state: unknown;
}

export interface GoToOptions {
  /** Replaces the current history entry instead of pushing a new one. */
  replace?: boolean;
  state?: unknown;
}

const currentPathname = () => window.location.pathname;
const currentSearch = () => window.location.search;

export function useAddress(): Address {
  const { ssrPath, ssrSearch } = useRouter();
  // The server's snapshot is also what hydration reads: the browser's own address there.
  const pathname = useLocationProperty(currentPathname, ssrPath == null ? currentPathname : () => ssrPath);
  const search = useLocationProperty(currentSearch, ssrSearch == null ? currentSearch : () => (ssrSearch === '' ? '' : `?${ssrSearch}`));
  const state: unknown = useHistoryState();
  return { pathname, search, state };
}

/** Goes to an address of the app (`/…`): a new history entry, or this one replaced. */
export function useGoTo(): (href: string, options?: GoToOptions) => void {
  return useLocation()[1];
}

/** The `{pathseo}` of `/{pathseo}` (PRODUCT §2.0), decoded; undefined at `/`. */
export function usePathseo(): string | undefined {
  return useParams<{ pathseo?: string }>().pathseo;
}

/** The hash of the address the visitor is on, kept by an address built from the path and query (a skip link's `#main`). */
export function currentHash(): string {
  return window.location.hash;
}
