import { preloadable } from '../../lib/preloadable.ts';

/**
 * The video page's details (video-page-details.tsx) in a chunk of their own: they sanitise the
 * overview's HTML with DOMPurify, which the home page does not need (issue 9: start-up JS).
 * A page at `/{pathseo}` preloads it before rendering (entry-server.tsx, main.tsx).
 */
export const VideoPageDetails = preloadable(() => import('./video-page-details.tsx').then((module) => module.VideoPageDetails));
