import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { THEMES } from '@vitrine/catalog/themes/themes';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiVideos, blogList } from '../../../test/api-videos.ts';
import { sendJson, serveApiForTests } from '../../../test/local-api-server.ts';
import { useThemeStore } from '../../../theme/theme-store.ts';
import { fallbackVideo } from '../fallback/fallback-video.ts';
import { channelNameOf } from '../format/video-meta.ts';
import type * as VideoMeta from '../format/video-meta.ts';
import { emptyCategory, labelCategory, PAGE_SIZE, useCategoryStore, type CategoryState } from '../stores/category-store.ts';
import { CatalogRows } from './catalog-rows.tsx';

// Called once for each card a row draws: which cards a change drew again.
vi.mock('../format/video-meta.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof VideoMeta>();
  return { ...actual, channelNameOf: vi.fn(actual.channelNameOf) };
});

const standup = THEMES.standup;
const server = serveApiForTests();

function video(id: string, title: string, username = 'MontreuxComedy'): UiVideo {
  return { ...fallbackVideo({ id, title, overview: '', channelTitle: 'Channel', releaseDate: new Date().toISOString(), voteAverage: 8, genreIds: [300], kind: 'film' }), username };
}

function loaded(videos: UiVideo[], extra: Partial<CategoryState> = {}): CategoryState {
  return { ...emptyCategory(), videos, ...extra };
}

beforeEach(() => {
  useThemeStore.getState().setTheme('standup');
  // The theme change fetched every row: forget those requests, or one answering late (to a later
  // test's responder) replaces the rows set here.
  useCategoryStore.getState().resetAll();
  const categories: Record<string, CategoryState> = {
    latest: loaded([video('fresh', 'Fresh set')]),
    trending: loaded([video('t1', 'Gala de Montreux'), video('t2', 'Open mic')]),
    popular: loaded([video('p1', 'Best of')]),
    newReleases: loaded([video('n1', 'Premiere')]),
  };
  for (const entry of standup.labels) categories[labelCategory(entry.label)] = loaded([video(`l-${entry.label}`, `${entry.title} special`, entry.label)]);
  useCategoryStore.setState({ categories, search: '', rowsBeforeSearch: null });
});

afterEach(cleanup);

