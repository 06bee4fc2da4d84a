import { API_ERROR_MESSAGES, ApiError } from '@vitrine/catalog/api-errors';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { useEffect, useState } from 'react';
import { getVideo } from '../features/catalog/api/get-videos.ts';
import { useCategoryStore } from '../features/catalog/stores/category-store.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { usePageStore } from './page-store.ts';

/**
 * Loads the description of the video whose details are open when the page came without it
 * (FirstScreenData.descriptionsLeftOut). The loaded description takes its place in the rows and
 * the page, so each is loaded once. Answers the failure's message (PRODUCT §7.4) while the
 * details show the video whose load failed, else null; opening them again tries again.
 */
export function useDescriptionLoad(video: UiVideo | null, isOpen: boolean): string | null {
  const themeId = useThemeStore((state) => state.themeId);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);
  // Each opening tries again, without the last one's failure (state adjusted while rendering, as React advises).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setFailure(null);
  }
  const toLoad = isOpen && video !== null && video.overview === null ? video : null;
  const id = toLoad?.id;
  const pathseo = toLoad?.pathseo;

  useEffect(() => {
    if (id === undefined || pathseo === undefined) return;
    let isShown = true;
    getVideo(pathseo, themeId).then(
      (loaded) => {
        useCategoryStore.getState().describeVideo(loaded);
        usePageStore.getState().describeCurrentVideo(loaded);
      },
      (error: unknown) => {
        if (isShown) setFailure({ id, message: error instanceof ApiError ? error.message : API_ERROR_MESSAGES.unknown });
      },
    );
    return () => {
      isShown = false;
    };
  }, [id, pathseo, themeId]);

  return failure !== null && failure.id === video?.id ? failure.message : null;
}
