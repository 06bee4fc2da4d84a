import { withLoadedDescription, type UiVideo } from '@vitrine/catalog/ui-video';
import { create } from '../lib/create-store.ts';
import { useThemeStore } from '../theme/theme-store.ts';

/**
 * The page's own state: which overlay is open, with which video (the sidebar's label filter is
 * the address's, selected-label.ts). Each overlay is its own lazy chunk; this store is how the page opens them. The
 * rows themselves are the category store's (features/catalog/stores/category-store.ts).
 */
export interface PageState {
  /** The video of the details dialog and of the player. */
  currentVideo: UiVideo | null;
  inviteOpen: boolean;
  sidebarOpen: boolean;
  detailsOpen: boolean;
  playerOpen: boolean;
  /** Where the player starts, in seconds: 0, or the saved position when resuming from Continue Watching. */
  playerStartSeconds: number;
  /**
   * Marks the history entry Play pushed for the open player (its `state.playerEntryId`):
   * the player lives on that entry and closes when the visitor leaves it (Back).
   */
  playerEntryId: string | null;
  setInviteOpen: (open: boolean) => void;
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  openDetails: (video: UiVideo) => void;
  closeDetails: () => void;
  /** Closes the player; the address is the caller's business. */
  closePlayer: () => void;
  /**
   * Opens the player on `video` for the history entry marked `entryId` (from the start unless
   * a resume position is given) and closes the details dialog under it.
   */
  startPlayer: (video: UiVideo, entryId: string, startSeconds?: number) => void;
  /** Gives the current video the description loaded for it, when it came without one (withLoadedDescription). */
  describeCurrentVideo: (loaded: UiVideo) => void;
}

export const usePageStore = create<PageState>()((set) => ({
  currentVideo: null,
  inviteOpen: false,
  sidebarOpen: false,
  detailsOpen: false,
  playerOpen: false,
  playerStartSeconds: 0,
  playerEntryId: null,
  setInviteOpen: (inviteOpen) => set({ inviteOpen }),
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
  openDetails: (currentVideo) => set({ currentVideo, detailsOpen: true }),
  closeDetails: () => set({ detailsOpen: false }),
  closePlayer: () => set({ playerOpen: false, playerEntryId: null }),
  startPlayer: (currentVideo, playerEntryId, playerStartSeconds = 0) =>
    set({ currentVideo, playerOpen: true, playerStartSeconds, playerEntryId, detailsOpen: false }),
  describeCurrentVideo: (loaded) => set((state) => ({ currentVideo: state.currentVideo && withLoadedDescription(state.currentVideo, loaded) })),
}));

/** A dialog covers the rows: card previews hide (PRODUCT §2.3). */
export function selectIsDialogOpen(state: PageState): boolean {
  return state.detailsOpen || state.playerOpen || state.inviteOpen;
}

// A new theme means a new catalogue (PRODUCT §4.2): the shown video belongs to the old one.
useThemeStore.subscribe((state, previous) => {
  if (state.themeId === previous.themeId) return;
  usePageStore.setState({ currentVideo: null });
});
