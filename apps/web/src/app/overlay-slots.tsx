import type { UiVideo } from '@vitrine/catalog/ui-video';
import { lazy, Suspense, useState } from 'react';
import { currentSite } from '../config/current-site.ts';
import { readPageConfig } from '../config/page-config.ts';
import { loadedVideos, useCategoryStore } from '../features/catalog/stores/category-store.ts';
import { nextVideoOfLabel } from '../features/player/next-video.ts';
import { saveProgress } from '../lib/local-library.ts';
import { useIsHydrated } from '../lib/use-is-hydrated.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { usePageStore } from './page-store.ts';
import { useSelectedLabel, useSelectLabel } from './selected-label.ts';
import type { VideoActions } from './use-video-actions.ts';

const Sidebar = lazy(() => import('../features/sidebar/sidebar.tsx'));
const DetailsDialog = lazy(() => import('../features/details/details-dialog.tsx'));
const VideoPlayer = lazy(() => import('../features/player/video-player.tsx'));
const InvitePopup = lazy(() => import('../features/invite/invite-popup.tsx'));
const Toaster = lazy(() => import('../toasts/toaster.tsx'));

/**
 * Where the overlays mount. Each is its own lazy chunk, opened through the page store
 * (page-store.ts): details dialog (detailsOpen + currentVideo), player (playerOpen +
 * currentVideo), invite popup (inviteOpen), toasts, and the sidebar.
 */
export function OverlaySlots({ actions }: { actions: VideoActions }) {
  // The lazy chunks load in the browser only: a server render cannot wait for them (entry-server.tsx).
  const isHydrated = useIsHydrated();
  return (
    <>
      <SidebarSlot isHydrated={isHydrated} />
      <DetailsSlot actions={actions} />
      <PlayerSlot actions={actions} />
      <InviteSlot />
      {isHydrated && (
        <Suspense fallback={null}>
          <ToasterSlot />
        </Suspense>
      )}
    </>
  );
}

/** True from the first time `isOpen` is true: a chunk loads on first use, then stays mounted to animate closing. */
function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}

function DetailsSlot({ actions }: { actions: VideoActions }) {
  const isOpen = usePageStore((state) => state.detailsOpen);
  const video = usePageStore((state) => state.currentVideo);
  const themeId = useThemeStore((state) => state.themeId);
  if (!useOpenedOnce(isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <DetailsDialog
        video={video}
        open={isOpen}
        onOpenChange={(open) => {
          if (!open) actions.closeDetails();
        }}
        onPlay={actions.play}
        themeId={themeId}
        shareBaseUrl={currentSite().shareBaseUrl}
      />
    </Suspense>
  );
}

/** The next video of the same label among everything loaded (PRODUCT §2.5). */
function nextLoadedVideo(video: UiVideo): UiVideo | null {
  return nextVideoOfLabel(video, loadedVideos(useCategoryStore.getState().categories));
}

function PlayerSlot({ actions }: { actions: VideoActions }) {
  const isOpen = usePageStore((state) => state.playerOpen);
  const startSeconds = usePageStore((state) => state.playerStartSeconds);
  const video = usePageStore((state) => state.currentVideo);
  const themeId = useThemeStore((state) => state.themeId);
  if (!isOpen || !video) return null;
  return (
    <Suspense fallback={null}>
      <VideoPlayer
        key={video.id}
        video={video}
        startAt={startSeconds}
        onClose={actions.closePlayer}
        getNextVideo={nextLoadedVideo}
        shareBaseUrl={currentSite().shareBaseUrl}
        onProgress={(played, seconds, duration) => saveProgress(themeId, played, seconds, duration)}
      />
    </Suspense>
  );
}

function InviteSlot() {
  const isOpen = usePageStore((state) => state.inviteOpen);
  const setOpen = usePageStore((state) => state.setInviteOpen);
  if (!useOpenedOnce(isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <InvitePopup open={isOpen} onOpenChange={setOpen} hostname={window.location.hostname} port={window.location.port} sites={readPageConfig().sites} />
    </Suspense>
  );
}

/** Toasts go above the player (z-index in Toaster) and, while it is open, above its control bar. */
function ToasterSlot() {
  const isPlayerOpen = usePageStore((state) => state.playerOpen);
  return <Toaster aboveControls={isPlayerOpen} />;
}

function SidebarSlot({ isHydrated }: { isHydrated: boolean }) {
  const isOpen = usePageStore((state) => state.sidebarOpen);
  const setOpen = usePageStore((state) => state.setSidebarOpen);
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const selectedLabel = useSelectedLabel();
  const setSelectedLabel = useSelectLabel();

  return (
    <>
      {isHydrated && (
        <Suspense fallback={null}>
          <Sidebar
            open={isOpen}
            onOpenChange={setOpen}
            theme={theme}
            selectedLabel={selectedLabel}
            onSelectLabel={setSelectedLabel}
            showChannels={currentSite().showsChannels}
            onSelectTheme={setTheme}
          />
        </Suspense>
      )}
    </>
  );
}
