import { useCallback, useRef, useState } from 'react';
import { useIsInServerHtml } from '../../lib/use-is-hydrated.ts';
import { GeneratedPoster } from './generated-poster.tsx';

export interface ImageSource {
  url: string;
  width: number;
}

export interface VideoImageProps {
  images: readonly ImageSource[];
  /** Drawn on the generated poster when there is no usable image. */
  title: string;
  subtitle?: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold (the hero): eager, high fetch priority. Otherwise lazy. */
  priority?: boolean;
  /** Whether the generated poster prints the title (the hero prints its own). */
  posterText?: boolean;
  alt?: string;
  className?: string;
}

/** The source for browsers without `srcset`: the smallest image at least this wide. */
const FALLBACK_SRC_MIN_WIDTH_PX = 480;
/**
 * An image that loads within this time of being added came from the browser's cache: it shows
 * at once. With `srcset` the browser picks the file after the image is added, so even a cached
 * one is not complete when it is mounted, and it would fade in (the dialog's copy of the hero's).
 */
const CACHED_LOAD_MS = 100;

interface LoadedImage {
  src: string;
  /** False when it came from the cache. */
  fadesIn: boolean;
}

/** An image the browser adds: hidden until it has loaded, then faded in, or shown at once if it came from the cache. */
function fadeInClassesOf(loaded: LoadedImage | null): string {
  if (loaded === null) return ' transition-opacity duration-500 opacity-0';
  return loaded.fadesIn ? ' transition-opacity duration-500 opacity-100' : ' opacity-100';
}

export function srcSetOf(images: readonly ImageSource[]): string {
  return images
    .filter((image) => image.url && image.width > 0)
    .map((image) => `${image.url} ${image.width}w`)
    .join(', ');
}

function fallbackSrc(images: readonly ImageSource[]): string | undefined {
  const bySize = [...images].filter((image) => image.url).sort((a, b) => a.width - b.width);
  return (bySize.find((image) => image.width >= FALLBACK_SRC_MIN_WIDTH_PX) ?? bySize.at(-1))?.url;
}

/**
 * A thumbnail that fills its (fixed aspect ratio) parent. The generated poster sits underneath;
 * an image that fails is removed, so the poster shows instead of a broken-image icon. An image
 * the browser adds fades in once loaded, unless it came from the cache. One in the server's HTML
 * is shown as the browser loads it: hidden until hydration, it would be painted only once the
 * scripts ran (the page's largest paint, PERFORMANCE.md), and never without them.
 */
export function VideoImage({ images, title, subtitle, sizes, priority = false, posterText = true, alt = '', className = '' }: VideoImageProps) {
  const src = fallbackSrc(images);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<LoadedImage | null>(null);
  const addedAt = useRef(0);
  const showImage = src !== undefined && failedSrc !== src;
  const isInServerHtml = useIsInServerHtml();
  const fadeInClasses = isInServerHtml ? '' : fadeInClassesOf(loaded?.src === src ? loaded : null);
  // An image may be settled before React hears of it: a server-rendered one that failed before
  // hydration attached onError (issue 9), one the browser adds from its cache. Its outcome is read
  // once it is in the tree: the failure shows the poster; the cached image shows at once, without
  // fading in. A server-rendered image that loaded needs nothing; one still loading gets the events.
  const settledBeforeMount = useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null || src === undefined) return;
      addedAt.current = performance.now();
      if (!image.complete) return;
      if (image.naturalWidth === 0) setFailedSrc(src);
      else if (!isInServerHtml) setLoaded({ src, fadesIn: false });
    },
    [src, isInServerHtml],
  );

  return (
    <div className={`absolute inset-0 overflow-hidden bg-surface ${className}`}>
      <GeneratedPoster title={title} subtitle={subtitle} showText={posterText} />
      {showImage && (
        <img
          ref={settledBeforeMount}
          src={src}
          srcSet={srcSetOf(images) || undefined}
          sizes={sizes}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={isInServerHtml ? undefined : () => setLoaded({ src, fadesIn: performance.now() - addedAt.current >= CACHED_LOAD_MS })}
          onError={() => setFailedSrc(src)}
          className={`absolute inset-0 h-full w-full object-cover${fadeInClasses}`}
        />
      )}
    </div>
  );
}
