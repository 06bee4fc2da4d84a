/**
 * The latest row's extras (PRODUCT §2.3): the label as a watermark and the day/month date. The
 * watermark is drawn by CSS: it is decoration, and as text it would be a word the card's name
 * lacks (WCAG 2.5.3, video-card.tsx).
 */
export function LatestOverlay({ labelName, date }: { labelName: string; date: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-watermark={labelName}
        className="font-display pointer-events-none absolute top-1 right-16 left-2 truncate text-left text-[1.6rem] leading-none tracking-wider text-white/35 uppercase mix-blend-overlay before:content-[attr(data-watermark)] md:text-[2rem]"
      />
      {date && (
        <span data-testid="latest-date" className="absolute top-2 right-2 rounded bg-highlight px-1.5 py-0.5 text-xs font-bold text-on-highlight tabular-nums shadow">
          {date}
        </span>
      )}
    </>
  );
}
