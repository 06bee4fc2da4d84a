import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackVideo } from '../fallback/fallback-video.ts';
import { Hero } from './hero.tsx';

const VIDEO = fallbackVideo({ id: 'v1', title: 'Ashes Remain', overview: '', channelTitle: 'Earache', releaseDate: '2024-03-01T00:00:00Z', voteAverage: 8, genreIds: [], kind: 'film' });
const yt = (file: string) => `https://i.ytimg.com/vi/abcdefghijk/${file}.jpg`;
const ALL_SIZES = [
  { url: yt('maxresdefault'), width: 1280 },
  { url: yt('sddefault'), width: 640 },
  { url: yt('hqdefault'), width: 480 },
  { url: yt('mqdefault'), width: 320 },
  { url: yt('default'), width: 120 },
];

function heroImage(images: typeof ALL_SIZES) {
  const { container } = render(<Hero video={{ ...VIDEO, images }} channelName="Earache" isLoading={false} onPlay={() => undefined} onMoreInfo={() => undefined} />);
  return container.querySelector('img')!;
}

afterEach(cleanup);

describe("the hero's image (PRODUCT §2.1)", () => {
  it('is only the largest thumbnail: a narrow screen never gets a 4:3 size, whose black bars the full-screen box would show', () => {
    const image = heroImage(ALL_SIZES);
    expect(image).toHaveAttribute('src', yt('maxresdefault'));
    expect(image).toHaveAttribute('srcset', `${yt('maxresdefault')} 1280w`);
  });

  it("is the largest there is when the video has no 1280-pixel one", () => {
    const image = heroImage(ALL_SIZES.slice(1));
    expect(image).toHaveAttribute('srcset', `${yt('sddefault')} 640w`);
  });
});
