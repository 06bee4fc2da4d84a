import type { CSSProperties } from 'react';

/** A stable number from a string, so a title always gets the same artwork. */
function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

const PATTERNS = ['rings', 'stripes', 'dots'] as const;
type Pattern = (typeof PATTERNS)[number];

function PatternLayer({ pattern }: { pattern: Pattern }) {
  if (pattern === 'rings') {
    return (
      <svg className="absolute -right-[15%] -bottom-[40%] h-[140%] opacity-25" viewBox="0 0 200 200" aria-hidden="true">
        {[30, 50, 70, 90].map((r) => (
          <circle key={r} cx="100" cy="100" r={r} fill="none" stroke="var(--theme-accent)" strokeWidth="1.2" />
        ))}
      </svg>
    );
  }
  if (pattern === 'stripes') {
    return (
      <div
        className="absolute inset-0 opacity-20"
        style={{ backgroundImage: 'repeating-linear-gradient(115deg, transparent 0 14px, color-mix(in oklab, var(--theme-accent) 55%, transparent) 14px 15px)' }}
      />
    );
  }
  return (
    <div
      className="absolute inset-0 opacity-25"
      style={{ backgroundImage: 'radial-gradient(color-mix(in oklab, var(--theme-accent) 70%, transparent) 1px, transparent 1.5px)', backgroundSize: '12px 12px', maskImage: 'linear-gradient(to left, black, transparent 75%)' }}
    />
  );
}

export interface GeneratedPosterProps {
  title: string;
  /** Channel or label name, printed above the title. */
  subtitle?: string;
  /** Key art without text, for places that print the title themselves (the hero). */
  showText?: boolean;
  className?: string;
}

/**
 * Key art drawn in the theme colours with the title: what a card shows when its
 * thumbnail is missing or fails to load, so there is never a broken image.
 */
export function GeneratedPoster({ title, subtitle, showText = true, className = '' }: GeneratedPosterProps) {
  const hash = hashOf(title);
  const angle = 110 + (hash % 140);
  const glowX = 15 + ((hash >>> 8) % 70);
  const glowY = 10 + ((hash >>> 16) % 50);
  const pattern = PATTERNS[(hash >>> 4) % PATTERNS.length] ?? 'rings';
  const monogram = title.trim().charAt(0).toUpperCase() || '•';
  const background: CSSProperties = {
    backgroundImage: [
      `radial-gradient(circle at ${glowX}% ${glowY}%, color-mix(in oklab, var(--theme-accent) 38%, transparent), transparent 55%)`,
      `linear-gradient(${angle}deg, color-mix(in oklab, var(--theme-primary) 88%, black) 0%, color-mix(in oklab, var(--theme-secondary) 45%, #0b0b0f) 100%)`,
    ].join(', '),
  };

  return (
    <div data-testid="generated-poster" aria-hidden="true" className={`@container absolute inset-0 overflow-hidden select-none ${className}`} style={background}>
      <PatternLayer pattern={pattern} />
      {/* Drawn by CSS, so the letter is art rather than text a card's name would have to repeat. */}
      <span data-monogram={monogram} className="font-display absolute -top-[12cqw] right-[4cqw] text-[62cqw] leading-none text-white/10 before:content-[attr(data-monogram)]" />
      <div className="absolute inset-0 bg-linear-to-t from-black/85 via-black/25 to-transparent" />
      {showText && (
        // Title first in the page, channel drawn above it: a card's accessible name reads title then
        // channel, and its visible text must come in that order too (WCAG 2.5.3, video-card.tsx).
        <div className="absolute inset-x-[6cqw] bottom-[6cqw] flex flex-col-reverse gap-[2cqw] text-left">
          <span className="font-display line-clamp-2 text-[max(14px,10cqw)] leading-[1.1] tracking-wide text-white uppercase drop-shadow-[0_2px_6px_rgba(0,0,0,0.6)]">
            {title}
          </span>
          {subtitle && (
            <span className="flex items-center gap-[2cqw] text-[max(9px,4.2cqw)] font-semibold tracking-[0.18em] text-white/80 uppercase">
              <span className="bg-highlight inline-block h-[0.9em] w-[0.25em] rounded-full" />
              <span className="truncate">{subtitle}</span>
            </span>
          )}
        </div>
      )}
    </div>
  );
}
