import { THEME_IDS, type ThemeId } from '@vitrine/catalog/themes/theme-ids';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { create } from './create-store.ts';
import { CONTINUE_WATCHING_KEY_PREFIX, continueWatchingStorageKey, MY_LIST_KEY_PREFIX, myListStorageKey } from './storage-keys.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * The visitor's own Continue Watching and My List rows (PRODUCT §10.7): kept in this
 * browser, one list per theme, never sent anywhere. The Zustand store mirrors storage
 * so rows update live, including when another tab changes a list.
 */

export interface WatchProgress {
  video: UiVideo;
  progressSeconds: number;
  durationSeconds: number;
  /** Epoch milliseconds of the last saved position. */
  updatedAt: number;
}

/** Within this share of the duration a video counts as finished and leaves the row. */
export const FINISHED_RATIO = 0.95;
export const CONTINUE_WATCHING_MAX = 20;
export const MY_LIST_MAX = 100;

type PerTheme<T> = Readonly<Record<ThemeId, readonly T[]>>;

export interface LocalLibraryState {
  continueWatching: PerTheme<WatchProgress>;
  myList: PerTheme<UiVideo>;
}

export const useLocalLibrary = create<LocalLibraryState>()(() => loadAll());

export function getContinueWatching(theme: ThemeId): readonly WatchProgress[] {
  return useLocalLibrary.getState().continueWatching[theme];
}

export function getMyList(theme: ThemeId): readonly UiVideo[] {
  return useLocalLibrary.getState().myList[theme];
}

export function isInMyList(theme: ThemeId, video: { id: string } | string): boolean {
  const id = typeof video === 'string' ? video : video.id;
  return getMyList(theme).some((entry) => entry.id === id);
}

/** Live rows for React components. */
export function useContinueWatching(theme: ThemeId): readonly WatchProgress[] {
  return useLocalLibrary((state) => state.continueWatching[theme]);
}

export function useMyList(theme: ThemeId): readonly UiVideo[] {
  return useLocalLibrary((state) => state.myList[theme]);
}

export function useIsInMyList(theme: ThemeId, videoId: string): boolean {
  return useLocalLibrary((state) => state.myList[theme].some((entry) => entry.id === videoId));
}

/** Saves the player's position; a finished video (or one with no known duration) leaves the row. */
export function saveProgress(theme: ThemeId, video: UiVideo, seconds: number, duration: number, now: number = Date.now()): void {
  const others = getContinueWatching(theme).filter((entry) => entry.video.id !== video.id);
  const isFinished = !(duration > 0) || !(seconds >= 0) || seconds >= duration * FINISHED_RATIO;
  const entries = isFinished ? others : [{ video, progressSeconds: seconds, durationSeconds: duration, updatedAt: now }, ...others];
  saveContinueWatching(theme, entries.slice(0, CONTINUE_WATCHING_MAX));
}

/** Adds the video first, or removes it; returns whether it is now in the list. */
export function toggleMyList(theme: ThemeId, video: UiVideo): boolean {
  const list = getMyList(theme);
  const isIn = list.some((entry) => entry.id === video.id);
  const next = isIn ? list.filter((entry) => entry.id !== video.id) : [video, ...list].slice(0, MY_LIST_MAX);
  writeJson(myListStorageKey(theme), next);
  useLocalLibrary.setState((state) => ({ myList: { ...state.myList, [theme]: next } }));
  return !isIn;
}

function saveContinueWatching(theme: ThemeId, entries: readonly WatchProgress[]): void {
  writeJson(continueWatchingStorageKey(theme), entries);
  useLocalLibrary.setState((state) => ({ continueWatching: { ...state.continueWatching, [theme]: entries } }));
}

/** Re-reads storage, e.g. after another tab wrote to it. */
export function reloadLocalLibrary(): void {
  useLocalLibrary.setState(loadAll());
}

function loadAll(): LocalLibraryState {
  const continueWatching = {} as Record<ThemeId, readonly WatchProgress[]>;
  const myList = {} as Record<ThemeId, readonly UiVideo[]>;
  for (const theme of THEME_IDS) {
    continueWatching[theme] = readList(continueWatchingStorageKey(theme), isWatchProgress).sort((a, b) => b.updatedAt - a.updatedAt);
    myList[theme] = readList(myListStorageKey(theme), isVideo);
  }
  return { continueWatching, myList };
}

/** Whatever cannot be a list entry (an older format, a hand edit) is dropped. */
function readList<T>(key: string, isEntry: (value: unknown) => value is T): T[] {
  const stored = readJson<unknown>(key, []);
  return Array.isArray(stored) ? stored.filter(isEntry) : [];
}

function isVideo(value: unknown): value is UiVideo {
  return typeof value === 'object' && value !== null && typeof (value as UiVideo).id === 'string' && typeof (value as UiVideo).title === 'string';
}

function isWatchProgress(value: unknown): value is WatchProgress {
  const entry = value as WatchProgress;
  return (
    typeof value === 'object' &&
    value !== null &&
    isVideo(entry.video) &&
    typeof entry.progressSeconds === 'number' &&
    typeof entry.durationSeconds === 'number' &&
    typeof entry.updatedAt === 'number'
  );
}

globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith(CONTINUE_WATCHING_KEY_PREFIX) || event.key.startsWith(MY_LIST_KEY_PREFIX)) reloadLocalLibrary();
});
