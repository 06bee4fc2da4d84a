import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { themeCategories, useCategoryStore, type CategoryState } from '../features/catalog/stores/category-store.ts';
import { apiVideo } from '../test/api-videos.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { usePageStore } from './page-store.ts';
import { useDeepLink } from './use-deep-link.ts';
import { usePlayerFollowsHistory } from './use-player-follows-history.ts';
import { useVideoActions } from './use-video-actions.ts';

/** Long enough for any effect the address change would run, and any dialog it would open. */
const SETTLE_MS = 50;

const { theme } = useThemeStore.getState();
// Its pathseo and titleSeo are the same: Play from its deep link pushes the address it is on.
const video: UiVideo = toUiVideo(apiVideo(7), theme);
const titledVideo: UiVideo = { ...video, titleSeo: 'a-longer-title-7' };

/** The home page's address, dialogs and player flags, with the hooks that drive them. */
function Page() {
  const actions = useVideoActions();
  useDeepLink(actions.openDetails);
  usePlayerFollowsHistory();
  const { pathname } = useLocation();
  const isPlayerOpen = usePageStore((state) => state.playerOpen);
  const isDetailsOpen = usePageStore((state) => state.detailsOpen);
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <p>{isPlayerOpen ? 'player open' : 'player closed'}</p>
      <p>{isDetailsOpen ? 'details open' : 'details closed'}</p>
      <button onClick={() => actions.openDetails(titledVideo)}>Details</button>
      <button onClick={() => actions.play(video)}>Play</button>
      <button onClick={() => actions.play(titledVideo)}>Play titled</button>
      <button onClick={actions.closePlayer}>Close player</button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/:pathseo?', Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const path = () => screen.getByTestId('path').textContent;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
const back = (router: ReturnType<typeof renderAt>) => act(() => router.navigate(-1));

beforeEach(() => {
  usePageStore.setState(usePageStore.getInitialState(), true);
  // Every row settled, the video in one of them: a deep link opens it without a request.
  const settled = (videos: UiVideo[]): CategoryState => ({ videos, loading: false, error: null, pagination: { offset: videos.length, limit: 8, hasMore: false, totalDocs: videos.length } });
  const [first, ...others] = themeCategories(theme);
  useCategoryStore.setState({ categories: Object.fromEntries([[first, settled([video])], ...others.map((key) => [key, settled([])])]) });
});

describe('the player and the browser history', () => {
  it('Back after Play closes the player at `/`, opening nothing', async () => {
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play titled' }));
    expect(path()).toBe('/a-longer-title-7');
    expect(screen.getByText('player open')).toBeInTheDocument();
    expect(screen.getByText('details closed')).toBeInTheDocument();

    await back(router);
    await settle();
    expect(path()).toBe('/');
    expect(screen.getByText('player closed')).toBeInTheDocument();
    expect(screen.getByText('details closed')).toBeInTheDocument();
  });

  it.each([
    ['its own address', 'Play', '/video-7'],
    ['its title address', 'Play titled', '/a-longer-title-7'],
  ])('Back to the deep link the player was opened from at %s closes the player without reopening the details dialog', async (_case, button, playerPath) => {
    const router = renderAt('/video-7');
    expect(await screen.findByText('details open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(path()).toBe(playerPath);
    await settle();
    expect(screen.getByText('player open')).toBeInTheDocument();

    await back(router);
    await settle();
    expect(path()).toBe('/video-7');
    expect(screen.getByText('player closed')).toBeInTheDocument();
    expect(screen.getByText('details closed')).toBeInTheDocument();
  });

  it('closing the player replaces its address with `/`; Back then leaves it closed', async () => {
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(path()).toBe('/');
    expect(screen.getByText('player closed')).toBeInTheDocument();

    await back(router);
    await settle();
    expect(path()).toBe('/');
    expect(screen.getByText('player closed')).toBeInTheDocument();
    expect(screen.getByText('details closed')).toBeInTheDocument();
  });
});
