import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endHydration } from '../../lib/use-is-hydrated.ts';
import { srcSetOf, VideoImage } from './video-image.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const IMAGES = [
  { url: 'https://i.ytimg.com/vi/abc/maxresdefault.jpg', width: 1280 },
  { url: 'https://i.ytimg.com/vi/abc/sddefault.jpg', width: 640 },
  { url: 'https://i.ytimg.com/vi/abc/hqdefault.jpg', width: 480 },
];

/** An image the app adds after hydration, mounted at 1,000 ms on `performance.now`, which the test moves on. */
function renderAddedImage() {
  endHydration();
  const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
  const { container } = render(<VideoImage images={IMAGES} title="Night Drive" sizes="20vw" />);
  const img = container.querySelector('img');
  if (!img) throw new Error('expected an image');
  return { img, now };
}

describe('VideoImage', () => {
  it('offers every thumbnail through srcset, lazily below the fold', () => {
    const { container } = render(<VideoImage images={IMAGES} title="Night Drive" sizes="20vw" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('srcset', srcSetOf(IMAGES));
    expect(img?.getAttribute('srcset')).toContain('https://i.ytimg.com/vi/abc/sddefault.jpg 640w');
    expect(img).toHaveAttribute('sizes', '20vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc/hqdefault.jpg');
  });

  it('loads the hero eagerly with high priority', () => {
    const { container } = render(<VideoImage images={IMAGES} title="Night Drive" sizes="100vw" priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('replaces an image that fails with the generated poster showing the title', () => {
    const { container } = render(<VideoImage images={IMAGES} title="Night Drive" subtitle="Nuclear Blast" sizes="20vw" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('expected an image');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    const poster = screen.getByTestId('generated-poster');
    expect(poster).toHaveTextContent('Night Drive');
    expect(poster).toHaveTextContent('Nuclear Blast');
  });

  it('draws the poster when there is no image at all', () => {
    const { container } = render(<VideoImage images={[]} title="Welcome" sizes="20vw" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('generated-poster')).toHaveTextContent('Welcome');
  });

  // Issue 9: the server's HTML holds the <img>; it can fail before hydration attaches onError.
  it('replaces a server-rendered image that failed before hydration with the poster', async () => {
    const element = <VideoImage images={IMAGES} title="Night Drive" sizes="20vw" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const img = container.querySelector('img');
    if (!img) throw new Error('expected an image');
    // What a browser reports for an image that answered 404 (jsdom loads no image).
    Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: 0 } });
    const root = await act(async () => hydrateRoot(container, element));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('generated-poster')).toHaveTextContent('Night Drive');
    act(() => root.unmount());
    container.remove();
  });

  // Before any endHydration() of this file (the last test's): hydration's check must find the server's value current.
  it('adopts a server-rendered image that loaded before hydration in one render', async () => {
    const renders: string[] = [];
    const element = (
      <Profiler id="image" onRender={(_id, phase) => renders.push(phase)}>
        <VideoImage images={IMAGES} title="Night Drive" sizes="20vw" />
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    const img = container.querySelector('img');
    if (!img) throw new Error('expected an image');
    Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: 480 } });
    const root = await act(async () => hydrateRoot(container, element));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(renders).toEqual(['mount']);
    expect(container.querySelector('img')?.className).not.toMatch(/opacity-0/);
    act(() => root.unmount());
  });

  // Hidden until hydration, a real thumbnail was painted only once the scripts had run: the home
  // page's largest paint came 3.4 s in (PERFORMANCE.md), and a page without scripts never showed it.
  it('shows the image in the server’s HTML as it loads, still loading when hydrated', async () => {
    const element = <VideoImage images={IMAGES} title="Night Drive" sizes="100vw" priority />;
    const html = renderToString(element);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('img')?.className).not.toMatch(/opacity-0|transition/);
    const root = await act(async () => hydrateRoot(container, element));
    expect(container.querySelector('img')?.className).not.toMatch(/opacity-0|transition/);
    act(() => root.unmount());
  });

  it('shows at once, without fading in, an image the browser adds from its cache', () => {
    endHydration();
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');
    // What a browser reports for an image it already holds (jsdom loads none).
    Object.defineProperties(HTMLImageElement.prototype, { complete: { get: () => true, configurable: true }, naturalWidth: { get: () => 480, configurable: true } });
    try {
      const { container } = render(<VideoImage images={IMAGES} title="Night Drive" sizes="20vw" />);
      expect(container.querySelector('img')).toHaveClass('opacity-100');
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
      if (naturalWidth) Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', naturalWidth);
    }
  });

  it('fades in an image the browser adds once the page is hydrated, once it has loaded', () => {
    const { img, now } = renderAddedImage();
    expect(img).toHaveClass('opacity-0', 'transition-opacity');
    now.mockReturnValue(1_400);
    fireEvent.load(img);
    expect(img).toHaveClass('opacity-100', 'transition-opacity');
  });

  it('shows at once an image that loads as soon as it is added: its file chosen from srcset was in the cache', () => {
    const { img, now } = renderAddedImage();
    now.mockReturnValue(1_020);
    fireEvent.load(img);
    expect(img).toHaveClass('opacity-100');
    expect(img).not.toHaveClass('transition-opacity');
  });
});
