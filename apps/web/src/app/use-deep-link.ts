import { API_ERROR_MESSAGES, ApiError } from '@vitrine/catalog/api-errors';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { getVideo } from '../features/catalog/api/get-videos.ts';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { ThemeConfig } from '@vitrine/catalog/themes/theme-config';
import { readFirstScreen } from '../config/first-screen.ts';
import { BASE_CATEGORIES, loadedVideos, useCategoryStore } from '../features/catalog/stores/category-store.ts';
import { useAddress, useGoTo, usePathseo } from '../lib/address.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { toast } from '../toasts/toast-store.ts';
import { usePageStore } from './page-store.ts';
import { paths } from './paths.ts';

const NOT_FOUND_STATUS = 404;

export function findVideoByPath(videos: readonly UiVideo[], pathseo: string): UiVideo | undefined {
  return videos.find((video) => video.pathseo === pathseo) ?? videos.find((video) => video.titleSeo === pathseo);
}

function deepLinkFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return API_ERROR_MESSAGES.unknown;
  // A 404 always reads 'Content not found.', whatever message the server attached.
  return error.status === NOT_FOUND_STATUS ? API_ERROR_MESSAGES.notFound : error.message;
}

/**
 * The video of a `/{pathseo}` page: the one the server found and inlined with the page, while the
 * address and the theme still name it; none at `/` and for a video the page does not hold.
 */
export function useLinkedVideo(): UiVideo | undefined {
  const pathseo = usePathseo();
  const theme = useThemeStore((state) => state.theme);
  return useMemo(() => inlinedVideo(pathseo, theme), [pathseo, theme]);
}

function inlinedVideo(pathseo: string | undefined, theme: ThemeConfig): UiVideo | undefined {
  const firstScreen = readFirstScreen();
  const video = firstScreen?.video;
  if (!pathseo || !video || firstScreen.themeId !== theme.id) return undefined;
  if (video.pathseo !== pathseo && video.metadata.titleSeo !== pathseo) return undefined;
  return toUiVideo(video, theme, firstScreen.renderedAt);
}

/**
 * `/{pathseo}` opens that video's details dialog (PRODUCT §2.0), once per change of the
 * address' search string: from the loaded rows when it is there, else fetched once the rows
 * have settled. A video that does not exist leaves the home page at `/` (query kept) with a toast.
 * An address reached while the player is open is not a link to open: neither the one Play
 * pushes nor the one Back returns to, which closes the player (use-player-follows-history.ts).
 */
export function useDeepLink(openDetails: (video: UiVideo) => void): void {
  const pathseo = usePathseo();
  const { search } = useAddress();
  const goTo = useGoTo();
  const themeId = useThemeStore((state) => state.themeId);
  const categories = useCategoryStore((state) => state.categories);
  // The video the server inlined counts as loaded: a deep link costs no request (issue 9). It
  // comes first: its copy in a row may have come without its description.
  const linked = useLinkedVideo();
  const videos = useMemo(() => [...(linked ? [linked] : []), ...loadedVideos(categories)], [categories, linked]);
  const isPlayerOpen = usePageStore((state) => state.playerOpen);
  const open = useEffectEvent(openDetails);
  const handledRef = useRef<string | null>(null);
  const linkKey = pathseo ? `${pathseo}${search}` : null;
  // An answer for an address the visitor has already left is dropped.
  const currentLinkRef = useRef(linkKey);
  useEffect(() => {
    currentLinkRef.current = linkKey;
  }, [linkKey]);

  // The rows the page loads at once; the label rows wait until they come near view.
  const areRowsSettled = BASE_CATEGORIES.every((key) => categories[key] !== undefined && !categories[key].loading);

  useEffect(() => {
    if (!pathseo || linkKey === null || handledRef.current === linkKey) return;
    if (isPlayerOpen) {
      handledRef.current = linkKey;
      return;
    }
    const loaded = findVideoByPath(videos, pathseo);
    if (loaded) {
      handledRef.current = linkKey;
      open(loaded);
      return;
    }
    if (!areRowsSettled) return;
    handledRef.current = linkKey;
    getVideo(pathseo, themeId).then(
      (video) => {
        if (currentLinkRef.current === linkKey) open(video);
      },
      (error: unknown) => {
        if (currentLinkRef.current !== linkKey) return;
        console.error(`Opening /${pathseo} failed`, error);
        toast({ title: deepLinkFailureMessage(error), variant: 'destructive' });
        goTo(paths.home.getHref(search), { replace: true });
      },
    );
  }, [pathseo, search, linkKey, isPlayerOpen, videos, areRowsSettled, themeId, goTo]);
}
