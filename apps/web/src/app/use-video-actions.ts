import type { UiVideo } from '@vitrine/catalog/ui-video';
import { useMemo } from 'react';
import { useAddress, useGoTo } from '../lib/address.ts';
import { getContinueWatching } from '../lib/local-library.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { usePageStore } from './page-store.ts';
import { paths } from './paths.ts';
import { playerEntryState } from './use-player-follows-history.ts';

export interface VideoActions {
  /** Details dialog for the video; the address stays as it is. */
  openDetails: (video: UiVideo) => void;
  /** Pushes `/{titleSeo}` (query kept) and opens the player on that history entry (PRODUCT §2.4); Back closes it. */
  play: (video: UiVideo) => void;
  /** Plays from the position saved for Continue Watching, or from the start. */
  resume: (video: UiVideo) => void;
  /** X, Escape or a backdrop click: the address goes back to `/`, its query string kept. */
  closeDetails: () => void;
  /** After the player's fade (X, Escape, end of the list): back to the home page at `/`, its query string kept. */
  closePlayer: () => void;
}

let playCount = 0;
/** Unique across reloads too: history entries outlive the page that pushed them. */
const newPlayerEntryId = (): string => `${Date.now().toString(36)}-${++playCount}`;

/** How the page opens and closes the details dialog and the player, address included. */
export function useVideoActions(): VideoActions {
  const goTo = useGoTo();
  const { search } = useAddress();
  const themeId = useThemeStore((state) => state.themeId);
  const openDetails = usePageStore((state) => state.openDetails);
  const closeDetails = usePageStore((state) => state.closeDetails);
  const closePlayer = usePageStore((state) => state.closePlayer);
  const startPlayer = usePageStore((state) => state.startPlayer);

  // One object while the address' query and the theme stay: the cards take these as props, and a
  // card whose props did not change is not drawn again when a row loads (video-card.tsx).
  return useMemo((): VideoActions => {
    const playFrom = (video: UiVideo, startSeconds: number) => {
      const entryId = newPlayerEntryId();
      startPlayer(video, entryId, startSeconds);
      goTo(paths.video.getHref(video, search), { state: playerEntryState(entryId) });
    };
    return {
      openDetails,
      play: (video) => playFrom(video, 0),
      resume: (video) => {
        const saved = getContinueWatching(themeId).find((entry) => entry.video.id === video.id);
        playFrom(video, saved?.progressSeconds ?? 0);
      },
      closeDetails: () => {
        closeDetails();
        goTo(paths.home.getHref(search), { replace: true });
      },
      closePlayer: () => {
        closePlayer();
        goTo(paths.home.getHref(search), { replace: true });
      },
    };
  }, [goTo, search, themeId, openDetails, closeDetails, closePlayer, startPlayer]);
}
