import { useState, useSyncExternalStore } from 'react';

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

let isHydrationOver = false;

/** Called once the first render is committed (root-layout.tsx): what mounts from then on is the browser's alone. */
export function endHydration(): void {
  isHydrationOver = true;
}

/**
 * Whether this component was first drawn in the server's HTML (true on the server and for what
 * hydration adopts; also in the first render of a page the browser draws alone), as opposed to
 * mounted later by the browser. It never changes. Unlike useIsHydrated, it costs no render when
 * hydration ends: React's check after the first commit runs before endHydration and finds the
 * server's value current. A part hydrated in a later commit (a Suspense boundary, such as a video
 * page's details) renders once more, to the same result.
 */
export function useIsInServerHtml(): boolean {
  const isBrowserMount = useSyncExternalStore(
    neverChanges,
    () => isHydrationOver,
    () => false,
  );
  const [wasInServerHtml] = useState(!isBrowserMount);
  return wasInServerHtml;
}
