import { genreName } from '@vitrine/catalog/genres';
import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { Check, Play, Plus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { ShareButtons } from '../../components/share/share-buttons.tsx';
import { ContainedError } from '../../components/ui/contained-error.tsx';
import { fallbackTexts } from '../../components/ui/fallback-texts.ts';
import { VideoImage } from '../../components/ui/video-image.tsx';
import { closeOnUnhandledEscape } from '../../lib/close-on-unhandled-escape.ts';
import { releaseDateText } from '../../lib/format-date.ts';
import { formatRuntime } from '../../lib/format-time.ts';
import { toggleMyList, useIsInMyList, useLocalLibrary } from '../../lib/local-library.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { preconnectOnPlayIntent } from '../../lib/youtube-preconnect.ts';
import { useLangAttribute } from '../../theme/text-language.ts';
import { useThemeStore } from '../../theme/theme-store.ts';
import { useFocusReturn } from '../../lib/use-focus-return.ts';
import { DESCRIPTION_HTML_CLASS, DESCRIPTION_TEXT_CLASS } from './description-text.ts';

/** The dialog shows the first few genres up top and all of them at the bottom (PRODUCT §2.4). */
export const GENRE_CHIPS_MAX = 4;
export const MY_LIST_LABEL = 'My List';

export interface DetailsDialogProps {
  /** The video to show; nothing renders while it is null. */
  video: UiVideo | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPlay: (video: UiVideo) => void;
  /** Whose My List the toggle changes. */
  themeId: ThemeId;
  /** The site's public origin the share links point at (Site.shareBaseUrl); null hides the share buttons. */
  shareBaseUrl: string | null;
  /** Why the description of a video that came without one could not be loaded; null while it loads or once it has. */
  descriptionError?: string | null;
}

/**
 * The details dialog (PRODUCT §2.4). Radix gives it the dialog role, a focus trap, Escape and
 * outside-click closing, and returns focus to whatever opened it.
 */
export default function DetailsDialog({ video, open, onOpenChange, ...rest }: DetailsDialogProps) {
  const isOpen = open && video !== null;
  // Around the whole dialog: Radix hands a ref to each child of the portal, which must be an element.
  // The portal is given its container: without one, Radix draws the content in a second render
  // that React runs at once, one long task with the first (issue 9: a video page's TBT).
  return (
    <ContainedError resetKey={video} fallback={<DetailsUnavailable open={isOpen} onOpenChange={onOpenChange} themeId={rest.themeId} />}>
      <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
        <Dialog.Portal container={document.body}>
          <Dialog.Overlay data-testid="details-overlay" className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
          {video && <DetailsContent video={video} onClose={() => onOpenChange(false)} {...rest} />}
        </Dialog.Portal>
      </Dialog.Root>
    </ContainedError>
  );
}

/** What the dialog shows when its content fails to render: still a dialog the visitor can close, in the theme's language. */
function DetailsUnavailable({ open, onOpenChange, themeId }: Pick<DetailsDialogProps, 'open' | 'onOpenChange' | 'themeId'>) {
  const texts = fallbackTexts(themeId);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="details-dialog"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg bg-surface p-6 text-white shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">{texts.detailsUnavailable}</Dialog.Title>
          <Dialog.Close className="rounded-md bg-white px-4 py-2 font-semibold text-black hover:bg-white/85">{texts.close}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type DetailsContentProps = Omit<DetailsDialogProps, 'video' | 'open' | 'onOpenChange'> & { video: UiVideo; onClose: () => void };

function DetailsContent({ video, onClose, onPlay, themeId, shareBaseUrl, descriptionError = null }: DetailsContentProps) {
  const isInMyList = useIsInMyList(themeId, video.id);
  const savedSeconds = useSavedPosition(video.id);
  const genres = [...new Set(video.genre_ids.map(genreName))];
  const releaseDate = video.release_date || video.first_air_date;
  const runtime = formatRuntime(video.durationSeconds);
  // Cards and the hero open the dialog without a Dialog.Trigger to give focus back to.
  const focusReturn = useFocusReturn();
  // Buttons and headings are the spec's English; title, overview and date are the video's (PRODUCT §2.10).
  const lang = useLangAttribute('en');
  const pageLang = useThemeStore((state) => state.theme.lang);

  return (
    <Dialog.Content
      data-testid="details-dialog"
      onOpenAutoFocus={focusReturn.rememberOpener}
      onCloseAutoFocus={focusReturn.onCloseAutoFocus}
      onKeyDown={closeOnUnhandledEscape(onClose)}
      className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(56rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-surface text-neutral-100 shadow-2xl outline-none"
    >
      <div className="relative aspect-video w-full">
        <VideoImage images={video.images} title={video.title} subtitle={video.channelTitle} sizes="(min-width: 56rem) 56rem, 100vw" priority posterText={false} />
        <div className="absolute inset-0 bg-linear-to-t from-surface via-surface/30 to-transparent" />
        <Dialog.Close lang={lang} className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-black/60 text-white transition hover:bg-black/80" aria-label="Close">
          <X aria-hidden="true" className="h-5 w-5" />
        </Dialog.Close>
      </div>
      {/*
        Pulled up over the bottom of the backdrop (on phones most of the image stays visible).
        Everything below the backdrop sits in this one positioned block: a later block that is
        not positioned would be painted under the positioned backdrop and its gradient.
      */}
      <div className="relative -mt-20 flex flex-col gap-4 px-5 pb-6 sm:-mt-36 sm:px-8">
        <Dialog.Title className="font-display text-3xl leading-none tracking-wide uppercase drop-shadow sm:text-5xl">{video.title}</Dialog.Title>
        <div lang={lang} className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => onPlay(video)}
            {...preconnectOnPlayIntent}
            className="bg-highlight text-on-highlight inline-flex items-center gap-2 rounded-md px-5 py-2 font-semibold transition hover:brightness-110"
          >
            <Play aria-hidden="true" className="h-5 w-5 fill-current" />
            Play
          </button>
          <button
            type="button"
            aria-pressed={isInMyList}
            onClick={() => toggleMyList(themeId, video)}
            className="inline-flex items-center gap-2 rounded-md border border-white/40 bg-black/40 px-4 py-2 font-semibold transition hover:bg-black/60 aria-pressed:border-white"
          >
            {isInMyList ? <Check aria-hidden="true" className="h-5 w-5" /> : <Plus aria-hidden="true" className="h-5 w-5" />}
            {MY_LIST_LABEL}
          </button>
        </div>

        <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
          {video.channelTitle && (
            <span data-testid="channel-badge" className="bg-highlight text-on-highlight rounded px-2 py-0.5 font-semibold">
              {video.channelTitle}
            </span>
          )}
          {releaseDate && (
            <time dateTime={releaseDate} className="text-neutral-300">
              {releaseDateText(releaseDate, pageLang)}
            </time>
          )}
          {runtime !== null && (
            <span data-testid="runtime" className="text-neutral-300 tabular-nums">
              {runtime}
            </span>
          )}
          <ul lang={lang} className="flex flex-wrap gap-2" aria-label="Main genres">
            {genres.slice(0, GENRE_CHIPS_MAX).map((genre) => (
              <li key={genre} className="rounded-full border border-white/25 px-2.5 py-0.5 text-xs text-neutral-200">
                {genre}
              </li>
            ))}
          </ul>
        </div>

        <Dialog.Description key={video.id} asChild>
          <Description overview={video.overview} error={descriptionError} lang={lang} />
        </Dialog.Description>

        {shareBaseUrl !== null && <ShareButtons shareBaseUrl={shareBaseUrl} video={video} startSeconds={savedSeconds} />}

        {genres.length > 0 && (
          <p lang={lang} className="text-sm text-neutral-300">
            <span className="text-neutral-400">Genres: </span>
            <span data-testid="all-genres">{genres.join(', ')}</span>
          </p>
        )}
      </div>
    </Dialog.Content>
  );
}

interface DescriptionProps extends HTMLAttributes<HTMLElement> {
  overview: string | null;
  error: string | null;
  lang: string | undefined;
}

/**
 * The video's description; while one the page came without loads, three lines of placeholder,
 * so the text takes their place without moving what follows much; the error if it failed.
 * `slotProps` are Dialog.Description's (the id the dialog is described by).
 */
function Description({ overview, error, lang, ...slotProps }: DescriptionProps) {
  const html = useMemo(() => (overview === null ? null : sanitizeHtml(overview)), [overview]);
  if (html !== null) return <CollapsibleHtml html={html} lang={lang} textProps={slotProps} />;
  if (error !== null) {
    return (
      <p {...slotProps} lang={lang} className={DESCRIPTION_TEXT_CLASS}>
        {error}
      </p>
    );
  }
  return (
    <div {...slotProps} aria-busy="true" data-testid="description-loading" className={`${DESCRIPTION_TEXT_CLASS} space-y-2`}>
      {[100, 100, 60].map((width, index) => (
        <div key={index} className="h-[1.2em] animate-pulse rounded bg-white/10" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

/**
 * The description's HTML, held to its first lines with `Show more` when it has more. YouTube's run
 * to 1–2 KB: in full they pushed the share buttons and the genres out of the dialog, and on a
 * video page drew a text block larger than anything of the server's first paint, which then
 * counted as the page's largest paint (docs/PERFORMANCE.md). Only the look is cut: the text is
 * all there, and the dialog's accessible description is the whole of it.
 */
function CollapsibleHtml({ html, lang, textProps }: { html: string; lang: string | undefined; textProps: HTMLAttributes<HTMLElement> }) {
  const textRef = useRef<HTMLDivElement>(null);
  const [isExpanded, setExpanded] = useState(false);
  const [isCut, setCut] = useState(false);
  // Measured before the dialog is painted: the button is there in its first frame.
  useLayoutEffect(() => {
    const text = textRef.current;
    if (text !== null && !isExpanded) setCut(text.scrollHeight > text.clientHeight);
  }, [html, isExpanded]);
  return (
    <div>
      {/* Sanitised by sanitizeHtml: allowlisted tags, safe links only. */}
      <div
        {...textProps}
        ref={textRef}
        data-testid="details-overview"
        className={`${DESCRIPTION_HTML_CLASS} ${isExpanded ? '' : 'line-clamp-5'}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {(isCut || isExpanded) && (
        <button
          type="button"
          lang={lang}
          aria-expanded={isExpanded}
          aria-controls={textProps.id}
          onClick={() => setExpanded(!isExpanded)}
          className="mt-1 text-sm font-semibold text-white underline-offset-2 hover:underline"
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}

/**
 * Where the player stopped in this video, in whole seconds (0 if it never played it): it saves its
 * position every second (PRODUCT §10.7), and the share sheet offers to start the link there (§12).
 */
function useSavedPosition(videoId: string): number {
  return useLocalLibrary((state) => {
    for (const entries of Object.values(state.continueWatching)) {
      const entry = entries.find((watched) => watched.video.id === videoId);
      if (entry !== undefined) return Math.floor(entry.progressSeconds);
    }
    return 0;
  });
}
