import { genreName } from '@vitrine/catalog/genres';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { ChevronDown, Play, Star } from 'lucide-react';
import { createPortal } from 'react-dom';
import { VideoImage } from '../../../components/ui/video-image.tsx';
import { preconnectOnPlayIntent } from '../../../lib/youtube-preconnect.ts';
import { formatRuntime } from '../../../lib/format-time.ts';
import { videoYear } from '../format/video-meta.ts';

/** The preview is this much wider than the card it grows out of. */
export const PREVIEW_SCALE = 1.5;
const VIEWPORT_MARGIN_PX = 12;
/** Room for the text panel under the preview image, so a preview near the bottom moves up. */
const PREVIEW_PANEL_HEIGHT_PX = 150;
const MAX_PREVIEW_GENRES = 3;

export interface CardPreviewProps {
  video: UiVideo;
  channelName: string;
  /** Where the card is on screen: the preview is centred on it. */
  anchor: DOMRect;
  onOpen: () => void;
  /** Starts the video right away; without it the preview only offers the details. */
  onPlay?: () => void;
  onClose: () => void;
}

function position(anchor: DOMRect): { left: number; top: number; width: number } {
  const width = anchor.width * PREVIEW_SCALE;
  const imageHeight = (width * 9) / 16;
  const maxLeft = window.innerWidth - width - VIEWPORT_MARGIN_PX;
  const left = Math.max(VIEWPORT_MARGIN_PX, Math.min(anchor.left + anchor.width / 2 - width / 2, maxLeft));
  const maxTop = window.innerHeight - imageHeight - PREVIEW_PANEL_HEIGHT_PX - VIEWPORT_MARGIN_PX;
  const top = Math.max(VIEWPORT_MARGIN_PX, Math.min(anchor.top + anchor.height / 2 - imageHeight / 2, maxTop));
  return { left, top, width };
}

/** The enlarged card shown on hover (PRODUCT §2.3), drawn above the rows so no row clips it. */
export function CardPreview({ video, channelName, anchor, onOpen, onPlay, onClose }: CardPreviewProps) {
  const { left, top, width } = position(anchor);
  const genres = [...new Set(video.genre_ids.map(genreName))].slice(0, MAX_PREVIEW_GENRES);
  const year = videoYear(video);
  const runtime = formatRuntime(video.durationSeconds);

  return createPortal(
    <div
      data-testid="card-preview"
      onMouseLeave={onClose}
      style={{ left, top, width }}
      className="animate-preview-in fixed z-40 overflow-hidden rounded-lg bg-surface-raised shadow-[0_18px_50px_rgba(0,0,0,0.75)] ring-1 ring-white/10"
    >
      <button type="button" tabIndex={-1} aria-hidden="true" onClick={onOpen} className="relative block aspect-video w-full cursor-pointer">
        <VideoImage images={video.images} title={video.title} subtitle={channelName} sizes="(min-width: 1024px) 26vw, 60vw" />
      </button>
      <div className="space-y-2 p-3.5">
        <div className="flex items-center gap-2">
          {onPlay && (
            <button
              type="button"
              onClick={onPlay}
              {...preconnectOnPlayIntent}
              aria-label={`Play ${video.title}`}
              className="grid size-9 place-items-center rounded-full bg-white text-black hover:bg-white/85"
            >
              <Play className="size-4 fill-current" aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            onClick={onOpen}
            aria-label={`More info about ${video.title}`}
            className="ml-auto grid size-9 place-items-center rounded-full border-2 border-white/40 text-white hover:border-white"
          >
            <ChevronDown className="size-5" aria-hidden="true" />
          </button>
        </div>
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-white">{video.title}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-white/70">
          {/* The highlight only promises 3:1 on the dark page: enough for the star, not for small text. */}
          <span className="inline-flex items-center gap-1 font-semibold text-white">
            <Star className="size-3 fill-current text-highlight" aria-hidden="true" />
            {video.vote_average.toFixed(1)}
          </span>
          {year && <span>{year}</span>}
          {runtime !== null && <span data-testid="preview-runtime" className="tabular-nums">{runtime}</span>}
          <span className="truncate rounded border border-white/25 px-1.5 py-px">{channelName}</span>
        </div>
        {genres.length > 0 && <p className="text-xs text-white/80">{genres.join(' • ')}</p>}
      </div>
    </div>,
    document.body,
  );
}
