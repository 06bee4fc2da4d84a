import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutRows } from '../../../test/row-layout.ts';
import { ROW_SCROLL_STEP_PX, VideoRow } from './video-row.tsx';

beforeEach(() => layOutRows({ width: 800, contentWidth: 2_000 }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function TrendingWithCards() {
  return (
    <VideoRow rowKey="trending" title="Trending" itemCount={2}>
      <div role="listitem">T1</div>
      <div role="listitem">T2</div>
    </VideoRow>
  );
}

describe('VideoRow', () => {
  it('scrolls the row by 400 px per arrow click, both ways', () => {
    render(<TrendingWithCards />);
    const scroller = screen.getByTestId('row-scroller');
    // jsdom has no layout, so no scrolling: record what the arrows ask for.
    const scrollBy = vi.fn();
    scroller.scrollBy = scrollBy;

    fireEvent.click(screen.getByRole('button', { name: 'Scroll Trending right' }));
    expect(ROW_SCROLL_STEP_PX).toBe(400);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });

    scroller.scrollLeft = 400;
    fireEvent.scroll(scroller);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Trending left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' });
  });

  it('jumps instead of gliding when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    try {
      render(<TrendingWithCards />);
      const scrollBy = vi.fn();
      screen.getByTestId('row-scroller').scrollBy = scrollBy;
      fireEvent.click(screen.getByRole('button', { name: 'Scroll Trending right' }));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'auto' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pulses its placeholders while it loads, and keeps them still while it waits to come near the view', () => {
    const { container, rerender } = render(<VideoRow rowKey="label:rock" title="Rock" isLoading onNearView={() => undefined} />);
    const placeholders = () => [...container.querySelectorAll('.card-placeholder')];
    expect(placeholders()).toHaveLength(6);
    expect(placeholders().filter((placeholder) => placeholder.classList.contains('animate-pulse'))).toEqual([]);
    rerender(<VideoRow rowKey="label:rock" title="Rock" isLoading />);
    expect(placeholders()).toHaveLength(6);
    expect(placeholders().every((placeholder) => placeholder.classList.contains('animate-pulse'))).toBe(true);
  });

  it('has no arrow while it has no cards yet: there is nothing to scroll to', () => {
    render(<VideoRow rowKey="trending" title="Trending" isLoading />);
    expect(screen.queryByRole('button', { name: /^Scroll Trending/ })).not.toBeInTheDocument();
  });

  it('measures its width only once it has cards: a row off screen would be laid out for it', async () => {
    const scrollWidth = vi.spyOn(Element.prototype, 'scrollWidth', 'get');
    const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const { rerender } = render(<VideoRow rowKey="trending" title="Trending" isLoading />);
    await nextFrame();
    expect(scrollWidth).not.toHaveBeenCalled();

    rerender(
      <VideoRow rowKey="trending" title="Trending" itemCount={1}>
        <div role="listitem">T1</div>
      </VideoRow>,
    );
    await nextFrame();
    expect(scrollWidth).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scroll Trending right' })).toBeInTheDocument();
  });

  it('hides the right arrow at the end of the row, and when its cards fit', async () => {
    render(<TrendingWithCards />);
    const scroller = screen.getByTestId('row-scroller');
    expect(screen.getByRole('button', { name: 'Scroll Trending right' })).toBeInTheDocument();
    scroller.scrollLeft = 1_200;
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Scroll Trending right' })).not.toBeInTheDocument();
    cleanup();

    layOutRows({ width: 800, contentWidth: 800 });
    render(<TrendingWithCards />);
    // The row is measured in the frame after it is drawn.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(screen.queryByRole('button', { name: /^Scroll Trending/ })).not.toBeInTheDocument();
  });

  it('keeps a focused arrow until it loses the focus, so pressing it to the end keeps the focus', () => {
    render(<TrendingWithCards />);
    const scroller = screen.getByTestId('row-scroller');
    const right = screen.getByRole('button', { name: 'Scroll Trending right' });
    right.focus();
    scroller.scrollLeft = 1_200;
    fireEvent.scroll(scroller);
    expect(right).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Scroll Trending left' }).focus());
    expect(screen.queryByRole('button', { name: 'Scroll Trending right' })).not.toBeInTheDocument();
  });

  it('hides the left arrow at the start of the row', () => {
    render(<VideoRow rowKey="popular" title="Popular" />);
    expect(screen.queryByRole('button', { name: 'Scroll Popular left' })).not.toBeInTheDocument();
  });

  it('shows its error with a retry button, and keeps its cards', () => {
    const onRetry = vi.fn();
    render(
      <VideoRow rowKey="popular" title="Popular" error="Server error. Please try again later." onRetry={onRetry}>
        <p>a card</p>
      </VideoRow>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry Popular' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('a card')).toBeInTheDocument();
  });

  it('is a region named by its title', () => {
    render(<VideoRow rowKey="newReleases" title="New Releases" />);
    expect(screen.getByRole('region', { name: 'New Releases' })).toHaveAttribute('data-row', 'newReleases');
  });
});
