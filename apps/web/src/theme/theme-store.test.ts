import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageConfigForTests } from '../config/page-config.ts';
import { SELECTED_THEME_STORAGE_KEY } from '../lib/storage-keys.ts';
import { readVideoCache, writeVideoCache } from '../lib/video-cache.ts';
import { initialThemeId, useThemeStore } from './theme-store.ts';

afterEach(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
  setPageConfigForTests();
});

describe('initial theme', () => {
  it('is rock on an unknown localhost port with nothing stored', () => {
    expect(location.port).toBe('3000');
    expect(initialThemeId()).toBe('rock');
    expect(useThemeStore.getState()).toMatchObject({ themeId: 'rock', theme: { id: 'rock', primary_color: '#ff0000' } });
  });

  it('is the stored selectedTheme', () => {
    localStorage.setItem(SELECTED_THEME_STORAGE_KEY, 'standup');
    expect(initialThemeId()).toBe('standup');
  });

  it('prefers ?theme= over the stored choice', () => {
    localStorage.setItem(SELECTED_THEME_STORAGE_KEY, 'standup');
    history.replaceState(null, '', '/?theme=latino');
    expect(initialThemeId()).toBe('latino');
  });

  it('is the theme the server served the page for', () => {
    setPageConfigForTests({ themeId: 'spkombat' });
    expect(initialThemeId()).toBe('spkombat');
  });

  it('is the theme the server served the page for, over the stored choice, so the page and its <head> agree', () => {
    setPageConfigForTests({ themeId: 'spkombat' });
    localStorage.setItem(SELECTED_THEME_STORAGE_KEY, 'standup');
    expect(initialThemeId()).toBe('spkombat');
  });

  it('skips an unknown stored theme', () => {
    localStorage.setItem(SELECTED_THEME_STORAGE_KEY, 'jazz');
    expect(initialThemeId()).toBe('rock');
  });
});

describe('setTheme', () => {
  it('stores the choice, switches the theme and clears the client cache', () => {
    setPageConfigForTests({ cacheOnLocalhost: true });
    writeVideoCache('some query', { videos: [], hasMore: false });
    useThemeStore.getState().setTheme('sport');
    expect(localStorage.getItem(SELECTED_THEME_STORAGE_KEY)).toBe('sport');
    expect(useThemeStore.getState()).toMatchObject({ themeId: 'sport', theme: { id: 'sport', primary_color: '#008000' } });
    expect(readVideoCache('some query')).toBeUndefined();
    expect(initialThemeId()).toBe('sport');
    useThemeStore.getState().setTheme('rock');
  });

  it('applies a theme whose config has not loaded yet once it has, and of quick choices the last one wins', async () => {
    // A fresh page: only its own theme's config is loaded (the test setup loads them all).
    vi.resetModules();
    const { useThemeStore: freshStore } = await import('./theme-store.ts');
    freshStore.getState().setTheme('sport');
    freshStore.getState().setTheme('latino');
    expect(freshStore.getState().themeId).toBe('rock');
    await vi.waitFor(() => expect(freshStore.getState()).toMatchObject({ themeId: 'latino', theme: { id: 'latino' } }));
    expect(localStorage.getItem(SELECTED_THEME_STORAGE_KEY)).toBe('latino');
  });

  it('falls back to rock for an unknown id', () => {
    useThemeStore.getState().setTheme('latino');
    useThemeStore.getState().setTheme('jazz');
    expect(useThemeStore.getState().themeId).toBe('rock');
    expect(localStorage.getItem(SELECTED_THEME_STORAGE_KEY)).toBe('rock');
  });
});
