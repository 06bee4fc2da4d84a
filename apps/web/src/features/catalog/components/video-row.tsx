import { ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { scrollBehavior } from '../../../lib/motion-preference.ts';
import { RowFocusContext, useRowKeyboard } from '../hooks/use-row-keyboard.ts';

/** How far one arrow click scrolls a row (PRODUCT §9.1). */
export const ROW_SCROLL_STEP_PX = 400;
/** Start loading the next page a little before the row's end comes into view. */
const END_PRELOAD_MARGIN_PX = 400;
const SKELETON_CARD_COUNT = 6;
/** A row not loaded yet asks for its first page when it comes this close to the viewport (issue 9). */
export const ROW_PRELOAD_MARGIN_PX = 200;

/**
 * A row off screen is neither styled nor laid out nor painted until it comes near the viewport:
 * the first screen's rows were most of the page's first style and layout (≈ 90 of 110 ms on the
 * development machine, before any throttling), which held back its first paint. Until a row has
 * been drawn once it counts as its usual height (measured 153–196 px from phone to 1920 px wide),
 * then as its own. Nothing in a row is drawn outside it (its scroller clips), and the card
 * preview is a portal, so the containment this brings changes nothing on screen.
 */
const ROW_RENDERED_WHEN_NEAR = '[content-visibility:auto] [contain-intrinsic-size:auto_10rem] lg:[contain-intrinsic-size:auto_11.5rem] 2xl:[contain-intrinsic-size:auto_12.25rem]';
/** The `sizes` that matches `w-card`, so the browser picks the right thumbnail. */
export const CARD_IMAGE_SIZES = '(min-width: 1536px) 13vw, (min-width: 1280px) 16vw, (min-width: 1024px) 19vw, (min-width: 768px) 23vw, (min-width: 640px) 30vw, 44vw';

export interface VideoRowProps {
  /** Category key, exposed as data-row for tests and styling. */
  rowKey: string;
  title: string;
  /** Set when the title's language is not the page's (PRODUCT §2.10). */
  titleLang?: string;
  /** The row's cards, each a listitem (VideoCard) given its position. */
  children?: ReactNode;
  /** How many cards `children` holds, so the row's one Tab stop stays on a card (PRODUCT §2.10). */
  itemCount?: number;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Called when the end of the row scrolls into view (the next page). */
  onEndReached?: () => void;
  /** Called once when the row comes near the viewport (its first page, for a row not loaded yet). */
  onNearView?: () => void;
}

/**
 * A row's cards before they arrive: pulsing while the row is fetched, still while it waits to come
 * near the view. A page holds ~26 rows of them, and pulsing ones made the browser restyle all of
 * them at every frame: ~300 ms of a 4× slower phone's main thread in a page's first 5 s (issue 9, TBT).
 */
function SkeletonCards({ isPulsing }: { isPulsing: boolean }) {
  return Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
    <div key={index} aria-hidden="true" className={isPulsing ? 'card-placeholder animate-pulse' : 'card-placeholder'} />
  ));
}

/**
 * A titled, horizontally scrolling row with arrows, an error banner and load-more at its end. Its
 * cards are a list named by the title, one Tab stop, walked with the arrow keys (PRODUCT §2.10).
 */
