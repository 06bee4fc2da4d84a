import type { PageRenderInput } from '@vitrine/catalog/first-screen';
import type { JSDOM } from 'jsdom';
import { createRequire } from 'node:module';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Router } from 'wouter';
import { LinkedVideoDetails } from './app/linked-video-details.tsx';
import { paths } from './app/paths.ts';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { providePageAddress } from './config/current-site.ts';
import { provideFirstScreen } from './config/first-screen.ts';
import { providePageConfig } from './config/page-config.ts';
import { pageTheme } from './config/page-theme.ts';
import { seedFirstScreen } from './features/catalog/stores/category-store.ts';
import { VideoPageDetails } from './features/details/video-page-details-chunk.ts';
import { provideServerSanitizer } from './lib/sanitize-html.ts';
import { sanitizeSimpleMarkup } from './lib/simple-markup.server.ts';
import { useThemeStore } from './theme/theme-store.ts';

/**
 * The server render of `/` and `/{pathseo}` (issue 9): the same routes and components as the
 * browser, drawn from the first screen's data, which the page also inlines so the browser
 * hydrates this HTML from the same state (main.tsx). Built with `vite build --ssr` into
 * dist/server/; the server's page routes call `render`, and `renderVideoDetails` for the
 * part of a video page that names its video.
 *
 * renderToString, not a stream: it is synchronous, so the module-level stores this app keeps
 * (theme, rows) are set and read by one request at a time, with no await in between; nothing on
 * the first screen suspends (the overlays are lazy and closed), and pages are small.
 */

// DOMPurify needs a DOM for a description with markup other than simple; one window serves every
// render. jsdom is loaded with it, not before: it is ~60 MB of the server's memory, and YouTube's
// descriptions (plain text) and simple markup are sanitised without a document (docs/PERFORMANCE.md).
const requireFromHere = createRequire(import.meta.url);
provideServerSanitizer({
  createWindow: () => {
    const jsdom = requireFromHere('jsdom') as { JSDOM: typeof JSDOM };
    return new jsdom.JSDOM('').window as unknown as Window;
  },
  sanitizeSimpleMarkup,
});

export async function render(input: PageRenderInput): Promise<string> {
  // Loaded once; the render below must not suspend on them.
  await preloadPage(new URL(input.url, 'http://localhost').pathname);
  if (input.firstScreen.video) await VideoPageDetails.preload();
  return renderRequest(input, <AppRoutes />);
}

/**
 * What `render` draws of a video page for its video alone (LinkedVideoDetails): the resources
 * it hoists (its image's preload), then its details. '' when the page names no video it holds.
 */
export async function renderVideoDetails(input: PageRenderInput): Promise<string> {
  await VideoPageDetails.preload();
  return renderRequest(
    input,
    <Route path={paths.video.path}>
      <LinkedVideoDetails />
    </Route>,
  );
}

/** Synchronous from start to end: this request's state, then its HTML. */
function renderRequest({ url, pageConfig, address, firstScreen }: PageRenderInput, app: ReactNode): string {
  const { pathname, search } = new URL(url, 'http://localhost');
  providePageConfig(pageConfig);
  providePageAddress(address);
  provideFirstScreen(firstScreen);
  useThemeStore.setState({ themeId: firstScreen.themeId, theme: pageTheme(firstScreen.themeId) });
  seedFirstScreen(firstScreen);
  return renderToString(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search.slice(1)}>
        {app}
      </Router>
    </StrictMode>,
  );
}
