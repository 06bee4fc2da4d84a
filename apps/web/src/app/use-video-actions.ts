import type { UiVideo } from '@vitrine/catalog/ui-video';
import { useNavigate } from 'react-router';
import { useCategoryStore } from '../features/catalog/stores/category-store.ts';
import { useThemeStore } from '../features/theme/stores/theme-store.ts';
import { getContinueWatching } from '../lib/local-library.ts';
import { useUiStore } from './ui-store.ts';

export interface VideoActions {
  /** Details dialog for the video; the address stays as it is. */
  openDetails: (video: UiVideo) => void;
  /** Pushes `/{titleSeo}` and opens the player (SPEC §2 Details dialog). */
  play: (video: UiVideo) => void;
  /** Plays from the position saved for Continue Watching, or from the start. */
  resume: (video: UiVideo) => void;
  /** X, Escape or a backdrop click: the address goes back to `/`. */
  closeDetails: () => void;
  /** After the player's fade: back to the home page at `/`. */
  closePlayer: () => void;
}

const HOME_PATH = '/';

/** How the page opens and closes the details dialog and the player, address included. */
export function useVideoActions(): VideoActions {
  const navigate = useNavigate();
  const setCurrentVideo = useCategoryStore((state) => state.setCurrentVideo);
  const themeId = useThemeStore((state) => state.themeId);
  const setDetailsOpen = useUiStore((state) => state.setDetailsOpen);
  const setPlayerOpen = useUiStore((state) => state.setPlayerOpen);
  const startPlayer = useUiStore((state) => state.startPlayer);

  const playFrom = (video: UiVideo, startSeconds: number) => {
    setCurrentVideo(video);
    startPlayer(startSeconds);
    void navigate(`/${encodeURIComponent(video.titleSeo || video.pathseo)}`);
  };

  return {
    openDetails: (video) => {
      setCurrentVideo(video);
      setDetailsOpen(true);
    },
    play: (video) => playFrom(video, 0),
    resume: (video) => {
      const saved = getContinueWatching(themeId).find((entry) => entry.video.id === video.id);
      playFrom(video, saved?.progressSeconds ?? 0);
    },
    closeDetails: () => {
      setDetailsOpen(false);
      void navigate(HOME_PATH, { replace: true });
    },
    closePlayer: () => {
      setPlayerOpen(false);
      void navigate(HOME_PATH, { replace: true });
    },
  };
}
