import type { ThemeId } from '@vitrine/catalog/themes/theme-ids';

/**
 * Every key this app keeps in the browser's storage (PRODUCT §9.1). Visitors' browsers already
 * hold them: renaming one silently forgets their theme, their lists or their cache.
 */

/** localStorage: the theme the visitor chose (switcher, Channels list). */
export const SELECTED_THEME_STORAGE_KEY = 'selectedTheme';

/** localStorage: the client cache of video lists (lib/video-cache.ts). */
export const VIDEO_CACHE_STORAGE_KEY = 'wmb_video_cache';

/** localStorage, one key per theme: Continue Watching and My List (lib/local-library.ts). */
export const CONTINUE_WATCHING_KEY_PREFIX = 'vitrine_continue_watching:';
export const MY_LIST_KEY_PREFIX = 'vitrine_my_list:';

export function continueWatchingStorageKey(theme: ThemeId): string {
  return `${CONTINUE_WATCHING_KEY_PREFIX}${theme}`;
}

export function myListStorageKey(theme: ThemeId): string {
  return `${MY_LIST_KEY_PREFIX}${theme}`;
}

/** sessionStorage: the one reload after a chunk failed to load (app/chunk-reload.ts). */
export const CHUNK_RELOAD_STORAGE_KEY = 'vitrine:chunk-reload';
