import { create } from 'zustand';

/** Which overlay is open. Each overlay is its own lazy chunk; this store is how the page opens them. */
export interface UiState {
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
  setDetailsOpen: (open: boolean) => void;
  /** Closes the player; the address is the caller's business. */
  closePlayer: () => void;
  /**
   * Opens the player for the history entry marked `entryId` (from the start unless a resume
   * position is given) and closes the details dialog under it.
   */
  startPlayer: (entryId: string, startSeconds?: number) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  inviteOpen: false,
  sidebarOpen: false,
  detailsOpen: false,
  playerOpen: false,
  playerStartSeconds: 0,
  playerEntryId: null,
  setInviteOpen: (inviteOpen) => set({ inviteOpen }),
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
  setDetailsOpen: (detailsOpen) => set({ detailsOpen }),
  closePlayer: () => set({ playerOpen: false, playerEntryId: null }),
  startPlayer: (playerEntryId, playerStartSeconds = 0) => set({ playerOpen: true, playerStartSeconds, playerEntryId, detailsOpen: false }),
}));

/** A dialog covers the rows: card previews hide (SPEC §2). */
export function selectIsDialogOpen(state: UiState): boolean {
  return state.detailsOpen || state.playerOpen || state.inviteOpen;
}
