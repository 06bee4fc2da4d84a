import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { getTheme } from '@vitrine/catalog/themes/themes';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_STATE, type YTPlayer, type YTPlayerOptions } from '../../lib/youtube-iframe-api.ts';
import { dispatchToast, getToasts, toast } from '../../toasts/toast-store.ts';
import Toaster from '../../toasts/toaster.tsx';
import { CLOSE_FADE_MS, CONTROLS_HIDE_MS, PROGRESS_TICK_MS } from './player-constants.ts';
import VideoPlayer, { SHARE_MOMENT_LABEL, SHARE_PANEL_LABEL, type VideoPlayerProps } from './video-player.tsx';

const DURATION_S = 200;
const SHARE_BASE = 'https://rock.example';

/** Stands in for YouTube's player: keeps time, state, volume, and lets tests fire its events. */
class FakePlayer implements YTPlayer {
  static instances: FakePlayer[] = [];
  readonly target: HTMLElement;
  readonly options: YTPlayerOptions;
  state: number = PLAYER_STATE.UNSTARTED;
  time: number;
  muted = false;
  volume = 80;
  destroyed = false;
  seeks: number[] = [];

  constructor(target: HTMLElement | string, options: YTPlayerOptions) {
    this.target = target as HTMLElement;
    this.options = options;
    this.time = Number(options.playerVars?.start ?? 0);
    FakePlayer.instances.push(this);
  }

  ready() {
    this.options.events?.onReady?.({ target: this });
  }
  changeState(state: number) {
    this.state = state;
    this.options.events?.onStateChange?.({ target: this, data: state });
  }
  fail(code: number) {
    this.options.events?.onError?.({ target: this, data: code });
  }

  playVideo() {
    this.changeState(PLAYER_STATE.PLAYING);
  }
  pauseVideo() {
    this.changeState(PLAYER_STATE.PAUSED);
  }
  seekTo(seconds: number) {
    this.seeks.push(seconds);
    this.time = seconds;
  }
  getCurrentTime() {
    return this.time;
  }
  getDuration() {
    return DURATION_S;
  }
  mute() {
    this.muted = true;
  }
  unMute() {
    this.muted = false;
  }
  isMuted() {
    return this.muted;
  }
  setVolume(volume: number) {
    this.volume = volume;
  }
  getVolume() {
    return this.volume;
  }
  getPlayerState() {
    return this.state;
  }
  destroy() {
    this.destroyed = true;
  }
}

function latestPlayer(): FakePlayer {
  const player = FakePlayer.instances.at(-1);
  if (!player) throw new Error('no player was created');
  return player;
}

function uiVideo(id: string, overrides: Partial<UiVideo> = {}): UiVideo {
  const video = toUiVideo(
    {
      _id: id,
      pathseo: `${id}-clip`,
      parsed: true,
      metadata: {
        title: `Clip ${id}`,
        description: '',
        publishedAt: '2024-03-01T10:00:00Z',
        channelTitle: 'Nuclear Blast Records',
        username: 'nuclearblastrecords',
        videoId: `${id}`.padEnd(11, '_'),
        titleSeo: `${id}-clip`,
        genre: [],
        snippet: { thumbnails: {} },
      },
    },
    getTheme('rock'),
  );
  return { ...video, ...overrides };
}

const first = uiVideo('first');
const second = uiVideo('second');

async function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    getNextVideo: vi.fn<(video: UiVideo) => UiVideo | null>(() => null),
    onProgress: vi.fn(),
    ...props,
  };
  // The player reads the address (a shared link's ?t=): the home page's, as when Play is pressed there.
  window.history.replaceState(null, '', '/');
  render(<VideoPlayer video={first} {...handlers} />);
  // Let the loader's promise hand YT to the component.
  await act(async () => {});
  return handlers;
}

async function readyPlayer(props: Partial<VideoPlayerProps> = {}) {
  const handlers = await renderPlayer(props);
  act(() => latestPlayer().ready());
  return handlers;
}

