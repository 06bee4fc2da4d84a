import type { UiVideo } from '@vitrine/catalog/ui-video';
import { memo, Suspense, use, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { VideoImage } from '../../../components/ui/video-image.tsx';
import { formatRuntime } from '../../../lib/format-time.ts';
import { preloadable } from '../../../lib/preloadable.ts';
import { useRowItem } from '../hooks/use-row-keyboard.ts';
import { PreviewsEnabledContext } from './previews-enabled.ts';
import { CARD_IMAGE_SIZES } from './video-row.tsx';

/** Hover this long before the preview grows, so sweeping across a row does not flash previews. */
export const PREVIEW_DELAY_MS = 450;

/**
 * The hover preview is a chunk of its own, not start-up JS (issue 9): the pointer entering a
 * card loads it, so it is there well before the preview delay ends.
 */
const CardPreview = preloadable(() => import('./card-preview.tsx').then((module) => module.CardPreview));

export interface VideoCardProps {
  video: UiVideo;
  channelName: string;
  onOpen: (video: UiVideo) => void;
  onPlay?: (video: UiVideo) => void;
  /** Share already watched, 0 to 1 (Continue Watching). */
  progress?: number;
  /** Extra drawing over the image (the latest row's watermark and date). */
  overlay?: ReactNode;
  /** Its place in its row, for the row's roving Tab stop and arrow keys (PRODUCT §2.10). */
  position?: number;
}

function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/**
 * A card is drawn again only when its own props change: a row that loads, or a dialog that opens,
 * re-renders the page's rows, and the ~100 cards already there are most of that work (issue 9).
 */
export const VideoCard = memo(function VideoCard({ video, channelName, onOpen, onPlay, progress, overlay, position }: VideoCardProps) {
  const rowItem = useRowItem(position);
  const cardRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [anchor, setAnchor] = useState<DOMRect | null>(null);

  const closePreview = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };

  useEffect(() => {
    if (!anchor) return;
    // A fixed preview would drift away from its card when the page scrolls.
    window.addEventListener('scroll', closePreview, { passive: true, once: true });
    return () => window.removeEventListener('scroll', closePreview);
  }, [anchor]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const open = () => {
    closePreview();
    onOpen(video);
  };

  const percent = progress === undefined ? undefined : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const runtime = formatRuntime(video.durationSeconds);

  return (
    <div
      role="listitem"
      className="w-card shrink-0"
      onMouseEnter={() => {
        if (!canHover()) return;
        // A chunk that fails to load here is loaded again, and reported, when the preview renders.
        CardPreview.preload().catch(() => undefined);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (cardRef.current) setAnchor(cardRef.current.getBoundingClientRect());
        }, PREVIEW_DELAY_MS);
      }}
      onMouseLeave={closePreview}
    >
      <button
        ref={cardRef}
        type="button"
        {...rowItem}
        data-testid="video-card"
        onClick={open}
        className="group/card relative block aspect-video w-full overflow-hidden rounded-md bg-surface ring-white/70 transition-transform duration-200 hover:ring-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        {/* The name comes from the content: title and channel here, then whatever the overlay shows
            (the latest row's date) and the progress, so every visible word is in it (PRODUCT §2.10). */}
        <span className="sr-only">
          <span data-testid="card-title">{video.title}</span>
          {channelName && `, ${channelName}`}
        </span>
        <VideoImage images={video.images} title={video.title} subtitle={channelName} sizes={CARD_IMAGE_SIZES} />
        {overlay}
        {runtime !== null && (
          <span
            data-testid="card-runtime"
            className={`absolute right-1.5 ${percent === undefined ? 'bottom-1.5' : 'bottom-4'} rounded bg-black/80 px-1 py-px text-xs font-semibold text-white tabular-nums`}
          >
            {runtime}
          </span>
        )}
        {percent !== undefined && (
          <div
            role="progressbar"
            aria-label={`Watched ${percent}%`}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="absolute inset-x-2 bottom-2 h-1 overflow-hidden rounded-full bg-white/30"
          >
            <div className="h-full rounded-full bg-highlight" style={{ width: `${percent}%` }} />
          </div>
        )}
      </button>
      {anchor && (
        <PreviewUnlessDialog
          video={video}
          channelName={channelName}
          anchor={anchor}
          onOpen={open}
          onPlay={
            onPlay &&
            (() => {
              closePreview();
              onPlay(video);
            })
          }
          onClose={closePreview}
        />
      )}
    </div>
  );
});

/** The card's preview, unless a dialog is open (PreviewsEnabledContext). */
function PreviewUnlessDialog(props: ComponentProps<typeof CardPreview>) {
  if (!use(PreviewsEnabledContext)) return null;
  return (
    <Suspense fallback={null}>
      <CardPreview {...props} />
    </Suspense>
  );
}
