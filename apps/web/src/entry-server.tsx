import type { PageRenderInput } from '@vitrine/catalog/first-screen';
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { providePageAddress } from './config/current-site.ts';
import { provideFirstScreen } from './config/first-screen.ts';
import { providePageConfig } from './config/page-config.ts';
import { pageTheme } from './config/page-theme.ts';
import { seedFirstScreen } from './features/catalog/stores/category-store.ts';
import { VideoPageDetails } from './features/details/video-page-details-chunk.ts';
import { provideSanitizerWindow } from './lib/sanitize-html.ts';
import { useThemeStore } from './theme/theme-store.ts';

/**
 * The server render of `/` and `/{pathseo}` (issue 9): the same routes and components as the
 * browser, drawn from the first screen's data, which the page also inlines so the browser
 * hydrates this HTML from the same state (main.tsx). Built with `vite build --ssr` into
 * dist/server/; the server's page routes call `render`.
 *
 * renderToString, not a stream: it is synchronous, so the module-level stores this app keeps
 * (theme, rows) are set and read by one request at a time, with no await in between; nothing on
 * the first screen suspends (the overlays are lazy and closed), and pages are small.
 */

// DOMPurify needs a DOM for the hero's and the video's texts; one window serves every render.
provideSanitizerWindow(new JSDOM('').window as unknown as Window);

export async function render({ url, pageConfig, address, firstScreen }: PageRenderInput): Promise<string> {
  // Loaded once; the render below must not suspend on them.
  const { pathname, search } = new URL(url, 'http://localhost');
  await preloadPage(pathname);
  if (firstScreen.video) await VideoPageDetails.preload();

  // From here to the end, synchronous: this request's state, then its HTML.
  providePageConfig(pageConfig);
  providePageAddress(address);
  provideFirstScreen(firstScreen);
  useThemeStore.setState({ themeId: firstScreen.themeId, theme: pageTheme(firstScreen.themeId) });
  seedFirstScreen(firstScreen);
  return renderToString(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search.slice(1)}>
        <AppRoutes />
      </Router>
    </StrictMode>,
  );
}
