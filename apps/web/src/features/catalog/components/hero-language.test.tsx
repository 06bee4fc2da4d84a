import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useThemeStore } from '../../../theme/theme-store.ts';
import { fallbackVideo } from '../fallback/fallback-video.ts';
import { Hero } from './hero.tsx';

const VIDEO = fallbackVideo({ id: 'v1', title: 'Les Nuits du Jazz', overview: 'Un concert.', channelTitle: 'Culture', releaseDate: '2024-03-01T00:00:00Z', voteAverage: 8, genreIds: [], kind: 'film' });

function renderHero() {
  render(<Hero video={VIDEO} channelName="Culture" isLoading={false} onPlay={() => undefined} onMoreInfo={() => undefined} />);
}

afterEach(() => {
  cleanup();
  act(() => useThemeStore.getState().setTheme('rock'));
});

describe("Hero's spec English buttons (PRODUCT §2.10)", () => {
  it('mark Play, More Info and the mute toggle as English on a French theme, and leave the video title in the page language', () => {
    act(() => useThemeStore.getState().setTheme('culture_fr'));
    renderHero();
    for (const name of ['Play', 'More Info', 'Unmute']) {
      expect(screen.getByRole('button', { name }).closest('[lang]')).toHaveAttribute('lang', 'en');
    }
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toBeNull();
  });

  it('need no lang of their own on an English theme', () => {
    renderHero();
    for (const name of ['Play', 'More Info', 'Unmute']) {
      expect(screen.getByRole('button', { name }).closest('[lang]')).toBeNull();
    }
  });
});