function rowTitles(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe('CatalogRows', () => {
  it('renders the rows in the spec order with their titles', () => {
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} />);
    expect(rowTitles()).toEqual(['Dernières vidéos publiées (1)', 'Trending', 'Popular', 'New Releases', ...standup.labels.map((entry) => entry.title)]);
  });

  it('draws again only the row whose videos changed: a row that loads leaves the other rows and their cards as they were', () => {
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} onPlay={vi.fn()} />);
    vi.mocked(channelNameOf).mockClear();

    act(() => useCategoryStore.setState((state) => ({ categories: { ...state.categories, popular: loaded([video('p1', 'Best of'), video('p2', 'Encore')]) } })));

    expect(within(screen.getByRole('region', { name: 'Popular' })).getAllByTestId('card-title').map((title) => title.textContent)).toEqual(['Best of', 'Encore']);
    expect(vi.mocked(channelNameOf).mock.calls.map(([drawn]) => drawn.id)).toEqual(['p1', 'p2']);
  });

  it('gives the latest cards a label watermark and a day/month date', () => {
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} />);
    const latest = screen.getByRole('region', { name: 'Dernières vidéos publiées (1)' });
    expect(within(latest).getByTestId('latest-date').textContent).toMatch(/^\d{2}\/\d{2}$/);
    expect(within(latest).getAllByText('Montreux Comedy').length).toBeGreaterThan(0);
  });

  it('filters every row instantly and adds the result count to the titles', () => {
    render(<CatalogRows term="gala" selectedLabel={null} onOpen={vi.fn()} />);
    expect(rowTitles()).toEqual(['Trending (1 result)']);
  });

  it('renders 8 cards in a row that asked for 8 when the answer holds 1,000 videos', async () => {
    server.respond((_req, res) => sendJson(res, 200, blogList(apiVideos(0, 1_000))));
    await useCategoryStore.getState().fetchCategory('popular');
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} />);
    expect(within(screen.getByRole('region', { name: 'Popular' })).getAllByTestId('video-card')).toHaveLength(PAGE_SIZE);
  });

  it('contains a card that cannot render: its slot stays empty, the row and the page go on', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = video('t1', 'Gala de Montreux');
    Object.defineProperty(broken, 'images', {
      get() {
        throw new Error('a stored video the card cannot read');
      },
    });
    useCategoryStore.setState((state) => ({ categories: { ...state.categories, trending: loaded([broken, video('t2', 'Open mic')]) } }));
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} />);
    const trending = screen.getByRole('region', { name: 'Trending' });
    expect(within(trending).getAllByTestId('card-failed')).toHaveLength(1);
    expect(within(trending).getByRole('button', { name: /^Open mic\b/ })).toBeInTheDocument();
    expect(rowTitles()).toHaveLength(4 + standup.labels.length);
    vi.restoreAllMocks();
  });

  it('gives the row the next card as its Tab stop when the first cannot render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = video('t1', 'Gala de Montreux');
    Object.defineProperty(broken, 'images', {
      get() {
        throw new Error('a stored video the card cannot read');
      },
    });
    useCategoryStore.setState((state) => ({ categories: { ...state.categories, trending: loaded([broken, video('t2', 'Open mic')]) } }));
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} />);
    expect(within(screen.getByRole('list', { name: 'Trending' })).getByRole('button', { name: /^Open mic\b/ })).toHaveAttribute('tabindex', '0');
    vi.restoreAllMocks();
  });

  it('makes every row, the latest one and search results too, a list named by its title, walked with ↑/↓', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} />);
    const latest = screen.getByRole('list', { name: 'Dernières vidéos publiées (1)' });
    within(latest).getByRole('button', { name: /^Fresh set\b/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('list', { name: 'Trending' })).getByRole('button', { name: /^Gala de Montreux\b/ })).toHaveFocus();
    cleanup();

    render(<CatalogRows term="open" selectedLabel={null} onOpen={vi.fn()} />);
    const results = screen.getByRole('list', { name: 'Trending (1 result)' });
    expect(within(results).getByRole('listitem')).toContainElement(within(results).getByRole('button', { name: /^Open mic\b/ }));
  });

  it('says so when nothing matches', () => {
    render(<CatalogRows term="nothing like this" selectedLabel={null} onOpen={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('No videos match “nothing like this”.');
  });

  it('opens the clicked card', () => {
    const onOpen = vi.fn();
    render(<CatalogRows term="" selectedLabel={null} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: /^Open mic\b/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 't2' }));
  });

  it('shows the fallback series and films, with the error and a retry, in a row whose request failed', () => {
    useCategoryStore.setState((state) => ({ categories: { ...state.categories, popular: loaded([], { error: 'Request timeout. Please try again.' }) } }));
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} />);
    const popular = screen.getByRole('region', { name: 'Popular' });
    expect(within(popular).getByRole('alert')).toHaveTextContent('Request timeout. Please try again.');
    expect(within(popular).getByRole('button', { name: 'Retry Popular' })).toBeInTheDocument();
    expect(within(popular).getByRole('button', { name: /^The Last Encore\b/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Gala de Montreux\b/ })).toBeInTheDocument();
  });

  it('shows a progress bar on Continue Watching fallback cards when the API gives nothing', () => {
    const failed = loaded([], { error: 'Server error. Please try again later.' });
    useCategoryStore.setState({ categories: { latest: failed, trending: failed, popular: failed, newReleases: failed } });
    render(<CatalogRows term="" selectedLabel={null} onOpen={vi.fn()} />);
    const continueWatching = screen.getByRole('region', { name: 'Continue Watching' });
    expect(within(continueWatching).getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'My List' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
