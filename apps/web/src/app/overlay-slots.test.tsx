import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { apiVideo } from '../test/api-videos.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { OverlaySlots } from './overlay-slots.tsx';
import { usePageStore } from './page-store.ts';
import type { VideoActions } from './use-video-actions.ts';

const video = toUiVideo(apiVideo(3), useThemeStore.getState().theme);
/** The dialog's chunk is transformed on its first import: over a second on a loaded machine. */
const FIRST_CHUNK_TIMEOUT_MS = 10_000;
const actions: VideoActions = { openDetails: vi.fn(), play: vi.fn(), resume: vi.fn(), closeDetails: vi.fn(), closePlayer: vi.fn() };

/** What the details dialog looked like in each commit that changed the page store's `detailsOpen`. */
function recordDialogAtEachCommit() {
  const seen: string[] = [];
  function Probe() {
    const isOpen = usePageStore((state) => state.detailsOpen);
    useLayoutEffect(() => {
      const state = document.querySelector('[data-testid="details-dialog"]')?.getAttribute('data-state') ?? 'absent';
      seen.push(`store ${isOpen ? 'open' : 'closed'}: dialog ${state}`);
    }, [isOpen]);
    return null;
  }
  return { Probe, seen };
}

beforeEach(() => {
  usePageStore.setState(usePageStore.getInitialState(), true);
});

afterEach(cleanup);

it('closes the details dialog in the render that takes the store change: a player opening over it finds no focus trap', async () => {
  const { Probe, seen } = recordDialogAtEachCommit();
  render(
    <>
      <OverlaySlots actions={actions} />
      <Probe />
    </>,
  );
  // Opening waits for a deferred render (and the dialog's chunk, the first time).
  act(() => usePageStore.getState().openDetails(video));
  expect(await screen.findByTestId('details-dialog', undefined, { timeout: FIRST_CHUNK_TIMEOUT_MS })).toHaveAttribute('data-state', 'open');
  seen.length = 0;

  act(() => usePageStore.getState().startPlayer(video, 'entry-1'));

  expect(seen).toEqual(['store closed: dialog closed']);
});
