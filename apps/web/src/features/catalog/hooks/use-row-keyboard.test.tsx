import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UiVideo } from '@vitrine/catalog/ui-video';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoCard } from '../components/video-card.tsx';
import { VideoRow } from '../components/video-row.tsx';
import { fallbackVideo } from '../fallback/fallback-video.ts';
import { layOutRows } from '../../../test/row-layout.ts';
import { moveBetweenRows } from './use-row-keyboard.ts';

function video(title: string): UiVideo {
  return fallbackVideo({ id: title, title, overview: '', channelTitle: 'Channel', releaseDate: '2024-03-01T00:00:00Z', voteAverage: 8, genreIds: [], kind: 'film' });
}

interface RowSpec {
  title: string;
  cards: string[];
}

function Rows({ rows, onOpen = () => undefined }: { rows: RowSpec[]; onOpen?: (video: UiVideo) => void }) {
  return (
    <div onKeyDown={moveBetweenRows}>
      <button type="button">Before the rows</button>
      {rows.map((row) => (
        <VideoRow key={row.title} rowKey={row.title} title={row.title} itemCount={row.cards.length}>
          {row.cards.map((title, position) => (
            <VideoCard key={title} video={video(title)} channelName="" onOpen={onOpen} position={position} />
          ))}
        </VideoRow>
      ))}
    </div>
  );
}

const TRENDING: RowSpec = { title: 'Trending', cards: ['T1', 'T2', 'T3', 'T4'] };
const POPULAR: RowSpec = { title: 'Popular', cards: ['P1', 'P2'] };
const LOADING: RowSpec = { title: 'Loading', cards: [] };
const NEW: RowSpec = { title: 'New Releases', cards: ['N1', 'N2', 'N3', 'N4', 'N5'] };

function card(title: string): HTMLElement {
  return screen.getByRole('button', { name: title });
}

function tabIndexes(rowTitle: string): number[] {
  return within(screen.getByRole('list', { name: rowTitle }))
    .getAllByRole('button')
    .map((button) => button.tabIndex);
}

const scrollIntoView = vi.fn();
beforeEach(() => {
  // jsdom lays nothing out and has no scrollIntoView: record what the keys ask for.
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  // Rows wider than the screen, so that each has its right arrow.
  layOutRows({ width: 800, contentWidth: 2_000 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('row keyboard (PRODUCT §2.10)', () => {
  it('makes each row a list named by its title, its cards listitems, with one Tab stop on the first card', () => {
    render(<Rows rows={[TRENDING]} />);
    const list = screen.getByRole('list', { name: 'Trending' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(tabIndexes('Trending')).toEqual([0, -1, -1, -1]);
  });

  it('moves along the row with ←/→, scrolling the card into view, and keeps the last focused card as the Tab stop', async () => {
    const user = userEvent.setup();
    render(<Rows rows={[TRENDING]} />);
    await user.tab();
    await user.tab();
    expect(card('T1')).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(card('T3')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(card('T3'));
    await user.keyboard('{ArrowLeft}');
    expect(card('T2')).toHaveFocus();
    expect(tabIndexes('Trending')).toEqual([-1, 0, -1, -1]);

    // Tab leaves the row in one press and Shift+Tab comes back to the card last focused.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Scroll Trending right' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(card('T2')).toHaveFocus();
  });

  it('goes to the ends with Home/End and stays there at an end', async () => {
    const user = userEvent.setup();
    render(<Rows rows={[TRENDING]} />);
    card('T2').focus();
    await user.keyboard('{End}');
    expect(card('T4')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(card('T4')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(card('T1')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(card('T1')).toHaveFocus();
  });

  it('jumps instead of gliding when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    try {
      const user = userEvent.setup();
      render(<Rows rows={[TRENDING]} />);
      card('T1').focus();
      await user.keyboard('{ArrowRight}');
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest', behavior: 'auto' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves with ↑/↓ to the same position in the next row with cards, or its last card when it is shorter', async () => {
    const user = userEvent.setup();
    render(<Rows rows={[TRENDING, POPULAR, LOADING, NEW]} />);
    card('T1').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(card('P2')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card('N2')).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}');
    expect(card('P2')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(card('T2')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(card('T2')).toHaveFocus();
  });

  it('leaves modified arrows to the browser', async () => {
    const user = userEvent.setup();
    render(<Rows rows={[TRENDING, POPULAR]} />);
    card('T1').focus();
    await user.keyboard('{Alt>}{ArrowRight}{ArrowDown}{/Alt}');
    expect(card('T1')).toHaveFocus();
  });

  it('opens the focused card with Enter and with Space', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Rows rows={[TRENDING]} onOpen={onOpen} />);
    card('T1').focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'T2' }));
    await user.keyboard('{ArrowRight} ');
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'T3' }));
  });

  it('keeps one Tab stop when the row shrinks under the last focused card (a search)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Rows rows={[TRENDING]} />);
    card('T1').focus();
    await user.keyboard('{End}');
    rerender(<Rows rows={[{ title: 'Trending', cards: ['T1', 'T2'] }]} />);
    expect(tabIndexes('Trending')).toEqual([-1, 0]);
  });

  it('renders the same Tab stop on the server, and hydrates without a mismatch', async () => {
    const element = <Rows rows={[TRENDING, POPULAR]} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect([...container.querySelectorAll('[data-testid="video-card"]')].map((button) => button.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1', '0', '-1']);

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverableErrors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) }));
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
