import type { UiVideo } from '@vitrine/catalog/ui-video';
import { LoaderCircle, Pause, Play, RotateCcw, RotateCw, Share2, Volume2, VolumeX, X } from 'lucide-react';
import { Dialog, Slider } from 'radix-ui';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { ShareButtons } from '../../components/share/share-buttons.tsx';
import { currentHash, useAddress, useGoTo } from '../../lib/address.ts';
import { closeOnUnhandledEscape } from '../../lib/close-on-unhandled-escape.ts';
import { PLAYER_HOST } from '../../lib/youtube-hosts.ts';
import { loadYouTubeIframeApi, PLAYER_STATE, type YTPlayer } from '../../lib/youtube-iframe-api.ts';
import { formatTime } from '../../lib/format-time.ts';
import { CLOSE_FADE_MS, PROGRESS_TICK_MS, SEEK_STEP_S, VOLUME_MAX, VOLUME_STEP } from './player-constants.ts';
import { PLAYER_LOAD_FAILED, playerErrorMessage } from './player-errors.ts';
import { useLangAttribute } from '../../theme/text-language.ts';
import { useAutoHideControls } from './use-auto-hide-controls.ts';
import { videoSourceOf } from './video-source.ts';
import { addressWithoutStartTime, sharedStartSeconds } from './shared-start.ts';
import { useFocusReturn } from '../../lib/use-focus-return.ts';

export interface VideoPlayerProps {
  /** The first video; the player moves on by itself when a video ends. Remount (key) to start over with another. */
  video: UiVideo;
  /** Called once the closing fade is over; the parent then unmounts the player. */
  onClose: () => void;
  /** The video to play when `video` ends, or null to close (see nextVideoOfLabel). */
  getNextVideo: (video: UiVideo) => UiVideo | null;
  /** Every progress tick and at the end, for Continue Watching. */
  onProgress?: (video: UiVideo, seconds: number, duration: number) => void;
  /** Where the first video starts, in seconds (resume). */
  startAt?: number;
  /** The site's public origin share links point at (Site.shareBaseUrl); without one the player offers no sharing. */
  shareBaseUrl?: string | null;
}

interface Playback {
  seconds: number;
  duration: number;
}

const VOLUME_SLIDER_ATTRIBUTE = 'data-player-volume';
/** What the player's live region says (PRODUCT §2.5), in English like the rest of its controls. */
export const ANNOUNCE_PLAYING = 'Playing';
export const ANNOUNCE_PAUSED = 'Paused';
export const ANNOUNCE_MUTED = 'Muted';
export const ANNOUNCE_UNMUTED = 'Unmuted';
export const ANNOUNCE_NEXT_VIDEO = 'Next video: ';
/** The control that shares the moment being watched (PRODUCT §12), named like the other controls. */
export const SHARE_MOMENT_LABEL = 'Share';
export const SHARE_PANEL_LABEL = 'Share this moment';

/** The volume as a listener wants it: a percentage, or "Muted" whatever the slider's position. */
function volumeText(isMuted: boolean, volume: number): string {
  return isMuted ? ANNOUNCE_MUTED : `${volume}%`;
}
const controlButtonClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-white transition hover:bg-white/15 disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * Full-screen YouTube player (PRODUCT §2.5). YouTube's embed terms forbid anything on top
 * of the player, so the title bar sits above the video rectangle and the controls below it.
 */
