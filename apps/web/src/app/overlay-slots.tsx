import type { UiVideo } from '@vitrine/catalog/ui-video';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentProps } from 'react';
import { currentSite } from '../config/current-site.ts';
import { readPageConfig } from '../config/page-config.ts';
import { loadedVideos, useCategoryStore } from '../features/catalog/stores/category-store.ts';
import { nextVideoOfLabel } from '../features/player/next-video.ts';
import { saveProgress } from '../lib/local-library.ts';
import { useIsHydrated } from '../lib/use-is-hydrated.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { useToasts } from '../toasts/toast-store.ts';
import { usePageStore } from './page-store.ts';
import { useDescriptionLoad } from './use-description-load.ts';
import { useSelectedLabel, useSelectLabel } from './selected-label.ts';
import type { VideoActions } from './use-video-actions.ts';

const Sidebar = lazy(() => import('../features/sidebar/sidebar.tsx'));
const DetailsDialog = lazy(() => import('../features/details/details-dialog.tsx'));
const VideoPlayer = lazy(() => import('../features/player/video-player.tsx'));
const InvitePopup = lazy(() => import('../features/invite/invite-popup.tsx'));
const Toaster = lazy(() => import('../toasts/toaster.tsx'));

/**
 * Where the overlays mount. Each is its own lazy chunk, loaded the first time it is needed
 * (PRODUCT §2.1), not at start (issue 9: start-up JS), and opened through the page store
 * (page-store.ts): details dialog (detailsOpen + currentVideo), player (playerOpen +
 * currentVideo), invite popup (inviteOpen), toasts (the first toast), and the sidebar.
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
      {isHydrated && <ToasterSlot />}
    </>
  );
}

/** True from the first time `isOpen` is true: a chunk loads on first use, then stays mounted to animate closing. */
function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}

/**
 * The dialog opens in a deferred render, which React splits into short tasks, so its opening is
 * no long task (on a video page it follows the hydration: issue 9, TBT). It closes at once: a
 * player opening over it must not find its focus trap still there.
 */
function DetailsSlot({ actions }: { actions: VideoActions }) {
  const wantsOpen = usePageStore((state) => state.detailsOpen);
  const isOpen = useDeferredValue(wantsOpen) && wantsOpen;
  const video = useDeferredValue(usePageStore((state) => state.currentVideo));
  const themeId = useThemeStore((state) => state.themeId);
  const descriptionError = useDescriptionLoad(video, isOpen);
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
        descriptionError={descriptionError}
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
  const hasToasts = useToasts().length > 0;
  if (!useOpenedOnce(hasToasts)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster aboveControls={isPlayerOpen} />
    </Suspense>
  );
}

/**
 * The sidebar's first opening mounts it: closed for two frames, then open, so the panel
 * slides in as it does every later time (a transition needs a closed state drawn first).
 */
function SlidingSidebar({ open, ...props }: ComponentProps<typeof Sidebar>) {
  const [hasEntered, setHasEntered] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setHasEntered(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return <Sidebar open={open && hasEntered} {...props} />;
}

function SidebarSlot({ isHydrated }: { isHydrated: boolean }) {
  const isOpen = usePageStore((state) => state.sidebarOpen);
  const setOpen = usePageStore((state) => state.setSidebarOpen);
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const selectedLabel = useSelectedLabel();
  const setSelectedLabel = useSelectLabel();
  const wasOpened = useOpenedOnce(isOpen);

  return (
    <>
      {isHydrated && wasOpened && (
        <Suspense fallback={null}>
          <SlidingSidebar
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
