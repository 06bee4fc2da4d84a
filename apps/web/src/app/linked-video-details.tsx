import type { UiVideo } from '@vitrine/catalog/ui-video';
import { Suspense, useMemo } from 'react';
import { channelNameOf, videoYear } from '../features/catalog/format/video-meta.ts';
import { VideoPageDetails } from '../features/details/video-page-details-chunk.ts';
import { usePathseo } from '../lib/address.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { inlinedVideo } from './use-deep-link.ts';

/** The video of a `/{pathseo}` page, when the server found it; none at `/` and for a video the page does not hold. */
export function useLinkedVideo(): UiVideo | undefined {
  const theme = useThemeStore((state) => state.theme);
  const pathseo = usePathseo();
  return useMemo(() => inlinedVideo(pathseo, theme), [pathseo, theme]);
}

/**
 * `/{pathseo}` of a video the server found (useLinkedVideo): its details, the page's main
 * content (issue 9). Nothing else on the page depends on which video it is, so the server draws
 * a video page from another one's by swapping this part alone (entry-server.tsx
 * `renderVideoDetails`, apps/server video-page-splice.ts).
 */
export function LinkedVideoDetails() {
  const theme = useThemeStore((state) => state.theme);
  const video = useLinkedVideo();
  if (!video) return null;
  return (
    <Suspense fallback={null}>
      <VideoPageDetails video={video} channelName={channelNameOf(video, theme.labels)} year={videoYear(video)} />
    </Suspense>
  );
}
