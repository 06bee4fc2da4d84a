import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestOverlay } from './latest-overlay.tsx';
import { PreviewsEnabledContext } from './previews-enabled.ts';
import { PREVIEW_DELAY_MS, VideoCard } from './video-card.tsx';

afterEach(cleanup);

const video = toUiVideo(
  {
    _id: 'v1',
    pathseo: 'riff-clip',
    parsed: true,
    metadata: {
      title: 'Riff of the Year',
      description: '',
      publishedAt: '2024-03-07T10:00:00Z',
      channelTitle: 'Nuclear Blast Records',
      username: 'nuclearblastrecords',
      videoId: 'dQw4w9WgXcQ',
      titleSeo: 'riff-clip',
      genre: [],
      snippet: { thumbnails: {} },
    },
  },
  getTheme('rock'),
);

/** Words only, in order: how "label in name" (WCAG 2.5.3) compares a name with the visible text. */
function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The card's text nodes a sighted visitor may see: everything but the screen-reader-only text. */
function drawnText(card: HTMLElement): string {
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('.sr-only')) texts.push(node.textContent ?? '');
  }
  return texts.join(' ');
}

function isContiguousIn(haystack: readonly string[], needle: readonly string[]): boolean {
  return haystack.some((_, start) => needle.every((word, offset) => haystack[start + offset] === word));
}

describe('VideoCard', () => {
  it('is named by its title and channel', () => {
    render(<VideoCard video={video} channelName="Nuclear Blast" onOpen={vi.fn()} />);
    expect(screen.getByTestId('video-card')).toHaveAccessibleName('Riff of the Year, Nuclear Blast');
  });

  it("carries the date the latest row shows, and every word it prints, in the printed order", () => {
    render(<VideoCard video={video} channelName="Nuclear Blast" onOpen={vi.fn()} overlay={<LatestOverlay labelName="Nuclear Blast" date="07/03" />} />);
    const card = screen.getByTestId('video-card');
    expect(card).toHaveAccessibleName('Riff of the Year, Nuclear Blast 07/03');
    // Every text drawn on the card (the generated poster's, the date), in page order.
    const printed = drawnText(card);
    expect(printed).toContain('07/03');
    expect(isContiguousIn(words('Riff of the Year, Nuclear Blast 07/03'), words(printed)), `"${printed}" within the name`).toBe(true);
  });

  it('tells how much of a Continue Watching video was watched', () => {
    render(<VideoCard video={video} channelName="Nuclear Blast" onOpen={vi.fn()} progress={0.4} />);
    expect(screen.getByTestId('video-card')).toHaveAccessibleName(/^Riff of the Year, Nuclear Blast/);
    expect(screen.getByRole('progressbar', { name: 'Watched 40%' })).toBeInTheDocument();
  });
});

function apiVideoLasting(durationSeconds?: number): ApiVideo {
  return {
    _id: 'v1',
    pathseo: 'live-at-the-arena',
    parsed: true,
    metadata: {
      title: 'Live at the Arena',
      description: 'Full show.',
      publishedAt: '2025-03-01T10:00:00Z',
      channelTitle: 'Nuclear Blast Records',
      username: 'NuclearBlastRecords',
      videoId: 'dQw4w9WgXcQ',
      titleSeo: 'live-at-the-arena',
      genre: [],
      snippet: { thumbnails: { high: { url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', width: 480 } } },
      ...(durationSeconds !== undefined && { durationSeconds }),
    },
  };
}

const renderCard = (lasting: ApiVideo) =>
  render(<VideoCard video={toUiVideo(lasting, getTheme('rock'))} channelName="Nuclear Blast" onOpen={() => {}} />);

describe('VideoCard runtime (PRODUCT §3.6)', () => {
  it('shows the length a sync found on the card', () => {
    renderCard(apiVideoLasting(3_723));
    expect(within(screen.getByRole('button', { name: /^Live at the Arena/ })).getByTestId('card-runtime')).toHaveTextContent('1:02:03');
  });

  it('shows no runtime for a video without a known length, nor for a live stream (0)', () => {
    renderCard(apiVideoLasting());
    expect(screen.queryByTestId('card-runtime')).toBeNull();
    cleanup();
    renderCard(apiVideoLasting(0));
    expect(screen.queryByTestId('card-runtime')).toBeNull();
  });
});

describe('VideoCard preview (PRODUCT §2.3)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function hoverCard(isEnabled: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: hover) and (pointer: fine)', media: query }));
    vi.useFakeTimers();
    const card = (enabled: boolean) => (
      <PreviewsEnabledContext value={enabled}>
        <VideoCard video={video} channelName="Nuclear Blast" onOpen={vi.fn()} />
      </PreviewsEnabledContext>
    );
    const { rerender } = render(card(isEnabled));
    fireEvent.mouseEnter(screen.getByRole('listitem'));
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    vi.useRealTimers();
    return (enabled: boolean) => rerender(card(enabled));
  }

  it('grows after a hover, and hides while a dialog is open', async () => {
    const setEnabled = hoverCard(true);
    expect(await screen.findByTestId('card-preview')).toBeInTheDocument();
    setEnabled(false);
    expect(screen.queryByTestId('card-preview')).not.toBeInTheDocument();
  });

  it('does not grow while a dialog is open', async () => {
    hoverCard(false);
    // The preview's chunk has had time to load: a preview would be there by now.
    await act(() => import('./card-preview.tsx'));
    expect(screen.queryByTestId('card-preview')).not.toBeInTheDocument();
  });
});
