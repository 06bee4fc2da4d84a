import { Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import { useAddress } from '../lib/address.ts';
import { preloadable, type Preloadable } from '../lib/preloadable.ts';
import { paths } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/** Each page is a lazy chunk of its own (issue 9: start-up JS); the one without a path is any other address. */
const pages: readonly { path?: string; Page: Preloadable<object> }[] = [
  // `/` and `/{pathseo}` are one route (an optional segment), so opening a video's address does
  // not remount the page; anything deeper is a real not-found page.
  { path: paths.video.path, Page: preloadable(() => import('./routes/home-route.tsx').then((module) => module.HomeRoute)) },
  { Page: preloadable(() => import('./routes/not-found-route.tsx').then((module) => module.NotFoundRoute)) },
];

/**
 * The app's pages, the first whose path matches: on the browser's own address (main.tsx, wouter's
 * default router) and on the request's on the server (entry-server.tsx), the same tree on both. A
 * page that fails to render, or whose chunk fails to load, shows the route error
 * (route-error.tsx); going to another address gives it a fresh try.
 */
export function AppRoutes() {
  const { pathname } = useAddress();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        {/* Inside the boundary: its effects (a tap before the start released) wait until the page has hydrated. */}
        <RootLayout>
          <Switch>
            {pages.map(({ path, Page }) => (
              <Route key={path ?? '*'} path={path}>
                <Page />
              </Route>
            ))}
          </Switch>
        </RootLayout>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the chunk of the page at `pathname`. A server render and a hydration need the page's
 * own components at once, not the loading fallback, so both wait for this before rendering.
 * A chunk that fails here stays lazy: rendering loads it again and shows a failure (RouteError).
 */
export async function preloadPage(pathname: string): Promise<void> {
  await pages
    .find((page) => page.path === undefined || matchRoute(parse, page.path, pathname)[0])
    ?.Page.preload()
    .catch(() => undefined);
}

function PageLoading() {
  return <div className="min-h-dvh bg-page" aria-busy="true" />;
}
