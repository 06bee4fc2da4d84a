import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeCategories, useCategoryStore, type CategoryState } from '../features/catalog/stores/category-store.ts';
import { useAddress } from '../lib/address.ts';
import { apiVideo } from '../test/api-videos.ts';
import { renderAtAddress, watchHistoryChanges } from '../test/page-address.tsx';
import { useThemeStore } from '../theme/theme-store.ts';
import { usePageStore } from './page-store.ts';
import { paths } from './paths.ts';
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
  const { pathname } = useAddress();
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
      <button onClick={() => window.history.back()}>Browser back</button>
    </>
  );
}

let history: ReturnType<typeof watchHistoryChanges>;
function renderAt(path: string) {
  renderAtAddress(path, paths.video.path, <Page />);
  history = watchHistoryChanges();
}

const path = () => screen.getByTestId('path').textContent;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
const back = () => userEvent.click(screen.getByRole('button', { name: 'Browser back' }));

beforeEach(() => {
  usePageStore.setState(usePageStore.getInitialState(), true);
  // Every row settled, the video in one of them: a deep link opens it without a request.
  const settled = (videos: UiVideo[]): CategoryState => ({ videos, loading: false, error: null, pagination: { offset: videos.length, limit: 8, hasMore: false, totalDocs: videos.length } });
  const [first, ...others] = themeCategories(theme);
  useCategoryStore.setState({ categories: Object.fromEntries([[first, settled([video])], ...others.map((key) => [key, settled([])])]) });
});

afterEach(() => vi.restoreAllMocks());

describe('the player and the browser history', () => {
  it('Back after Play closes the player at `/`, opening nothing', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play titled' }));
    expect(path()).toBe('/a-longer-title-7');
    expect(screen.getByText('player open')).toBeInTheDocument();
    expect(screen.getByText('details closed')).toBeInTheDocument();

    await back();
    await settle();
    expect(path()).toBe('/');
    expect(screen.getByText('player closed')).toBeInTheDocument();
    expect(screen.getByText('details closed')).toBeInTheDocument();
  });

  it.each([
    ['its own address', 'Play', '/video-7'],
    ['its title address', 'Play titled', '/a-longer-title-7'],
  ])('Back to the deep link the player was opened from at %s closes the player without reopening the details dialog', async (_case, button, playerPath) => {
    renderAt('/video-7');
    expect(await screen.findByText('details open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(history.last()).toBe('push');
    expect(path()).toBe(playerPath);
    await settle();
    expect(screen.getByText('player open')).toBeInTheDocument();

    await back();
    await settle();
    expect(path()).toBe('/video-7');
    expect(screen.getByText('player closed')).toBeInTheDocument();
    expect(screen.getByText('details closed')).toBeInTheDocument();
  });

  it('closing the player replaces its address with `/`; Back then leaves it closed', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect(history.last()).toBe('replace');
    expect(path()).toBe('/');
    expect(screen.getByText('player closed')).toBeInTheDocument();

    await back();
    await settle();
    expect(path()).toBe('/');
    expect(screen.getByText('player closed')).toBeInTheDocument();
    expect(screen.getByText('details closed')).toBeInTheDocument();
  });
});
