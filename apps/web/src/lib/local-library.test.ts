import { getTheme } from '@vitrine/catalog/themes/themes';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiVideo } from '../test/api-videos.ts';
import {
  CONTINUE_WATCHING_MAX,
  getContinueWatching,
  getMyList,
  isInMyList,
  reloadLocalLibrary,
  saveProgress,
  toggleMyList,
  useContinueWatching,
  useMyList,
} from './local-library.ts';

const video = (n: number) => toUiVideo(apiVideo(n), getTheme('rock'));

afterEach(() => {
  localStorage.clear();
  reloadLocalLibrary();
});

describe('Continue Watching', () => {
  it('lists videos in progress, newest first, with their position', () => {
    saveProgress('rock', video(1), 30, 200, 1_000);
    saveProgress('rock', video(2), 50, 300, 2_000);
    saveProgress('rock', video(1), 60, 200, 3_000);
    expect(getContinueWatching('rock').map((e) => [e.video.id, e.progressSeconds, e.durationSeconds, e.updatedAt])).toEqual([
      ['video-1', 60, 200, 3_000],
      ['video-2', 50, 300, 2_000],
    ]);
  });

  it('drops a finished video', () => {
    saveProgress('rock', video(1), 30, 200);
    saveProgress('rock', video(1), 195, 200);
    expect(getContinueWatching('rock')).toEqual([]);
  });

  it('keeps one list per theme and survives a reload', () => {
    saveProgress('latino', video(1), 10, 100, 5);
    reloadLocalLibrary();
    expect(getContinueWatching('latino')).toHaveLength(1);
    expect(getContinueWatching('rock')).toHaveLength(0);
  });

  it(`keeps the ${CONTINUE_WATCHING_MAX} most recent`, () => {
    for (let i = 0; i <= CONTINUE_WATCHING_MAX; i++) saveProgress('rock', video(i), 1, 100, i);
    expect(getContinueWatching('rock')).toHaveLength(CONTINUE_WATCHING_MAX);
    expect(getContinueWatching('rock')[0]?.video.id).toBe(`video-${CONTINUE_WATCHING_MAX}`);
  });

  it('ignores corrupt storage', () => {
    localStorage.setItem('vitrine_continue_watching:rock', '{oops');
    localStorage.setItem('vitrine_my_list:rock', JSON.stringify([{ id: 3 }, video(4)]));
    reloadLocalLibrary();
    expect(getContinueWatching('rock')).toEqual([]);
    expect(getMyList('rock').map((v) => v.id)).toEqual(['video-4']);
  });
});

describe('My List', () => {
  it('toggles a video in and out', () => {
    expect(toggleMyList('rock', video(1))).toBe(true);
    expect(toggleMyList('rock', video(2))).toBe(true);
    expect(getMyList('rock').map((v) => v.id)).toEqual(['video-2', 'video-1']);
    expect(isInMyList('rock', video(1))).toBe(true);
    expect(toggleMyList('rock', video(1))).toBe(false);
    expect(isInMyList('rock', 'video-1')).toBe(false);
    expect(isInMyList('latino', 'video-2')).toBe(false);
  });
});

describe('live rows', () => {
  it('re-render when a list changes', () => {
    const myList = renderHook(() => useMyList('rock'));
    const watching = renderHook(() => useContinueWatching('rock'));
    expect(myList.result.current).toEqual([]);
    act(() => {
      toggleMyList('rock', video(9));
      saveProgress('rock', video(9), 5, 100);
    });
    expect(myList.result.current.map((v) => v.id)).toEqual(['video-9']);
    expect(watching.result.current).toHaveLength(1);
  });

  it('follow another tab through the storage event', () => {
    const myList = renderHook(() => useMyList('rock'));
    act(() => {
      localStorage.setItem('vitrine_my_list:rock', JSON.stringify([video(5)]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'vitrine_my_list:rock' }));
    });
    expect(myList.result.current.map((v) => v.id)).toEqual(['video-5']);
  });
});
