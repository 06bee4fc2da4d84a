import { toUiVideo } from '@vitrine/catalog/to-ui-video';
import { getTheme } from '@vitrine/catalog/themes/themes';
import type { ApiVideo } from '@vitrine/catalog/api-schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoCard } from './video-card.tsx';

afterEach(cleanup);

function apiVideo(durationSeconds?: number): ApiVideo {
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

const renderCard = (video: ApiVideo) =>
  render(<VideoCard video={toUiVideo(video, getTheme('rock'))} channelName="Nuclear Blast" onOpen={() => {}} />);

describe('VideoCard runtime (PRODUCT §3.6)', () => {
  it('shows the length a sync found on the card', () => {
    renderCard(apiVideo(3_723));
    expect(within(screen.getByRole('button', { name: 'Live at the Arena' })).getByTestId('card-runtime')).toHaveTextContent('1:02:03');
  });

  it('shows no runtime for a video without a known length, nor for a live stream (0)', () => {
    renderCard(apiVideo());
    expect(screen.queryByTestId('card-runtime')).toBeNull();
    cleanup();
    renderCard(apiVideo(0));
    expect(screen.queryByTestId('card-runtime')).toBeNull();
  });
});
