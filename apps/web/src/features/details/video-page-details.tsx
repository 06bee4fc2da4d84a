import type { UiVideo } from '@vitrine/catalog/ui-video';
import { useMemo } from 'react';
import { VideoImage } from '../../components/ui/video-image.tsx';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { DESCRIPTION_HTML_CLASS } from './description-text.ts';

export interface VideoPageDetailsProps {
  video: UiVideo;
  channelName: string;
  year: string;
}

/**
 * The video `/{pathseo}` names, as the page's main content (issue 9): what a crawler or a
 * browser without JavaScript reads. With JavaScript the details dialog opens over it
 * (PRODUCT §2.0), and it leaves with the address when the dialog closes.
 */
export function VideoPageDetails({ video, channelName, year }: VideoPageDetailsProps) {
  const overviewHtml = useMemo(() => sanitizeHtml(video.overview ?? ''), [video.overview]);
  return (
    <article data-testid="video-page" aria-labelledby="video-page-title" className="relative z-20 mx-auto max-w-4xl px-4 pt-24 pb-10 md:px-12">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl">
        <VideoImage images={video.images} title={video.title} subtitle={channelName} sizes="(min-width: 56rem) 56rem, 100vw" priority posterText={false} />
      </div>
      <h1 id="video-page-title" className="font-display mt-5 text-3xl leading-none tracking-wide text-white uppercase sm:text-5xl">
        {video.title}
      </h1>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-neutral-300">
        {channelName && <span className="bg-highlight text-on-highlight rounded px-2 py-0.5 font-semibold">{channelName}</span>}
        {year && <span>{year}</span>}
      </p>
      {/* Sanitised by sanitizeHtml: allowlisted tags, safe links only. */}
      <div
        data-testid="video-page-overview"
        className={`mt-4 ${DESCRIPTION_HTML_CLASS}`}
        dangerouslySetInnerHTML={{ __html: overviewHtml }}
      />
    </article>
  );
}
