import { createElement, lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the chunk; once it has settled, the component renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A component in a chunk of its own that a page loads before it renders when it knows it will
 * show it. A server render and a hydration must draw it at once (renderToString would send the
 * Suspense fallback instead, and hydration would wait for the chunk), so the server and the
 * browser call `preload()` first; rendered before that, it is a plain lazy component.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: await load() }));
  function PreloadableComponent(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(PreloadableComponent, {
    async preload() {
      loaded ??= await load();
    },
  });
}
