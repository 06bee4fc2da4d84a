import { API_ERROR_MESSAGES } from '@vitrine/catalog/api-errors';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeCategories, useCategoryStore, type CategoryState } from '../features/catalog/stores/category-store.ts';
import { useAddress } from '../lib/address.ts';
import { apiVideo, blogList, pagination } from '../test/api-videos.ts';
import { renderAtAddress, watchHistoryChanges } from '../test/page-address.tsx';
import { sendJson, serveApiForTests } from '../test/local-api-server.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { dispatchToast, getToasts } from '../toasts/toast-store.ts';
import { usePageStore } from './page-store.ts';
import { paths } from './paths.ts';
import { useDeepLink } from './use-deep-link.ts';
import { useThemeQueryFollowsTheme } from './use-theme-query-follows-theme.ts';
import { useVideoActions, type VideoActions } from './use-video-actions.ts';

const server = serveApiForTests();
const initialTheme = useThemeStore.getState();
const video: UiVideo = { ...toUiVideo(apiVideo(7), initialTheme.theme), titleSeo: 'a-longer-title-7' };

/** The page's address, with the hooks that change it. */
function Page() {
  const actions = useVideoActions();
  useDeepLink(actions.openDetails);
  useThemeQueryFollowsTheme();
  const { pathname, search } = useAddress();
  return (
    <>
      <p data-testid="address">{`${pathname}${search}`}</p>
      <button onClick={() => actions.openDetails(video)}>Details</button>
      <button onClick={actions.closeDetails}>Close details</button>
      <button onClick={() => actions.play(video)}>Play</button>
      <button onClick={actions.closePlayer}>Close player</button>
    </>
  );
}

let history: ReturnType<typeof watchHistoryChanges>;
function renderAt(address: string) {
  renderAtAddress(address, paths.video.path, <Page />);
  history = watchHistoryChanges();
}

const address = () => screen.getByTestId('address').textContent;

beforeEach(() => {
  // Switching the theme refetches the rows; a deep link asks for its video.
  server.respond((request, response) =>
    request.path === '/api/blogs' ? sendJson(response, 200, blogList([], pagination(0, 8, 0))) : sendJson(response, 200, { data: apiVideo(7) }),
  );
  usePageStore.setState(usePageStore.getInitialState(), true);
  const settled: CategoryState = { videos: [], loading: false, error: null, pagination: { offset: 0, limit: 8, hasMore: false, totalDocs: 0 } };
  useCategoryStore.setState({ categories: Object.fromEntries(themeCategories(initialTheme.theme).map((key) => [key, settled])) });
});

afterEach(() => {
  act(() => {
    useThemeStore.setState(initialTheme, true);
    dispatchToast({ type: 'remove' });
  });
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the address keeps its query string (?theme=) when it is reset', () => {
  it('closing the details dialog goes back to / with the query', async () => {
    renderAt('/?theme=latino&ref=mail');
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(address()).toBe('/?theme=latino&ref=mail');
  });

  it('Play pushes /{titleSeo} with the query, and closing the player goes back to / with it', async () => {
    renderAt('/?theme=latino');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(history.last()).toBe('push');
    expect(address()).toBe('/a-longer-title-7?theme=latino');
    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect(address()).toBe('/?theme=latino');
  });

  it('a deep link to a video that does not exist leaves / with the query, and says so', async () => {
    server.respond((_request, response) => sendJson(response, 404, {}));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/no-such-video?theme=latino');
    expect(await screen.findByText('/?theme=latino')).toBeInTheDocument();
    expect(getToasts()[0]?.title).toBe(API_ERROR_MESSAGES.notFound);
  });
});

describe('switching the theme', () => {
  it('names the new theme in ?theme=, keeping the rest of the address', async () => {
    renderAt('/video-7?theme=latino&ref=mail');
    act(() => useThemeStore.getState().setTheme('sport'));
    expect(await screen.findByText('/video-7?theme=sport&ref=mail')).toBeInTheDocument();
  });

  it('adds ?theme= to an address without one, replacing the history entry', async () => {
    renderAt('/?ref=mail');
    act(() => useThemeStore.getState().setTheme('sport'));
    expect(await screen.findByText('/?ref=mail&theme=sport')).toBeInTheDocument();
    expect(history.last()).toBe('replace');
  });
});

describe('the actions the cards take', () => {
  it('stay the same functions while the query and theme stay, and change with the query', async () => {
    const seen: VideoActions[] = [];
    function Recorder() {
      seen.push(useVideoActions());
      const [, rerender] = useReducer((count: number) => count + 1, 0);
      return <button onClick={rerender}>Re-render</button>;
    }
    renderAtAddress('/?ref=mail', paths.video.path, <Recorder />);
    await userEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    expect(seen.at(-1)).toBe(seen.at(-2));

    act(() => window.history.pushState(null, '', '/?ref=other'));
    await userEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    expect(seen.at(-1)!.play).not.toBe(seen[0]!.play);
  });
});
