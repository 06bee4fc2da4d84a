import { IFRAME_API_URL, PLAYER_HOST } from './youtube-hosts.ts';

/**
 * The player is a click-to-load facade (issue 9): nothing from YouTube loads before Play.
 * Hovering or focusing a Play button opens the connections the player will need, so the
 * click does not wait for DNS and TLS: the IFrame API's host and the embed's host.
 */
export const YOUTUBE_PRECONNECT_ORIGINS: readonly string[] = [new URL(IFRAME_API_URL).origin, PLAYER_HOST];

let isDone = false;

/** Adds the preconnect links once per page; later calls do nothing. */
export function preconnectToYouTube(): void {
  if (isDone) return;
  isDone = true;
  for (const origin of YOUTUBE_PRECONNECT_ORIGINS) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.append(link);
  }
}

/** Props for a Play button: the visitor pointing at it or tabbing to it is the moment to connect. */
export const preconnectOnPlayIntent = { onPointerEnter: preconnectToYouTube, onFocus: preconnectToYouTube } as const;

/** Tests only: the next call adds the links again. */
export function resetYouTubePreconnectForTests(): void {
  isDone = false;
}
