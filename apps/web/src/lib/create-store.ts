import { useCallback, useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

/**
 * Zustand's `create`, except for what a server render and a hydration read. Zustand's own hook
 * reads a store's *initial* state there; the page's stores are module singletons that the
 * server sets for each request (theme, first-screen rows: entry-server.tsx) and the browser
 * seeds the same way before hydrating (main.tsx), so both must read the *current* state.
 */

export type UseBoundStore<T> = {
  (): T;
  <U>(selector: (state: T) => U): U;
} & StoreApi<T>;

export function create<T>(): (initializer: StateCreator<T, [], []>) => UseBoundStore<T> {
  return (initializer) => {
    const api = createStore<T>()(initializer);
    function useBoundStore<U>(selector?: (state: T) => U): U | T {
      const readSlice = useCallback(() => (selector ? selector(api.getState()) : api.getState()), [selector]);
      return useSyncExternalStore(api.subscribe, readSlice, readSlice);
    }
    return Object.assign(useBoundStore as UseBoundStore<T>, api);
  };
}
