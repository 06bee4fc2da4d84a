import { create } from 'zustand';

/** Which overlay is open. Each overlay is its own lazy chunk; this store is how the page opens them. */
export interface UiState {
  inviteOpen: boolean;
  sidebarOpen: boolean;
  detailsOpen: boolean;
  playerOpen: boolean;
  setInviteOpen: (open: boolean) => void;
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  setDetailsOpen: (open: boolean) => void;
  setPlayerOpen: (open: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  inviteOpen: false,
  sidebarOpen: false,
  detailsOpen: false,
  playerOpen: false,
  setInviteOpen: (inviteOpen) => set({ inviteOpen }),
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
  setDetailsOpen: (detailsOpen) => set({ detailsOpen }),
  setPlayerOpen: (playerOpen) => set({ playerOpen }),
}));

/** A dialog covers the rows: card previews hide (SPEC §2). */
export function selectIsDialogOpen(state: UiState): boolean {
  return state.detailsOpen || state.playerOpen || state.inviteOpen;
}
