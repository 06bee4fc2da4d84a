import { createBrowserRouter } from 'react-router';
import { paths } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * `/` and `/{pathseo}` are one route (an optional segment), so opening a video's
 * address does not remount the page; anything deeper is a real not-found page.
 * Route modules are lazy chunks.
 */
export const router = createBrowserRouter([
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
]);

function PageLoading() {
  return <div className="min-h-dvh bg-page" aria-busy="true" />;
}
