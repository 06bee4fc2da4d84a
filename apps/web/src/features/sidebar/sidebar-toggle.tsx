import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SIDEBAR_ID, SIDEBAR_WIDTH } from './sidebar-constants.ts';

interface SidebarToggleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name is English: set on pages in another language (PRODUCT §2.10). */
  lang?: string;
}

/**
 * The round button at the right edge of the screen. Kept apart from the panel so the
 * page can show it without loading the sidebar chunk; it rides on the panel's edge
 * while the panel is open. On phones it is smaller and sits just below the header, clear of
 * the hero title and the rows; from md up it is centred on the right edge. Below sm the open
 * panel fills the screen and has its own 'Close sidebar' button, so the toggle steps aside
 * rather than cover the panel's content. Closed, it is half off screen; focused, it steps in
 * whole, so its focus ring shows all round (PRODUCT §2.10).
 */
export function SidebarToggle({ open, onOpenChange, lang }: SidebarToggleProps) {
  const Icon = open ? ChevronRight : ChevronLeft;
  return (
    <button
      type="button"
      lang={lang}
      aria-label="Toggle sidebar"
      aria-expanded={open}
      aria-controls={SIDEBAR_ID}
      onClick={() => onOpenChange(!open)}
      style={{ right: open ? `min(${SIDEBAR_WIDTH}, 100vw)` : 0 }}
      className={`fixed top-[4.5rem] z-50 flex size-9 translate-x-1/2 items-center md:top-1/2 md:size-11 md:-translate-y-1/2 justify-center rounded-full bg-highlight text-on-highlight shadow-lg ring-2 ring-black/40 transition-[right] duration-300 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${open ? 'max-sm:hidden' : 'focus-visible:translate-x-0'}`}
    >
      <Icon aria-hidden className="size-4 -translate-x-1 md:size-5 md:-translate-x-1.5" />
    </button>
  );
}
