import { Suspense } from 'react';
import { channelNameOf, videoYear } from '../features/catalog/format/video-meta.ts';
import { VideoPageDetails } from '../features/details/video-page-details-chunk.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { useLinkedVideo } from './use-deep-link.ts';

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
