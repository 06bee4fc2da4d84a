import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * `/` and `/{pathseo}` are one route (an optional segment), so opening a video's
 * address does not remount the page; anything deeper is a real not-found page.
 * Route modules are lazy chunks. The same routes render on the server (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { path: paths.video.path, lazy: () => import('./routes/home-route.tsx') },
      { path: paths.notFound.path, lazy: () => import('./routes/not-found-route.tsx') },
    ],
  },
];

/**
 * The browser's router. The lazy modules of the address being opened load first: hydrating the
 * server's HTML needs the page's own components at once, not the loading fallback.
 */
export async function createAppRouter(location: Location): Promise<ReturnType<typeof createBrowserRouter>> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      // A module that fails here stays lazy: the router loads it again and handles a failure (RouteError).
      const module = await load().catch(() => undefined);
      if (module) Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

function PageLoading() {
  return <div className="min-h-dvh bg-page" aria-busy="true" />;
}
