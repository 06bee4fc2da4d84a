import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in a server render and while the browser hydrates it, true afterwards (and at once in a
 * page the browser renders itself). What only the browser knows (localStorage, its time zone)
 * waits for true, so the first client render matches the server's HTML.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
