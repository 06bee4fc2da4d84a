/**
 * The YouTube IFrame Player API, loaded once on demand, with the few typings we use.
 * The player itself runs on the privacy-enhanced host (PRODUCT §10.11); the server's
 * Referrer-Policy lets the embed see our origin (error 153 otherwise).
 */

import { IFRAME_API_URL } from './youtube-hosts.ts';

export const PLAYER_STATE = {
  UNSTARTED: -1,
  ENDED: 0,
  PLAYING: 1,
  PAUSED: 2,
  BUFFERING: 3,
  CUED: 5,
} as const;

export type PlayerState = (typeof PLAYER_STATE)[keyof typeof PLAYER_STATE];

export interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  setVolume(volume: number): void;
  getVolume(): number;
  getPlayerState(): number;
  destroy(): void;
}

export interface YTPlayerEvent {
  target: YTPlayer;
}

export interface YTDataEvent extends YTPlayerEvent {
  data: number;
}

export interface YTPlayerOptions {
  videoId: string;
  host?: string;
  width?: number | string;
  height?: number | string;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: YTPlayerEvent) => void;
    onStateChange?: (event: YTDataEvent) => void;
    onError?: (event: YTDataEvent) => void;
  };
}

export interface YTNamespace {
  Player: new (element: HTMLElement | string, options: YTPlayerOptions) => YTPlayer;
}

declare global {
  interface Window {
    YT?: Partial<YTNamespace>;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let pending: Promise<YTNamespace> | undefined;

function readyApi(): YTNamespace | undefined {
  const api = window.YT;
  // The real script defines `YT` first and `YT.Player` only once it is ready.
  return typeof api?.Player === 'function' ? (api as YTNamespace) : undefined;
}

/**
 * Resolves with `window.YT` once the API is ready. The script is added once; a failed
 * load rejects and the next call tries again. A `YT` already on the page (a test's fake)
 * is used as it is.
 */
export function loadYouTubeIframeApi(): Promise<YTNamespace> {
  const ready = readyApi();
  if (ready) return Promise.resolve(ready);
  pending ??= new Promise<YTNamespace>((resolve, reject) => {
    const previousCallback = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previousCallback?.();
      const api = readyApi();
      if (api) return resolve(api);
      pending = undefined;
      reject(new Error('The YouTube IFrame API reported ready without YT.Player'));
    };
    const script = document.createElement('script');
    script.src = IFRAME_API_URL;
    script.async = true;
    script.addEventListener('error', () => {
      pending = undefined;
      window.onYouTubeIframeAPIReady = previousCallback;
      script.remove();
      reject(new Error('The YouTube IFrame API could not be loaded'));
    });
    document.head.append(script);
  });
  return pending;
}
