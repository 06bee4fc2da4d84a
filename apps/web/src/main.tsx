import './styles/fonts.css';
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installChunkReload } from './app/chunk-reload.ts';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { readFirstScreen } from './config/first-screen.ts';
import { seedFirstScreen } from './features/catalog/stores/category-store.ts';
import { VideoPageDetails } from './features/details/video-page-details-chunk.ts';
import { stopHoldingClicks } from './lib/click-before-start.ts';
import { useThemeStore } from './theme/theme-store.ts';

installChunkReload();

async function start(container: HTMLElement): Promise<void> {
  // The rows the server rendered: the store starts from them, as the server's render did.
  const firstScreen = readFirstScreen();
  if (firstScreen?.themeId === useThemeStore.getState().themeId) seedFirstScreen(firstScreen);
  // The page's chunk, and a video page's details (a chunk of their own): there before hydrating them.
  await Promise.all([preloadPage(window.location.pathname), firstScreen?.video ? VideoPageDetails.preload().catch(() => undefined) : undefined]);
  const app = (
    <StrictMode>
      <AppRoutes />
    </StrictMode>
  );
  // The server renders `/` and `/{pathseo}`; other pages (not found) come empty and render here.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // blocking the main thread for the whole first screen (a visitor's first tap is not kept waiting).
  if (container.hasChildNodes()) {
    // A tap before this point is answered once hydrated (app/root-layout.tsx); React hears the next ones.
    stopHoldingClicks();
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
