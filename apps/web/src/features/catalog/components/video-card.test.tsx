import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { getTheme } from '@vitrine/catalog/themes/themes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestOverlay } from './latest-overlay.tsx';
import { VideoCard } from './video-card.tsx';

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
