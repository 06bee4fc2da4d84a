import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  continueWatchingStorageKey,
  myListStorageKey,
  SELECTED_THEME_STORAGE_KEY,
  VIDEO_CACHE_STORAGE_KEY,
} from './storage-keys.ts';

describe('browser storage keys (PRODUCT §9.1)', () => {
  it('keep the names visitors’ browsers already hold', () => {
    expect(SELECTED_THEME_STORAGE_KEY).toBe('selectedTheme');
    expect(VIDEO_CACHE_STORAGE_KEY).toBe('wmb_video_cache');
    expect(continueWatchingStorageKey('rock')).toBe('vitrine_continue_watching:rock');
    expect(myListStorageKey('culture_fr')).toBe('vitrine_my_list:culture_fr');
    expect(CHUNK_RELOAD_STORAGE_KEY).toBe('vitrine:chunk-reload');
  });
});