export default function VideoPlayer({ video, onClose, getNextVideo, onProgress, startAt = 0, shareBaseUrl = null }: VideoPlayerProps) {
  const [current, setCurrent] = useState(video);
  const [isReady, setIsReady] = useState(false);
  const [isPlaying, setIsPlaying] = useState(false);
  const [isMuted, setIsMuted] = useState(false);
  const [volume, setVolume] = useState(VOLUME_MAX);
  const [playback, setPlayback] = useState<Playback>({ seconds: 0, duration: 0 });
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isClosing, setIsClosing] = useState(false);
  const { areControlsVisible, revealControls, holdProps } = useAutoHideControls();
  // The controls speak the spec's English; the title is the video's own (PRODUCT §2.10).
  const controlsLang = useLangAttribute('en');
  // What the polite live region says: the state changes a screen reader user cannot see.
  const [announcement, setAnnouncement] = useState('');
  // State, not a ref: the portal mounts the content after the first render, and the player effect must rerun then.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YTPlayer | null>(null);
  // A shared link's `?t=` (PRODUCT §12) wins over the resume position, for the video it names.
  const address = useAddress();
  const goTo = useGoTo();
  const [sharedStart] = useState(() => sharedStartSeconds(address, video));
  const pendingStartRef = useRef(sharedStart ?? startAt);
  // The player is opened without a Dialog.Trigger to give focus back to.
  const focusReturn = useFocusReturn();
  // The moment the share panel was opened at (whole seconds), or null while it is closed.
  const [sharedMoment, setSharedMoment] = useState<number | null>(null);
  const shareToggleRef = useRef<HTMLButtonElement>(null);
  const sharePanelId = useId();

  const source = videoSourceOf(current);
  const videoId = source.ok ? source.videoId : null;
  const message = source.ok ? errorMessage : source.message;
  const isLoading = videoId !== null && !isReady && errorMessage === null;

  // Used once: out of the address (PRODUCT §12), the player's history entry and state kept.
  const addressToClean = sharedStart === undefined ? undefined : addressWithoutStartTime({ ...address, hash: currentHash() });
  const { state: entryState } = address;
  useEffect(() => {
    if (addressToClean !== undefined) goTo(addressToClean, { replace: true, state: entryState });
  }, [addressToClean, entryState, goTo]);

  const requestClose = useCallback(() => {
    playerRef.current?.pauseVideo();
    setIsClosing(true);
  }, []);

  const finishClosing = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!isClosing) return;
    const timer = setTimeout(() => finishClosing(), CLOSE_FADE_MS);
    return () => clearTimeout(timer);
  }, [isClosing]);

  const handleReady = useEffectEvent((player: YTPlayer) => {
    setIsReady(true);
    setIsMuted(player.isMuted());
    setVolume(player.getVolume());
    setPlayback({ seconds: player.getCurrentTime(), duration: player.getDuration() });
    player.playVideo();
  });

  const handleStateChange = useEffectEvent((state: number) => {
    const isNowPlaying = state === PLAYER_STATE.PLAYING || state === PLAYER_STATE.BUFFERING;
    if (isNowPlaying !== isPlaying && state !== PLAYER_STATE.ENDED) setAnnouncement(isNowPlaying ? ANNOUNCE_PLAYING : ANNOUNCE_PAUSED);
    setIsPlaying(isNowPlaying);
    if (state !== PLAYER_STATE.ENDED) return;
    const duration = playerRef.current?.getDuration() ?? 0;
    if (duration > 0) onProgress?.(current, duration, duration);
    const next = getNextVideo(current);
    if (!next) return requestClose();
    setIsReady(false);
    setErrorMessage(null);
    setPlayback({ seconds: 0, duration: 0 });
    setSharedMoment(null);
    setCurrent(next);
    setAnnouncement(`${ANNOUNCE_NEXT_VIDEO}${next.title}`);
  });

  const handleError = useEffectEvent((code: number) => {
    console.error(`YouTube player error ${code} for video ${videoId ?? '(none)'}`);
    setErrorMessage(playerErrorMessage(code));
  });

  const handleLoadFailure = useEffectEvent((error: unknown) => {
    console.error('YouTube IFrame API failed to load', error);
    setErrorMessage(PLAYER_LOAD_FAILED);
  });

  useEffect(() => {
    if (videoId === null || !host) return;
    let isCancelled = false;
    let player: YTPlayer | null = null;
    loadYouTubeIframeApi().then(
      (YT) => {
        if (isCancelled) return;
        // YT.Player replaces its target with the iframe: give it an element React does not own.
        const target = document.createElement('div');
        host.replaceChildren(target);
        const start = Math.max(0, Math.floor(pendingStartRef.current));
        pendingStartRef.current = 0;
        player = new YT.Player(target, {
          host: PLAYER_HOST,
          videoId,
          width: '100%',
          height: '100%',
          playerVars: { autoplay: 1, controls: 0, disablekb: 1, playsinline: 1, rel: 0, start, origin: window.location.origin },
          events: {
            onReady: (event) => handleReady(event.target),
            onStateChange: (event) => handleStateChange(event.data),
            onError: (event) => handleError(event.data),
          },
        });
        playerRef.current = player;
      },
      (error: unknown) => {
        if (!isCancelled) handleLoadFailure(error);
      },
    );
    return () => {
      isCancelled = true;
      if (playerRef.current === player) playerRef.current = null;
      player?.destroy();
      host.replaceChildren();
    };
  }, [videoId, host]);

  const tick = useEffectEvent(() => {
    const player = playerRef.current;
    if (!player) return;
    const seconds = player.getCurrentTime();
    const duration = player.getDuration();
    setPlayback({ seconds, duration });
    if (duration > 0) onProgress?.(current, seconds, duration);
  });

  useEffect(() => {
    if (!isReady || errorMessage !== null) return;
    const timer = setInterval(() => tick(), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [isReady, errorMessage]);

  function togglePlay() {
    const player = playerRef.current;
    if (!player) return;
    if (player.getPlayerState() === PLAYER_STATE.PLAYING) {
      player.pauseVideo();
      setIsPlaying(false);
      setAnnouncement(ANNOUNCE_PAUSED);
    } else {
      player.playVideo();
      setIsPlaying(true);
      setAnnouncement(ANNOUNCE_PLAYING);
    }
  }

  function seekTo(seconds: number) {
    const player = playerRef.current;
    if (!player) return;
    const duration = player.getDuration();
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    player.seekTo(target, true);
    setPlayback({ seconds: target, duration });
  }

  function seekBy(deltaSeconds: number) {
    const player = playerRef.current;
    if (player) seekTo(player.getCurrentTime() + deltaSeconds);
  }

  function toggleMute() {
    const player = playerRef.current;
    if (!player) return;
    const wasMuted = player.isMuted();
    if (wasMuted) player.unMute();
    else player.mute();
    setIsMuted(!wasMuted);
    setAnnouncement(wasMuted ? ANNOUNCE_UNMUTED : ANNOUNCE_MUTED);
  }

  function changeVolume(value: number) {
    const player = playerRef.current;
    if (!player) return;
    player.setVolume(value);
    setVolume(value);
    if (value > 0 && player.isMuted()) {
      player.unMute();
      setIsMuted(false);
      setAnnouncement(ANNOUNCE_UNMUTED);
    }
  }

  /** Opens the share panel on the moment being watched, or closes it (PRODUCT §12). */
  function toggleShare() {
    if (sharedMoment !== null) return setSharedMoment(null);
    setSharedMoment(Math.floor(playerRef.current?.getCurrentTime() ?? playback.seconds));
  }

  function seekToPointer(event: MouseEvent<HTMLDivElement>) {
    const bar = event.currentTarget.getBoundingClientRect();
    if (bar.width <= 0 || playback.duration <= 0) return;
    const fraction = Math.min(1, Math.max(0, (event.clientX - bar.left) / bar.width));
    seekTo(fraction * playback.duration);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (isClosing) return;
    revealControls();
    const target = event.target as HTMLElement;
    // Escape closes the share panel first, and focus goes back to its toggle.
    if (event.key === 'Escape' && sharedMoment !== null) {
      event.preventDefault();
      setSharedMoment(null);
      shareToggleRef.current?.focus();
      return;
    }
    // Focused buttons, links and the share panel's checkbox keep Space for themselves, the volume slider its arrows.
    const isOnButton = target.closest('button, a, input') !== null;
    const isOnVolume = target.closest(`[${VOLUME_SLIDER_ATTRIBUTE}]`) !== null;
    if (event.key === ' ' && !isOnButton) togglePlay();
    else if (event.key === 'ArrowLeft' && !isOnVolume) seekBy(-SEEK_STEP_S);
    else if (event.key === 'ArrowRight' && !isOnVolume) seekBy(SEEK_STEP_S);
    else if (event.key === 'm' || event.key === 'M') toggleMute();
    // A toast shown over the player is the layer Radix gives Escape to: one Escape must still close the player.
    else return closeOnUnhandledEscape(requestClose)(event);
    event.preventDefault();
  }

  const progressPercent = playback.duration > 0 ? Math.min(100, (playback.seconds / playback.duration) * 100) : 0;
  const controlsStyle: CSSProperties = {
    opacity: areControlsVisible ? 1 : 0,
    pointerEvents: areControlsVisible ? 'auto' : 'none',
  };
  const shownVolume = isMuted ? 0 : volume;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={contentRef}
          aria-describedby={undefined}
          data-testid="video-player"
          data-state-closing={isClosing || undefined}
          onOpenAutoFocus={(event) => {
            focusReturn.rememberOpener();
            // Focus the player itself, so Space plays rather than pressing the close button.
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          onMouseMove={revealControls}
          onKeyDown={handleKeyDown}
          className={`fixed inset-0 z-[60] flex flex-col bg-black text-white outline-none ${areControlsVisible ? '' : 'cursor-none'}`}
          style={{ opacity: isClosing ? 0 : 1, transition: `opacity ${CLOSE_FADE_MS}ms ease-out` }}
        >
          <div className="flex items-center gap-3 px-4 py-3 transition-opacity duration-300 sm:px-6" style={controlsStyle} {...holdProps}>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate text-lg font-semibold sm:text-xl">{current.title}</Dialog.Title>
              {current.channelTitle && <p className="truncate text-sm text-white/60">{current.channelTitle}</p>}
            </div>
            <Dialog.Close lang={controlsLang} className={controlButtonClass} aria-label="Close player">
              <X aria-hidden="true" className="h-6 w-6" />
            </Dialog.Close>
          </div>

          <p role="status" lang={controlsLang} data-testid="player-announcer" className="sr-only">
            {announcement}
          </p>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-6">
            <div
              ref={setHost}
              data-testid="player-video"
              className={`aspect-video max-h-full w-full max-w-[calc((100dvh-10rem)*16/9)] bg-black [&>iframe]:h-full [&>iframe]:w-full ${message === null ? '' : 'hidden'}`}
            />
            {isLoading && (
              <div role="status" className="absolute inset-0 flex items-center justify-center">
                <LoaderCircle aria-hidden="true" className="h-12 w-12 animate-spin text-white/80" />
                <span className="sr-only">Loading video…</span>
              </div>
            )}
            {message !== null && (
              <p role="alert" className="max-w-lg px-6 text-center text-lg text-white/90">
                {message}
              </p>
            )}
          </div>

          <div
            data-testid="player-controls"
            lang={controlsLang}
            className="flex flex-col gap-2 px-4 pt-2 pb-4 transition-opacity duration-300 sm:px-6"
            style={controlsStyle}
            {...holdProps}
          >
            <div
              role="slider"
              tabIndex={0}
              aria-label="Seek"
              aria-valuemin={0}
              aria-valuemax={Math.floor(playback.duration)}
              aria-valuenow={Math.floor(playback.seconds)}
              aria-valuetext={`${formatTime(playback.seconds)} / ${formatTime(playback.duration)}`}
              onClick={seekToPointer}
              className="group relative h-2 cursor-pointer rounded-full bg-white/25"
            >
              <div className="bg-highlight absolute inset-y-0 left-0 rounded-full" style={{ width: `${progressPercent}%` }} />
            </div>
            <div className="flex flex-wrap items-center gap-1 sm:gap-2">
              <button type="button" className={controlButtonClass} onClick={() => seekBy(-SEEK_STEP_S)} disabled={!isReady} aria-label={`Back ${SEEK_STEP_S} seconds`}>
                <RotateCcw aria-hidden="true" className="h-5 w-5" />
              </button>
              <button type="button" className={controlButtonClass} onClick={togglePlay} disabled={!isReady} aria-label={isPlaying ? 'Pause' : 'Play'}>
                {isPlaying ? <Pause aria-hidden="true" className="h-6 w-6" /> : <Play aria-hidden="true" className="h-6 w-6" />}
              </button>
              <button type="button" className={controlButtonClass} onClick={() => seekBy(SEEK_STEP_S)} disabled={!isReady} aria-label={`Forward ${SEEK_STEP_S} seconds`}>
                <RotateCw aria-hidden="true" className="h-5 w-5" />
              </button>
              <button type="button" className={controlButtonClass} onClick={toggleMute} disabled={!isReady} aria-label={isMuted ? 'Unmute' : 'Mute'}>
                {isMuted ? <VolumeX aria-hidden="true" className="h-5 w-5" /> : <Volume2 aria-hidden="true" className="h-5 w-5" />}
              </button>
              <Slider.Root
                {...{ [VOLUME_SLIDER_ATTRIBUTE]: '' }}
                className="relative flex h-5 w-16 touch-none items-center select-none sm:w-32"
                min={0}
                max={VOLUME_MAX}
                step={VOLUME_STEP}
                value={[shownVolume]}
                onValueChange={([value]) => value !== undefined && changeVolume(value)}
                disabled={!isReady}
              >
                <Slider.Track className="relative h-1 grow rounded-full bg-white/30">
                  <Slider.Range className="absolute h-full rounded-full bg-white" />
                </Slider.Track>
                <Slider.Thumb aria-label="Volume" aria-valuetext={volumeText(isMuted, volume)} className="block h-3.5 w-3.5 rounded-full bg-white shadow focus-visible:outline-2" />
              </Slider.Root>
              {/* Kept together: on a narrow phone they move below the other controls rather than break the time. */}
              <div className="ml-auto flex items-center gap-1 whitespace-nowrap sm:gap-2">
                <span className="text-sm text-white/80 tabular-nums" data-testid="player-time">
                  {formatTime(playback.seconds)} / {formatTime(playback.duration)}
                </span>
                {shareBaseUrl !== null && (
                  <button
                    ref={shareToggleRef}
                    type="button"
                    className={controlButtonClass}
                    onClick={toggleShare}
                    disabled={!isReady}
                    aria-label={SHARE_MOMENT_LABEL}
                    aria-expanded={sharedMoment !== null}
                    aria-controls={sharePanelId}
                  >
                    <Share2 aria-hidden="true" className="h-5 w-5" />
                  </button>
                )}
              </div>
            </div>
            {/* Below the controls, never over the embed (PRODUCT §2.5): the video rectangle makes room. */}
            {shareBaseUrl !== null && sharedMoment !== null && (
              <section id={sharePanelId} aria-label={SHARE_PANEL_LABEL} data-testid="player-share" className="pt-2">
                <ShareButtons key={`${current.id} ${sharedMoment}`} shareBaseUrl={shareBaseUrl} video={current} startSeconds={sharedMoment} isStartChosenAtFirst />
              </section>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