function press(key: string, target: Element = screen.getByTestId('video-player')) {
  fireEvent.keyDown(target, { key });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePlayer.instances = [];
  window.YT = { Player: FakePlayer };
  // Radix Slider measures its thumb; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  act(() => dispatchToast({ type: 'remove' }));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.YT;
});

describe('VideoPlayer', () => {
  it('shows a loading indicator until the player is ready, on the privacy-enhanced host', async () => {
    await renderPlayer({ startAt: 42.7 });
    expect(screen.getByText('Loading video…')).toBeInTheDocument();
    const player = latestPlayer();
    expect(player.options.host).toBe('https://www.youtube-nocookie.com');
    expect(player.options.videoId).toBe(first.videoId);
    expect(player.options.playerVars).toMatchObject({ start: 42, autoplay: 1, controls: 0 });
    expect(screen.getByTestId('player-video')).toContainElement(player.target);

    act(() => player.ready());
    expect(screen.queryByText('Loading video…')).not.toBeInTheDocument();
    expect(player.state).toBe(PLAYER_STATE.PLAYING);
    expect(screen.getByRole('dialog', { name: first.title })).toBeInTheDocument();
  });

  it("says 'Invalid YouTube URL' when the trailer URL is not a YouTube link", async () => {
    await renderPlayer({ video: uiVideo('bad', { trailerUrl: 'https://evil.test/watch?v=dQw4w9WgXcQ' }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid YouTube URL');
    expect(screen.queryByText('Loading video…')).not.toBeInTheDocument();
    expect(FakePlayer.instances).toHaveLength(0);
  });

  it('shows a fallback text when there is no video id', async () => {
    await renderPlayer({ video: uiVideo('none', { trailerUrl: '', videoId: '' }) });
    expect(screen.getByRole('alert')).toHaveTextContent('No video is available for this title.');
    expect(FakePlayer.instances).toHaveLength(0);
  });

  describe('keys', () => {
    it('Space toggles play', async () => {
      await readyPlayer();
      const player = latestPlayer();
      press(' ');
      expect(player.state).toBe(PLAYER_STATE.PAUSED);
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
      press(' ');
      expect(player.state).toBe(PLAYER_STATE.PLAYING);
      expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    });

    it('Left and Right seek 10 s, within the video', async () => {
      await readyPlayer({ startAt: 5 });
      const player = latestPlayer();
      press('ArrowRight');
      press('ArrowRight');
      press('ArrowLeft');
      press('ArrowLeft');
      press('ArrowLeft');
      expect(player.seeks).toEqual([15, 25, 15, 5, 0]);
    });

    it('M mutes and unmutes', async () => {
      await readyPlayer();
      const player = latestPlayer();
      press('m');
      expect(player.muted).toBe(true);
      expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
      press('M');
      expect(player.muted).toBe(false);
    });

    it('Escape closes after the 200 ms fade', async () => {
      const { onClose } = await readyPlayer();
      press('Escape');
      expect(screen.getByTestId('video-player')).toHaveStyle({ opacity: '0' });
      act(() => vi.advanceTimersByTime(CLOSE_FADE_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('one Escape closes the player while a toast shows, and the toast closes too', async () => {
      render(<Toaster aboveControls />);
      const { onClose } = await readyPlayer();
      act(() => {
        toast({ title: 'Lien copié' });
      });
      expect(screen.getByText('Lien copié', { selector: 'li *' })).toBeInTheDocument();
      press('Escape');
      act(() => vi.advanceTimersByTime(CLOSE_FADE_MS));
      expect(onClose).toHaveBeenCalledOnce();
      expect(getToasts().every((shown) => !shown.open)).toBe(true);
    });

    it('the player takes the focus, so Space does not press a button', async () => {
      await readyPlayer();
      expect(screen.getByTestId('video-player')).toHaveFocus();
    });

    it('arrows on the volume slider change the volume, not the position', async () => {
      await readyPlayer();
      const player = latestPlayer();
      press('ArrowRight', screen.getByRole('slider', { name: 'Volume' }));
      expect(player.seeks).toEqual([]);
    });
  });

  describe('controls', () => {
    it('sit below the video rectangle, never inside it', async () => {
      await readyPlayer();
      expect(screen.getByTestId('player-video')).not.toContainElement(screen.getByTestId('player-controls'));
      expect(screen.getByTestId('player-video').compareDocumentPosition(screen.getByTestId('player-controls'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });

    it('play/pause, back, forward and mute buttons drive the player', async () => {
      await readyPlayer({ startAt: 30 });
      const player = latestPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
      expect(player.state).toBe(PLAYER_STATE.PAUSED);
      fireEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
      fireEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
      expect(player.seeks).toEqual([20, 30]);
      fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
      expect(player.muted).toBe(true);
    });

    it('a click on the progress bar seeks to that point', async () => {
      await readyPlayer();
      const bar = screen.getByRole('slider', { name: 'Seek' });
      vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 0, width: 400, height: 8 }));
      fireEvent.click(bar, { clientX: 200 });
      expect(latestPlayer().seeks).toEqual([DURATION_S / 4]);
    });

    it('the volume slider goes from 0 to 100 and shows the player volume', async () => {
      await readyPlayer();
      const volume = screen.getByRole('slider', { name: 'Volume' });
      expect(volume).toHaveAttribute('aria-valuemin', '0');
      expect(volume).toHaveAttribute('aria-valuemax', '100');
      expect(volume).toHaveAttribute('aria-valuenow', '80');
      fireEvent.keyDown(volume, { key: 'Home' });
      expect(latestPlayer().volume).toBe(0);
      fireEvent.keyDown(volume, { key: 'End' });
      expect(latestPlayer().volume).toBe(100);
    });

    it('raising the volume unmutes', async () => {
      await readyPlayer();
      const player = latestPlayer();
      press('m');
      fireEvent.keyDown(screen.getByRole('slider', { name: 'Volume' }), { key: 'End' });
      expect(player.muted).toBe(false);
    });

    it('show the time', async () => {
      await readyPlayer({ startAt: 65 });
      expect(screen.getByTestId('player-time')).toHaveTextContent('1:05 / 3:20');
    });

    it('the close button closes after the fade', async () => {
      const { onClose } = await readyPlayer();
      fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
      act(() => vi.advanceTimersByTime(CLOSE_FADE_MS));
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('hide after 3 s without mouse movement and come back on movement', async () => {
      await readyPlayer();
      const controls = screen.getByTestId('player-controls');
      act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1));
      expect(controls).toBeVisible();
      act(() => vi.advanceTimersByTime(1));
      expect(controls).not.toBeVisible();

      fireEvent.mouseMove(screen.getByTestId('video-player'));
      expect(controls).toBeVisible();
      act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1));
      fireEvent.mouseMove(screen.getByTestId('video-player'));
      act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1));
      expect(controls).toBeVisible();
      act(() => vi.advanceTimersByTime(1));
      expect(controls).not.toBeVisible();
    });

    it('stay visible while one of them has focus, and hide 3 s after focus leaves', async () => {
      await readyPlayer();
      const controls = screen.getByTestId('player-controls');
      act(() => screen.getByRole('button', { name: 'Pause' }).focus());
      act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS * 3));
      expect(controls).toBeVisible();
      // Moving along the bar keeps them up too.
      act(() => screen.getByRole('button', { name: 'Mute' }).focus());
      act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS * 3));
      expect(controls).toBeVisible();

      act(() => screen.getByTestId('video-player').focus());
      act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1));
      expect(controls).toBeVisible();
      act(() => vi.advanceTimersByTime(1));
      expect(controls).not.toBeVisible();
    });

    it('stay visible while the pointer rests on them, and hide 3 s after it leaves', async () => {
      await readyPlayer();
      const controls = screen.getByTestId('player-controls');
      fireEvent.pointerEnter(controls);
      act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS * 3));
      expect(controls).toBeVisible();
      fireEvent.pointerLeave(controls);
      act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1));
      expect(controls).toBeVisible();
      act(() => vi.advanceTimersByTime(1));
      expect(controls).not.toBeVisible();
    });

    it('the volume slider says its value in words, and "Muted" while muted', async () => {
      await readyPlayer();
      const volume = screen.getByRole('slider', { name: 'Volume' });
      expect(volume).toHaveAttribute('aria-valuetext', '80%');
      press('m');
      expect(volume).toHaveAttribute('aria-valuetext', 'Muted');
    });
  });

  describe('announces', () => {
    const announcer = () => screen.getByTestId('player-announcer');

    it('playing and paused, from the button, the keys or the player itself', async () => {
      await readyPlayer();
      expect(announcer()).toHaveAttribute('role', 'status');
      expect(announcer()).toHaveTextContent(/^Playing$/);
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
      expect(announcer()).toHaveTextContent(/^Paused$/);
      press(' ');
      expect(announcer()).toHaveTextContent(/^Playing$/);
      act(() => latestPlayer().changeState(PLAYER_STATE.PAUSED));
      expect(announcer()).toHaveTextContent(/^Paused$/);
    });

    it('muted and unmuted', async () => {
      await readyPlayer();
      press('m');
      expect(announcer()).toHaveTextContent(/^Muted$/);
      fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
      expect(announcer()).toHaveTextContent(/^Unmuted$/);
    });

    it('the next video by its title', async () => {
      await readyPlayer({ getNextVideo: vi.fn(() => second) });
      act(() => latestPlayer().changeState(PLAYER_STATE.ENDED));
      await act(async () => {});
      expect(announcer()).toHaveTextContent(`Next video: ${second.title}`);
    });
  });

  describe('share (PRODUCT §12)', () => {
    const openShare = () => fireEvent.click(screen.getByRole('button', { name: SHARE_MOMENT_LABEL }));

    it('offers the moment being watched: every link and the copy start there with ?t=', async () => {
      const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await readyPlayer({ shareBaseUrl: SHARE_BASE });
      latestPlayer().time = 83.6;
      const toggle = screen.getByRole('button', { name: SHARE_MOMENT_LABEL });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      openShare();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = screen.getByRole('region', { name: SHARE_PANEL_LABEL });
      expect(toggle).toHaveAttribute('aria-controls', panel.id);
      // Below the controls, never over the embed (PRODUCT §2.5).
      expect(screen.getByTestId('player-controls')).toContainElement(panel);
      expect(screen.getByRole('checkbox', { name: 'Partager à partir de 1:23' })).toBeChecked();
      const shared = `${SHARE_BASE}/first-clip?t=83`;
      expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shared)}`);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' })));
      expect(writeText).toHaveBeenCalledWith(shared);
      // Unticked, the link is the video's own.
      fireEvent.click(screen.getByRole('checkbox', { name: 'Partager à partir de 1:23' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' })));
      expect(writeText).toHaveBeenLastCalledWith(`${SHARE_BASE}/first-clip`);
    });

    it('is offered only where the site has a share URL', async () => {
      await readyPlayer({ shareBaseUrl: null });
      expect(screen.queryByRole('button', { name: SHARE_MOMENT_LABEL })).not.toBeInTheDocument();
    });

    it('Space on its checkbox ticks it without pausing; Escape closes the panel first, then the player', async () => {
      const handlers = await readyPlayer({ shareBaseUrl: SHARE_BASE });
      const player = latestPlayer();
      player.time = 30;
      openShare();
      const checkbox = screen.getByRole('checkbox', { name: 'Partager à partir de 0:30' });
      press(' ', checkbox);
      expect(player.state).toBe(PLAYER_STATE.PLAYING);
      press('Escape', checkbox);
      expect(screen.queryByRole('region', { name: SHARE_PANEL_LABEL })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: SHARE_MOMENT_LABEL })).toHaveFocus();
      expect(handlers.onClose).not.toHaveBeenCalled();
      press('Escape');
      act(() => vi.advanceTimersByTime(CLOSE_FADE_MS));
      expect(handlers.onClose).toHaveBeenCalled();
    });
  });

  it('reports the position every second', async () => {
    const { onProgress } = await readyPlayer({ startAt: 10 });
    const player = latestPlayer();
    act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS));
    expect(onProgress).toHaveBeenLastCalledWith(first, 10, DURATION_S);
    player.time = 11;
    act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS));
    expect(onProgress).toHaveBeenLastCalledWith(first, 11, DURATION_S);
    expect(onProgress).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('player-time')).toHaveTextContent('0:11 / 3:20');
  });

  it('plays the next video of the label when one ends', async () => {
    const { getNextVideo, onClose, onProgress } = await readyPlayer({ getNextVideo: vi.fn(() => second) });
    const ended = latestPlayer();
    act(() => ended.changeState(PLAYER_STATE.ENDED));
    await act(async () => {});

    expect(getNextVideo).toHaveBeenCalledWith(first);
    expect(onProgress).toHaveBeenCalledWith(first, DURATION_S, DURATION_S);
    expect(ended.destroyed).toBe(true);
    expect(latestPlayer().options.videoId).toBe(second.videoId);
    expect(latestPlayer().options.playerVars).toMatchObject({ start: 0 });
    expect(screen.getByRole('dialog', { name: second.title })).toBeInTheDocument();
    expect(screen.getByText('Loading video…')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when a video ends and its label has no next one', async () => {
    const { onClose } = await readyPlayer();
    act(() => latestPlayer().changeState(PLAYER_STATE.ENDED));
    act(() => vi.advanceTimersByTime(CLOSE_FADE_MS));
    expect(onClose).toHaveBeenCalledOnce();
    expect(FakePlayer.instances).toHaveLength(1);
  });

  it('gives the focus back to what opened it once closed', async () => {
    function PlayerOpener() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsOpen(true)}>
            Watch
          </button>
          {isOpen && <VideoPlayer video={first} onClose={() => setIsOpen(false)} getNextVideo={() => null} />}
        </>
      );
    }
    window.history.replaceState(null, '', '/');
    render(<PlayerOpener />);
    const opener = screen.getByRole('button', { name: 'Watch' });
    opener.focus();
    fireEvent.click(opener);
    await act(async () => {});
    expect(screen.getByTestId('video-player')).toHaveFocus();
    press('Escape');
    act(() => vi.advanceTimersByTime(CLOSE_FADE_MS));
    expect(screen.queryByTestId('video-player')).not.toBeInTheDocument();
    // Radix hands focus back on the next tick.
    act(() => vi.advanceTimersByTime(1));
    expect(opener).toHaveFocus();
  });

  it('destroys the player when unmounted', async () => {
    await readyPlayer();
    cleanup();
    expect(latestPlayer().destroyed).toBe(true);
  });

  it.each([
    [2, 'This video link is not valid.'],
    [5, 'This video cannot be played in your browser.'],
    [100, 'This video was removed or made private.'],
    [101, 'The owner of this video does not allow it to be played here.'],
    [150, 'The owner of this video does not allow it to be played here.'],
    [153, 'The video player could not identify this site, so the video cannot be played.'],
    [999, 'This video cannot be played (error 999).'],
  ])('player error %i is logged, hides the loader and reads %j', async (code, message) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPlayer();
    act(() => latestPlayer().fail(code));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Loading video…')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`error ${code}`));
  });

  it('says so when the IFrame API cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    delete window.YT;
    await renderPlayer();
    const script = document.querySelector('script[src="https://www.youtube.com/iframe_api"]');
    await act(async () => {
      script?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The video player could not be loaded.');
    expect(log).toHaveBeenCalled();
  });
});