export function VideoRow({ rowKey, title, titleLang, children, itemCount = 0, isLoading = false, error = null, onRetry, onEndReached, onNearView }: VideoRowProps) {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [canScrollLeft, setCanScrollLeft] = useState(false);
  // Until the row is measured (a server render, the hydration), a row with cards may scroll on.
  const [canScrollRight, setCanScrollRight] = useState(true);
  // An arrow that has the focus stays until it loses it, so pressing it to the row's end never drops the focus.
  const [focusedArrow, setFocusedArrow] = useState<'left' | 'right' | null>(null);
  const arrowFocus = (side: 'left' | 'right') => ({ onFocus: () => setFocusedArrow(side), onBlur: () => setFocusedArrow(null) });
  const endReached = useRef(onEndReached);
  const keyboard = useRowKeyboard(itemCount, scrollerRef);

  useEffect(() => {
    endReached.current = onEndReached;
  }, [onEndReached]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const sentinel = sentinelRef.current;
    if (!scroller || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) endReached.current?.();
      },
      { root: scroller, rootMargin: `0px ${END_PRELOAD_MARGIN_PX}px 0px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  const nearView = useRef(onNearView);
  useEffect(() => {
    nearView.current = onNearView;
  }, [onNearView]);
  const isWaitingForView = onNearView !== undefined;

  useEffect(() => {
    const section = sectionRef.current;
    if (!isWaitingForView || !section) return;
    if (typeof IntersectionObserver === 'undefined') {
      nearView.current?.();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        nearView.current?.();
      },
      { rootMargin: `${ROW_PRELOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [isWaitingForView]);

  /** Each arrow is shown only where the row has more to show that way (PRODUCT §2.3). */
  const updateArrows = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // A row without cards has nothing to scroll to, so nothing to measure: reading the scroll width
    // of a row off screen makes the browser lay it out on purpose (content-visibility), and the
    // ~25 rows waiting below the fold cost a phone ~130 ms after the hydration that way (issue 9, TBT).
    if (itemCount === 0) {
      setCanScrollLeft(false);
      return;
    }
    setCanScrollLeft(scroller.scrollLeft > 0);
    // A pixel of slack: zoom leaves fractions between the scroll position and the width.
    setCanScrollRight(scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1);
  }, [itemCount]);

  // Measured again when cards arrive or go, in the next frame: the browser lays the page out for
  // it then anyway, where a reading now would lay it out inside React's commit (on a first screen,
  // the hydration's long task; issue 9, TBT). And when the row's width changes.
  useEffect(() => {
    const frame = requestAnimationFrame(updateArrows);
    return () => cancelAnimationFrame(frame);
  }, [updateArrows, isLoading]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateArrows);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [updateArrows]);

  const scrollBy = (direction: 1 | -1) => {
    scrollerRef.current?.scrollBy({ left: direction * ROW_SCROLL_STEP_PX, behavior: scrollBehavior() });
  };

  const arrowClasses =
    'absolute inset-y-0 z-10 hidden w-12 place-items-center bg-black/55 text-white opacity-0 transition-opacity duration-200 group-hover/row:opacity-100 focus-visible:opacity-100 hover:bg-black/75 md:grid';

  return (
    <section ref={sectionRef} aria-labelledby={titleId} data-testid="video-row" data-row={rowKey} className={`group/row relative ${ROW_RENDERED_WHEN_NEAR}`}>
      <h2 id={titleId} lang={titleLang} className="mb-2 px-4 text-lg font-semibold tracking-tight text-white md:px-12 md:text-xl">
        {title}
      </h2>
      {error && (
        <div role="alert" className="mx-4 mb-3 flex flex-wrap items-center gap-3 rounded-md border border-white/10 bg-white/[0.04] px-4 py-3 text-sm text-white/80 md:mx-12">
          <span>{error}</span>
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              aria-label={`Retry ${title}`}
              className="inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-black hover:bg-white/85"
            >
              <RotateCw className="size-3.5" aria-hidden="true" />
              Retry
            </button>
          )}
        </div>
      )}
      <div className="relative">
        {(canScrollLeft || focusedArrow === 'left') && (
          <button type="button" aria-label={`Scroll ${title} left`} onClick={() => scrollBy(-1)} {...arrowFocus('left')} className={`${arrowClasses} left-0 rounded-r-md`}>
            <ChevronLeft className="size-8" aria-hidden="true" />
          </button>
        )}
        {/* Keys bring a card into view through scrollIntoView, which ends up near the sentinel at the
            row's end and so loads the next page exactly as the arrows' scrolling does. The scroll
            padding keeps a focused card clear of the arrow buttons' strips. */}
        <div
          ref={scrollerRef}
          {...keyboard.listProps}
          aria-labelledby={titleId}
          data-testid="row-scroller"
          onScroll={updateArrows}
          className="scrollbar-none flex gap-2 overflow-x-auto scroll-smooth scroll-px-4 px-4 pt-1 pb-4 md:scroll-px-12 md:px-12"
        >
          <RowFocusContext value={keyboard.focus}>{children}</RowFocusContext>
          {isLoading && <SkeletonCards isPulsing={!isWaitingForView} />}
          <div ref={sentinelRef} aria-hidden="true" className="w-px shrink-0" />
        </div>
        {/* A row still loading has nothing to scroll to: no arrow (and 26 fewer on a first screen). */}
        {itemCount > 0 && (canScrollRight || focusedArrow === 'right') && (
          <button type="button" aria-label={`Scroll ${title} right`} onClick={() => scrollBy(1)} {...arrowFocus('right')} className={`${arrowClasses} right-0 rounded-l-md`}>
            <ChevronRight className="size-8" aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  );
}
