import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { preloadable, type Preloadable } from '../lib/preloadable.ts';
import { paths } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/** Each page is a lazy chunk of its own (issue 9: start-up JS). */
const pages: readonly { path: string; Page: Preloadable<object> }[] = [
  // `/` and `/{pathseo}` are one route (an optional segment), so opening a video's address does
  // not remount the page; anything deeper is a real not-found page.
  { path: paths.video.path, Page: preloadable(() => import('./routes/home-route.tsx').then((module) => module.HomeRoute)) },
  { path: paths.notFound.path, Page: preloadable(() => import('./routes/not-found-route.tsx').then((module) => module.NotFoundRoute)) },
];

const routes: RouteObject[] = [{ path: paths.home.path, element: <RootLayout />, children: pages.map(({ path, Page }) => ({ path, element: <Page /> })) }];

/**
 * The app's pages, in react-router's declarative mode: under `BrowserRouter` in the browser
 * (main.tsx) and `StaticRouter` on the server (entry-server.tsx), the same tree on both. A page
 * that fails to render, or whose chunk fails to load, shows the route error (route-error.tsx);
 * going to another address gives it a fresh try.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the chunk of the page at `pathname`. A server render and a hydration need the page's
 * own components at once, not the loading fallback, so both wait for this before rendering.
 * A chunk that fails here stays lazy: rendering loads it again and shows a failure (RouteError).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matchedPath = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  await pages
    .find((page) => page.path === matchedPath)
    ?.Page.preload()
    .catch(() => undefined);
}

function PageLoading() {
  return <div className="min-h-dvh bg-page" aria-busy="true" />;
}
