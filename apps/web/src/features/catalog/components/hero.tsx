import type { UiVideo } from '@vitrine/catalog/ui-video';
import { Info, Play, Volume2, VolumeX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { VideoImage } from '../../../components/ui/video-image.tsx';
import { plainTextOf } from '../../../lib/plain-text.ts';
import { keepPunctuationAttached } from '../../../lib/typography.ts';
import { useLangAttribute } from '../../../theme/text-language.ts';
import { videoYear } from '../format/video-meta.ts';

export const LOADING_TEXT = 'Chargement des vidéos...';
/** Longer titles get a smaller display size so the hero keeps room for its overview. */
const LONG_TITLE_CHARS = 28;
/** The hero's id: index.html holds the first paint until it is parsed (`<link rel="expect">`). */
const HERO_ELEMENT_ID = 'featured';

export interface HeroProps {
  /** The featured video; null while the first data loads. */
  video: UiVideo | null;
  channelName: string;
  isLoading: boolean;
  /** The top of the page (not under a video page's details): its image loads first. */
  isFirstContent?: boolean;
  onPlay: () => void;
  /** Called when the visitor points at or focuses Play, before pressing it (warms up the player). */
  onPlayIntent?: () => void;
  onMoreInfo: () => void;
}

/**
 * The hero's image: the video's largest thumbnail only. The hero fills the screen, so its image
 * is drawn at least as wide as the screen (wider where the box is taller than 16:9, as on every
 * phone) and wants the largest file anyway; and YouTube's 640 and 480 sizes are 4:3, with black
 * bars above and below a 16:9 video, which a box taller than 16:9 shows (a card's crops them off).
 */
function heroImages(video: UiVideo): UiVideo['images'] {
  return video.images.slice(0, 1);
}

/** Full-screen featured video (PRODUCT §2.1). */
export function Hero({ video, channelName, isLoading, isFirstContent = true, onPlay, onPlayIntent, onMoreInfo }: HeroProps) {
  const [isMuted, setMuted] = useState(true);
  // Play, More Info and Mute are the spec's English words; the title and overview are the video's (PRODUCT §2.10).
  const lang = useLangAttribute('en');
  // Overviews are HTML; the hero shows plain text only (PRODUCT §2.1).
  const overview = useMemo(() => (video ? plainTextOf(video.overview ?? '') : ''), [video]);

  if (!video) {
    return (
      <section aria-label="Featured video" className="relative grid h-[70svh] min-h-[420px] place-items-center bg-linear-to-b from-surface to-page">
        {isLoading && (
          <p role="status" lang="fr" className="flex items-center gap-3 text-lg text-white/80">
            <span className="size-5 animate-spin rounded-full border-2 border-white/25 border-t-highlight" aria-hidden="true" />
            {LOADING_TEXT}
          </p>
        )}
      </section>
    );
  }

  const year = videoYear(video);

  return (
    <section id={HERO_ELEMENT_ID} aria-label="Featured video" data-testid="hero" className="relative h-[92svh] min-h-[520px] w-full overflow-hidden md:h-[100svh] md:max-h-[960px]">
      <VideoImage images={heroImages(video)} title={video.title} subtitle={channelName} sizes="100vw" priority={isFirstContent} posterText={false} />
      <div className="absolute inset-0 bg-linear-to-r from-black/85 via-black/40 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 h-2/5 bg-linear-to-t from-page via-page/60 to-transparent" />

      <div className="absolute inset-x-0 bottom-[18%] flex flex-col gap-4 px-4 md:bottom-[24%] md:max-w-[46rem] md:px-12">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-white/85 uppercase md:text-sm">
          <span className="inline-block h-4 w-1 rounded-full bg-highlight" aria-hidden="true" />
          {channelName}
          {year && <span className="font-normal tracking-normal text-white/60">· {year}</span>}
        </p>
        <h1
          className={`font-display line-clamp-3 leading-[1.02] tracking-wide text-balance text-white uppercase drop-shadow-[0_4px_18px_rgba(0,0,0,0.6)] ${video.title.length > LONG_TITLE_CHARS ? 'text-4xl md:text-6xl lg:text-7xl' : 'text-5xl md:text-7xl lg:text-8xl'}`}
        >
          {keepPunctuationAttached(video.title)}
        </h1>
        {overview && <p className="line-clamp-3 max-w-[38rem] text-sm leading-relaxed text-white/85 drop-shadow md:text-lg">{overview}</p>}
        <div lang={lang} className="mt-1 flex items-center gap-3">
          <button
            type="button"
            onClick={onPlay}
            onPointerEnter={onPlayIntent}
            onFocus={onPlayIntent}
            className="inline-flex h-11 items-center gap-2 rounded-md bg-white px-6 text-base font-semibold text-black transition-colors hover:bg-white/80 md:h-12 md:px-8 md:text-lg"
          >
            <Play className="size-5 fill-current md:size-6" aria-hidden="true" />
            Play
          </button>
          <button
            type="button"
            onClick={onMoreInfo}
            className="inline-flex h-11 items-center gap-2 rounded-md bg-neutral-500/60 px-5 text-base font-semibold text-white backdrop-blur transition-colors hover:bg-neutral-500/45 md:h-12 md:px-7 md:text-lg"
          >
            <Info className="size-5 md:size-6" aria-hidden="true" />
            More Info
          </button>
        </div>
      </div>

      <button
        type="button"
        lang={lang}
        onClick={() => setMuted((muted) => !muted)}
        aria-label={isMuted ? 'Unmute' : 'Mute'}
        aria-pressed={!isMuted}
        className="absolute right-4 bottom-[18%] grid size-11 place-items-center rounded-full border-2 border-white/60 bg-black/30 text-white backdrop-blur transition-colors hover:border-white hover:bg-black/50 md:right-12 md:bottom-[24%]"
      >
        {isMuted ? <VolumeX className="size-5" aria-hidden="true" /> : <Volume2 className="size-5" aria-hidden="true" />}
      </button>
    </section>
  );
}
